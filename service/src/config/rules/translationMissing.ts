import { findNodeAtLocation, findNodeAtOffset } from 'jsonc-parser';
import type { Range } from 'vscode-languageserver-types';
import { type Loc, translationCoverage } from '../../../../site/src';
import { ConfigRule, ConfigRuleContext, locRange } from './ruleTypes';

/**
 * A page of the default language that a language lacks (issue 24): no counterpart file, or one the
 * language's navigation does not list. Reported on the language's entry in docs.json. Shared pages
 * (the language lists the default page itself) are not gaps.
 */
export const translationMissingRule: ConfigRule<{ 'translation-missing': { language: string; source: string; translation?: string } }> = {
  codes: {
    'translation-missing': {
      title: 'Missing translation',
      severity: 'warning',
      description: 'A page of the default language that another language of `navigation.languages` does not have, or has but does not list.',
    },
  },
  scope: 'site',
  check(ctx, report) {
    for (const set of translationCoverage(ctx.model, (id) => ctx.site.resolvePage(id) !== undefined)) {
      for (const language of set.languages) {
        const range = languageRange(ctx, language.loc);
        if (!range) continue;
        for (const entry of language.entries) {
          if (entry.status !== 'missing' && entry.status !== 'unlisted') continue;
          const message =
            entry.status === 'unlisted'
              ? `"${entry.translation}" exists, but the ${language.language} navigation does not list it (${set.defaultLanguage} lists "${entry.source}").`
              : entry.translation
                ? `"${entry.source}" has no ${language.language} translation: "${entry.translation}" does not exist.`
                : `"${entry.source}" has no ${language.language} counterpart at its place in the navigation.`;
          report('translation-missing', range, message, { language: language.language, source: entry.source, translation: entry.translation });
        }
      }
    }
  },
};

/** The `"zh"` of the language's `"language": "zh"` (else its whole entry): one language, one place. */
function languageRange(ctx: ConfigRuleContext, loc: Loc): Range | undefined {
  const whole = locRange(ctx, loc);
  const root = ctx.config.root;
  const entry = whole && root ? findNodeAtOffset(root, loc.offset) : undefined;
  const value = entry?.type === 'object' ? findNodeAtLocation(entry, ['language']) : undefined;
  if (!value || value.offset < loc.offset || value.offset + value.length > loc.offset + loc.length) return whole;
  const doc = ctx.config.document;
  return { start: doc.positionAt(value.offset), end: doc.positionAt(value.offset + value.length) };
}
