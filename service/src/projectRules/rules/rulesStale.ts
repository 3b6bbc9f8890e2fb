/**
 * rules-stale: a generated rules file whose recorded inputs (fingerprint.ts) differ from what the
 * site gives now. A file whose text no longer hashes as generated was edited by hand: it is not
 * called stale (regenerating would drop the edits); rules-unknown-reference checks it instead.
 */
import { CodeActionKind } from 'vscode-languageserver-types';
import { changedParts, textHash, withoutMarker, type FingerprintPart } from '../fingerprint';
import { CLIENT_COMMANDS } from '../../clientCommands';
import type { RulesFileRule } from './rule';

/** How a message names each changed input. */
const PART_NAMES: Record<FingerprintPart, string> = {
  catalog: "Docsite's component catalog and rules",
  components: 'snippets',
  navigation: 'navigation',
  settings: 'settings',
};

/** What the client's notice says and regenerates: the inputs changed, the site's name and its configuration. */
export interface RulesStaleData {
  changed: FingerprintPart[];
  site?: string;
  configPath?: string;
}

export const rulesStaleRule: RulesFileRule<{ 'rules-stale': RulesStaleData }> = {
  codes: {
    'rules-stale': {
      title: 'Project rules out of date',
      severity: 'warning',
      description: 'A generated rules file (AGENTS.md, .cursor/rules/docsite.mdc, …) whose site changed since it was generated: regenerate it.',
    },
  },
  check(ctx, report) {
    const marker = ctx.marker;
    if (!marker || marker.text === undefined) return;
    if (textHash(withoutMarker(ctx.part, marker)) !== marker.text) return;
    const current = ctx.currentFingerprint();
    if (!current) return;
    const changed = changedParts(marker.parts, current);
    if (!changed.length) return;
    const model = ctx.site();
    const site = model?.name;
    const what = changed.map((p) => PART_NAMES[p]);
    const list = what.length === 1 ? what[0] : `${what.slice(0, -1).join(', ')} and ${what[what.length - 1]}`;
    report(
      'rules-stale',
      { start: ctx.partStart + marker.start, end: ctx.partStart + marker.end },
      `These project rules are out of date: the site's ${list} changed since they were generated. Regenerate them.`,
      { changed, ...(site ? { site } : {}), ...(model ? { configPath: model.configPath } : {}) },
    );
  },
  fixes: {
    'rules-stale': (d, _data, { path, configPath }) => ({
      title: 'Regenerate (show diff)',
      kind: CodeActionKind.QuickFix,
      diagnostics: [d],
      isPreferred: true,
      command: { title: 'Regenerate (show diff)', command: CLIENT_COMMANDS.regenerateProjectRules, arguments: [{ file: path, ...(configPath ? { configPath } : {}) }] },
    }),
  },
};
