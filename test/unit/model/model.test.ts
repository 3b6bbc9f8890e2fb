import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildSiteModel } from '../../../site/src/model/build';
import { SiteModelCache } from '../../../site/src/model/cache';
import { discoverSites, findSite, siteOfPage } from '../../../site/src/model/discovery';
import { createLanguageService } from '../../../service/src/languageService';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { detectLayout } from '../../../site/src/model/layout';
import { parseOperation, pageIdOfEntry } from '../../../site/src/model/pageEntry';
import { redirectPattern } from '../../../site/src/model/redirects';
import { Division } from '../../../site/src/model/types';
import { pageEntries, scopeKey } from '../../../site/src/model/walk';
import { parseTree } from 'jsonc-parser';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

/** The tree as `kind:name[children]`, pages as their ids (operations as written). */
function shape(d: Division): string {
  const items = d.items.map((i) => (i.kind === 'page' ? i.operation ? i.value : i.id : shape(i)));
  return `${d.kind}${d.name ? ':' + d.name : ''}${items.length ? '[' + items.join(',') + ']' : ''}`;
}

const TODAY = `{
  "$schema": "https://mintlify.com/docs.json",
  "theme": "maple",
  "name": "Acme",
  "colors": { "primary": "#0D9373", "light": "#07C983" },
  "logo": { "light": "/logo/light.svg", "dark": "/logo/dark.svg", "href": "https://acme.test" },
  "favicon": { "light": "/fav-light.png", "dark": "/fav-dark.png" },
  "appearance": { "default": "dark", "strict": true },
  "background": { "image": { "light": "/bg.png", "dark": "/bg-dark.png" }, "decoration": "grid", "color": { "light": "#ffffff" } },
  "navbar": { "links": [{ "label": "Blog", "href": "https://acme.test/blog" }, { "type": "github", "href": "https://github.com/acme" }], "primary": { "type": "button", "label": "Sign up", "href": "https://acme.test/up" } },
  "footer": { "socials": { "x": "https://x.com/acme" }, "links": [{ "header": "Company", "items": [{ "label": "About", "href": "/about" }] }] },
  "banner": { "content": "New **release**", "dismissible": true },
  "api": { "openapi": "openapi.yaml", "mdx": { "auth": { "method": "bearer", "name": "Authorization" }, "server": ["https://api.acme.test"] }, "playground": { "display": "simple" } },
  "fonts": { "family": "Inter", "source": "/fonts/inter.woff2", "format": "woff2" },
  "redirects": [{ "source": "/old/:slug*", "destination": "/new" }],
  "navigation": {
    "global": { "anchors": [{ "anchor": "GitHub", "icon": "github", "href": "https://github.com/acme" }] },
    "languages": [
      { "language": "en", "default": true, "tabs": [
        { "tab": "Guides", "groups": [{ "group": "Start", "root": "start/index", "pages": ["index", "/quickstart", { "group": "Nested", "pages": ["nested/a"] }] }] },
        { "tab": "API", "openapi": { "source": "api/v2.json", "directory": "reference" }, "groups": [{ "group": "Users", "pages": ["GET /users", "api/v2.json POST /users"] }] },
        { "tab": "Products", "menu": [{ "item": "Core", "icon": { "name": "box", "style": "solid" }, "pages": ["core/index"] }] },
        { "tab": "Blog", "href": "https://acme.test/blog", "pages": ["dead"] }
      ] },
      { "language": "fr", "tabs": [{ "tab": "Guides", "pages": ["fr/index", "index"] }] }
    ]
  }
}`;

