/**
 * Differential test against the site generator's own validator, `@mintlify/validation` (a
 * devDependency used only here as an oracle: it is never imported by the product, never bundled).
 * On every corpus-modern docs.json and on seeded mutations of them, our schema diagnostics must
 * contain an error exactly when the vendor's `validateDocsConfig` fails, except for the documented
 * differences below (also listed in docs/today-schema.md). A mutation marked with a difference
 * asserts that the difference still goes the documented way, so a change on either side shows up.
 *
 * Documented differences:
 * - `ref`: `{ "$ref": "./file.json" }` objects. The vendor's validator does not resolve them and
 *   rejects them; the site build resolves them first, and so do we (the referenced file is checked
 *   on its own). We accept them.
 * - `dropped`: an invalid value inside the navigation, below a division item (a tab, anchor,
 *   version…), or anywhere in it when the navigation root holds two child collections. The vendor
 *   tries each division item's alternatives in turn; when the one with the item's child collection
 *   fails, the "no children" alternative still matches, so the build passes and the whole
 *   collection (every page under that item) silently disappears. At the root the same happens when
 *   another root collection is present. We report the invalid value as an error where it is.
 * Unknown keys outside the strict objects, wrong nesting (tabs in a tab, menu in a group) and a
 * second child collection are no difference: the vendor drops them silently and we warn, which is
 * not an error on either side.
 */
import { buildSiteModel } from '../../../site/src/model/build';
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
import { resolveSettings } from '../../../site/src/settings';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { CORPUS_MODERN, SCHEMA_CODES, prng } from '../../unit/config/helpers';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type Difference = 'ref' | 'dropped';

const vendor = createRequire(__filename)('@mintlify/validation') as { validateDocsConfig(config: unknown): { success: boolean } };

/** Only the schema rules run: the cross-file ones need the site's files, which the vendor never reads. */
const settings = resolveSettings({ rules: Object.fromEntries(configRules.map(codeOf).filter((code) => !SCHEMA_CODES.has(code)).map((code) => [code, 'off'])) });

function ourErrors(config: Json, written = JSON.stringify(config, null, 2)): string[] {
  const text = written;
  const document = TextDocument.create('file:///site/docs.json', 'json', 1, text);
  const parsed = parseConfigDocument(document, '/site/docs.json');
  const workspace = new InMemoryWorkspace({ '/site/docs.json': text });
  const site = { model: buildSiteModel('/site/docs.json', workspace, text), apiSpec: () => undefined };
  return validateConfig(parsed, workspace, settings, site)
    .filter((d) => d.severity === DiagnosticSeverity.Error)
    .map((d) => `${d.code}: ${d.message}`);
}


const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const IDENTITY = ['product', 'language', 'version', 'tab', 'dropdown', 'anchor', 'item', 'group'] as const;
type Kind = (typeof IDENTITY)[number];
const COLLECTIONS = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'menu', 'groups', 'pages'];

/**
 * Every division item and group of the navigation, with its kind and whether the vendor would drop
 * an invalid value in it instead of failing (see `dropped` above): when a division item (not a
 * group) encloses it, or when the root has another child collection to fall back on.
 */
function divisions(navigation: Json): { item: JsonObject; kind: Kind; dropsErrors: boolean }[] {
  const found: { item: JsonObject; kind: Kind; dropsErrors: boolean }[] = [];
  const rootFallback = isObject(navigation) && COLLECTIONS.filter((k) => k in navigation).length > 1;
  const visit = (node: Json, insideDivision: boolean) => {
    if (Array.isArray(node)) node.forEach((n) => visit(n, insideDivision));
    else if (isObject(node)) {
      const kind = IDENTITY.find((k) => k in node);
      if (kind) found.push({ item: node, kind, dropsErrors: insideDivision || rootFallback });
      const inside = insideDivision || (kind !== undefined && kind !== 'group');
      for (const key of COLLECTIONS) if (key in node) visit(node[key], inside);
    }
  };
  visit(navigation, false);
  return found;
}

