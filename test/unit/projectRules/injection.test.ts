/**
 * Issue 26, item 6: no value from the site can add structure to the rules file an AI assistant
 * obeys. Every field of docs.json (both layouts), of the OpenAPI files and every file name that
 * reaches the file is fed a payload of line breaks, a heading, list and quote markers, an HTML tag,
 * a link and a bidi override, followed by filler past any cap. Each must come out once, on one line,
 * quoted (a "…" string or a code span), escaped and capped; no line may start structure from it.
 */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { generateProjectRulesFile } from '../../../service/src/projectRules/generate';
import { siteEndpoints } from '../../../service/src/projectRules/siteFacts';
import { ApiSpecCache } from '../../../service/src/openapi/cache';
import { buildSiteModel } from '../../../site/src/model/build';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

/** A payload for field `id`: the id marks where it lands; the filler outruns every cap. */
const payload = (id: string): string => `${id}\n# Injected heading ${id}\n- injected item\n> injected quote\n<script>alert(1)</script>[link](https://evil.example)\u202e*em*\r\n\`\`\`${'x'.repeat(400)}`;
/** An operation entry is one line by its grammar (`METHOD /path`): the payload without its breaks. */
const entryPayload = (id: string): string => payload(id).replace(/[\r\n]+/g, ' ');
/** A file-name payload: no slash (it would start a folder). */
const namePayload = (id: string): string => `${id}\n# Injected heading ${id}\n- injected item\n> q <b>\u202e${'y'.repeat(200)}`;

/** The fields that reach the file, each with its payload's id. */
const LEGACY_FIELDS = {
  L01: 'name',
  L02: 'navigation[].group',
  L03: 'navigation[].pages[] (page path: its folder)',
  L04: 'navigation[].pages[].group (nested group)',
  L05: 'tabs[].name',
  L06: 'tabs[].url',
  L07: 'anchors[].name',
  L08: 'anchors[].url',
  L09: 'anchors[].version',
  L10: 'versions[]',
  L11: 'versions[].name',
  L12: 'api.baseUrl[]',
  L13: 'api.auth.name',
  L14: 'api.auth.inputPrefix',
  L15: 'openapi[]',
  L16: 'navigation[].pages[] (an OpenAPI operation entry)',
} as const;

const TODAY_FIELDS = {
  T01: 'name',
  T02: 'navigation.languages[].language',
  T03: 'navigation…versions[].version',
  T04: 'navigation…products[].product',
  T05: 'navigation…tabs[].tab',
  T06: 'navigation…tabs[].href',
  T07: 'navigation…anchors[].anchor',
  T08: 'navigation…dropdowns[].dropdown',
  T09: 'navigation…menu[].item',
  T10: 'navigation…groups[].group',
  T11: 'api.mdx.server[]',
  T12: 'api.mdx.auth.name',
  T13: 'api.playground.display',
  T14: 'api.openapi',
  T15: 'navigation…groups[].pages[] (an OpenAPI operation entry)',
} as const;

const SPEC_FIELDS = {
  S01: 'paths key (the operation path)',
  S02: 'operation summary',
  S03: 'webhooks key (the webhook name)',
} as const;

const FILE_FIELDS = {
  F01: 'the docs folder name (relative to the repository root)',
  F02: 'a snippet file name',
} as const;

/**
 * Fields that never reach the file, fed anyway: the output must not hold them raw. (OpenAPI titles,
 * descriptions, operation ids, tags and servers; docs.json fields the rules file does not describe.)
 */
const UNUSED = ['U01', 'U02', 'U03', 'U04', 'U05', 'U06'];

