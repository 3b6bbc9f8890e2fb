/** The preview chrome built from today's layout, and from a site that keeps the old layout in mint.json. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildChrome, bannerText } from '../../../preview/src/chrome';
import { buildSiteModel } from '../../../site/src/model/build';
import { findSite } from '../../../site/src/model/discovery';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const config = {
  theme: 'mint',
  name: 'Orbit',
  colors: { primary: '#0E7490', light: '#22D3EE', dark: '#155E75' },
  logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://orbit.dev' },
  favicon: { light: '/fav-light.svg', dark: '/fav-dark.svg' },
  appearance: { default: 'dark', strict: true },
  background: { image: { light: '/bg-light.png', dark: '/bg-dark.png' }, color: { light: '#FAFAFA', dark: '#0B1120' }, decoration: 'grid' },
  navbar: {
    links: [{ label: 'Status', href: 'https://status.orbit.dev' }],
    primary: { type: 'button', label: 'Sign up', href: 'https://orbit.dev/signup' },
  },
  banner: { content: '**New:** read the [v2 guide](/guides/js) <b>now</b>', dismissible: true },
  footer: {
    socials: { github: 'https://github.com/orbit' },
    links: [{ header: 'Company', items: [{ label: 'Blog', href: 'https://orbit.dev/blog' }] }],
  },
  navigation: {
    global: { anchors: [{ anchor: 'Community', icon: 'discord', href: 'https://discord.gg/orbit' }] },
    languages: [
      {
        language: 'en',
        default: true,
        versions: [
          {
            version: 'v2',
            default: true,
            tabs: [
              {
                tab: 'Guides',
                dropdowns: [
                  { dropdown: 'JavaScript', icon: 'js', groups: [{ group: 'Start', pages: ['index', 'guides/js'] }] },
                  { dropdown: 'Python', icon: 'python', groups: [{ group: 'Start', pages: ['guides/py'] }] },
                ],
              },
              { tab: 'API', openapi: 'openapi.json', groups: [{ group: 'Users', root: 'api/users', pages: ['GET /users', 'api/errors'] }] },
              { tab: 'Internal', hidden: true, groups: [{ group: 'Ops', pages: ['internal/runbook'] }] },
              { tab: 'Blog', href: 'https://orbit.dev/blog' },
            ],
          },
          { version: 'v1', groups: [{ group: 'Legacy', pages: ['v1/index'] }] },
        ],
      },
      { language: 'fr', tabs: [{ tab: 'Guides', groups: [{ group: 'Démarrer', pages: ['fr/index'] }] }] },
    ],
  },
};

const files: Record<string, string> = {
  '/s/logo/light.svg': '<svg/>',
  '/s/logo/dark.svg': '<svg/>',
  '/s/fav-light.svg': '<svg/>',
  '/s/fav-dark.svg': '<svg/>',
  '/s/bg-light.png': 'x',
  '/s/bg-dark.png': 'x',
  '/s/index.mdx': '---\ntitle: "Welcome"\n---\n',
  '/s/guides/js.mdx': '---\ntitle: "JavaScript guide"\nsidebarTitle: "JavaScript"\n---\n',
  '/s/guides/py.mdx': '---\ntitle: "Python"\n---\n',
  '/s/api/users.mdx': '---\ntitle: "Users"\n---\n',
  '/s/api/errors.mdx': '---\ntitle: "Errors"\n---\n',
  '/s/internal/runbook.mdx': '---\ntitle: "Runbook"\n---\n',
  '/s/v1/index.mdx': '---\ntitle: "Version one"\n---\n',
  '/s/fr/index.mdx': '---\ntitle: "Bienvenue"\n---\n',
};
const assetUrl = (p: string): string => 'https://res.test' + p;

function chromeOf(pageId: string | undefined, c: object = config) {
  const ws = new InMemoryWorkspace({ ...files, '/s/docs.json': JSON.stringify(c) });
  const r = buildChrome(buildSiteModel('/s/docs.json', ws), { pageId, workspace: ws, assetUrl });
  assert.ok(r.ok, r.ok ? '' : r.error);
  return r.chrome;
}

/** The labels of the tab bar, in order, and the active one. */
function tabsOf(topbar: string): { labels: string[]; active: string[] } {
  const tabs = [...topbar.matchAll(/<a class="(ds-navtab[^"]*)"[^>]*>([^<]*)<\/a>/g)];
  return { labels: tabs.map((m) => m[2]), active: tabs.filter((m) => m[1].includes('is-active')).map((m) => m[2]) };
}

