/**
 * Issue 23, item 2: an unused snippet (a warning). A file of the snippets folder that no page
 * shows, directly or through other snippets, reaches no reader. The users are the "Used by N
 * pages" lens's, and the result depends on the site's import graph as one recorded question.
 */
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { createLanguageService, type DocsLanguageService } from '../../../service/src/languageService';
import { RecordingWorkspace } from '../../../service/src/workspaceCheck/recording';
import { DependencyAnswers, DependencyRecord } from '../../../service/src/workspaceCheck/dependencies';
import { TextHasher } from '../../../service/src/workspaceCheck/recording';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const FM = (title: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\n\n`;

function site(extra: Record<string, string> = {}): InMemoryWorkspace {
  return new InMemoryWorkspace({
    '/s/docs.json': JSON.stringify({ name: 'S', navigation: { pages: ['guide'] } }),
    '/s/guide.mdx': FM('Guide') + "import Shown from '/snippets/shown.mdx';\n\n<Shown />\n",
    '/s/snippets/shown.mdx': 'Shown text.\n',
    '/s/snippets/orphan.mdx': '<Note>Left over</Note>\n\nMore.\n',
    ...extra,
  });
}

function unused(ws: InMemoryWorkspace, path: string, service = createLanguageService(ws)) {
  const text = ws.readFile(path)!;
  return service
    .validate(TextDocument.create('file://' + path, 'mdx', 1, text))
    .filter((d) => d.code === 'unused-snippet')
    .map((d) => ({ severity: d.severity, range: [d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character], message: String(d.message) }));
}

describe('unused-snippet', () => {
  it('a snippet no file imports is a warning on its first line', () => {
    const [finding, ...rest] = unused(site(), '/s/snippets/orphan.mdx');
    assert.deepEqual(rest, []);
    assert.equal(finding.severity, DiagnosticSeverity.Warning);
    assert.deepEqual(finding.range, [0, 0, 0, 22]);
    assert.match(finding.message, /^No page imports this snippet/);
  });

  it('a snippet a page imports is no finding, nor is a page outside the snippets folder', () => {
    const ws = site({ '/s/lonely.mdx': FM('Lonely') + 'Nobody links here.\n' });
    assert.deepEqual(unused(ws, '/s/snippets/shown.mdx'), []);
    assert.deepEqual(unused(ws, '/s/lonely.mdx'), []);
  });

  it('a snippet shown through another snippet is used; one imported only by unused snippets is not, and the message names them', () => {
    const ws = site({
      '/s/snippets/shown.mdx': "import Inner from '/snippets/inner.mdx';\n\n<Inner />\n",
      '/s/snippets/inner.mdx': 'Inner.\n',
      '/s/snippets/orphan.mdx': "import Deep from './deep.mdx';\n\n<Deep />\n",
      '/s/snippets/deep.mdx': 'Deep.\n',
    });
    assert.deepEqual(unused(ws, '/s/snippets/inner.mdx'), []);
    const [deep] = unused(ws, '/s/snippets/deep.mdx');
    assert.equal(deep.message, 'Only snippets that no page shows import this snippet (`snippets/orphan.mdx`), so no reader sees it.');
    assert.equal(unused(ws, '/s/snippets/orphan.mdx').length, 1);
  });

  it('a page that starts importing the snippet clears the finding in the same service', () => {
    const ws = site();
    const service = createLanguageService(ws);
    assert.equal(unused(ws, '/s/snippets/orphan.mdx', service).length, 1);
    ws.set('/s/guide.mdx', FM('Guide') + "import Orphan from '/snippets/orphan.mdx';\n\n<Orphan />\n");
    assert.deepEqual(unused(ws, '/s/snippets/orphan.mdx', service), []);
  });

  it('records one question, the import graph, instead of every page it read; a prose edit keeps the result, an import edit does not', () => {
    const ws = site();
    const hasher = new TextHasher();
    let service: DocsLanguageService;
    const summaries = { anchorsOf: (path: string, text: string) => service.summaries.anchorsOf(path, text), importsOf: (root: string) => service.summaries.importsOf(root), agentFactsOf: (root: string) => service.summaries.agentFactsOf(root) };
    const recorder = new RecordingWorkspace(ws, summaries);
    service = createLanguageService(recorder);
    recorder.start('/s/snippets/orphan.mdx');
    assert.equal(unused(ws, '/s/snippets/orphan.mdx', service).length, 1);
    const deps = recorder.stop();
    assert.ok(deps.some(([q]) => q === 'i\0/s'), 'the import graph of the site is a dependency');
    assert.ok(!deps.some(([q]) => q === 'a\0/s/guide.mdx' || q === 'r\0/s/guide.mdx'), `no page text is a dependency: ${deps.map(([q]) => q.replace('\0', ' ')).join(', ')}`);
    const record = new DependencyRecord();
    record.set('/s/snippets/orphan.mdx', deps);
    ws.set('/s/guide.mdx', FM('Guide') + "import Shown from '/snippets/shown.mdx';\n\n<Shown />\n\nMore prose.\n");
    assert.deepEqual(record.stale(['/s/guide.mdx'], false, new DependencyAnswers(ws, hasher, summaries)), []);
    ws.set('/s/guide.mdx', FM('Guide') + "import Orphan from '/snippets/orphan.mdx';\n\n<Orphan />\n");
    assert.deepEqual(record.stale(['/s/guide.mdx'], false, new DependencyAnswers(ws, hasher, summaries)), ['/s/snippets/orphan.mdx']);
  });
});

describe('unused-snippet and the legacy <Snippet file>', () => {
  it('a snippet a page shows with <Snippet file="name"> is used, by its name or its path in the folder', () => {
    const ws = site({
      '/s/guide.mdx': FM('Guide') + '<Snippet file="orphan.mdx" />\n\n<Snippet file="nested/deep.mdx" />\n',
      '/s/snippets/nested/deep.mdx': 'Deep.\n',
      '/s/snippets/other.mdx': 'Other.\n',
    });
    assert.deepEqual(unused(ws, '/s/snippets/orphan.mdx'), []);
    assert.deepEqual(unused(ws, '/s/snippets/nested/deep.mdx'), []);
    assert.equal(unused(ws, '/s/snippets/other.mdx').length, 1);
    assert.equal(unused(ws, '/s/snippets/shown.mdx').length, 1, 'the import went with the rewrite');
  });
});
