/**
 * One focused input per row of section 5 of docs-json-today.md (old field → new place). Each result
 * must also be accepted by the site generator's validator.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { upgradeConfig } from '../../../service/src/upgrade/upgrade';
import { JsonObject } from '../../../service/src/upgrade/types';
import { assertVendorAccepts } from './oracle';

const base = { name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }] };

/** Upgrades `old` (on top of a minimal valid old config) and checks the vendor accepts the result. */
async function upgrade(old: JsonObject, options = {}) {
  const result = upgradeConfig({ ...base, ...old }, options);
  await assertVendorAccepts(result.config, JSON.stringify(old));
  return result;
}

const droppedPaths = (r: { dropped: { path: string }[] }) => r.dropped.map((d) => d.path);

describe('upgrade: site-wide fields', () => {
  it('always writes today\'s $schema, and theme mint first', async () => {
    const r = await upgrade({ $schema: 'https://mintlify.com/schema.json' });
    assert.deepEqual(Object.keys(r.config).slice(0, 3), ['$schema', 'theme', 'name']);
    assert.equal(r.config.$schema, 'https://mintlify.com/docs.json');
    assert.equal(r.config.theme, 'mint');
    assert.deepEqual(r.dropped, []);
  });

  it('writes mint for an old theme or layout and lists them with the look-alike theme', async () => {
    const r = await upgrade({ theme: 'venus', layout: 'sidenav' });
    assert.equal(r.config.theme, 'mint');
    assert.deepEqual(droppedPaths(r), ['theme', 'layout']);
    assert.match(r.dropped[0].reason, /closest look today is "maple"/);
  });

  it('maps the old theme to its look-alike when asked, the layout winning', async () => {
    assert.equal((await upgrade({ theme: 'venus' }, { upgradeTheme: true })).config.theme, 'palm');
    assert.equal((await upgrade({ theme: 'quill' }, { upgradeTheme: true })).config.theme, 'willow');
    assert.equal((await upgrade({ theme: 'venus', layout: 'solidSidenav' }, { upgradeTheme: true })).config.theme, 'willow');
    const prism = await upgrade({ theme: 'prism' }, { upgradeTheme: true });
    assert.equal(prism.config.theme, 'mint');
    assert.deepEqual(droppedPaths(prism), ['theme']);
  });

  it('keeps name, logo and favicon as they are', async () => {
    const logo = { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme.com' };
    const r = await upgrade({ logo, favicon: '/favicon.png' });
    assert.equal(r.config.name, 'Acme');
    assert.deepEqual(r.config.logo, logo);
    assert.equal(r.config.favicon, '/favicon.png');
  });

  it('keeps colors, moves background colours to background.color and lists the anchor gradient', async () => {
    const r = await upgrade({
      colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373', background: { dark: '#000000', light: '#ffffff' }, anchors: { from: '#0D9373', to: '#07C983' }, ultraLight: '#eeeeee' },
    });
    assert.deepEqual(r.config.colors, { primary: '#0D9373', light: '#07C983', dark: '#0D9373' });
    assert.deepEqual(r.config.background, { color: { light: '#ffffff', dark: '#000000' } });
    assert.deepEqual(droppedPaths(r), ['colors.anchors', 'colors.ultraLight']);
  });

  it('writes the default primary colour when there are no colors, with a note', async () => {
    const r = await upgrade({});
    assert.deepEqual(r.config.colors, { primary: '#16A34A' });
    assert.deepEqual(Object.keys(r.config).slice(0, 4), ['$schema', 'theme', 'name', 'colors']);
    assert.match(r.notes.join('\n'), /colors/);
  });

  it('turns topbarLinks into navbar.links (a typed link gets its type as label)', async () => {
    const r = await upgrade({ topbarLinks: [{ name: 'Blog', url: 'https://acme.com/blog' }, { type: 'github', url: 'https://github.com/acme' }] });
    assert.deepEqual(r.config.navbar, {
      links: [
        { label: 'Blog', href: 'https://acme.com/blog' },
        { label: 'Github', href: 'https://github.com/acme', type: 'github' },
      ],
    });
  });

  it('turns topbarCtaButton into navbar.primary, listing its style options', async () => {
    const button = await upgrade({ topbarCtaButton: { name: 'Sign up', url: 'https://acme.com/signup', style: 'pill', arrow: true } });
    assert.deepEqual(button.config.navbar, { primary: { type: 'button', label: 'Sign up', href: 'https://acme.com/signup' } });
    assert.deepEqual(droppedPaths(button), ['topbarCtaButton.style', 'topbarCtaButton.arrow']);
    const github = await upgrade({ topbarCtaButton: { type: 'github', url: 'https://github.com/acme/repo' } });
    assert.deepEqual(github.config.navbar, { primary: { type: 'github', href: 'https://github.com/acme/repo' } });
  });

  it('turns modeToggle into appearance (isHidden is strict)', async () => {
    const r = await upgrade({ modeToggle: { default: 'dark', isHidden: true } });
    assert.deepEqual(r.config.appearance, { default: 'dark', strict: true });
  });

  it('turns backgroundImage and background.style into background.image and background.decoration', async () => {
    const r = await upgrade({ backgroundImage: '/images/bg.png', background: { style: 'grid' } });
    assert.deepEqual(r.config.background, { image: '/images/bg.png', decoration: 'grid' });
  });

  it('moves openapi to api.openapi, baseUrl to api.mdx.server and auth to api.mdx.auth', async () => {
    const r = await upgrade({
      openapi: ['openapi.json', 'https://acme.com/openapi.yaml'],
      api: { baseUrl: ['https://api.acme.com', 'https://eu.api.acme.com'], auth: { method: 'key', name: 'Authorization', inputPrefix: 'ApiKey' } },
    });
    assert.deepEqual(r.config.api, {
      openapi: ['openapi.json', 'https://acme.com/openapi.yaml'],
      mdx: { server: ['https://api.acme.com', 'https://eu.api.acme.com'], auth: { method: 'key', name: 'Authorization' } },
    });
    assert.deepEqual(droppedPaths(r), ['api.auth.inputPrefix']);
  });

  it('turns the playground mode into display and disableProxy into proxy', async () => {
    for (const [mode, display] of [['show', 'interactive'], ['hide', 'none'], ['simple', 'simple']]) {
      const r = await upgrade({ api: { playground: { mode, disableProxy: true } } });
      assert.deepEqual(r.config.api, { playground: { display, proxy: false } });
    }
  });

  it('moves example languages and optional parameters to api.examples, paramFields to api.params, and lists maintainOrder', async () => {
    const r = await upgrade({
      api: { request: { example: { languages: ['bash', 'python'], showOptionalParams: false } }, maintainOrder: true, paramFields: { expanded: 'all', post: ['x'] } },
    });
    assert.deepEqual(r.config.api, { params: { expanded: 'all', post: ['x'] }, examples: { languages: ['bash', 'python'], defaults: 'required' } });
    assert.deepEqual(droppedPaths(r), ['api.maintainOrder']);
  });

  it('turns footerSocials (map or array) into footer.socials, the footer\'s own socials winning', async () => {
    const map = await upgrade({ footerSocials: { x: 'https://x.com/acme', github: 'https://github.com/acme', myspace: 'https://myspace.com/acme' } });
    assert.deepEqual(map.config.footer, { socials: { x: 'https://x.com/acme', github: 'https://github.com/acme' } });
    assert.deepEqual(droppedPaths(map), ['footerSocials.myspace']);
    const array = await upgrade({
      footerSocials: [{ type: 'x', url: 'https://x.com/old' }, { type: 'discord', url: 'https://discord.gg/acme' }],
      footer: { socials: { x: 'https://x.com/acme' } },
    });
    assert.deepEqual(array.config.footer, { socials: { x: 'https://x.com/acme', discord: 'https://discord.gg/acme' } });
  });

  it('renames footer.links columns to header and items', async () => {
    const r = await upgrade({ footer: { links: [{ title: 'Learn', links: [{ label: 'Blog', url: 'https://acme.com/blog' }] }] } });
    assert.deepEqual(r.config.footer, { links: [{ header: 'Learn', items: [{ label: 'Blog', href: 'https://acme.com/blog' }] }] });
  });

  it('lists feedback, and the fields that went away', async () => {
    const r = await upgrade({ feedback: { thumbsRating: true }, topbar: { style: 'gradient' }, sidebar: { items: 'card' }, rounded: 'sharp', isWhiteLabeled: true, mintlify: '4.0' });
    assert.deepEqual(droppedPaths(r), ['feedback', 'topbar', 'sidebar', 'rounded', 'isWhiteLabeled', 'mintlify']);
    for (const key of ['feedback', 'topbar', 'sidebar', 'rounded', 'isWhiteLabeled', 'mintlify']) assert.equal(r.config[key], undefined);
  });

  it('moves analytics to integrations and wraps the old bare intercom and frontchat ids', async () => {
    const r = await upgrade({
      analytics: { ga4: { measurementId: 'G-123' }, posthog: { apiKey: 'phc_abc' }, oldtracker: { id: 'x' } },
      integrations: { intercom: 'abcdef1', frontchat: 'snippet1' },
    });
    assert.deepEqual(r.config.integrations, {
      ga4: { measurementId: 'G-123' },
      posthog: { apiKey: 'phc_abc' },
      intercom: { appId: 'abcdef1' },
      frontchat: { snippetId: 'snippet1' },
    });
    assert.deepEqual(droppedPaths(r), ['analytics.oldtracker']);
  });

  it('moves metadata to seo.metatags and indexHiddenPages to seo.indexing', async () => {
    const r = await upgrade({ metadata: { 'og:site_name': 'Acme' }, seo: { indexHiddenPages: true } });
    assert.deepEqual(r.config.seo, { metatags: { 'og:site_name': 'Acme' }, indexing: 'all' });
    assert.deepEqual((await upgrade({ seo: { indexHiddenPages: false } })).config.seo, { indexing: 'navigable' });
  });

  it('keeps the search prompt and lists search.location', async () => {
    const r = await upgrade({ search: { prompt: 'Ask Acme', location: 'top' } });
    assert.deepEqual(r.config.search, { prompt: 'Ask Acme' });
    assert.deepEqual(droppedPaths(r), ['search.location']);
  });

  it('turns font into fonts (url is source, headings is heading), taking the format from the file name', async () => {
    const one = await upgrade({ font: { family: 'Inter', weight: 400, url: 'https://acme.com/inter.woff2' } });
    assert.deepEqual(one.config.fonts, { family: 'Inter', weight: 400, source: 'https://acme.com/inter.woff2', format: 'woff2' });
    const two = await upgrade({ font: { headings: { family: 'Playfair Display' }, body: { family: 'Inter', url: '/fonts/inter.ttf' } } });
    assert.deepEqual(two.config.fonts, { heading: { family: 'Playfair Display' }, body: { family: 'Inter' } });
    assert.deepEqual(droppedPaths(two), ['font.body.url']);
  });

  it('moves eyebrow.display and codeBlock.mode to styling', async () => {
    const r = await upgrade({ eyebrow: { display: 'breadcrumbs' }, codeBlock: { mode: 'auto' } });
    assert.deepEqual(r.config.styling, { eyebrows: 'breadcrumbs', codeblocks: 'system' });
    assert.deepEqual((await upgrade({ codeBlock: { mode: 'dark' } })).config.styling, { codeblocks: 'dark' });
  });

  it('keeps redirects as they are', async () => {
    const redirects = [{ source: '/old', destination: '/new', permanent: true }];
    assert.deepEqual((await upgrade({ redirects })).config.redirects, redirects);
  });

  it('lists a field of neither layout, and keeps a field only today\'s layout has', async () => {
    const r = await upgrade({ style: 'roundedRectangle', banner: { content: 'New!' }, description: 'Docs' });
    assert.deepEqual(droppedPaths(r), ['style']);
    assert.deepEqual(r.config.banner, { content: 'New!' });
    assert.equal(r.config.description, 'Docs');
  });

  it('places each new key where its first old field was', async () => {
    const r = upgradeConfig({
      $schema: 'https://mintlify.com/schema.json',
      name: 'Acme',
      topbarLinks: [{ name: 'Blog', url: 'https://acme.com/blog' }],
      colors: { primary: '#000000' },
      navigation: [{ group: 'Start', pages: ['index'] }],
      analytics: { ga4: { measurementId: 'G-1' } },
      footerSocials: { x: 'https://x.com/acme' },
      modeToggle: { default: 'dark' },
    });
    await assertVendorAccepts(r.config);
    assert.deepEqual(Object.keys(r.config), ['$schema', 'theme', 'name', 'navbar', 'colors', 'navigation', 'integrations', 'footer', 'appearance']);
  });
});
