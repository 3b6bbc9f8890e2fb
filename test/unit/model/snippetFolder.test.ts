/**
 * Which files the site build makes snippets of, never pages, pinned on the one predicate every
 * caller asks (site/src/pages.ts isSnippetPath): the build's rule, read in @mintlify/common 1.0.1211
 * dist/getFileCategory.js (as @mintlify/prebuild 1.0.1370 dist/prebuild/categorizeFilePaths.js
 * calls it). A file with a snippet's extension below the docs root's `snippets/` or `_snippets/`
 * folder, whatever the letter case, is a snippet by its place; a folder of that name deeper down
 * holds pages; a file elsewhere is a snippet only when something imports it (the import graph).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createLanguageService } from '../../../service/src/languageService';
import { publishedRoutes } from '../../../site/src/model/routes';
import { SnippetUsers } from '../../../service/src/references/snippetUsers';
import { isSnippetPath } from '../../../site/src/pages';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const FM = (title: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\n\n`;

describe('the snippets folder, as the build reads it', () => {
  it('only the docs root\'s snippets/ and _snippets/ folders, any depth below them, any letter case, snippet extensions only', () => {
    const cases: [string, boolean][] = [
      ['/s/snippets/a.mdx', true],
      ['/s/_snippets/b.md', true],
      ['/s/snippets/deep/er/c.mdx', true],
      ['/s/snippets/widget.jsx', true],
      ['/s/snippets/widget.tsx', true],
      // getFileCategory lowercases the path before it compares.
      ['/s/Snippets/Upper.MDX', true],
      ['/s/_SNIPPETS/x.mdx', true],
      // A folder of that name below the root holds pages: the build serves them.
      ['/s/guides/snippets/x.mdx', false],
      ['/s/guides/_snippets/x.mdx', false],
      // A file outside the folder is a snippet only when imported (the import graph's question, not the place's).
      ['/s/shared/imported.mdx', false],
      // Not a snippet's extension: the build files it as data or a script.
      ['/s/snippets/data.json', false],
      ['/s/snippets/helper.js', false],
      // Not in the site, or no site at all.
      ['/elsewhere/snippets/a.mdx', false],
      ['/s/snippetsX/a.mdx', false],
    ];
    for (const [path, expected] of cases) assert.equal(isSnippetPath(path, '/s'), expected, path);
    assert.equal(isSnippetPath('/snippets/a.mdx', '/'), true, 'a docs root at /');
    assert.equal(isSnippetPath('/s/snippets/a.mdx', undefined), false, 'no docs root, no snippets folder');
  });

  it('a nested snippets/ folder\'s page is a page: published, and checked for frontmatter; the root folder\'s file is neither', () => {
    const workspace = new InMemoryWorkspace({
      '/s/docs.json': JSON.stringify({ theme: 'mint', name: 'S', colors: { primary: '#123456' }, navigation: { pages: ['index'] } }),
      '/s/index.mdx': FM('Home') + "import Shared from '/shared/imported.mdx';\n\n<Shared />\n",
      '/s/shared/imported.mdx': 'Shared text.\n',
      '/s/guides/snippets/x.mdx': 'No frontmatter here.\n',
      '/s/Snippets/Upper.mdx': 'No frontmatter either.\n',
    });
    const routes = [...publishedRoutes('/s', workspace).keys()].sort();
    assert.ok(routes.includes('guides/snippets/x'), routes.join(', '));
    assert.ok(!routes.includes('Snippets/Upper'), routes.join(', '));
    const service = createLanguageService(workspace);
    const codesOf = (path: string) => service.validate(TextDocument.create('file://' + path, 'mdx', 1, workspace.readFile(path)!)).map((d) => d.code);
    assert.ok(codesOf('/s/guides/snippets/x.mdx').includes('frontmatter-missing'));
    assert.ok(!codesOf('/s/Snippets/Upper.mdx').includes('frontmatter-missing'));
    // The imported file outside the folder: a snippet by the import graph, so the page showing it is its user.
    assert.deepEqual(new SnippetUsers(workspace).usersOf('/s/shared/imported.mdx', '/s').pages, ['/s/index.mdx']);
  });
});
