import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CompletionItem, CompletionList, Diagnostic, Hover, MarkupContent } from 'vscode-languageserver-types';
import { LspTestClient } from './lspClient';

/**
 * A docs.json in today's layout with a `|n|` marker at each navigation level. The markers are taken
 * out before the text is sent; each one's position is kept.
 */
const TEMPLATE = `{
  "theme": "mint",
  "name": "Acme",
  "colors": { "primary": "#0E7490" },
  "navigation": {
    |root|
    "global": { "anchors": [{ |global| "anchor": "GitHub", "href": "https://github.com/acme" }] },
    "languages": [
      {
        "language": "en",
        |language|
        "tabs": [
          {
            "tab": "Guides",
            |tab|
            "groups": [
              { "group": "Start", |group| "pages": ["index", |pages| "guides/missing"] }
            ]
          },
          { "tab": "Products", "menu": [{ "item": "Core", |menu| "pages": ["core/index"] }] }
        ]
      }
    ]
  }
}
`;

function place(template: string): { text: string; at: Record<string, { line: number; character: number }> } {
  const at: Record<string, { line: number; character: number }> = {};
  let text = '';
  const parts = template.split(/\|([a-z]+)\|/);
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 1) {
      const lines = text.split('\n');
      at[parts[i]] = { line: lines.length - 1, character: lines[lines.length - 1].length };
    } else text += parts[i];
  }
  return { text, at };
}

const labels = (list: CompletionList | CompletionItem[] | null) => (Array.isArray(list) ? list : list?.items ?? []).map((i) => i.label);

describe("LSP server on a docs.json in today's layout", () => {
  let client: LspTestClient;
  let site: string;
  let uri: string;
  const { text, at } = place(TEMPLATE);

  before(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-lsp-today-'));
    for (const page of ['index', 'core/index', 'guides/unlisted']) {
      fs.mkdirSync(path.dirname(path.join(site, page)), { recursive: true });
      fs.writeFileSync(path.join(site, page + '.mdx'), `---\ntitle: ${page}\ndescription: A page.\n---\n`);
    }
    fs.writeFileSync(path.join(site, 'docs.json'), text);
    uri = 'file://' + path.join(site, 'docs.json');
    client = new LspTestClient();
    await client.initialize(site);
    client.open(uri, text);
  });

  after(async () => {
    try {
      await client?.shutdown();
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  const complete = (where: string) => client.request<CompletionList>('textDocument/completion', { textDocument: { uri }, position: at[where] });

  it('reports the missing page inside a tab, at its range, and no schema error', async () => {
    const diagnostics = await client.waitForDiagnostics(uri, (d: Diagnostic[]) => d.length > 0);
    assert.deepEqual(diagnostics.map((d) => d.code), ['missing-page']);
    const d = diagnostics[0];
    assert.equal(text.split('\n')[d.range.start.line].slice(d.range.start.character, d.range.end.character), '"guides/missing"');
  });

  it('completes the keys of the navigation root: with `languages` present, no second collection', async () => {
    const got = labels(await complete('root'));
    assert.ok(got.includes('directory'), `directory in ${got}`);
    for (const key of ['products', 'versions', 'tabs', 'anchors', 'groups', 'pages', 'menu', 'tab', 'group']) assert.ok(!got.includes(key), `${key} not offered: ${got}`);
  });

  it('completes every collection at an empty navigation root, but never menu', async () => {
    const empty = '{ "theme": "mint", "name": "A", "colors": { "primary": "#0E7490" }, "navigation": {  } }';
    const emptyUri = 'file://' + path.join(site, 'sub', 'docs.json');
    client.open(emptyUri, empty);
    const list = await client.request<CompletionList>('textDocument/completion', { textDocument: { uri: emptyUri }, position: { line: 0, character: empty.indexOf('{  }') + 2 } });
    const got = labels(list);
    for (const key of ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages', 'global']) assert.ok(got.includes(key), `${key} in ${got}`);
    assert.ok(!got.includes('menu'), `no menu at the root: ${got}`);
  });

  it('completes a language item: its own keys, and no second child collection', async () => {
    const got = labels(await complete('language'));
    for (const key of ['default', 'banner', 'footer', 'navbar', 'hidden', 'openapi']) assert.ok(got.includes(key), `${key} in ${got}`);
    assert.ok(!got.includes('languages'), 'a language cannot hold languages');
    assert.ok(!got.includes('groups') && !got.includes('pages'), `tabs are already the child collection: ${got}`);
  });

  it('completes a tab: icon, align, hidden…; never tabs inside a tab', async () => {
    const got = labels(await complete('tab'));
    for (const key of ['icon', 'align', 'hidden', 'openapi']) assert.ok(got.includes(key), `${key} in ${got}`);
    assert.ok(!got.includes('tabs'));
  });

  it('completes a group: root, expanded, tag…; no division keys', async () => {
    const got = labels(await complete('group'));
    for (const key of ['root', 'expanded', 'icon', 'tag']) assert.ok(got.includes(key), `${key} in ${got}`);
    for (const key of ['tabs', 'groups', 'menu', 'anchors']) assert.ok(!got.includes(key), `${key} not in a group: ${got}`);
  });

  it('completes a menu item and a global anchor', async () => {
    const menu = labels(await complete('menu'));
    for (const key of ['icon', 'description', 'hidden']) assert.ok(menu.includes(key), `${key} in ${menu}`);
    const global = labels(await complete('global'));
    assert.ok(global.includes('icon') && !global.includes('groups'), `global link items hold no children: ${global}`);
  });

  it('completes page paths in pages: pages on disk not yet listed', async () => {
    const got = labels(await complete('pages'));
    assert.ok(got.some((l) => l.includes('guides/unlisted')), `unlisted page offered: ${got}`);
    assert.ok(!got.some((l) => l === 'index' || l === '"index"'), `listed page not offered again: ${got}`);
  });

  it('hover says what each division kind is', async () => {
    const hoverAt = async (needle: string) => {
      const line = text.split('\n').findIndex((l) => l.includes(needle));
      const character = text.split('\n')[line].indexOf(needle) + 2;
      const hover = await client.request<Hover>('textDocument/hover', { textDocument: { uri }, position: { line, character } });
      return (hover.contents as MarkupContent).value;
    };
    assert.match(await hoverAt('"languages"'), /language/i);
    assert.match(await hoverAt('"tabs"'), /tab/i);
    assert.match(await hoverAt('"groups"'), /group/i);
    assert.match(await hoverAt('"menu"'), /menu/i);
    assert.match(await hoverAt('"global"'), /every page|global|everywhere/i);
  });
});
