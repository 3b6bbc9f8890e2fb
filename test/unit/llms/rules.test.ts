/** The agents' view checks (issue 25 item 3): llms-over-cap, agent-view-empty, llms-custom-link, markdown-instructions-empty. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { createLanguageService, type DocsLanguageService } from '../../../service/src/languageService';
import { defaultSettings } from '../../../site/src/settings';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { RecordingWorkspace, TextHasher } from '../../../service/src/workspaceCheck/recording';
import { DependencyAnswers, DependencyRecord } from '../../../service/src/workspaceCheck/dependencies';

const CODES = new Set(['llms-over-cap', 'agent-view-empty', 'llms-custom-link', 'markdown-instructions-empty']);

function check(files: Record<string, string>, path: string) {
  const workspace = new InMemoryWorkspace(files);
  const service = createLanguageService(workspace, (where, e) => {
    throw new Error(`${where}: ${String(e)}`);
  });
  const document = TextDocument.create('file://' + path, path.endsWith('.json') ? 'json' : 'mdx', 1, workspace.readFile(path)!);
  return service.validate(document, defaultSettings).filter((d) => CODES.has(String(d.code)));
}

const docsJson = (extra: Record<string, unknown>, pages: string[]) => JSON.stringify({ theme: 'mint', name: 'S', colors: { primary: '#112233' }, navigation: { groups: [{ group: 'G', pages }] }, ...extra }, null, 2);

describe('llms-over-cap', () => {
  // A line is "- [Page 0001](/p/0001)\n" (23 characters), or with a description of n characters 24 + n + 1
  // ("- [Page 0001](/p/0001): " is 24); shortened, a description is 100. The head "# S\n\n## Docs\n\n" is 14.
  const bigSite = (count: number, descriptionLength: (i: number) => number, extra: Record<string, string> = {}) => {
    const ids = Array.from({ length: count }, (_, i) => `p/${String(i).padStart(4, '0')}`);
    const files: Record<string, string> = { '/s/docs.json': docsJson({}, ids), ...extra };
    ids.forEach((id, i) => {
      const n = descriptionLength(i);
      files[`/s/${id}.mdx`] = `---\ntitle: Page ${id.slice(2)}\n${n ? `description: ${'d'.repeat(n)}\n` : ''}---\n\nText.\n`;
    });
    return files;
  };

  it('says how many descriptions the build shortens, at docs.json\'s name', () => {
    // 200 lines of 525 and 800 of 23: 14 + 105,000 + 18,400 = 123,414; shortened 14 + 25,000 + 18,400 = 43,414 fits.
    const files = bigSite(1000, (i) => (i < 200 ? 500 : 0));
    const [finding, ...rest] = check(files, '/s/docs.json');
    assert.equal(rest.length, 0);
    assert.equal(finding.severity, DiagnosticSeverity.Warning);
    assert.equal(finding.message, "llms.txt would be 123,414 characters, over the build's cap of 100,000: 200 descriptions shortened to 100 characters, and no page dropped. Shorten descriptions, hide pages agents need not read, or add your own llms.txt at the root.");
    const text = files['/s/docs.json'];
    assert.deepEqual(finding.range.start, TextDocument.create('u', 'json', 1, text).positionAt(text.indexOf('"S"')));
  });

  it('and which pages it drops, the last first', () => {
    // 1,000 lines of 24 + 110 + 1 = 135: 135,014; shortened to 125 each: 125,014, still over; 799 lines fit (99,889).
    const [finding] = check(bigSite(1000, () => 110), '/s/docs.json');
    assert.match(String(finding.message), /^llms\.txt would be 135,014 characters, .*: 1000 descriptions shortened to 100 characters and 201 pages dropped from its end \(p\/0995, p\/0996, p\/0997, p\/0998, p\/0999, and 196 more\)/);
  });

  it('is quiet within the cap and when the site has its own llms.txt', () => {
    assert.deepEqual(check(bigSite(1000, () => 50), '/s/docs.json'), []);
    assert.deepEqual(check(bigSite(1000, () => 150, { '/s/llms.txt': '# S\n' }), '/s/docs.json'), []);
  });

  it('reports a small site whose descriptions are long', () => {
    // 300 lines of 24 + 400 + 1 = 425: 14 + 127,500 = 127,514; shortened to 125 each: 37,514 fits.
    const [finding] = check(bigSite(300, () => 400), '/s/docs.json');
    assert.match(String(finding?.message), /^llms\.txt would be 127,514 characters, .*: 300 descriptions shortened to 100 characters, and no page dropped\./);
  });

  it('counts the default language and version only, as the build lists them (issue 38, item 4)', () => {
    // 300 pages of long descriptions in each of two languages: the default one alone fits once its
    // descriptions are shortened (127,814: its `/en/` URLs are a character longer than `/p/`);
    // counting both languages would drop pages.
    const english = bigSite(300, () => 400);
    const files: Record<string, string> = {};
    for (const [path, text] of Object.entries(english)) {
      if (path.endsWith('.mdx')) {
        files[path.replace('/s/p/', '/s/en/')] = text;
        files[path.replace('/s/p/', '/s/fr/')] = text;
      }
    }
    const ids = (lang: string) => Array.from({ length: 300 }, (_, i) => `${lang}/${String(i).padStart(4, '0')}`);
    const navigation = { languages: [{ language: 'fr', groups: [{ group: 'G', pages: ids('fr') }] }, { language: 'en', default: true, groups: [{ group: 'G', pages: ids('en') }] }] };
    files['/s/docs.json'] = JSON.stringify({ theme: 'mint', name: 'S', colors: { primary: '#112233' }, navigation }, null, 2);
    const [finding, ...more] = check(files, '/s/docs.json');
    assert.deepEqual(more, []);
    assert.match(String(finding?.message), /^llms\.txt would be 127,814 characters, .*: 300 descriptions shortened to 100 characters, and no page dropped\./);
  });

  it("depends on the pages through one question: a prose edit leaves docs.json's check valid, a description edit does not", () => {
    const ws = new InMemoryWorkspace(bigSite(300, () => 400));
    let service: DocsLanguageService;
    const summaries = {
      anchorsOf: (path: string, text: string) => service.summaries.anchorsOf(path, text),
      importsOf: (root: string) => service.summaries.importsOf(root),
      agentFactsOf: (root: string) => service.summaries.agentFactsOf(root),
    };
    const recorder = new RecordingWorkspace(ws, summaries);
    service = createLanguageService(recorder);
    recorder.start('/s/docs.json');
    const text = ws.readFile('/s/docs.json')!;
    const findings = service.validate(TextDocument.create('file:///s/docs.json', 'json', 1, text), defaultSettings).filter((d) => d.code === 'llms-over-cap');
    assert.equal(findings.length, 1);
    const deps = recorder.stop();
    assert.ok(deps.some(([q]) => q === 'm\0/s'), "the site's agents' page facts are a dependency");
    assert.ok(!deps.some(([q]) => q === 'r\0/s/p/0007.mdx' || q === 'a\0/s/p/0007.mdx'), 'no page text is a dependency');
    const record = new DependencyRecord();
    record.set('/s/docs.json', deps);
    const hasher = new TextHasher();
    const page = ws.readFile('/s/p/0007.mdx')!;
    ws.set('/s/p/0007.mdx', page.replace('Text.', 'Other prose.'));
    assert.deepEqual(record.stale(['/s/p/0007.mdx'], false, new DependencyAnswers(ws, hasher, summaries)), []);
    ws.set('/s/p/0007.mdx', page.replace('description: d', 'description: e'));
    assert.deepEqual(record.stale(['/s/p/0007.mdx'], false, new DependencyAnswers(ws, hasher, summaries)), ['/s/docs.json']);
    ws.set('/s/p/0007.mdx', page.replace('title: Page', 'title: Paged'));
    assert.deepEqual(record.stale(['/s/p/0007.mdx'], false, new DependencyAnswers(ws, hasher, summaries)), ['/s/docs.json']);
  });
});

describe('agent-view-empty', () => {
  const withPage = (text: string, extra: Record<string, unknown> = {}) => ({ '/s/docs.json': docsJson(extra, ['a']), '/s/a.mdx': text, '/s/snippets/s.mdx': '<Visibility for="humans">x</Visibility>\n' });

  it('warns on the first line of a page with content for humans only', () => {
    const findings = check(withPage('---\ntitle: A\n---\n\n<Visibility for="humans">\nHi\n</Visibility>\n'), '/s/a.mdx');
    assert.deepEqual(findings.map((d) => [d.code, d.range.start.line, d.range.end.character]), [['agent-view-empty', 0, 3]]);
  });

  it('counts a webhook endpoint page with no body as empty, an HTTP one as not (unless markdown.schema is false)', () => {
    assert.equal(check(withPage('---\ntitle: A\nopenapi: webhook newUser\n---\n'), '/s/a.mdx').length, 1);
    assert.equal(check(withPage('---\ntitle: A\nopenapi: GET /users\n---\n'), '/s/a.mdx').length, 0);
    assert.equal(check(withPage('---\ntitle: A\nopenapi: GET /users\n---\n', { markdown: { schema: false } }), '/s/a.mdx').length, 1);
  });

  it('says an empty body is empty', () => {
    const [finding] = check(withPage('---\ntitle: A\n---\n'), '/s/a.mdx');
    assert.equal(finding.message, 'Agents read this page as empty: its body is empty. Add text for agents (`<Visibility for="agents">` holds text only they read).');
  });

  it('is quiet for pages with content for agents, schema pages, link pages and snippets', () => {
    assert.equal(check(withPage('---\ntitle: A\nopenapi-schema: User\n---\n'), '/s/a.mdx').length, 0);
    assert.equal(check(withPage('---\ntitle: A\n---\n\n<Visibility for="agents">\nHi\n</Visibility>\n'), '/s/a.mdx').length, 0);
    assert.equal(check(withPage('---\ntitle: A\nurl: https://example.com\n---\n'), '/s/a.mdx').length, 0);
    assert.equal(check(withPage('---\ntitle: A\n---\nText\n'), '/s/snippets/s.mdx').length, 0);
  });
});

describe('llms-custom-link', () => {
  it('names the line and the link of each link in the site\'s own llms.txt that names nothing', () => {
    const files = {
      '/s/docs.json': docsJson({}, ['index', 'guides/intro']),
      '/s/index.mdx': '---\ntitle: Home\n---\n\nText.\n',
      '/s/guides/intro.mdx': '---\ntitle: Intro\n---\n\nText.\n',
      '/s/llms.txt': '# S\n\n## Docs\n\n- [Home](/index)\n- [Intro](/guides/intro.md): start\n- [Gone](/guides/gone)\n- [Elsewhere](https://example.com/x)\n',
    };
    const findings = check(files, '/s/docs.json');
    assert.deepEqual(findings.map((d) => [d.code, d.message, d.range.start.line, d.range.start.character, d.range.end.character]), [
      ['llms-custom-link', 'llms.txt line 7: the link `/guides/gone` names no page or file of the site; agents following it get a 404.', 0, 0, 1],
    ]);
  });
});

describe('markdown-instructions-empty', () => {
  const files = (instructions: unknown) => ({ '/s/docs.json': docsJson({ markdown: { instructions } }, ['index']), '/s/index.mdx': '---\ntitle: Home\n---\n\nText.\n' });

  it('warns at an empty string, an empty list or blank strings', () => {
    for (const value of ['', [], ['  ', '']]) {
      const f = files(value);
      const findings = check(f, '/s/docs.json');
      assert.deepEqual(findings.map((d) => d.code), ['markdown-instructions-empty'], JSON.stringify(value));
      const text = f['/s/docs.json'];
      const at = text.indexOf('"instructions": ') + '"instructions": '.length;
      assert.deepEqual(findings[0].range.start, TextDocument.create('u', 'json', 1, text).positionAt(at));
    }
  });

  it('is quiet with an instruction', () => {
    assert.deepEqual(check(files(['Use the CLI.']), '/s/docs.json'), []);
  });
});
