/**
 * The preview chrome of every real site in ../shared/corpus (the spec's layout) and
 * ../shared/corpus-modern (today's): it builds, highlights the site's first page on that page, and
 * shows the real tab, anchor and switcher labels of a few known sites.
 */
import assert from 'node:assert/strict';
import { readdirSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { buildChrome, type ChromeModel } from '../../../preview/src/chrome';
import { firstPageOf } from '../../../site/src/model/walk';
import { buildSiteModel } from '../../../site/src/model/build';
import { FsWorkspace } from '../../../host/src/fsWorkspace';

const SHARED = resolve(process.cwd(), '../shared').replace(/\\/g, '/');
const workspace = new FsWorkspace();
const assetUrl = (p: string): string => 'https://res.test' + p;

function sitesOf(corpus: string): string[] {
  const dir = `${SHARED}/${corpus}`;
  return readdirSync(dir).filter((s) => existsSync(`${dir}/${s}/docs.json`)).map((s) => `${dir}/${s}`);
}

function chromeOf(root: string, pageId?: string): ChromeModel {
  const model = buildSiteModel(root + '/docs.json', workspace);
  const r = buildChrome(model, { pageId: pageId ?? firstPageOf(model.navigation), workspace, assetUrl });
  assert.ok(r.ok, r.ok ? '' : r.error);
  return r.chrome;
}

const labels = (html: string, cls: string): string[] =>
  [...html.matchAll(new RegExp(`<a class="${cls}[^"]*"[^>]*>(?:<span class="ds-anchor-icon"[^>]*>.*?</span><span>)?([^<]*)<`, 'g'))].map((m) => m[1].replace(/&#x3C;|&lt;/g, '<').replace(/&#x26;|&amp;/g, '&'));
const options = (html: string, cls: string): string[] =>
  [...(new RegExp(`<select class="[^"]*${cls}[^"]*"[^>]*>(.*?)</select>`).exec(html)?.[1] ?? '').matchAll(/<option[^>]*>([^<]*)</g)].map((m) => m[1]);

describe('preview chrome over the corpora', () => {
  const sites = [...sitesOf('corpus'), ...sitesOf('corpus-modern')];

  it('finds all 22 sites', () => assert.equal(sites.length, 22));

  for (const root of sites) {
    it(`${root.split('/').slice(-2).join('/')}: builds, with the first page highlighted`, () => {
      const model = buildSiteModel(root + '/docs.json', workspace);
      const first = firstPageOf(model.navigation);
      assert.ok(first, 'the site has a first page');
      const chrome = chromeOf(root, first);
      assert.match(chrome.topbar, /class="ds-topbar-row"/);
      assert.ok(chrome.sidebar.includes(`data-ds-page="${first}" aria-current="page"`), `${first} is highlighted`);
      chromeOf(root, undefined);
    });
  }

  it('old layout: lago shows its tabs and anchors', () => {
    const c = chromeOf(`${SHARED}/corpus/getlago__lago-doc`);
    assert.deepEqual(labels(c.topbar, 'ds-navtab'), ['Home', 'Guide', 'API References', 'Integrations', 'Templates', 'FAQ', 'Changelog']);
    assert.deepEqual(labels(c.sidebar, 'ds-anchor'), ['Documentation', 'Blog', 'Community', 'GitHub', 'Status']);
  });

  it('old layout: novu has its version dropdown', () => {
    assert.deepEqual(options(chromeOf(`${SHARED}/corpus/novuhq__docs`).topbar, 'ds-version'), ['v2.x', 'v0.x']);
  });

  it('today: pipecat shows its tabs and its global anchors', () => {
    const c = chromeOf(`${SHARED}/corpus-modern/pipecat-ai__docs`);
    assert.deepEqual(labels(c.topbar, 'ds-navtab'), ['Overview', 'Pipecat', 'Pipecat Clients', 'Pipecat Flows', 'Pipecat Cloud', 'API Reference']);
    assert.deepEqual(labels(c.sidebar, 'ds-anchor'), ['Pipecat Events', 'Community', 'GitHub', 'Changelog']);
  });

  it('today: dify has a language and a product switcher over its tabs', () => {
    const c = chromeOf(`${SHARED}/corpus-modern/langgenius__dify-docs`);
    assert.deepEqual(options(c.topbar, 'ds-switch-language'), ['English', '中文', '日本語']);
    assert.deepEqual(options(c.topbar, 'ds-switch-product'), ['Cloud', 'Self-Host']);
    assert.deepEqual(labels(c.topbar, 'ds-navtab'), ['Use', 'Learn', 'Developer Resources']);
  });

  it('today: stagehand and spree have version switchers; spree a menu', () => {
    assert.deepEqual(options(chromeOf(`${SHARED}/corpus-modern/browserbase__stagehand`).topbar, 'ds-switch-version'), ['v4', 'v3', 'v2']);
    const spree = chromeOf(`${SHARED}/corpus-modern/spree__spree`);
    assert.deepEqual(options(spree.topbar, 'ds-switch-version'), ['v5.x', 'v6.x']);
    assert.equal(options(spree.sidebar, 'ds-switch-menu').length, 3);
    assert.deepEqual(labels(spree.topbar, 'ds-navtab').slice(0, 3), ['Guides', 'Framework', 'SDK & Tools']);
  });
});
