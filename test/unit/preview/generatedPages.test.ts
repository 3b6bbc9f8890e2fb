/**
 * Pages the build generates from an `openapi` source on a navigation division (issue 40 item 6): one
 * model of their paths for the sidebar, the link check and the preview's links; listed where the build
 * lists them; titled `METHOD /path` when the spec is remote.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildChrome } from '../../../preview/src/chrome';
import { renderPreviewPage } from '../../../preview/src/endpoint';
import { buildSiteModel } from '../../../site/src/model/build';
import { isConfiguredPage } from '../../../site/src/model/targets';
import { ApiSpecCache } from '../../../service/src/openapi/cache';
import { generatedPageAt, generatedPages } from '../../../service/src/openapi/generatedPages';
import { createLanguageService } from '../../../service/src';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const SPEC = `openapi: 3.0.3
info: { title: Shop, version: 1.0.0 }
tags:
  - { name: user-management, x-group: User Management }
paths:
  /users:
    get: { summary: List users, tags: [user-management], responses: { '200': { description: ok } } }
    post: { summary: List users, tags: [user-management], responses: { '200': { description: ok } } }
  /users/{id}:
    delete: { tags: [user-management], responses: { '200': { description: ok } } }
  /health:
    get: { summary: Health check, responses: { '200': { description: ok } } }
  /internal:
    get: { summary: Internal, x-hidden: true, responses: { '200': { description: ok } } }
  /gone:
    get: { summary: Gone, x-excluded: true, responses: { '200': { description: ok } } }
`;

function site(navigation: object, extra: Record<string, string> = {}) {
  const files = {
    '/s/docs.json': JSON.stringify({ theme: 'mint', name: 'Shop', colors: { primary: '#0E7490' }, navigation }),
    '/s/index.mdx': '---\ntitle: Home\n---\n',
    '/s/shop.yaml': SPEC,
    ...extra,
  };
  const workspace = new InMemoryWorkspace(files);
  const model = buildSiteModel('/s/docs.json', workspace, files['/s/docs.json']);
  const specs = new ApiSpecCache(workspace);
  return { workspace, model, readSpec: (p: string) => specs.get(p) };
}

const TABS = {
  tabs: [
    { tab: 'Guides', groups: [{ group: 'Start', pages: ['index'] }] },
    { tab: 'API', openapi: { source: 'shop.yaml', directory: 'reference' } },
  ],
};

describe('generated endpoint pages', () => {
  it('are at the build\'s paths: <directory>/<tag>/<summary>, repeats numbered, x-excluded left out', () => {
    const { model, workspace, readSpec } = site(TABS);
    const pages = generatedPages(model.apis[0], model.docsRoot, workspace, readSpec);
    assert.deepEqual(pages.map((p) => [p.id, p.title, p.group, p.hidden]), [
      ['reference/user-management/list-users', 'List users', 'User Management', false],
      ['reference/user-management/list-users-1', 'List users', 'User Management', false],
      ['reference/user-management/delete-users', 'DELETE /users/{id}', 'User Management', false],
      ['reference/health-check', 'Health check', 'API Reference', false],
      ['reference/internal', 'Internal', 'API Reference', true],
    ]);
    // The link check accepts each (one directory rule), and the preview finds each by its path.
    for (const page of pages) {
      assert.ok(isConfiguredPage(model, page.id), page.id);
      assert.equal(generatedPageAt(model.navigation, '/' + page.id, model.docsRoot, workspace, readSpec)?.entry, page.entry);
    }
    assert.equal(generatedPageAt(model.navigation, 'reference/nothing-here', model.docsRoot, workspace, readSpec), undefined);
  });

  it("the service follows a link to one to its operation, and a link to a page to its file (what the preview opens, the static copy links to)", () => {
    const { workspace } = site(TABS, { '/s/guide.mdx': '# Guide\n' });
    const service = createLanguageService(workspace);
    assert.deepEqual(service.followLink('/reference/user-management/list-users-1', '/s/index.mdx', '/s'), { kind: 'generated', pageId: 'reference/user-management/list-users-1', entry: 'shop.yaml POST /users' });
    assert.deepEqual(service.followLink('guide#start', '/s/index.mdx', '/s'), { kind: 'page', path: '/s/guide.mdx', fragment: 'start' });
    assert.deepEqual(service.followLink('/nowhere', '/s/index.mdx', '/s'), { kind: 'missing', pageId: 'nowhere' });
    // Another docs root than the page's site: no site model, so nothing the navigation generates.
    assert.notEqual(service.followLink('/reference/user-management/list-users', '/s/index.mdx', '/elsewhere').kind, 'generated');
    assert.equal(service.apiSpec('/s/shop.yaml')?.operations.size, 6);
  });

  it('the sidebar lists them in the division that declares the spec, a group per tag, by title; x-hidden ones are not listed', () => {
    const { model, workspace, readSpec } = site(TABS);
    const entry = 'shop.yaml GET /users';
    const r = buildChrome(model, { pageId: 'operation:' + entry, workspace, assetUrl: (p) => p, readSpec });
    assert.ok(r.ok);
    const sidebar = r.chrome.sidebar;
    assert.match(sidebar, /User Management/);
    assert.match(sidebar, /API Reference/);
    assert.match(sidebar, /GET<\/span> List users/);
    assert.match(sidebar, /DELETE<\/span> DELETE \/users\/\{id\}/);
    assert.doesNotMatch(sidebar, /Internal|Gone/);
    // The page on show is the current entry, and its tab the active one.
    assert.match(sidebar, new RegExp(`data-ds-page="operation:${entry}"[^>]*aria-current="page"|aria-current="page"[^>]*data-ds-page="operation:${entry}"`));
    assert.match(r.chrome.topbar, /class="ds-navtab is-active"[^>]*>API<\/a>/);
    assert.doesNotMatch(sidebar, /Start/);
  });

  it('without the spec reader (or on a tab of other pages) nothing is added', () => {
    const { model, workspace } = site(TABS);
    const r = buildChrome(model, { pageId: 'index', workspace, assetUrl: (p) => p });
    assert.ok(r.ok);
    assert.doesNotMatch(r.chrome.sidebar, /List users/);
  });

  it('a division that lists its own pages keeps them: its spec is their default, not a generated section', () => {
    const { model, workspace, readSpec } = site({ groups: [{ group: 'API', openapi: 'shop.yaml', pages: ['GET /health'] }] });
    const r = buildChrome(model, { pageId: undefined, workspace, assetUrl: (p) => p, readSpec });
    assert.ok(r.ok);
    assert.match(r.chrome.sidebar, /GET<\/span> \/health/);
    assert.doesNotMatch(r.chrome.sidebar, /List users/);
  });

  it('a page with its own title and an `openapi:` line draws one endpoint bar, the operation\'s', () => {
    const { model, workspace, readSpec } = site({ groups: [{ group: 'API', openapi: 'shop.yaml', pages: ['index'] }] });
    const page = '---\ntitle: Mine\nopenapi: "GET /health"\n---\n';
    const result = renderPreviewPage(page, { pagePath: '/s/index.mdx', docsRoot: '/s', workspace, assetUrl: (p) => p }, { model, readSpec });
    assert.match(result.html, /<h1[^>]*>Mine<\/h1>/);
    assert.equal(result.html.match(/class="ds-endpoint[ "]/g)?.length, 1, result.html);
  });

  it('an operation of a remote spec is titled METHOD /path and says the build fetches the spec', () => {
    const { model, workspace, readSpec } = site({ groups: [{ group: 'API', openapi: 'https://api.example.com/openapi.json', pages: ['GET /orders/{id}'] }] });
    const page = '---\nopenapi: "GET /orders/{id}"\n---\n';
    const result = renderPreviewPage(page, { pagePath: '/s/index.mdx', docsRoot: '/s', workspace, assetUrl: (p) => p }, { model, readSpec });
    assert.equal(result.title, 'GET /orders/{id}');
    assert.doesNotMatch(result.html, /Untitled page/);
    assert.match(result.html, /<h1[^>]*>GET \/orders\/\{id\}<\/h1>/);
    assert.match(result.html, /ds-method-get/);
    assert.match(result.html, /site build fetches when it builds/);
  });
});