function spec(): string {
  return JSON.stringify({
    openapi: '3.1.0',
    info: { title: payload('U01'), description: payload('U02'), version: '1' },
    servers: [{ url: payload('U03') }],
    paths: {
      [`/things/${payload('S01')}`]: {
        get: { summary: payload('S02'), operationId: payload('U04'), tags: [payload('U05')], description: payload('U06'), responses: { 200: { description: 'ok' } } },
      },
      '/plain': { post: { summary: 'Create a plain thing', responses: { 201: { description: 'ok' } } } },
    },
    webhooks: { [payload('S03')]: { post: { responses: { 200: { description: 'ok' } } } } },
  });
}

const legacyConfig = {
  name: payload('L01'),
  openapi: [payload('L15'), 'openapi.json'],
  api: { baseUrl: [payload('L12')], auth: { method: 'bearer', name: payload('L13'), inputPrefix: payload('L14') }, playground: { mode: 'show' } },
  tabs: [{ name: payload('L05'), url: payload('L06') }],
  anchors: [{ name: payload('L07'), url: payload('L08'), version: payload('L09') }],
  versions: [payload('L10'), { name: payload('L11'), url: 'https://old.example.com' }],
  navigation: [
    { group: payload('L02'), pages: [`${namePayload('L03')}/page`] },
    { group: 'Outer', pages: ['deep/b', { group: payload('L04'), pages: ['deep/a'] }] },
    { group: 'Reference', pages: [`GET /ops/${entryPayload('L16')}`] },
  ],
};

const todayConfig = {
  theme: 'mint',
  name: payload('T01'),
  colors: { primary: '#0E7490' },
  api: { openapi: [payload('T14'), 'openapi.json'], mdx: { server: [payload('T11')], auth: { method: 'key', name: payload('T12') } }, playground: { display: payload('T13') } },
  navigation: {
    languages: [
      {
        language: payload('T02'),
        versions: [
          {
            version: payload('T03'),
            products: [
              {
                product: payload('T04'),
                tabs: [
                  { tab: payload('T05'), groups: [{ group: payload('T10'), pages: ['en/index'] }, { group: 'Operations', pages: [`GET /ops/${entryPayload('T15')}`] }] },
                  { tab: 'Blog', href: payload('T06') },
                  { tab: 'Anchors', anchors: [{ anchor: payload('T07'), pages: ['en/a'] }] },
                  { tab: 'Dropdowns', dropdowns: [{ dropdown: payload('T08'), pages: ['en/b'] }] },
                  { tab: 'Menu', menu: [{ item: payload('T09'), pages: ['en/c'] }] },
                ],
              },
            ],
          },
        ],
      },
      { language: 'fr', groups: [{ group: 'Démarrer', pages: ['fr/index'] }] },
    ],
  },
};

function rulesOf(config: object): string {
  const repo = '/repo';
  const docsRoot = `${repo}/${namePayload('F01')}`;
  const workspace = new InMemoryWorkspace({ [`${docsRoot}/docs.json`]: JSON.stringify(config), [`${docsRoot}/openapi.json`]: spec() });
  const model = buildSiteModel(`${docsRoot}/docs.json`, workspace);
  const specs = new ApiSpecCache(workspace);
  const endpoints = siteEndpoints(model, workspace, (p) => specs.get(p));
  const snippets = [`snippets/${namePayload('F02')}.mdx`];
  return generateProjectRulesFile({ model, docsRoot, endpoints, snippets }, { repoRoot: repo });
}

