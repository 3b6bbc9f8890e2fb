import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anchorColor, anchorsOf, buildChrome, ctaOf, visibleAnchors } from '../../../preview/src/chrome';
import { underPrefix } from '../../../site/src/model/legacyNavigation';
import { contentSecurityPolicy, buildDocument } from '../../../preview/src/document';
import { resolveMode } from '../../../preview/src/mode';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { buildSiteModel } from '../../../site/src/model/build';

const config = {
  name: 'Acme',
  logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme.example' },
  colors: { primary: '#0E7490', light: '#22D3EE', dark: '#155E75', background: { light: '#FFFFFF', dark: '#0B1120' } },
  backgroundImage: '/bg.png',
  topbarLinks: [{ name: 'Status', url: 'https://status.example' }],
  topbarCtaButton: { type: 'github', url: 'https://github.com/acme/weather' },
  versions: ['v2', 'v1'],
  topAnchor: { name: 'Docs home', icon: 'cloud-sun' },
  anchors: [
    { name: 'Changelog', url: 'changelog', icon: 'clock', color: { from: '#0E7490', to: '#22D3EE' } },
    { name: 'v1 Reference', url: 'v1', color: '#64748B', version: 'v1' },
    { name: 'Labs', url: 'labs', color: '#F5A524', isDefaultHidden: true },
  ],
  tabs: [{ name: 'Guides', url: 'guides' }],
  navigation: [
    { group: 'Start', pages: ['introduction'] },
    { group: 'Guides', pages: ['guides/one', { group: 'Advanced', pages: ['guides/adv'] }] },
    { group: 'Labs', pages: ['labs/air'] },
  ],
  footerSocials: { github: 'https://github.com/acme', x: 'https://x.com/acme' },
  feedback: { suggestEdit: true, raiseIssue: true },
  modeToggle: { default: 'dark', isHidden: false },
};
const ws = new InMemoryWorkspace({
  '/s/docs.json': '{}',
  '/s/logo/light.svg': '<svg/>',
  '/s/logo/dark.svg': '<svg/>',
  '/s/bg.png': 'x',
  '/s/introduction.mdx': '---\ntitle: "Intro"\n---\n',
  '/s/guides/one.mdx': '---\ntitle: "Guide one"\nsidebarTitle: "One"\n---\n',
  '/s/guides/adv.mdx': '---\ntitle: "Advanced guide"\n---\n',
  '/s/labs/air.mdx': '---\ntitle: "Air"\n---\n',
});
const assetUrl = (p: string): string => 'https://res.test' + p;
/** The site model of an old-layout config, as the preview panel builds it (the editor's text wins). */
const modelOf = (c: object | string) => buildSiteModel('/s/docs.json', ws, typeof c === 'string' ? c : JSON.stringify(c));
const chrome = (pageId: string, c: object = config, version?: string) => {
  const r = buildChrome(modelOf(c), { pageId, version, workspace: ws, assetUrl });
  assert.ok(r.ok);
  return r.chrome;
};