interface Mutation {
  name: string;
  /** Changes the config in place; false when it does not apply to this config, else the documented difference that applies, if any. */
  apply(config: JsonObject, pick: <T>(list: T[]) => T | undefined): boolean | Difference;
}

/**
 * A change to one division item. `invalid`: the change makes the item invalid, so the `dropped`
 * difference applies where the vendor would drop the item's collection; `ownChild`: the change
 * breaks the item's own child collection, which the vendor always drops.
 */
const divisionMutation = (name: string, kinds: Kind[] | 'any', change: (item: JsonObject, kind: Kind) => boolean | void, mode: 'invalid' | 'ownChild' | 'warning' = 'invalid'): Mutation => ({
  name,
  apply(config, pick) {
    const target = pick(divisions(config.navigation).filter((d) => kinds === 'any' || kinds.includes(d.kind)));
    if (!target || change(target.item, target.kind) === false) return false;
    return mode === 'ownChild' || (mode === 'invalid' && target.dropsErrors) ? 'dropped' : true;
  },
});

const top = (name: string, change: (config: JsonObject) => boolean | void, difference?: Difference): Mutation => ({
  name,
  apply: (c) => change(c) !== false && (difference ?? true),
});

const childOf = (item: JsonObject) => COLLECTIONS.find((k) => k in item && k !== 'pages') ?? ('pages' in item ? 'pages' : undefined);

