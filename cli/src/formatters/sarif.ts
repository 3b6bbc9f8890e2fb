import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Range } from 'vscode-languageserver-types';
import { CheckResult, FILE_NOT_CHECKED } from '../check';
import { sarifBase } from '../paths';
import { messageText, severityName } from '../diagnosticText';

const levels = { error: 'error', warning: 'warning', info: 'note', hint: 'note' } as const;

/**
 * A SARIF 2.1.0 log, so code scanning services show the findings on the lines they belong to.
 * Columns are UTF-16 code units, SARIF's default and the same unit as LSP positions. URIs are
 * relative to the git repository around the checked folder (or to the folder when there is none),
 * through the `SRCROOT` base, as code scanning expects.
 *
 * A file not checked is a result too (code scanning shows only results), at level `error` unless
 * --allow-unchecked, and is listed apart as a tool execution notification of the invocation, whose
 * `executionSuccessful` is false when such files fail the run.
 */
export function formatSarif(result: CheckResult, version: string, ruleDescriptions: ReadonlyMap<string, string>, base: string = sarifBase(result.root)): string {
  const used = new Set<string>();
  const uriOf = (file: string) => path.relative(base, file).split(path.sep).map(encodeURIComponent).join('/');
  const location = (file: string, range: Range) => ({
    physicalLocation: {
      artifactLocation: { uri: uriOf(file), uriBaseId: 'SRCROOT' },
      region: {
        startLine: range.start.line + 1,
        startColumn: range.start.character + 1,
        endLine: range.end.line + 1,
        endColumn: range.end.character + 1,
      },
    },
  });
  const results = result.files.flatMap((f) =>
    f.diagnostics.map((d) => {
      const ruleId = String(d.code ?? 'docsite');
      used.add(ruleId);
      return { ruleId, level: levels[severityName(d.severity)], message: { text: messageText(d.message) }, locations: [location(f.path, d.range)] };
    }),
  );
  const uncheckedLevel = result.allowUnchecked ? 'note' : 'error';
  for (const u of result.unchecked) {
    used.add(u.code);
    results.push({ ruleId: u.code, level: uncheckedLevel, message: { text: u.reason }, locations: [location(u.path, u.range)] });
  }
  const notifications = result.unchecked.map((u) => ({
    descriptor: { id: u.code },
    level: uncheckedLevel,
    message: { text: `${uriOf(u.path)} was not checked: ${u.reason}` },
    locations: [location(u.path, u.range)],
  }));
  const description = (id: string) => ruleDescriptions.get(id) ?? (id === FILE_NOT_CHECKED ? 'A file that could not be checked (binary or too large).' : id);
  const rules = [...used].sort().map((id) => ({ id, shortDescription: { text: description(id) } }));
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'docsite', version, informationUri: 'https://example.invalid/docsite', rules } },
        invocations: [{ executionSuccessful: result.allowUnchecked || result.unchecked.length === 0, toolExecutionNotifications: notifications }],
        originalUriBaseIds: { SRCROOT: { uri: pathToFileURL(base + path.sep).href } },
        results,
      },
    ],
  };
  return JSON.stringify(log, null, 2) + '\n';
}