describe('site model: today\'s layout', () => {
  const model = buildSiteModel('/site/docs.json', new InMemoryWorkspace(), TODAY);

  it('reads the layout and the branding', () => {
    assert.equal(model.layout, 'today');
    assert.equal(model.name, 'Acme');
    assert.equal(model.theme, 'maple');
    assert.deepEqual(model.colors, { primary: '#0D9373', light: '#07C983', dark: undefined });
    assert.deepEqual(model.logo, { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme.test' });
    assert.deepEqual(model.favicon, { light: '/fav-light.png', dark: '/fav-dark.png' });
    assert.deepEqual(model.appearance, { default: 'dark', strict: true });
    assert.deepEqual(model.background, { image: { light: '/bg.png', dark: '/bg-dark.png' }, color: { light: '#ffffff', dark: undefined }, decoration: 'grid' });
  });

  it('reads navbar, footer, banner and api', () => {
    assert.deepEqual(model.navbar.links.map((l) => l.label), ['Blog', 'Github']);
    assert.deepEqual(model.navbar.primary, { type: 'button', href: 'https://acme.test/up', label: 'Sign up' });
    assert.deepEqual(model.footer.socials, [{ platform: 'x', href: 'https://x.com/acme' }]);
    assert.deepEqual(model.footer.columns, [{ header: 'Company', items: [{ label: 'About', href: '/about' }] }]);
    assert.deepEqual(model.banner, { content: 'New **release**', dismissible: true, type: undefined });
    assert.deepEqual(model.api, { auth: { method: 'bearer', name: 'Authorization' }, servers: ['https://api.acme.test'], playground: 'simple' });
  });

  it('lists API sources (site and divisions), redirects and local assets', () => {
    assert.deepEqual(model.apis.map((a) => [a.source, a.directory]), [['openapi.yaml', undefined], ['api/v2.json', 'reference']]);
    assert.equal(model.redirects[0].source, '/old/:slug*');
    assert.deepEqual(model.assets.map((a) => a.field), ['logo.light', 'logo.dark', 'fonts.source', 'favicon.light', 'favicon.dark', 'background.image.light', 'background.image.dark']);
  });

  it('builds the navigation as one tree of divisions, with the dead collection recorded', () => {
    assert.equal(
      shape(model.navigation),
      'root[language:en[tab:Guides[group:Start[index,quickstart,group:Nested[nested/a]]],tab:API[group:Users[GET /users,api/v2.json POST /users]],tab:Products[menu:Core[core/index]],tab:Blog],language:fr[tab:Guides[fr/index,index]]]',
    );
    const blog = (model.navigation.items[0] as Division).items[3] as Division;
    assert.equal(blog.href, 'https://acme.test/blog');
    assert.deepEqual(blog.ignoredCollections.map((c) => [c.key, c.used]), [['pages', 'href']]);
    assert.deepEqual(model.navigation.global.map((g) => [g.kind, g.name, g.href]), [['anchor', 'GitHub', 'https://github.com/acme']]);
  });

  it('gives every entry its exact location, a group root included, and scopes entries by language', () => {
    const entries = pageEntries(model.navigation);
    const root = entries.find((e) => e.isGroupRoot)!;
    assert.equal(TODAY.slice(root.entry.loc.offset, root.entry.loc.offset + root.entry.loc.length), '"start/index"');
    const quick = entries.find((e) => e.entry.id === 'quickstart')!;
    assert.equal(TODAY.slice(quick.entry.loc.offset, quick.entry.loc.offset + quick.entry.loc.length), '"/quickstart"');
    const indexes = entries.filter((e) => e.entry.id === 'index').map((e) => scopeKey(e.ancestors));
    assert.deepEqual(indexes, ['language:en', 'language:fr']);
  });
});

describe('site model: the spec\'s layout', () => {
  const LEGACY = `{
    "name": "Old", "logo": "/logo.svg", "favicon": "/favicon.png",
    "colors": { "primary": "#112233", "background": { "light": "#ffffff", "dark": "#000000" } },
    "modeToggle": { "default": "light", "isHidden": true },
    "backgroundImage": "/bg.png",
    "topbarLinks": [{ "name": "Support", "url": "mailto:s@old.test" }],
    "topbarCtaButton": { "type": "github", "url": "https://github.com/old/repo" },
    "footerSocials": { "github": "https://github.com/old" },
    "feedback": { "suggestEdit": true },
    "versions": ["v2", { "name": "v1", "url": "https://v1.old.test" }],
    "api": { "baseUrl": "https://api.old.test", "auth": { "method": "key", "name": "X-Key", "inputPrefix": "k_" }, "playground": { "mode": "hide" } },
    "openapi": "openapi.json",
    "topAnchor": { "name": "Docs" },
    "anchors": [{ "name": "API", "url": "api-reference", "icon": "code", "color": { "from": "#ff0000", "to": "#00ff00" } }, { "name": "Blog", "url": "https://old.test/blog" }],
    "tabs": [{ "name": "SDKs", "url": "sdks" }],
    "navigation": [
      { "group": "Start", "pages": ["intro"] },
      { "group": "Endpoints", "pages": ["api-reference/users", { "group": "More", "pages": ["api-reference/more"] }] },
      { "group": "Python", "version": "v2", "pages": ["sdks/python"] }
    ]
  }`;
  const model = buildSiteModel('/old/docs.json', new InMemoryWorkspace(), LEGACY);

  it('maps every old field to its place in the model', () => {
    assert.equal(model.layout, 'legacy');
    assert.deepEqual(model.appearance, { default: 'light', strict: true });
    assert.deepEqual(model.background.image, { light: '/bg.png', dark: '/bg.png' });
    assert.deepEqual(model.background.color, { light: '#ffffff', dark: '#000000' });
    assert.deepEqual(model.navbar, { links: [{ label: 'Support', href: 'mailto:s@old.test', type: undefined }], primary: { type: 'github', href: 'https://github.com/old/repo', label: undefined } });
    assert.deepEqual(model.footer.socials, [{ platform: 'github', href: 'https://github.com/old' }]);
    assert.deepEqual(model.feedback, { suggestEdit: true, raiseIssue: false });
    assert.deepEqual(model.api, { auth: { method: 'key', name: 'X-Key', inputPrefix: 'k_' }, servers: ['https://api.old.test'], playground: 'none' });
    assert.deepEqual(model.versions.map((v) => [v.name, v.href]), [['v2', undefined], ['v1', 'https://v1.old.test']]);
    assert.deepEqual(model.apis.map((a) => a.source), ['openapi.json']);
  });

  it('places each group under the anchor or tab whose url prefixes its first page (topAnchor first)', () => {
    assert.equal(shape(model.navigation), 'root[anchor:Docs[group:Start[intro]],anchor:API[group:Endpoints[api-reference/users,group:More[api-reference/more]]],anchor:Blog,tab:SDKs[group:Python[sdks/python]]]');
    const blog = model.navigation.items[2] as Division;
    assert.equal(blog.href, 'https://old.test/blog');
    const python = (model.navigation.items[3] as Division).items[0] as Division;
    assert.equal(python.version, 'v2');
  });

  it('a plain group list stays flat', () => {
    const flat = buildSiteModel('/x/mint.json', new InMemoryWorkspace(), '{ "name": "X", "navigation": [{ "group": "A", "pages": ["a"] }] }');
    assert.equal(flat.layout, 'legacy');
    assert.equal(shape(flat.navigation), 'root[group:A[a]]');
  });
});

describe('layout detection', () => {
  const layout = (text: string, file: 'docs.json' | 'mint.json' = 'docs.json') => detectLayout(parseTree(text), file);
  it('theme or an object navigation is today; an array navigation is the spec\'s; mint.json is always the spec\'s', () => {
    assert.equal(layout('{ "theme": "mint", "name": "A" }'), 'today');
    assert.equal(layout('{ "name": "A", "navigation": {} }'), 'today');
    assert.equal(layout('{ "name": "A", "navigation": [] }'), 'legacy');
    assert.equal(layout('{ "name": "A", "theme": "venus", "navigation": [] }'), 'legacy');
    assert.equal(layout('{ "name": "A", "navigation": {} }', 'mint.json'), 'legacy');
    assert.equal(layout('{ "name": "A", "topbarLinks": [] }'), 'legacy');
    assert.equal(layout('{'), 'today');
  });
});

describe('$ref', () => {
  it('follows refs into other files (siblings override), relative to the referring file', () => {
    const ws = new InMemoryWorkspace({
      '/s/nav/fr.json': '{ "language": "fr", "tabs": [{ "$ref": "./tab.json" }] }',
      '/s/nav/tab.json': '{ "tab": "Guides", "pages": ["fr/index"] }',
      '/s/redirects.json': '[{ "source": "/a", "destination": "/b" }]',
    });
    const model = buildSiteModel('/s/docs.json', ws, '{ "theme": "mint", "name": "A", "redirects": { "$ref": "./redirects.json" }, "navigation": { "languages": [{ "language": "en", "pages": ["index"] }, { "$ref": "./nav/fr.json", "default": true }] } }');
    assert.equal(shape(model.navigation), 'root[language:en[index],language:fr[tab:Guides[fr/index]]]');
    assert.equal((model.navigation.items[1] as Division).isDefault, true);
    assert.deepEqual(model.redirects.map((r) => r.source), ['/a']);
    const entry = pageEntries(model.navigation).find((e) => e.entry.id === 'fr/index')!;
    assert.equal(entry.entry.loc.file, '/s/nav/tab.json');
    assert.deepEqual([...model.sources.keys()].sort(), ['/s/docs.json', '/s/nav/fr.json', '/s/nav/tab.json', '/s/redirects.json']);
    assert.deepEqual(model.problems, []);
  });

  it('reports a missing file, invalid JSON, a cycle and a path outside the docs root at the $ref', () => {
    const ws = new InMemoryWorkspace({ '/s/a.json': '{ "$ref": "./b.json" }', '/s/b.json': '{ "$ref": "./a.json" }', '/s/bad.json': '{ nope' });
    const text = '{ "theme": "mint", "name": "A", "navigation": { "tabs": [{ "$ref": "./missing.json" }, { "$ref": "./bad.json" }, { "$ref": "./a.json" }, { "$ref": "../../etc/passwd" }] } }';
    const model = buildSiteModel('/s/docs.json', ws, text);
    assert.deepEqual(model.problems.map((p) => p.code), ['ref-missing', 'ref-invalid-json', 'ref-cycle', 'ref-outside-root']);
    const missing = model.problems[0].loc;
    assert.equal(text.slice(missing.offset, missing.offset + missing.length), '"./missing.json"');
    assert.equal(model.problems[2].loc.file, '/s/b.json');
    assert.match(model.problems[2].message, /a\.json → b\.json → a\.json/);
  });
});

describe('model cache and discovery', () => {
  it('rebuilds the model when docs.json or a file it $refs changes, and only then', () => {
    const ws = new InMemoryWorkspace({ '/s/docs.json': '{ "theme": "mint", "name": "A", "navigation": { "$ref": "nav.json" } }', '/s/nav.json': '{ "pages": ["a"] }' });
    const cache = new SiteModelCache(ws);
    const first = cache.get('/s/docs.json');
    assert.equal(cache.get('/s/docs.json'), first);
    ws.set('/s/nav.json', '{ "pages": ["b"] }');
    const second = cache.get('/s/docs.json');
    assert.notEqual(second, first);
    assert.equal(shape(second.navigation), 'root[b]');
    assert.equal(shape(cache.get('/s/docs.json', '{ "theme": "mint", "name": "A", "navigation": { "pages": ["c"] } }').navigation), 'root[c]');
  });

  it('finds the outermost site; docs.json wins over mint.json; a nested docs.json is no second site', () => {
    const ws = new InMemoryWorkspace({
      '/w/site/docs.json': '{}', '/w/site/mint.json': '{}', '/w/site/ja/docs.json': '{}', '/w/site/ja/intro.mdx': '',
      '/w/old/mint.json': '{}', '/w/old/a.mdx': '',
    });
    assert.deepEqual(findSite('/w/site/ja/intro.mdx', ws), { docsRoot: '/w/site', configPath: '/w/site/docs.json', ignoredConfig: '/w/site/mint.json' });
    assert.equal(findSite('/w/old/a.mdx', ws)?.configPath, '/w/old/mint.json');
    assert.deepEqual(discoverSites('/w', ws).map((s) => s.configPath), ['/w/old/mint.json', '/w/site/docs.json']);
  });
});

describe('entries, operations and redirects', () => {
  it('normalises page ids as the site build does', () => {
    assert.equal(pageIdOfEntry('/guides/intro'), 'guides/intro');
    assert.equal(pageIdOfEntry('./guides/intro'), 'guides/intro');
    assert.equal(pageIdOfEntry('guides/../intro/'), 'intro');
    assert.equal(pageIdOfEntry('guides/intro'), 'guides/intro');
  });

  it('reads METHOD /path and spec-file METHOD /path', () => {
    assert.deepEqual(parseOperation('POST /chat-messages'), { specFile: undefined, method: 'POST', path: '/chat-messages' });
    assert.deepEqual(parseOperation('v3-openapi get /api/v1/schedules'), { specFile: 'v3-openapi', method: 'GET', path: '/api/v1/schedules' });
    assert.deepEqual(parseOperation('webhook order.created'), { specFile: undefined, method: 'WEBHOOK', path: 'order.created' });
    assert.deepEqual(parseOperation('DELETE /files/{file name}/raw data'), { specFile: undefined, method: 'DELETE', path: '/files/{file name}/raw data' }, 'a path with a space, as project rules write it');
    assert.deepEqual(parseOperation('webhook new order'), { specFile: undefined, method: 'WEBHOOK', path: 'new order' });
    assert.equal(parseOperation('guides/get started'), undefined);
    assert.equal(parseOperation('get-started'), undefined);
  });

  it('matches redirect sources with :param and * as the site does', () => {
    assert.equal(redirectPattern('/blog/:slug').test('blog/hello'), true);
    assert.equal(redirectPattern('/blog/:slug').test('blog/a/b'), false);
    assert.equal(redirectPattern('/old/:path*').test('old/a/b/c'), true);
    assert.equal(redirectPattern('/old/:path*').test('old'), true);
    assert.equal(redirectPattern('/docs/*').test('docs/x/y'), true);
    assert.equal(redirectPattern('/exact').test('exactly'), false);
    assert.equal(redirectPattern('/a.b').test('aXb'), false);
    // Too many wildcards to match safely: the source matches nothing rather than stall link checks.
    assert.equal(redirectPattern('/*a*a*a*a*a*a*a*a*b').test('a'.repeat(40)), false);
  });
});

describe('pages of a site', () => {
  it('a Markdown file in a dot folder below the docs root is no page (the site build skips it)', () => {
    const ws = new InMemoryWorkspace({ '/s/docs.json': '{}', '/s/guide.md': '# G', '/s/.cursor/rules.md': '# R', '/s/.github/x.mdx': '' });
    assert.equal(siteOfPage('/s/guide.md', ws)?.docsRoot, '/s');
    assert.equal(siteOfPage('/s/.cursor/rules.md', ws), undefined);
    assert.equal(siteOfPage('/s/.github/x.mdx', ws), undefined);
    const service = createLanguageService(ws);
    assert.equal(service.kindOf(TextDocument.create('file:///s/.cursor/rules.md', 'markdown', 1, '# R')), 'other');
    assert.equal(service.kindOf(TextDocument.create('file:///s/guide.md', 'markdown', 1, '# G')), 'page');
  });
});

describe('site model of a huge navigation', () => {
  it('builds a group of 200,000 pages (spread as arguments, they overflowed the stack)', () => {
    const pages = Array.from({ length: 200_000 }, (_, i) => `p${i}`);
    const config = JSON.stringify({ theme: 'mint', name: 'Huge', colors: { primary: '#000000' }, navigation: { groups: [{ group: 'All', pages }] } });
    const model = buildSiteModel('/huge/docs.json', new InMemoryWorkspace(), config);
    assert.equal(model.name, 'Huge');
    assert.equal(pageEntries(model.navigation).length, 200_000);
  });
});
