import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { FsWorkspace, toServicePath } from '../../../host/src/fsWorkspace';
import { createLanguageService } from '../../../service/src/languageService';
import { pathToUri } from '../../../common/src';
import { parseConfigDocument } from '../../../service/src/config/configDocument';
import { CORPUS_MODERN, SCHEMA_CODES } from '../../unit/config/helpers';
import { buildSiteModel } from '../../../site/src/model/build';
import { apiSourcesInScope, pageEntries } from '../../../site/src/model/walk';
import { ApiSpecCache } from '../../../service/src/openapi/cache';

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
    const service = createLanguageService(new FsWorkspace(), (where, e) => assert.fail(`${where}: ${String(e)}`));
    const found: string[] = [];
    for (const site of sites) {
      const file = toServicePath(path.join(CORPUS_MODERN, site, 'docs.json'));
      const document = TextDocument.create(pathToUri(file), 'json', 1, fs.readFileSync(file, 'utf8'));
      assert.equal(parseConfigDocument(document, file).layout, 'today', site);
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

/**
 * The site (cross-file) findings of every docs.json, by rule, each read and true. No site has a
 * missing page, an unknown operation or a broken API source: 492 + 58 + 12 operation entries (dify,
 * upstash, ollama) all match their OpenAPI files.
 */
const PINNED_SITE_FINDINGS: Record<string, Record<string, number>> = {
  // mem0 lists `vibecoding` and `platform/features/memory-expiration` in two tabs each, on purpose:
  // each tab has its own sidebar, so that is no duplicate.
  // Redirect sources that are pages too (the redirect wins, each read):
  // nango's `integrations/all/google-gemini` and its `connect`, cline's `sdk/examples` (listed in
  // the navigation), ollama's `/api` (api.md), spree's `developer/core-concepts/users`.
  // Nango's llms.txt is over the 100,000-character cap (177,832; its seo.indexing is `all`).
  // color-contrast, each computed as `mint a11y` does (its thresholds, white and #0B0C0F unless
  // background.color is set), 15 on all 11 sites: primaries of 1.9–4.4:1 on white (nango
  // #29abe2, stagehand #00C851, cline #9D4EDD on #FAFAF9, mem0 #8F74E0, spree #0177FF, turso
  // #1EBCA1, upstash #34D399) and `dark` button colours of 1–2.7:1 on a background (cline #000000
  // and ollama #000 on their own black dark backgrounds, x402 #0039B3, dify #0034FF, pipecat #312e81
  // on the dark one; stagehand, turso and upstash the primary again on white).
  NangoHQ__nango: { 'color-contrast (warning)': 1, 'llms-over-cap (warning)': 1, 'redirect-shadows-page (warning)': 2 },
  browserbase__stagehand: { 'color-contrast (warning)': 2 },
  cline__cline: { 'color-contrast (warning)': 2, 'redirect-shadows-page (warning)': 1 },
  coinbase__x402: { 'color-contrast (warning)': 1 },
  mem0ai__mem0: { 'color-contrast (warning)': 1 },
  ollama__ollama: { 'color-contrast (warning)': 1, 'redirect-shadows-page (warning)': 1 },
  'pipecat-ai__docs': { 'color-contrast (warning)': 1 },
  spree__spree: { 'color-contrast (warning)': 1, 'redirect-shadows-page (warning)': 1 },
  // `/{en,ja-jp,zh-hans}/development/…/:slug*` → `/api-reference/:slug*`, itself redirected to
  // `/en/api-reference/guides/get-started`: two hops each.
  'langgenius__dify-docs': { 'color-contrast (warning)': 1, 'redirect-chain (warning)': 5 },
  'tursodatabase__turso-docs': {
    'color-contrast (warning)': 2,
    // `/reference/platform-rest-api/…` → `/api-reference/groups/{add,remove}-location` → `/api-reference`.
    'redirect-chain (warning)': 4,
    // `cli/group/locations/{add,remove}`, `cli/db/wakeup`, `sdk/http/guides/flutter`: pages and redirect sources.
    'redirect-shadows-page (warning)': 4,
    // Redirects to `/sdk/js` and `/cli/db/unarchive`: neither page nor folder exists.
    'redirect-target (warning)': 2,
  },
  upstash__docs: {
    'color-contrast (warning)': 2,
    // The AgentKit group (ai-sdk, eve) is listed in two groups of the Redis tab.
    'duplicate-page (warning)': 2,
    // `background.image` is `/background.png`, which the repository does not have.
    'missing-asset (error)': 1,
    // Redirects to `/vector/sdks/ts/overview` and `/vector/sdks/py/overview`: no such pages.
    'redirect-target (warning)': 2,
    // `/redis/search/command-reference`, a page listed in the navigation, is redirected away.
    'redirect-shadows-page (warning)': 1,
  },
};

describe("the site checks of today's layout on the real corpus", () => {
  it('no missing page on any site, and exactly the pinned cross-file findings', () => {
    const service = createLanguageService(new FsWorkspace(), (where, e) => assert.fail(`${where}: ${String(e)}`));
    const found: Record<string, Record<string, number>> = {};
    for (const site of fs.readdirSync(CORPUS_MODERN).filter((d) => fs.existsSync(path.join(CORPUS_MODERN, d, 'docs.json')))) {
      const file = toServicePath(path.join(CORPUS_MODERN, site, 'docs.json'));
      const document = TextDocument.create(pathToUri(file), 'json', 1, fs.readFileSync(file, 'utf8'));
      for (const d of service.validate(document)) {
        if (SCHEMA_CODES.has(String(d.code))) continue;
        const key = `${d.code} (${d.severity === DiagnosticSeverity.Error ? 'error' : 'warning'})`;
        (found[site] ??= {})[key] = (found[site][key] ?? 0) + 1;
      }
    }
    if (process.env.PRINT_CORPUS) console.log(JSON.stringify(found, null, 2));
    assert.deepEqual(found, PINNED_SITE_FINDINGS);
  });
});

describe('operation entries of the real corpus are checked, not skipped', () => {
  it('every `METHOD /path` entry with a local OpenAPI file in scope is found in it', () => {
    const workspace = new FsWorkspace();
    const specs = new ApiSpecCache(workspace);
    const checked: Record<string, number> = {};
    for (const site of ['langgenius__dify-docs', 'upstash__docs', 'ollama__ollama']) {
      const root = toServicePath(path.join(CORPUS_MODERN, site));
      const model = buildSiteModel(root + '/docs.json', workspace);
      for (const { entry, ancestors } of pageEntries(model.navigation)) {
        if (!entry.operation) continue;
        const source = apiSourcesInScope(ancestors).find((a) => a.kind === 'openapi') ?? model.apis[0];
        const summary = specs.get(root + '/' + source.source.replace(/^\/+/, ''));
        assert.ok(summary?.operations.has(`${entry.operation.method} ${entry.operation.path}`), `${site}: ${entry.value}`);
        checked[site] = (checked[site] ?? 0) + 1;
      }
    }
    assert.deepEqual(checked, { 'langgenius__dify-docs': 492, upstash__docs: 58, ollama__ollama: 12 });
  });
});
