import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse, type ParseError } from 'jsonc-parser';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createLanguageService } from '../../../service/src/languageService';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const PAGES = { '/s/index.mdx': '# Home', '/s/guides/intro.mdx': '# Intro', '/s/guides/setup.mdx': '# Setup' };

/** Renames through the service on an in-memory site; returns docs.json (or mint.json) after the edits. */
function rename(configName: string, config: string, renames: [string, string][], redirects: 'none' | 'add' | 'only') {
  const workspace = new InMemoryWorkspace({ ...PAGES, ['/s/' + configName]: config });
  const service = createLanguageService(workspace, (where, e) => {
    throw new Error(`${where}: ${String(e)}`);
  });
  const document = TextDocument.create('file:///s/' + configName, 'json', 1, config);
  const edit = service.renameEdits([document], renames.map(([oldPath, newPath]) => ({ oldPath, newPath })), undefined, redirects);
  const edits = edit.changes?.[document.uri] ?? [];
  const text = TextDocument.applyEdits(document, edits);
  const errors: ParseError[] = [];
  const value = parse(text, errors, { allowTrailingComma: true });
  assert.deepEqual(errors, [], text);
  return { text, value, edits };
}

const TODAY_WITH = `{
  // today's layout
  "name": "A",
  "theme": "mint",
  "navigation": { "pages": ["index", "guides/intro"] },
  "redirects": [
    { "source": "/old", "destination": "/index" }, // kept
  ],
}
`;
const TODAY_WITHOUT = `{
    "name": "A",
    "theme": "mint",
    /* no redirects yet */
    "navigation": { "pages": ["index", "guides/intro"] },
}
`;
const LEGACY_WITH = `{\r\n\t"name": "A",\r\n\t"navigation": [{ "group": "G", "pages": ["index", "guides/intro"] }],\r\n\t"redirects": []\r\n}\r\n`;
const LEGACY_WITHOUT = `{
  "name": "A",
  // the spec's layout
  "navigation": [{ "group": "G", "pages": ["index", "guides/intro"] }]
}
`;

describe('the redirect a move adds to docs.json', () => {
  it("today's layout with a redirects array: appended, the navigation renamed, comments and trailing commas kept", () => {
    const { text, value } = rename('docs.json', TODAY_WITH, [['/s/guides/intro.mdx', '/s/start/intro.mdx']], 'add');
    assert.deepEqual(value.redirects, [{ source: '/old', destination: '/index' }, { source: '/guides/intro', destination: '/start/intro' }]);
    assert.deepEqual(value.navigation.pages, ['index', 'start/intro']);
    assert.ok(text.includes("// today's layout") && text.includes('// kept'), text);
    assert.ok(text.startsWith(TODAY_WITH.slice(0, TODAY_WITH.indexOf('"navigation"'))), 'nothing before the navigation changes');
    assert.ok(text.includes('{ "source": "/old", "destination": "/index" }, // kept'), text);
  });

  it('items written on many lines: the new one too, after the last, at its indentation', () => {
    const config = `{\n  "name": "A",\n  "redirects": [\n    {\n      "source": "/x",\n      "destination": "/index"\n    }\n  ],\n  "navigation": { "pages": ["index", "guides/intro"] }\n}\n`;
    const { text } = rename('docs.json', config, [['/s/guides/intro.mdx', '/s/start/intro.mdx']], 'add');
    assert.ok(text.includes('    },\n    {\n      "source": "/guides/intro",\n      "destination": "/start/intro"\n    }\n  ],'), text);
  });

  it("today's layout without one: the array is created, in the file's indentation", () => {
    const { text, value } = rename('docs.json', TODAY_WITHOUT, [['/s/guides/intro.mdx', '/s/start/intro.mdx']], 'add');
    assert.deepEqual(value.redirects, [{ source: '/guides/intro', destination: '/start/intro' }]);
    assert.ok(text.includes('/* no redirects yet */'));
    assert.ok(text.includes('"navigation": { "pages": ["index", "start/intro"] },'), 'the one-line navigation stays on its line');
    assert.match(text, /\n {4}"redirects": \[\n {8}\{/);
  });

  it("the spec's layout (mint.json) with an empty array: tabs and CRLF line ends kept", () => {
    const { text, value } = rename('mint.json', LEGACY_WITH, [['/s/guides/intro.mdx', '/s/start/intro.mdx']], 'add');
    assert.deepEqual(value.redirects, [{ source: '/guides/intro', destination: '/start/intro' }]);
    assert.deepEqual(value.navigation[0].pages, ['index', 'start/intro']);
    assert.ok(!/[^\r]\n/.test(text), 'only CRLF line ends');
    assert.match(text, /\r\n\t\t\{/);
  });

  it("the spec's layout without one: created at the top level", () => {
    const { value } = rename('docs.json', LEGACY_WITHOUT, [['/s/guides', '/s/start']], 'add');
    assert.deepEqual(value.redirects, [{ source: '/guides/:slug*', destination: '/start/:slug*' }]);
    assert.deepEqual(value.navigation[0].pages, ['index', 'start/intro']);
  });

  it('none without the setting, the redirect alone when asked for it, none for a route a redirect already covers', () => {
    assert.equal(rename('docs.json', TODAY_WITH, [['/s/guides/intro.mdx', '/s/start/intro.mdx']], 'none').value.redirects.length, 1);
    const only = rename('docs.json', TODAY_WITHOUT, [['/s/guides/intro.mdx', '/s/start/intro.mdx']], 'only');
    assert.equal(only.edits.length, 1);
    assert.deepEqual(only.value.navigation.pages, ['index', 'guides/intro']);
    const covered = TODAY_WITH.replace('"/old"', '"/guides/:slug*"');
    assert.equal(rename('docs.json', covered, [['/s/guides/intro.mdx', '/s/start/intro.mdx']], 'add').value.redirects.length, 1);
  });

  it('a deleted page is sent to the page the user picked', () => {
    const { value } = rename('docs.json', TODAY_WITHOUT, [['/s/guides/intro.mdx', '/s/guides/setup.mdx']], 'only');
    assert.deepEqual(value.redirects, [{ source: '/guides/intro', destination: '/guides/setup' }]);
  });

  it('redirects kept in another file ($ref) are left alone: no edit rather than a broken one', () => {
    const config = TODAY_WITHOUT.replace('"name": "A",', '"name": "A", "redirects": { "$ref": "./redirects.json" },');
    assert.deepEqual(rename('docs.json', config, [['/s/guides/intro.mdx', '/s/start/intro.mdx']], 'only').edits, []);
  });
});