describe('preview chrome: anchors', () => {
  const anchors = anchorsOf(modelOf(config));
  it('reads solid colors and {from,to} gradients; rejects non-hex values', () => {
    assert.deepEqual(anchorColor(anchors[0].color, 'legacy'), { kind: 'gradient', from: '#0E7490', to: '#22D3EE' });
    assert.deepEqual(anchorColor(anchors[1].color, 'legacy'), { kind: 'solid', value: '#64748B' });
    assert.equal(anchorColor(anchorsOf(modelOf({ ...config, anchors: [{ name: 'A', url: 'a', color: 'red;x' }] }))[0].color, 'legacy'), undefined);
    assert.equal(anchorColor({ light: 'url(x)', dark: '#000' }, 'legacy'), undefined);
  });
  it('hides a version anchor until its version is selected', () => {
    assert.deepEqual(visibleAnchors(anchors, 'guides/one', 'v2').map((a) => a.name), ['Changelog']);
    assert.deepEqual(visibleAnchors(anchors, 'guides/one', 'v1').map((a) => a.name), ['Changelog', 'v1 Reference']);
  });
  it('hides an isDefaultHidden anchor unless the page belongs to it', () => {
    assert.ok(visibleAnchors(anchors, 'labs/air', 'v2').some((a) => a.name === 'Labs'));
    assert.ok(!visibleAnchors(anchors, 'labsx/air', 'v2').some((a) => a.name === 'Labs'));
    assert.equal(underPrefix('labs', '/labs/'), true);
  });
  it('renders the anchors with gradient data, top anchor overrides', () => {
    const c = chrome('guides/one');
    assert.match(c.sidebar, /data-ds-color="#0E7490,#22D3EE"/);
    assert.match(c.sidebar, /Docs home/);
    assert.match(c.sidebar, /title="cloud-sun"/);
    assert.doesNotMatch(c.sidebar, /v1 Reference|>Labs</);
    assert.match(chrome('guides/one', config, 'v1').sidebar, /v1 Reference/);
    assert.match(chrome('labs/air').sidebar, />Labs</);
  });
});

