import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CheckResult } from '../check';
import { sarifBase } from '../paths';
import { messageText, severityName } from '../summary';

const levels = { error: 'error', warning: 'warning', info: 'note', hint: 'note' } as const;

/**
 * A SARIF 2.1.0 log, so code scanning services show the findings on the lines they belong to.
 * Columns are UTF-16 code units, SARIF's default and the same unit as LSP positions. URIs are
 * relative to the git repository around the checked folder (or to the folder when there is none),
 * through the `SRCROOT` base, as code scanning expects.
 */
export function formatSarif(result: CheckResult, version: string, ruleDescriptions: ReadonlyMap<string, string>, base: string = sarifBase(result.root)): string {
  const used = new Set<string>();
  const uriOf = (file: string) => path.relative(base, file).split(path.sep).map(encodeURIComponent).join('/');
  const results = result.files.flatMap((f) =>
    f.diagnostics.map((d) => {
      const ruleId = String(d.code ?? 'docsite');
      used.add(ruleId);
      return {
        ruleId,
        level: levels[severityName(d.severity)],
        message: { text: messageText(d.message) },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: uriOf(f.path), uriBaseId: 'SRCROOT' },
              region: {
                startLine: d.range.start.line + 1,
                startColumn: d.range.start.character + 1,
                endLine: d.range.end.line + 1,
                endColumn: d.range.end.character + 1,
              },
            },
          },
        ],
      };
    }),
  );
  const rules = [...used].sort().map((id) => ({ id, shortDescription: { text: ruleDescriptions.get(id) ?? id } }));
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'docsite', version, informationUri: 'https://example.invalid/docsite', rules } },
        originalUriBaseIds: { SRCROOT: { uri: pathToFileURL(base + path.sep).href } },
        results,
      },
    ],
  };
  return JSON.stringify(log, null, 2) + '\n';
}