const MUTATIONS: Mutation[] = [
  // Required keys.
  top('delete theme', (c) => void delete c.theme),
  top('delete name', (c) => void delete c.name),
  top('delete colors', (c) => void delete c.colors),
  top('delete colors.primary', (c) => void delete (c.colors as JsonObject).primary),
  top('delete navigation', (c) => void delete c.navigation),
  divisionMutation('delete the identity key of a division item', 'any', (item, kind) => void delete item[kind]),
  top('delete a redirect source', (c) => Array.isArray(c.redirects) && c.redirects.length > 0 && isObject(c.redirects[0]) && delete c.redirects[0].source),
  top('favicon as a half pair', (c) => void (c.favicon = { light: '/favicon.svg' })),
  top('banner without content', (c) => void (c.banner = { dismissible: true })),
  // Types.
  top('name as a number', (c) => void (c.name = 42)),
  top('colors as a string', (c) => void (c.colors = '#0D9373')),
  top('navigation as an array', (c) => void (c.navigation = [{ group: 'Start', pages: ['index'] }])),
  top('navigation empty', (c) => void (c.navigation = {})),
  divisionMutation('hidden as a string', 'any', (item) => void (item.hidden = 'yes')),
  divisionMutation('group pages as a string', ['group'], (item) => void (item.pages = 'index')),
  divisionMutation('only child collection as a string', ['tab', 'anchor', 'dropdown', 'version', 'language', 'product', 'item'], (item) => {
    const child = childOf(item);
    if (!child) return false;
    item[child] = 'oops';
  }, 'ownChild'),
  top('redirects as an object', (c) => void (c.redirects = { source: '/a', destination: '/b' })),
  top('appearance.strict as a string', (c) => void (c.appearance = { strict: 'true' })),
  // Enums.
  top('unknown theme', (c) => void (c.theme = 'venus')),
  top('bad appearance.default', (c) => void (c.appearance = { default: 'dim' })),
  top('bad icons.library', (c) => void (c.icons = { library: 'material' })),
  divisionMutation('bad tab align', ['tab'], (item) => void (item.align = 'middle')),
  divisionMutation('bad directory', 'any', (item) => void (item.directory = 'grid')),
  top('bad banner type', (c) => void (c.banner = { content: 'Hi', type: 'danger' })),
  top('bad api.playground.display', (c) => void (c.api = { ...(isObject(c.api) ? c.api : {}), playground: { display: 'full' } })),
  // Colours.
  top('colors.primary as a name', (c) => void ((c.colors as JsonObject).primary = 'green')),
  top('colors.light with 4 digits', (c) => void ((c.colors as JsonObject).light = '#12ab')),
  top('background.color.dark without #', (c) => void (c.background = { color: { dark: '0D9373' } })),
  // Unknown keys: dropped (we warn) or, in strict objects, rejected (we report an error).
  top('unknown top-level key', (c) => void (c.feedbackk = { thumbsRating: true })),
  divisionMutation('unknown key in a division item', 'any', (item) => void (item.colour = 'blue'), 'warning'),
  top('unknown key in navbar', (c) => void (c.navbar = { links: [], primarry: { type: 'button', label: 'Go', href: '/' } })),
  top('unknown key in colors (strict)', (c) => void ((c.colors as JsonObject).secondary = '#000000')),
  top('unknown integration (strict)', (c) => void (c.integrations = { ...(isObject(c.integrations) ? c.integrations : {}), ga5: { measurementId: 'G-1' } })),
  top('unknown key in global (strict)', (c) => void ((c.navigation as JsonObject).global = { links: [] })),
  top('unknown key in an api.openapi object (strict)', (c) => void (c.api = { openapi: { source: 'openapi.json', dir: 'api' } })),
  top('unknown footer social (strict)', (c) => void (c.footer = { socials: { myspace: 'https://myspace.com/acme' } })),
  // Child collections and nesting.
  divisionMutation('a second child collection', ['tab', 'anchor', 'dropdown', 'version', 'language', 'product', 'item'], (item) => {
    const child = childOf(item);
    if (!child) return false;
    if (child === 'pages') item.groups = [{ group: 'Extra', pages: ['index'] }];
    else item.pages = ['index'];
  }, 'warning'),
  divisionMutation('menu inside a group', ['group'], (item) => void (item.menu = [{ item: 'I', pages: ['index'] }]), 'warning'),
  divisionMutation('tabs inside a tab', ['tab'], (item) => void (item.tabs = [{ tab: 'Inner', pages: ['index'] }]), 'warning'),
  divisionMutation('menu inside a dropdown or anchor', ['dropdown', 'anchor'], (item) => void (item.menu = [{ item: 'I', pages: ['index'] }]), 'warning'),
  divisionMutation('graphql outside a tab', ['anchor', 'dropdown', 'version', 'language', 'product'], (item) => void (item.graphql = 'schema.graphql')),
  top('a $ref object in navigation', (c) => void ((c.navigation as JsonObject).global = { $ref: './global.json' }), 'ref'),
  // Empty values (issue 21, item 5): the vendor's minLength and minItems.
  top('empty name', (c) => void (c.name = '')),
  top('name of spaces', (c) => void (c.name = '   ')),
  top('empty root division', (c) => {
    const nav = c.navigation as JsonObject;
    const root = ['tabs', 'anchors', 'versions', 'languages', 'groups'].find((k) => k in nav);
    if (!root) return false;
    nav[root] = [];
  }),
  divisionMutation('empty label of a division item', ['tab', 'anchor', 'dropdown', 'version', 'product', 'group'], (item, kind) => void (item[kind] = '')),
  divisionMutation('a page of spaces (accepted)', ['group'], (item) => void (Array.isArray(item.pages) ? item.pages.push(' ') : false), 'warning'),
  // Accepted shapes, to keep the test honest about false errors too.
  top('favicon as a pair', (c) => void (c.favicon = { light: '/favicon.svg', dark: '/favicon-dark.svg' })),
  divisionMutation('group with every optional key', ['group'], (item) => void Object.assign(item, { public: true, boost: 2, icon: 'book', hidden: false, expanded: true, tag: 'New', directory: 'card' }), 'warning'),
  top('global anchors link', (c) => void ((c.navigation as JsonObject).global = { anchors: [{ anchor: 'GitHub', icon: 'github', href: 'https://github.com/acme' }] })),
  top('fonts heading and body', (c) => void (c.fonts = { heading: { family: 'Inter', weight: 600 }, body: { family: 'Inter' } })),
];

