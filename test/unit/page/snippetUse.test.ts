/**
 * Issue 23, item 2: "used by N pages" on a snippet, as a CodeLens at its top and a hover anywhere in
 * it or on an import's path. A page uses the snippets it imports and the ones they import in turn;
 * a file anything imports is a snippet, not a page (the build's getFileCategory).
 */
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Hover } from 'vscode-languageserver-types';
import { createLanguageService } from '../../../service/src/languageService';
import { CLIENT_COMMANDS } from '../../../service/src/clientCommands';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const FM = '---\ntitle: T\ndescription: d\n---\n\n';

function site(extra: Record<string, string> = {}) {
  return new InMemoryWorkspace({
    '/site/docs.json': JSON.stringify({ name: 'S', navigation: { groups: [{ group: 'G', pages: ['a', 'b', 'c'] }] } }),
    '/site/snippets/outer.mdx': "import Inner from './inner.mdx';\n\nOuter <Inner />\n",
    '/site/snippets/inner.mdx': 'Inner text.\n',
    '/site/snippets/unused.mdx': 'Nobody imports me.\n',
    '/site/a.mdx': FM + "import Outer from '/snippets/outer.mdx';\n\n<Outer />\n",
    '/site/b.mdx': FM + "import Inner from '/snippets/inner.mdx';\n\n<Inner />\n",
    // An import inside a code fence is an example, not an import.
    '/site/c.mdx': FM + "```mdx\nimport Unused from '/snippets/unused.mdx'\n```\n",
    // A page outside snippets/ that another page imports is a snippet itself (the build's snippet-v2).
    '/site/shared/part.mdx': "import Inner from '../snippets/inner.mdx';\n\n<Inner />\n",
    '/site/d.mdx': FM + "import Part from './shared/part.mdx';\n\n<Part />\n",
    ...extra,
  });
}

const doc = (path: string, text: string) => TextDocument.create('file://' + path, 'mdx', 1, text);
const hoverText = (h: Hover | null) => (h && typeof h.contents === 'object' && 'value' in h.contents ? h.contents.value : '');

describe('snippet users', () => {
  it('counts the pages using a nested snippet through the snippets that import it', () => {
    const workspace = site();
    const service = createLanguageService(workspace);
    const lenses = (path: string) => service.codeLenses(doc(path, workspace.readFile(path)!));
    const [inner] = lenses('/site/snippets/inner.mdx');
    // a (through outer), b directly, d (through shared/part, which is itself a snippet).
    assert.equal(inner.command?.title, 'Used by 3 pages');
    assert.equal(inner.command?.command, CLIENT_COMMANDS.showSnippetUsers);
    assert.deepEqual(inner.command?.arguments, ['file:///site/snippets/inner.mdx', ['file:///site/a.mdx', 'file:///site/b.mdx', 'file:///site/d.mdx']]);
    assert.deepEqual(inner.range.start, { line: 0, character: 0 });
    assert.equal(lenses('/site/snippets/outer.mdx')[0].command?.title, 'Used by 1 page');
    assert.equal(lenses('/site/snippets/unused.mdx')[0].command?.title, 'Used by 0 pages');
    // Known to be imported from the graph the lenses above worked out.
    assert.equal(lenses('/site/shared/part.mdx')[0].command?.title, 'Used by 1 page', 'an imported file outside snippets/ is a snippet');
    assert.deepEqual(lenses('/site/a.mdx'), [], 'a page nothing imports has no lens');
  });

  it('walks no site for the lens of an ordinary page before a snippet asked for the graph', () => {
    const workspace = site();
    let reads = 0;
    const counting = Object.assign(Object.create(workspace), { readFile: (p: string) => (reads++, workspace.readFile(p)) });
    const service = createLanguageService(counting);
    const text = workspace.readFile('/site/shared/part.mdx')!;
    reads = 0;
    assert.deepEqual(service.codeLenses(doc('/site/shared/part.mdx', text)), []);
    assert.ok(reads < 5, `read ${reads} files`);
  });

  it('follows an edit: a page that starts importing a snippet is counted', () => {
    const workspace = site();
    const service = createLanguageService(workspace);
    const lens = () => service.codeLenses(doc('/site/snippets/unused.mdx', 'Nobody imports me.\n'))[0].command?.title;
    assert.equal(lens(), 'Used by 0 pages');
    workspace.set('/site/c.mdx', FM + "import Unused from '/snippets/unused.mdx'\n\n<Unused />\n");
    assert.equal(lens(), 'Used by 1 page');
  });

  it('hovers anywhere in a snippet file, and on an import path after the snippet\'s content', () => {
    const workspace = site();
    const service = createLanguageService(workspace);
    const inner = hoverText(service.hover(doc('/site/snippets/inner.mdx', 'Inner text.\n'), { line: 0, character: 3 }));
    assert.equal(inner, 'This snippet is used by 3 pages.\n\n- [a.mdx](file:///site/a.mdx)\n- [b.mdx](file:///site/b.mdx)\n- [d.mdx](file:///site/d.mdx)');
    const page = workspace.readFile('/site/a.mdx')!;
    const onPath = service.hover(doc('/site/a.mdx', page), { line: 5, character: 22 });
    assert.match(hoverText(onPath), /^\*\*Outer\*\* from `\/snippets\/outer\.mdx`[\s\S]*\n---\n\n`\/snippets\/outer\.mdx` is used by 1 page\.\n\n- \[a\.mdx\]/);
    assert.equal(service.hover(doc('/site/a.mdx', page), { line: 6, character: 0 }), null, 'no usage hover in the body of a page');
  });

  it('lists at most 20 pages in a hover, and says how many more', () => {
    const pages: Record<string, string> = {};
    for (let i = 0; i < 25; i++) pages[`/site/p${String(i).padStart(2, '0')}.mdx`] = FM + "import Inner from '/snippets/inner.mdx';\n\n<Inner />\n";
    const service = createLanguageService(site(pages));
    const text = hoverText(service.hover(doc('/site/snippets/inner.mdx', 'Inner text.\n'), { line: 0, character: 0 }));
    assert.match(text, /^This snippet is used by 28 pages\./);
    assert.equal(text.split('\n').filter((l) => l.startsWith('- [')).length, 20);
    assert.match(text, /- … and 8 more$/);
  });

  it('reads an import written over several lines from the whole file', () => {
    const service = createLanguageService(site({ '/site/e.mdx': FM + "import {\n  x,\n} from '/snippets/unused.mdx';\n\nText\n" }));
    assert.equal(service.codeLenses(doc('/site/snippets/unused.mdx', 'Nobody imports me.\n'))[0].command?.title, 'Used by 1 page');
  });
});
