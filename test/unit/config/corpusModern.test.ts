import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { FsWorkspace, toServicePath } from '../../../server/src/node/fsWorkspace';
import { DocsLanguageService } from '../../../server/src/service/languageService';
import { pathToUri } from '../../../server/src/service/uri';

/** The real sites in today's layout shipped beside the repository. */
export const CORPUS_MODERN = path.resolve('..', 'shared', 'corpus-modern');

/** The diagnostics the schema gives (cross-file checks such as missing-page are another matter). */
export const SCHEMA_CODES = new Set([
  'wrong-type', 'missing-required', 'invalid-enum', 'invalid-color', 'unknown-property', 'unknown-social',
  'navigation-layout', 'empty-navigation', 'ignored-child-collection', 'deprecated',
]);

/**
 * Every schema finding on the 11 sites, all warnings, each read: stray keys the site build drops
 * (nango's `css`/`js`, cline's top-level `anchors` and `styling.css`, x402's `feedback`) and child
 * collections the build ignores (stagehand's dropdowns with both `groups` and `pages`, spree's
 * navigation with both `versions` and `tabs`).
 */
const EXPECTED = [
  'NangoHQ__nango: warning unknown-property "css"',
  'NangoHQ__nango: warning unknown-property "js"',
  'browserbase__stagehand: warning ignored-child-collection "pages" (line 101)',
  'browserbase__stagehand: warning ignored-child-collection "pages" (line 218)',
  'browserbase__stagehand: warning ignored-child-collection "pages" (line 246)',
  'browserbase__stagehand: warning ignored-child-collection "pages" (line 274)',
  'browserbase__stagehand: warning ignored-child-collection "pages" (line 302)',
  'cline__cline: warning unknown-property "anchors"',
  'cline__cline: warning unknown-property "css"',
  'coinbase__x402: warning unknown-property "feedback"',
  'spree__spree: warning ignored-child-collection "tabs" (line 1772)',
];

describe("docs.json in today's layout on the real corpus", () => {
  it('no schema error on any of the 11 sites, and exactly the pinned warnings', () => {
    const sites = fs.readdirSync(CORPUS_MODERN).filter((d) => fs.existsSync(path.join(CORPUS_MODERN, d, 'docs.json')));
    assert.equal(sites.length, 11, `expected 11 sites in ${CORPUS_MODERN}`);
    const service = new DocsLanguageService(new FsWorkspace(), (where, e) => assert.fail(`${where}: ${String(e)}`));
    const found: string[] = [];
    for (const site of sites) {
      const file = toServicePath(path.join(CORPUS_MODERN, site, 'docs.json'));
      const document = TextDocument.create(pathToUri(file), 'json', 1, fs.readFileSync(file, 'utf8'));
      assert.equal(service.config(document).layout, 'today', site);
      for (const d of service.validate(document)) {
        if (!SCHEMA_CODES.has(String(d.code))) continue;
        const severity = d.severity === DiagnosticSeverity.Error ? 'error' : d.severity === DiagnosticSeverity.Warning ? 'warning' : 'other';
        const line = d.code === 'ignored-child-collection' ? ` (line ${d.range.start.line + 1})` : '';
        found.push(`${site}: ${severity} ${d.code} ${document.getText(d.range)}${line}`);
      }
    }
    assert.deepEqual(found.sort(), EXPECTED);
  });
});