/** Text as the browser shows it: the serializer writes `&` and `<` as references. */
function decodeEntities(text: string): string {
  return text.replace(/&lt;|&#x3C;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;|&#x26;/g, '&');
}

/** The options of the select with class `cls`: label, value, selected. */
function optionsOf(html: string, cls: string): { label: string; value: string; selected: boolean }[] {
  const select = new RegExp(`<select class="[^"]*\\b${cls}\\b[^"]*"[^>]*>(.*?)</select>`).exec(html);
  assert.ok(select, `a select ${cls}`);
  return [...select[1].matchAll(/<option value="([^"]*)"( selected(?:="")?)?>([^<]*)<\/option>/g)].map((m) => ({ label: decodeEntities(m[3]), value: m[1], selected: !!m[2] }));
}

describe('preview chrome from today\'s layout', () => {
  const c = chromeOf('guides/js');

  it('shows the tabs of the current context, hidden ones left out, the current one active, links as links', () => {
    assert.deepEqual(tabsOf(c.topbar), { labels: ['Guides', 'API', 'Blog'], active: ['Guides'] });
    assert.match(c.topbar, /<a class="ds-navtab" href="\/api\/users" data-ds-page="api\/users">API<\/a>/, 'a tab opens its first page (the group root)');
    assert.match(c.topbar, /<a class="ds-navtab" href="https:\/\/orbit.dev\/blog">Blog<\/a>/);
  });

  it('puts tabs with align "end" at the far end of the bar, in their written order', () => {
    const aligned = structuredClone(config);
    const tabs = aligned.navigation.languages[0].versions![0].tabs as Record<string, unknown>[];
    tabs[0].align = 'end';
    tabs[1].align = 'start';
    const bar = chromeOf('guides/js', aligned).topbar;
    assert.deepEqual(tabsOf(bar), { labels: ['API', 'Blog', 'Guides'], active: ['Guides'] });
    assert.match(bar, /<a class="ds-navtab is-active is-end"[^>]*>Guides<\/a>/, 'the first end tab carries the push to the end');
    assert.doesNotMatch(bar, /<a class="ds-navtab is-end"[^>]*>(API|Blog)/);
  });

  it('offers the language and version on the path: a language opens this page in it, else its first page, saying so', () => {
    // guides/js has no French page (fr/guides/js): French opens its first page, marked; index has one.
    assert.deepEqual(optionsOf(c.topbar, 'ds-switch-language'), [
      { label: 'English', value: '/guides/js', selected: true },
      { label: 'Français (not translated)', value: '/fr/index', selected: false },
    ]);
    assert.deepEqual(optionsOf(chromeOf('index').topbar, 'ds-switch-language'), [
      { label: 'English', value: '/index', selected: true },
      { label: 'Français', value: '/fr/index', selected: false },
    ]);
    assert.deepEqual(optionsOf(c.topbar, 'ds-switch-version'), [
      { label: 'v2', value: '/index', selected: true },
      { label: 'v1', value: '/v1/index', selected: false },
    ]);
    assert.match(c.topbar, /data-ds-select="page"/);
    assert.deepEqual([c.versions, c.version], [['v2', 'v1'], 'v2']);
  });

  it('selects the version and language of the page shown', () => {
    const v1 = chromeOf('v1/index');
    assert.deepEqual(optionsOf(v1.topbar, 'ds-switch-version').filter((o) => o.selected).map((o) => o.label), ['v1']);
    assert.equal(v1.version, 'v1');
    assert.deepEqual(tabsOf(v1.topbar).labels, [], 'v1 has no tabs');
    assert.match(v1.sidebar, /ds-navgroup-title">Legacy/);
    const fr = chromeOf('fr/index');
    assert.deepEqual(optionsOf(fr.topbar, 'ds-switch-language').filter((o) => o.selected).map((o) => o.label), ['Français']);
    assert.doesNotMatch(fr.topbar, /ds-switch-version/, 'French has no versions');
  });

  it('the dropdown of the section as a sidebar select, with the groups of the chosen dropdown only', () => {
    assert.deepEqual(optionsOf(c.sidebar, 'ds-switch-dropdown'), [
      { label: 'JavaScript', value: '/index', selected: true },
      { label: 'Python', value: '/guides/py', selected: false },
    ]);
    assert.match(c.sidebar, /class="ds-navpage is-current" href="\/guides\/js" data-ds-page="guides\/js" aria-current="page">JavaScript</);
    assert.match(c.sidebar, />Welcome</);
    assert.doesNotMatch(c.sidebar, /data-ds-page="guides\/py"/, 'the Python dropdown\'s pages are not listed');
    assert.doesNotMatch(c.sidebar, />Users</, 'nor another tab\'s groups');
    const py = chromeOf('guides/py');
    assert.deepEqual(optionsOf(py.sidebar, 'ds-switch-dropdown').filter((o) => o.selected).map((o) => o.label), ['Python']);
  });

  it('global anchors on every page', () => {
    for (const chrome of [c, chromeOf('v1/index'), chromeOf('fr/index')]) {
      assert.match(chrome.sidebar, /<a class="ds-anchor" href="https:\/\/discord.gg\/orbit"><span class="ds-anchor-icon" title="discord">/);
    }
  });

  it('a group root is the group title\'s link; operation entries show their method and path', () => {
    const api = chromeOf('api/users');
    assert.deepEqual(tabsOf(api.topbar).active, ['API']);
    assert.match(api.sidebar, /<a class="ds-navgroup-title is-current" href="\/api\/users" data-ds-page="api\/users" aria-current="page">Users<\/a>/);
    assert.match(api.sidebar, /ds-navop-method ds-method-get">GET<\/span> \/users/);
    assert.match(api.sidebar, />Errors</);
  });

  it('an operation entry is a link to its generated page, current while the preview shows it, in its own tab', () => {
    const api = chromeOf('api/users');
    assert.match(api.sidebar, /<a class="ds-navpage ds-navop" href="\/operation:GET \/users" data-ds-page="operation:GET \/users" title="GET \/users"><span class="ds-navop-method ds-method-get">GET<\/span> \/users<\/a>/);
    const op = chromeOf('operation:GET /users');
    assert.deepEqual(tabsOf(op.topbar).active, ['API'], 'the tab holding the entry');
    assert.match(op.sidebar, /<a class="ds-navpage ds-navop is-current" [^>]*data-ds-page="operation:GET \/users" [^>]*aria-current="page"/);
  });

  it('a hidden tab shows while the reader is on its page', () => {
    assert.deepEqual(tabsOf(chromeOf('internal/runbook').topbar), { labels: ['Guides', 'API', 'Internal', 'Blog'], active: ['Internal'] });
  });

  it('a page outside the navigation gets the defaults: first language, default version, first tab and dropdown', () => {
    const none = chromeOf(undefined);
    assert.deepEqual(tabsOf(none.topbar).active, ['Guides']);
    assert.deepEqual(optionsOf(none.sidebar, 'ds-switch-dropdown').filter((o) => o.selected).map((o) => o.label), ['JavaScript']);
  });

  it('navbar links, the primary button, logo pair with its href', () => {
    assert.match(c.topbar, /ds-topbar-link" href="https:\/\/status.orbit.dev">Status/);
    assert.match(c.topbar, /<a class="ds-cta ds-cta-link" href="https:\/\/orbit.dev\/signup">Sign up<\/a>/);
    assert.match(c.topbar, /<a class="ds-brand" href="https:\/\/orbit.dev"/);
    assert.match(c.topbar, /ds-logo-dark" src="https:\/\/res.test\/s\/logo\/dark.svg"/);
    const github = chromeOf('guides/js', { ...config, navbar: { primary: { type: 'github', href: 'https://github.com/orbit/sdk' } } });
    assert.match(github.topbar, /ds-cta ds-cta-github"[^>]*>.*orbit\/sdk/);
  });

  it('without a logo, the favicon pair beside the name', () => {
    const noLogo = chromeOf('guides/js', { ...config, logo: undefined });
    assert.match(noLogo.topbar, /<img class="ds-favicon ds-logo-light" src="https:\/\/res.test\/s\/fav-light.svg"/);
    assert.match(noLogo.topbar, /<img class="ds-favicon ds-logo-dark" src="https:\/\/res.test\/s\/fav-dark.svg"/);
    assert.match(noLogo.topbar, /ds-site-name">Orbit/);
  });

  it('the banner as plain text, dismissible', () => {
    assert.match(c.topbar, /^<div class="ds-site-banner ds-site-banner-info" role="status"><span class="ds-site-banner-text">New: read the v2 guide now<\/span><button type="button" class="ds-site-banner-close" data-ds-action="dismiss-banner"/);
    assert.doesNotMatch(chromeOf('guides/js', { ...config, banner: { content: 'Hi' } }).topbar, /dismiss-banner/);
    assert.equal(bannerText('<script>alert(1)</script>Read `this` *now*'), 'alert(1)Read this now');
  });

  it('footer link columns and socials; no feedback buttons (today\'s layout has none)', () => {
    assert.match(c.footer, /<div class="ds-footer-column"><div class="ds-footer-header">Company<\/div><ul><li><a class="ds-footer-link" href="https:\/\/orbit.dev\/blog">Blog<\/a><\/li><\/ul><\/div>/);
    assert.match(c.footer, /ds-social ds-social-github" href="https:\/\/github.com\/orbit"/);
    assert.doesNotMatch(c.footer, /ds-feedback/);
  });

  it('appearance: default and strict as modeToggle default and isHidden; system follows the editor', () => {
    assert.deepEqual(c.modeToggle, { default: 'dark', isHidden: true });
    assert.match(c.topbar, /ds-mode-toggle"[^>]*hidden/);
    const system = chromeOf('guides/js', { ...config, appearance: { default: 'system' } });
    assert.deepEqual(system.modeToggle, { default: undefined, isHidden: false });
    assert.doesNotMatch(system.topbar, /ds-mode-toggle"[^>]*hidden/);
  });

  it('colors, background colors, the image pair and the decoration', () => {
    assert.deepEqual(c.theme, {
      primary: '#0E7490',
      light: '#22D3EE',
      dark: '#155E75',
      backgroundLight: '#FAFAFA',
      backgroundDark: '#0B1120',
      backgroundImage: 'https://res.test/s/bg-light.png',
      backgroundImageDark: 'https://res.test/s/bg-dark.png',
      backgroundDecoration: 'grid',
    });
  });

  it('a docs.json being typed is reported, not rendered', () => {
    const ws = new InMemoryWorkspace({ ...files, '/s/docs.json': '{ "theme": "mint", "navigation": {' });
    const r = buildChrome(buildSiteModel('/s/docs.json', ws), { pageId: 'index', workspace: ws, assetUrl });
    assert.equal(r.ok, false);
    assert.match(r.ok ? '' : r.error, /^docs.json: .* at line 1$/);
  });
});

describe('preview chrome from a mint.json site', () => {
  const ws = new InMemoryWorkspace({
    '/m/mint.json': JSON.stringify({
      name: 'Legacy',
      tabs: [{ name: 'API', url: 'api' }],
      anchors: [{ name: 'Blog', url: 'https://blog.example', icon: 'newspaper' }],
      navigation: [
        { group: 'Start', pages: ['intro'] },
        { group: 'Endpoints', pages: ['api/list'] },
      ],
      modeToggle: { default: 'light', isHidden: true },
    }),
    '/m/intro.mdx': '---\ntitle: "Intro"\n---\n',
    '/m/api/list.mdx': '---\ntitle: "List"\n---\n',
  });

  it('is found by findSite and drawn with its tabs, anchors and mode settings', () => {
    const site = findSite('/m/api/list.mdx', ws);
    assert.equal(site?.configPath, '/m/mint.json');
    const r = buildChrome(buildSiteModel(site.configPath, ws), { pageId: 'api/list', workspace: ws, assetUrl });
    assert.ok(r.ok);
    assert.deepEqual(tabsOf(r.chrome.topbar), { labels: ['Documentation', 'API'], active: ['API'] });
    assert.match(r.chrome.sidebar, /<a class="ds-anchor" href="https:\/\/blog.example">/);
    assert.match(r.chrome.sidebar, /ds-navgroup-title">Endpoints/);
    assert.doesNotMatch(r.chrome.sidebar, /ds-navgroup-title">Start/);
    assert.deepEqual(r.chrome.modeToggle, { default: 'light', isHidden: true });
  });

  it('reports a broken mint.json by its name', () => {
    const broken = new InMemoryWorkspace({ '/m/mint.json': '{ "name": ' });
    const r = buildChrome(buildSiteModel('/m/mint.json', broken), { pageId: undefined, workspace: broken, assetUrl });
    assert.match(r.ok ? '' : r.error, /^mint.json: /);
  });
});