describe('preview chrome: top bar, sidebar, footer, theme', () => {
  const c = chrome('guides/one');
  it('logo light/dark with href; name when there is no logo', () => {
    assert.match(c.topbar, /<a class="ds-brand" href="https:\/\/acme.example"/);
    assert.match(c.topbar, /ds-logo-light" src="https:\/\/res.test\/s\/logo\/light.svg"/);
    assert.match(c.topbar, /ds-logo-dark" src="https:\/\/res.test\/s\/logo\/dark.svg"/);
    assert.match(chrome('guides/one', { ...config, logo: undefined }).topbar, /ds-site-name">Acme/);
  });
  it('topbar links, github CTA shows the repository, link CTA its name', () => {
    assert.match(c.topbar, /ds-topbar-link" href="https:\/\/status.example">Status/);
    assert.match(c.topbar, /ds-cta ds-cta-github"[^>]*>.*acme\/weather/);
    assert.deepEqual(ctaOf(modelOf({ topbarCtaButton: { type: 'link', name: 'Sign up', url: 'https://x' } })), { kind: 'link', label: 'Sign up', url: 'https://x' });
  });
  it('tabs with the current one active', () => {
    assert.match(c.topbar, /ds-navtab is-active"[^>]*>Guides/);
  });
  it('version dropdown with the selected version', () => {
    assert.match(c.topbar, /<select class="ds-version"[^>]*><option value="v2" selected="">v2<\/option><option value="v1">v1/);
    assert.match(chrome('guides/one', config, 'v1').topbar, /<option value="v1" selected="">/);
  });
  it('sidebar: the groups of the section, nested, page titles, current page highlighted', () => {
    assert.match(c.sidebar, /ds-navgroup-title">Guides/);
    assert.match(c.sidebar, /ds-navgroup-title">Advanced/);
    assert.doesNotMatch(c.sidebar, /ds-navgroup-title">Start/);
    assert.match(c.sidebar, /class="ds-navpage is-current" href="\/guides\/one" data-ds-page="guides\/one" aria-current="page">One</);
    assert.match(c.sidebar, />Advanced guide</);
    assert.match(chrome('introduction').sidebar, /ds-navgroup-title">Start/);
  });
  it('feedback buttons and footer socials', () => {
    assert.match(c.footer, /data-ds-action="suggest-edit"/);
    assert.match(c.footer, /data-ds-action="raise-issue"/);
    assert.match(c.footer, /ds-social ds-social-github" href="https:\/\/github.com\/acme"/);
    assert.doesNotMatch(chrome('guides/one', { ...config, feedback: { suggestEdit: false } }).footer, /ds-feedback/);
  });
  it('colors and background image', () => {
    assert.deepEqual(c.theme, { primary: '#0E7490', light: '#22D3EE', dark: '#155E75', backgroundLight: '#FFFFFF', backgroundDark: '#0B1120', backgroundImage: 'https://res.test/s/bg.png' });
  });
  it('mode toggle settings; isHidden hides the button', () => {
    assert.deepEqual(c.modeToggle, { default: 'dark', isHidden: false });
    assert.match(chrome('guides/one', { ...config, modeToggle: { isHidden: true } }).topbar, /ds-mode-toggle"[^>]*hidden/);
  });
  it('a broken docs.json is reported, not rendered', () => {
    const r = buildChrome(modelOf('{ "name": '), { pageId: undefined, workspace: ws, assetUrl });
    assert.equal(r.ok, false);
  });
});

describe('preview mode rules', () => {
  it('default wins over the theme; a user choice wins over the default', () => {
    assert.equal(resolveMode({ default: 'dark' }, undefined, 'light').mode, 'dark');
    assert.equal(resolveMode({ default: 'dark' }, 'light', 'light').mode, 'light');
  });
  it('without a default the theme kind decides', () => {
    assert.deepEqual(resolveMode({}, undefined, 'dark'), { mode: 'dark', toggleVisible: true, forced: false, source: 'theme' });
  });
  it('isHidden hides the toggle; with default the mode is forced', () => {
    assert.equal(resolveMode({ isHidden: true }, undefined, 'dark').toggleVisible, false);
    assert.deepEqual(resolveMode({ isHidden: true, default: 'light' }, 'dark', 'dark'), { mode: 'light', toggleVisible: false, forced: true, source: 'forced' });
  });
});

describe('preview document', () => {
  it('has a strict CSP: scripts only by the nonce; inline styles (for mermaid) but never inline script', () => {
    const csp = contentSecurityPolicy('abc123', 'https://res.test');
    assert.match(csp, /^default-src 'none'/);
    assert.match(csp, /script-src 'nonce-abc123'(;|$)/);
    assert.match(csp, /style-src https:\/\/res.test 'unsafe-inline'(;|$)/);
    assert.match(csp, /frame-src https:/);
    assert.doesNotMatch(csp, /unsafe-eval|strict-dynamic/);
    assert.equal(csp.match(/unsafe/g)?.length, 1, 'only styles are inline');
  });
  it('escapes the initial state and carries the nonce on its two scripts: the channel hand-over and the preview', () => {
    const doc = buildDocument({
      nonce: 'N0nce',
      channel: 'Ch4nnelSecret0123456789',
      cspSource: 'https://res.test',
      scriptUri: 'https://res.test/p.js',
      styleUri: 'https://res.test/p.css',
      data: { state: { resource: 'file:///x"><script>', locked: false }, themeKind: 'light', page: { html: '<p>x</p>', title: '</title><script>' }, settings: { scrollEditorWithPreview: true, scrollPreviewWithEditor: true } },
    });
    assert.equal(doc.match(/<script/g)?.length, 2);
    assert.match(doc, /<script nonce="N0nce" src="https:\/\/res.test\/p.js"><\/script>/);
    // The secret is in the self-removing inline script only: not in an attribute, not in the data.
    assert.equal(doc.split('Ch4nnelSecret0123456789').length, 2);
    assert.match(doc, /<script nonce="N0nce">document\.currentScript\.remove\(\);self\.__dsChannel="Ch4nnelSecret0123456789";<\/script>/);
    assert.throws(() => buildDocument({ nonce: 'N0nce', channel: 'x";alert(1);"', cspSource: '', scriptUri: '', styleUri: '', data: { state: { resource: '', locked: false }, themeKind: 'light', page: { html: '', title: '' }, settings: { scrollEditorWithPreview: true, scrollPreviewWithEditor: true } } }));
    assert.throws(() => buildDocument({ nonce: 'bad"nonce', channel: 'Ch4nnelSecret0123456789', cspSource: '', scriptUri: '', styleUri: '', data: { state: { resource: '', locked: false }, themeKind: 'light', page: { html: '', title: '' }, settings: { scrollEditorWithPreview: true, scrollPreviewWithEditor: true } } }));
  });
});