function loadCorpus(): { site: string; config: JsonObject }[] {
  return fs
    .readdirSync(CORPUS_MODERN)
    .filter((d) => fs.existsSync(path.join(CORPUS_MODERN, d, 'docs.json')))
    .map((site) => ({ site, config: JSON.parse(fs.readFileSync(path.join(CORPUS_MODERN, site, 'docs.json'), 'utf8')) as JsonObject }));
}

/**
 * The config with every array cut to its first four items: the shapes stay (every division kind and
 * nesting of the site), while both validators run several times faster on the large sites.
 */
function trimmed(value: Json): Json {
  if (Array.isArray(value)) return value.slice(0, 4).map(trimmed);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)]));
  return value;
}

describe('differential test against @mintlify/validation', () => {
  const corpus = loadCorpus();

  it('agrees on every corpus-modern docs.json (all valid)', () => {
    assert.equal(corpus.length, 11);
    for (const { site, config } of corpus) {
      assert.equal(vendor.validateDocsConfig(config).success, true, `vendor rejects ${site}`);
      assert.deepEqual(ourErrors(config), [], site);
    }
  });

  it('agrees on 231 seeded mutations, except for the documented differences', () => {
    const random = prng(20250110);
    const pick = <T>(list: T[]): T | undefined => (list.length ? list[Math.floor(random() * list.length)] : undefined);
    const disagreements: string[] = [];
    let run = 0;
    let errors = 0;
    const differences = new Map<Difference, number>();
    for (let i = 0; run < 231 && i < 2000; i++) {
      const mutation = MUTATIONS[i % MUTATIONS.length];
      const { site, config: original } = corpus[Math.floor(random() * corpus.length)];
      const config = trimmed(original) as JsonObject;
      const applied = mutation.apply(config, pick);
      if (applied === false) continue;
      const difference = applied === true ? undefined : applied;
      run++;
      const theirs = !vendor.validateDocsConfig(config).success;
      const ours = ourErrors(config);
      if (theirs) errors++;
      const label = `${mutation.name} (${site})`;
      if (difference) {
        // The documented difference, in its documented direction: we accept what they reject
        // (`ref`), or we report an error where they drop the collection (`dropped`).
        const expected = difference === 'ref' ? { ours: false, theirs: true } : { ours: true, theirs: false };
        differences.set(difference, (differences.get(difference) ?? 0) + 1);
        if ((ours.length > 0) !== expected.ours || theirs !== expected.theirs) disagreements.push(`${label}: difference ${difference} no longer holds (ours ${ours.length > 0}, theirs ${theirs})`);
      } else if ((ours.length > 0) !== theirs) {
        disagreements.push(`${label}: vendor ${theirs ? 'fails' : 'passes'}, we report ${ours.length ? ours.join(' | ') : 'no error'}`);
      }
    }
    assert.equal(run, 231);
    if (process.env.DIFF_STATS) console.log(`mutations ${run}, vendor failures ${errors}, differences ${JSON.stringify([...differences])}`);
    assert.ok(errors > 50 && errors < run - 50, `a useful mix of valid and invalid mutations (${errors} of ${run} invalid)`);
    assert.deepEqual(disagreements, []);
    // Most mutations must be plain agreements, or the differences would hide real bugs.
    assert.ok([...differences.values()].reduce((a, b) => a + b, 0) < run / 3, JSON.stringify([...differences]));
  });

  it('reads a key written twice as JSON.parse does: the last value is checked, the first is a warning', () => {
    const { config } = corpus[0];
    const body = JSON.stringify({ ...config, name: undefined }, null, 2).slice(1);
    const cases: [string, string][] = [
      ['the first invalid, the last valid', `{\n  "name": 42,\n  "name": "Acme",${body}`],
      ['the first valid, the last invalid', `{\n  "name": "Acme",\n  "name": 42,${body}`],
      ['the first valid, the last empty', `{\n  "name": "Acme",\n  "name": "",${body}`],
    ];
    for (const [label, text] of cases) {
      const theirs = !vendor.validateDocsConfig(JSON.parse(text)).success;
      assert.equal(ourErrors(null, text).length > 0, theirs, label);
    }
  });
});
