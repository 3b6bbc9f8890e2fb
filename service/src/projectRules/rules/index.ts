/** Every rule over a Docsite rules file (AGENTS.md, `.cursor/rules/docsite.mdc`, …), one file each. */
import type { RulesFileRule } from './rule';
import { rulesStaleRule } from './rulesStale';
import { rulesUnknownReferenceRule } from './rulesUnknownReference';
import { rulesFilePublishedRule } from './rulesFilePublished';

export const RULES_FILE_RULES: readonly RulesFileRule[] = [rulesStaleRule, rulesUnknownReferenceRule, rulesFilePublishedRule];
