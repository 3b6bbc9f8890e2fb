/**
 * Differential test of the older layout against the vendor's own mint.json validator
 * (`validateMintConfig` of `@mintlify/validation`, a devDependency used only as an oracle; issue 21,
 * item 5). On every config of ../shared/corpus and on seeded mutations of them, our schema
 * diagnostics hold an error exactly when the vendor's validator fails, and no key the vendor
 * accepts is called unknown. No documented difference remains for this layout.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { parseConfigDocument } from '../../../service/src/config/configDocument';
import { configRules } from '../../../service/src/config/rules';
import { codeOf } from '../../../service/src/config/rules/ruleTypes';
import { validateConfig } from '../../../service/src/config/validate';
import { buildSiteModel } from '../../../site/src/model/build';
import { resolveSettings } from '../../../site/src/settings';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { SCHEMA_CODES, prng } from '../../unit/config/helpers';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const vendor = createRequire(__filename)('@mintlify/validation') as { validateMintConfig(config: unknown): { success: boolean } };
const CORPUS = path.resolve('..', 'shared', 'corpus');
const settings = resolveSettings({ rules: Object.fromEntries(configRules.map(codeOf).filter((code) => !SCHEMA_CODES.has(code)).map((code) => [code, 'off'])) });

function ours(config: Json, severity: DiagnosticSeverity): string[] {
  const text = JSON.stringify(config, null, 2);
  const file = '/site/mint.json';
  const parsed = parseConfigDocument(TextDocument.create(`file://${file}`, 'json', 1, text), file);
  const workspace = new InMemoryWorkspace({ [file]: text });
  const site = { model: buildSiteModel(file, workspace, text), apiSpec: () => undefined };
  return validateConfig(parsed, workspace, settings, site)
    .filter((d) => d.severity === severity)
    .map((d) => `${d.code}: ${d.message}`);
}


const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const groups = (c: JsonObject) => (Array.isArray(c.navigation) ? c.navigation.filter(isObject) : []);

/** Each changes the config in place; false when it does not apply to this config. */
const MUTATIONS: [string, (c: JsonObject, pick: <T>(l: T[]) => T | undefined) => boolean | void][] = [
  // Keys the vendor's mint.json schema accepts, which the spec does not list.
  ['theme and layout', (c) => void Object.assign(c, { theme: 'quill', layout: 'sidenav', rounded: 'sharp' })],
  ['analytics', (c) => void (c.analytics = { ga4: { measurementId: 'G-ABC' }, posthog: { apiKey: 'phc_x' } })],
  ['seo, search, codeBlock, eyebrow', (c) => void Object.assign(c, { seo: { indexHiddenPages: true }, search: { prompt: 'Search…' }, codeBlock: { mode: 'dark' }, eyebrow: { display: 'breadcrumbs' } })],
  ['primaryTab', (c) => void (c.primaryTab = { name: 'Guides' })],
  ['redirects', (c) => void (c.redirects = [{ source: '/old', destination: '/new' }])],
  ['footer and background', (c) => void Object.assign(c, { footer: { socials: { youtube: 'https://youtube.com/@a' } }, background: { style: 'grid' } })],
  ['integrations', (c) => void (c.integrations = { intercom: 'abcdef' })],
  ['colors.anchors gradient', (c) => void ((c.colors as JsonObject).anchors = { from: '#112233', to: '#445566' })],
  ['feedback.thumbsRating', (c) => void (c.feedback = { thumbsRating: true })],
  ['group icon and iconType', (c, pick) => void Object.assign(pick(groups(c)) ?? {}, { icon: 'book', iconType: 'regular' })],
  ['footerSocials twitter', (c) => void (c.footerSocials = { twitter: 'https://twitter.com/a', youtube: 'https://youtube.com/@a' })],
  // What it rejects.
  ['unknown theme', (c) => void (c.theme = 'mars')],
  ['bad layout', (c) => void (c.layout = 'floating')],
  ['bad analytics provider key', (c) => void (c.analytics = { ga4: { id: 'G-1' } })],
  ['empty name', (c) => void (c.name = '')],
  ['empty navigation', (c) => void (c.navigation = [])],
  ['group with no pages', (c, pick) => void ((pick(groups(c)) ?? ({} as JsonObject)).pages = [])],
  ['empty page path', (c, pick) => {
    const g = pick(groups(c));
    if (!g || !Array.isArray(g.pages)) return false;
    g.pages.push('');
  }],
  ['tab without url', (c) => void (c.tabs = [{ name: 'API' }])],
  ['anchor without name', (c) => void (c.anchors = [{ url: 'api', icon: 'code' }])],
  ['no favicon', (c) => void delete c.favicon],
  ['no colors', (c) => void delete c.colors],
  ['bad primaryTab', (c) => void (c.primaryTab = { isDefaultHidden: true })],
  ['redirect without destination', (c) => void (c.redirects = [{ source: '/old' }])],
  ['bad iconType', (c, pick) => void Object.assign(pick(groups(c)) ?? {}, { iconType: 'bold' })],
];

function corpus(): { site: string; config: JsonObject }[] {
  return fs.readdirSync(CORPUS).sort().map((site) => ({ site, config: JSON.parse(fs.readFileSync(path.join(CORPUS, site, 'docs.json'), 'utf8')) as JsonObject }));
}

describe('differential test of mint.json against @mintlify/validation', () => {
  const sites = corpus();

  it('every corpus config: the vendor accepts it, we report no error and no unknown key', () => {
    assert.equal(sites.length, 11);
    for (const { site, config } of sites) {
      assert.equal(vendor.validateMintConfig(config).success, true, site);
      assert.deepEqual(ours(config, DiagnosticSeverity.Error), [], site);
      // Keys the vendor's schema lists are never "unknown" (55 of 56 such warnings were wrong).
      const unknown = ours(config, DiagnosticSeverity.Warning).filter((m) => m.startsWith('unknown-property') || m.startsWith('unknown-social'));
      const vendorKeys = ['analytics', 'seo', 'anchors', 'thumbsRating', 'icon', 'iconType', 'primaryTab', 'redirects', 'search', 'theme', 'codeBlock', 'footer', 'background', 'integrations', 'twitter', 'youtube'];
      assert.deepEqual(unknown.filter((m) => vendorKeys.some((k) => m.includes(`\`${k}\``) && !m.includes('tabs['))), [], site);
    }
  });

  it('agrees on every mutation of every site', () => {
    const random = prng(20261127);
    const pick = <T>(list: T[]): T | undefined => (list.length ? list[Math.floor(random() * list.length)] : undefined);
    const disagreements: string[] = [];
    let run = 0;
    let rejected = 0;
    for (const [name, mutate] of MUTATIONS) {
      for (const { site, config: original } of sites) {
        const config = structuredClone(original);
        if (mutate(config, pick) === false) continue;
        run++;
        const theirs = !vendor.validateMintConfig(config).success;
        const errors = ours(config, DiagnosticSeverity.Error);
        if (theirs) rejected++;
        if ((errors.length > 0) !== theirs) disagreements.push(`${name} (${site}): vendor ${theirs ? 'fails' : 'passes'}, we report ${errors.join(' | ') || 'no error'}`);
      }
    }
    assert.ok(run > 250, `${run} mutations`);
    assert.ok(rejected > 100 && rejected < run - 100, `a useful mix (${rejected} of ${run} rejected)`);
    assert.deepEqual(disagreements, []);
  });
});