/** The value is quoted on its line: inside a code span, or a "…" string whose markup is escaped. */
function isQuoted(line: string, id: string): boolean {
  const at = line.indexOf(id);
  const inCodeSpan = [...line.matchAll(/(`+)(?!`)(.*?[^`])\1(?!`)/g)].some((m) => m.index! < at && at < m.index! + m[0].length);
  if (inCodeSpan) return true;
  const quoted = /"((?:\\.|[^"\\])*)"/g;
  return [...line.matchAll(quoted)].some((m) => m.index! < at && at < m.index! + m[0].length && !/(^|[^\\])[<>#*[\]`]/.test(m[1]));
}

/**
 * How many lines name a value that the file legitimately states twice: a language is a section of
 * the tree and one of the languages listed, and so is a version. Every other value appears on exactly one line.
 */
const LINES_NAMING: Record<string, number> = { T02: 2, T03: 2 };

function checkFields(rules: string, fields: Record<string, string>): void {
  const lines = rules.split('\n');
  for (const [id, field] of Object.entries(fields)) {
    const mark = `Injected heading ${id}`;
    const holding = lines.filter((l) => l.includes(mark));
    assert.equal(holding.length, LINES_NAMING[id] ?? 1, `${id} (${field}) should appear on ${LINES_NAMING[id] ?? 1} line(s):\n${holding.join('\n')}`);
    for (const line of holding) {
      assert.equal(line.split(mark).length - 1, 1, `${id} (${field}) appears more than once: ${line}`);
      assert.ok(line.includes(`${id} \\# ${mark}`) || line.includes(`${id} # ${mark}`), `${id} (${field}): the payload is split across lines: ${line}`);
      assert.ok(/injected item/.test(line), `${id} (${field}): the payload is split across lines or cut short: ${line}`);
      assert.ok(isQuoted(line, id), `${id} (${field}) is not quoted and escaped: ${line}`);
      assert.ok(line.includes('…'), `${id} (${field}) is not capped: ${line.length} characters`);
      assert.ok(line.length < 500, `${id} (${field}): line of ${line.length} characters`);
    }
  }
}

function checkNoStructureFromSite(rules: string): void {
  assert.doesNotMatch(rules, /[\u202e\r\u0000-\u0009\u000b-\u001f]/, 'control or bidi characters survive');
  for (const line of rules.split('\n')) {
    if (!/[Ii]njected|<script>|evil\.example|\b[LTSF]\d\d\b/.test(line)) continue;
    // Site data sits after the template's own marker ("- **Name:** "…"", "  - "Guides" — 5 pages"), never forms one.
    assert.doesNotMatch(line, /^\s*(#|>|<|`{3}|~{3}|\||=)/, `a line from site data starts structure: ${line}`);
    assert.doesNotMatch(line, /^\s*([-+*]|\d+[.)])\s+([Ii]njected|[LTSF]\d\d|>|<|#)/, `site data forms a list item: ${line}`);
  }
  for (const id of UNUSED) assert.doesNotMatch(rules, new RegExp(`\\b${id}\\b`), `${id} is never meant to reach the file`);
}

describe('rules file: site values are data (issue 26, item 6)', () => {
  it('the old layout: every field of docs.json, the OpenAPI file and the file names', () => {
    const rules = rulesOf(legacyConfig);
    checkNoStructureFromSite(rules);
    checkFields(rules, { ...LEGACY_FIELDS, ...SPEC_FIELDS, ...FILE_FIELDS });
  });

  it("today's layout: every field of docs.json, the OpenAPI file and the file names", () => {
    const rules = rulesOf(todayConfig);
    checkNoStructureFromSite(rules);
    checkFields(rules, { ...TODAY_FIELDS, ...SPEC_FIELDS, ...FILE_FIELDS });
  });

  it('keeps the headings the template writes, and only those', () => {
    const headings = (text: string) => text.split('\n').filter((l) => /^#{1,6} /.test(l) && !/^#{1,6} (Injected)/.test(l));
    const plain = generateProjectRulesFile({ model: buildSiteModel('/repo/docs/docs.json', new InMemoryWorkspace({ '/repo/docs/docs.json': JSON.stringify({ ...legacyConfig, name: 'Plain' }) })) });
    const hostile = rulesOf(legacyConfig);
    // Outside code blocks, every heading is one the template writes for any site.
    const outsideCode = (text: string) => text.split(/^`{3,}[\s\S]*?^`{3,}$/m).join('');
    assert.deepEqual(headings(outsideCode(hostile)).filter((h) => !h.startsWith('## Reusable')), headings(outsideCode(plain)));
    assert.equal(hostile.match(/^# /gm)?.length, 1);
  });
});
