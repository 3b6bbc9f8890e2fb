/**
 * The missing-redirect guard over an in-memory base (`docsite check --base` gives it from git):
 * routes as the build publishes them, redirects with `:slug` and `*` as the build reads them, moves
 * matched by text or title, and the quick fix that adds the redirect.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from 'jsonc-parser';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CodeActionKind, TextEdit } from 'vscode-languageserver-types';
import { createLanguageService } from '../../../service/src/languageService';
import { matchMoves, missingRoutes, publishedRoutes, type BaseRoutes } from '../../../site/src/model/routes';
import { redirectPattern } from '../../../site/src/model/redirects';
import { defaultSettings } from '../../../site/src/settings';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const page = (title: string, body = 'Text.') => `---\ntitle: ${title}\ndescription: ${title}.\n---\n\n${body}\n`;
const base = (routes: string[], moves: Record<string, string> = {}): BaseRoutes => ({ routes: new Map(routes.map((r) => [r, `/s/${r || 'index'}.mdx`])), moves: new Map(Object.entries(moves)) });
const redirects = (...sources: string[]) => sources.map((source) => ({ source, sourcePattern: redirectPattern(source) }) as never);

function site(config: object | string, files: Record<string, string>) {
  const text = typeof config === 'string' ? config : JSON.stringify(config, null, 2);
  const workspace = new InMemoryWorkspace({ '/s/docs.json': text, ...files });
  const service = createLanguageService(workspace, (where, e) => {
    throw new Error(`${where}: ${String(e)}`);
  });
  const document = TextDocument.create('file:///s/docs.json', 'json', 1, text);
  return { workspace, service, document, check: (b: BaseRoutes) => service.validateAgainstBase(document, defaultSettings, b) };
}

describe('published routes', () => {
  it('are the page files the build publishes, in navigation or not; no snippets, no ignored files; index pages at their folder', () => {
    const workspace = new InMemoryWorkspace({
      '/s/docs.json': '{}',
      '/s/.mintignore': 'drafts/\n',
      '/s/index.mdx': page('Home'),
      '/s/guides/index.mdx': page('Guides'),
      '/s/guides/a.md': page('A'),
      '/s/outside-nav.mdx': page('Out'),
      '/s/snippets/s.mdx': 'Snippet.',
      '/s/drafts/d.mdx': page('D'),
      '/s/README.md': '# Repo',
    });
    assert.deepEqual([...publishedRoutes('/s', workspace).keys()].sort(), ['', 'guides', 'guides/a', 'outside-nav']);
  });
});

describe('missing routes', () => {
  it('a route gone without a redirect is missing; one a redirect catches (exact, :slug, :slug*, *) is not', () => {
    const current = new Map([['kept', '/s/kept.mdx']]);
    const b = base(['kept', 'gone', 'old/a', 'old/deep/b', 'api/x', 'blog/2020/post', 'moved']);
    const found = missingRoutes(b, current, redirects('/old/:slug*', '/api/:name', '/blog/*', '/moved'));
    assert.deepEqual(found, [{ route: 'gone' }]);
    // `:slug` is one segment: a deeper route is not caught by it.
    assert.deepEqual(missingRoutes(base(['old/deep/b']), current, redirects('/old/:slug')), [{ route: 'old/deep/b' }]);
  });

  it('carries the new route only when the working tree publishes it', () => {
    const current = new Map([['new', '/s/new.mdx']]);
    assert.deepEqual(missingRoutes(base(['old', 'other'], { old: 'new', other: 'nowhere' }), current, []), [{ route: 'old', to: 'new' }, { route: 'other' }]);
  });
});

describe('matching moves git did not see', () => {
  it('matches the same text first, then a unique title; an ambiguous title matches nothing', () => {
    const moves = matchMoves(
      [{ route: 'a', text: page('A', 'Same.') }, { route: 'b', text: page('Bee') }, { route: 'c', text: page('Twice') }],
      [{ route: 'x/a', text: page('A', 'Same.') }, { route: 'x/b', text: page('Bee', 'Rewritten.') }, { route: 't1', text: page('Twice', '1') }, { route: 't2', text: page('Twice', '2') }],
    );
    assert.deepEqual([...moves], [['a', 'x/a'], ['b', 'x/b']]);
  });
});

describe('the missing-redirect rule', () => {
  it('runs only against a base: the editor and the plain check never report it', () => {
    const s = site({ name: 'S', navigation: { pages: ['new'] } }, { '/s/new.mdx': page('New') });
    assert.deepEqual(s.service.validate(s.document, defaultSettings).filter((d) => d.code === 'missing-redirect'), []);
    const found = s.check(base(['old', 'new'], { old: 'new' }));
    assert.deepEqual(found.map((d) => [d.code, d.severity, d.data]), [['missing-redirect', 1, { route: 'old', to: 'new' }]]);
    assert.match(String(found[0].message), /\/old/);
  });

  it('is reported on the `redirects` key when there is one, and a redirect of the working tree covers the route', () => {
    const config = { name: 'S', navigation: { pages: ['new'] }, redirects: [{ source: '/elsewhere', destination: '/new' }] };
    const s = site(config, { '/s/new.mdx': page('New') });
    const [d] = s.check(base(['old', 'new']));
    assert.equal(s.document.getText(d.range), '"redirects"');
    const covered = site({ ...config, redirects: [{ source: '/old', destination: '/new' }] }, { '/s/new.mdx': page('New') });
    assert.deepEqual(covered.check(base(['old', 'new'])), []);
  });

  it('follows the settings: off is off', () => {
    const s = site({ name: 'S', navigation: { pages: ['new'] } }, { '/s/new.mdx': page('New') });
    assert.deepEqual(s.service.validateAgainstBase(s.document, { ...defaultSettings, rules: { 'missing-redirect': 'off' } }, base(['old'])), []);
  });
});

describe('the "Add redirect" quick fix', () => {
  const apply = (text: string, edits: TextEdit[]) => TextDocument.applyEdits(TextDocument.create('file:///x', 'json', 1, text), edits);
  const fixed = (config: string) => {
    const s = site(config, { '/s/new.mdx': page('New') });
    const [d] = s.check(base(['old', 'new'], { old: 'new' }));
    const actions = s.service.codeActions(s.document, d.range, [d], defaultSettings).filter((a) => a.kind === CodeActionKind.QuickFix);
    assert.deepEqual(actions.map((a) => a.title), ['Add redirect from /old to /new']);
    const text = apply(config, actions[0].edit!.changes!['file:///s/docs.json']);
    // Once applied, the route is covered.
    const after = site(text, { '/s/new.mdx': page('New') });
    assert.deepEqual(after.check(base(['old', 'new'])), []);
    return text;
  };

  it('creates the `redirects` array when there is none, indented like the file', () => {
    const text = fixed('{\n    "name": "S",\n    "navigation": { "pages": ["new"] }\n}\n');
    assert.deepEqual(parse(text).redirects, [{ source: '/old', destination: '/new' }]);
    assert.match(text, /\n {4}"redirects": \[\n {8}\{\n {12}"source": "\/old",/);
  });

  it('appends to an existing array, keeping its entries', () => {
    const text = fixed('{\n  "name": "S",\n  "navigation": { "pages": ["new"] },\n  "redirects": [\n    { "source": "/a", "destination": "/new" }\n  ]\n}\n');
    assert.deepEqual(parse(text).redirects, [{ source: '/a', destination: '/new' }, { source: '/old', destination: '/new' }]);
  });

  it('offers nothing when the new location is unknown', () => {
    const s = site({ name: 'S', navigation: { pages: ['new'] } }, { '/s/new.mdx': page('New') });
    const [d] = s.check(base(['old']));
    assert.deepEqual(s.service.codeActions(s.document, d.range, [d], defaultSettings).filter((a) => a.kind === CodeActionKind.QuickFix), []);
  });
});
