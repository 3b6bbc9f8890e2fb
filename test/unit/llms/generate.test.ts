/** llms.txt, llms-full.txt and a page's Markdown view, against hand-computed texts (service/src/llms/). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLanguageService } from '../../../service/src/languageService';
import { generateLlmsTxt } from '../../../service/src/llms/generate';
import { pageMarkdown } from '../../../service/src/llms/agentView';
import { agentBody, agentBodyIsEmpty } from '../../../service/src/llms/visibility';
import { parsePage } from '../../../mdx/src/parse';
import type { AgentPage } from '../../../service/src/llms/pages';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const page = (title: string, extra = '', body = 'Text.\n') => `---\ntitle: ${title}\n${extra}---\n\n${body}`;

function site(seo?: unknown): Record<string, string> {
  const navigation = {
    groups: [
      { group: 'G', pages: ['index', 'guides/start', 'zeta', 'noidx', 'fmhidden'] },
      { group: 'Hidden', hidden: true, pages: ['secret'] },
      { group: 'Kept', hidden: true, searchable: true, pages: ['kept'] },
    ],
  };
  return {
    '/s/docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', description: 'Docs of Acme', colors: { primary: '#112233' }, navigation, ...(seo ? { seo } : {}) }),
    '/s/index.mdx': page('Home', 'description: Welcome\n'),
    '/s/zeta.mdx': page('Zeta'),
    '/s/guides/start.mdx': page('Start', 'description: "Begin\\n  here"\n'),
    '/s/secret.mdx': page('Secret'),
    '/s/kept.mdx': page('Kept'),
    '/s/orphan.mdx': page('Orphan'),
    '/s/noidx.mdx': page('Noidx', 'noindex: true\n'),
    '/s/fmhidden.mdx': page('Fmhidden', 'hidden: true\n'),
    '/s/snippets/s.mdx': 'A snippet.\n',
  };
}

const files = (workspace: Record<string, string>) => createLanguageService(new InMemoryWorkspace(workspace)).agentFiles('/s/docs.json');

describe('llms.txt', () => {
  it('lists the indexed pages by path from the root folder down, leaving out hidden, noindex and unlisted pages', () => {
    const result = files(site());
    assert.equal(
      result.llms.text,
      '# Acme\n\n> Docs of Acme\n\n## Docs\n\n- [Home](/): Welcome\n- [Kept](/kept)\n- [Zeta](/zeta)\n- [Start](/guides/start): Begin here\n',
    );
    assert.deepEqual(result.excluded, [
      { id: 'fmhidden', reason: 'hidden' },
      { id: 'noidx', reason: 'noindex' },
      { id: 'orphan', reason: 'not-in-navigation' },
      { id: 'secret', reason: 'hidden' },
    ]);
    assert.deepEqual(result.llms.dropped, []);
  });

  it('lists every page with seo.indexing "all"', () => {
    const result = files(site({ indexing: 'all' }));
    assert.equal(
      result.llms.text,
      '# Acme\n\n> Docs of Acme\n\n## Docs\n\n- [Fmhidden](/fmhidden)\n- [Home](/): Welcome\n- [Kept](/kept)\n- [Noidx](/noidx)\n- [Orphan](/orphan)\n- [Secret](/secret)\n- [Zeta](/zeta)\n- [Start](/guides/start): Begin here\n',
    );
    assert.deepEqual(result.excluded, []);
  });

  it('makes URLs absolute with a base URL', () => {
    const service = createLanguageService(new InMemoryWorkspace(site()));
    assert.match(service.agentFiles('/s/docs.json', 'https://docs.acme.dev/').llms.text, /^- \[Kept\]\(https:\/\/docs\.acme\.dev\/kept\)$/m);
  });

  describe('over the cap: descriptions shortened first, then entries dropped from the end', () => {
    // Head "# S\n\n## Docs\n\n" is 14 characters; the lines are 162 (a, description of 150), 17 (b) and 10 (c): 203 in all.
    const entry = (id: string, description?: string): AgentPage => ({ id, path: `/s/${id}.mdx`, title: id.toUpperCase(), description, url: '/' + id });
    const pages = [entry('a', 'x'.repeat(150)), entry('b', 'short'), entry('c')];
    const shortA = '- [A](/a): ' + 'x'.repeat(99) + '…\n';

    it('leaves a list within the cap alone', () => {
      const result = generateLlmsTxt({ name: 'S' }, pages, 203);
      assert.equal(result.text.length, 203);
      assert.equal(result.shortened, 0);
    });

    it('shortens long descriptions to 100 characters when that is enough (153 characters)', () => {
      const result = generateLlmsTxt({ name: 'S' }, pages, 202);
      assert.equal(result.text, '# S\n\n## Docs\n\n' + shortA + '- [B](/b): short\n- [C](/c)\n');
      assert.equal(result.text.length, 153);
      assert.deepEqual([result.shortened, result.dropped, result.fullLength], [1, [], 203]);
    });

    it('then drops the last entries until it fits', () => {
      assert.deepEqual(generateLlmsTxt({ name: 'S' }, pages, 152).dropped, ['c']);
      const two = generateLlmsTxt({ name: 'S' }, pages, 130);
      assert.deepEqual(two.dropped, ['b', 'c']);
      assert.equal(two.text, '# S\n\n## Docs\n\n' + shortA);
      assert.deepEqual(generateLlmsTxt({ name: 'S' }, pages, 10).dropped, ['a', 'b', 'c']);
    });
  });
});

describe('llms-full.txt', () => {
  it('holds every listed page: title, source, description, then its body as agents read it', () => {
    const workspace = site();
    workspace['/s/zeta.mdx'] = page('Zeta', '', 'Seen.\n\n<Visibility for="humans">\nNot for agents.\n</Visibility>\n');
    const full = files(workspace).full.text;
    assert.equal(
      full,
      '# Home\nSource: /\n\n> Welcome\n\nText.\n\n# Kept\nSource: /kept\n\nText.\n\n# Zeta\nSource: /zeta\n\nSeen.\n\n# Start\nSource: /guides/start\n\n> Begin here\n\nText.\n',
    );
  });
});

describe('Visibility in the agents\' view', () => {
  it('keeps agents\' and signed-out content without the element, drops the rest', () => {
    const body = [
      'Intro.',
      '',
      '<Visibility for="humans">\nOnly humans.\n</Visibility>',
      '',
      '<Visibility for="agents">\nOnly agents.\n</Visibility>',
      '',
      'Inline <Visibility for="agents">for bots</Visibility> and <Visibility for="humans">for people</Visibility> end.',
      '',
      '<Visibility>\nNo audience.\n</Visibility>',
      '',
      '<Visibility for={"signed-out"}>\nSigned out.\n</Visibility>',
      '',
      '<Visibility for="signed-in">\nSigned in.\n</Visibility>',
      '',
    ].join('\n');
    assert.equal(agentBody(parsePage(page('T', '', body))), 'Intro.\n\nOnly agents.\n\nInline for bots and  end.\n\nSigned out.');
  });

  it('tells an empty agent view: only humans\' content and imports', () => {
    assert.equal(agentBodyIsEmpty(parsePage(page('T', '', 'import X from "/snippets/x.mdx"\n\n<Visibility for="humans">\nHi\n</Visibility>\n'))), true);
    assert.equal(agentBodyIsEmpty(parsePage(page('T', '', ''))), true);
    assert.equal(agentBodyIsEmpty(parsePage(page('T', '', '<Visibility for="agents">\nHi\n</Visibility>\n'))), false);
  });
});

describe('a page\'s Markdown view', () => {
  it('appends markdown.instructions to the pointer at llms.txt, one line each', () => {
    const workspace = site();
    workspace['/s/docs.json'] = workspace['/s/docs.json'].replace('"theme"', '"markdown":{"instructions":["Use the CLI.","Prefer v2."]},"theme"');
    const service = createLanguageService(new InMemoryWorkspace(workspace));
    const model = service.siteModel('/s/docs.json');
    const text = pageMarkdown(parsePage(page('T', '', 'Body <Visibility for="humans">x</Visibility>\n')), { title: 'T', description: 'D' }, model);
    assert.equal(text, '> The index of every page of this site is at /llms.txt.\n> Use the CLI.\n> Prefer v2.\n\n# T\n\n> D\n\nBody\n');
  });

  it('has the pointer alone without instructions', () => {
    const text = pageMarkdown(parsePage(page('T', '', 'Body\n')), { title: 'T' }, undefined);
    assert.equal(text, '> The index of every page of this site is at /llms.txt.\n\n# T\n\nBody\n');
  });

  it("is the service's for a page as the editor holds it (the preview's \"As agents read it\"): the site's instructions, a title from the path when none is written", () => {
    const ws = new InMemoryWorkspace({
      '/s/docs.json': JSON.stringify({ theme: 'mint', name: 'S', colors: { primary: '#000000' }, navigation: { pages: ['guides/setup'] }, markdown: { instructions: 'Be brief.' } }),
      '/elsewhere/notes.mdx': 'Loose.\n',
    });
    const service = createLanguageService(ws);
    assert.equal(service.agentPage('/s/guides/setup.mdx', 'Unsaved body.\n'), '> The index of every page of this site is at /llms.txt.\n> Be brief.\n\n# setup\n\nUnsaved body.\n');
    // A page of no site: no instructions, titled from its path in its own folder.
    assert.equal(service.agentPage('/elsewhere/notes.mdx', 'Loose.\n'), '> The index of every page of this site is at /llms.txt.\n\n# notes\n\nLoose.\n');
  });
});
