/**
 * What the chrome keeps between builds (chromeCache.ts): after every kind of change, a build with the
 * cache equals a build without one, and a title typed in one page sanitizes the one sidebar block
 * that lists it (issue 22: keystroke → painted within 50 ms on a 10,000-page site).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildChrome, type ChromeResult } from '../../../preview/src/chrome';
import { ChromeCache } from '../../../preview/src/chromeCache';
import { joinSidebar } from '../../../preview/src/chromePatch';
import { sidebarTree } from '../../../preview/src/chromeSidebar';
import { navigationView } from '../../../preview/src/chromeNavigation';
import { PageTitles } from '../../../preview/src/chromeTitles';
import { assetResolver } from '../../../preview/src/chromeParts';
import { sanitizeToHtml } from '../../../preview/src/safeHtml';
import { SiteModelCache } from '../../../site/src/model/cache';
import { buildSiteModel } from '../../../site/src/model/build';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const config = {
  name: 'Cached',
  theme: 'mint',
  colors: { primary: '#0D9373' },
  navigation: {
    pages: [
      'loose-one',
      { group: 'Hidden', hidden: true, pages: ['hidden/inside'] },
      'loose-two',
      { group: 'Guides', icon: 'book', root: 'guides/index', pages: ['guides/a', 'guides/b', { group: 'Nested', pages: ['guides/c'] }] },
      { group: 'Reference', pages: ['ref/x', 'ref/missing'] },
    ],
  },
};
const page = (title: string) => `---\ntitle: ${title}\n---\n\nBody.\n`;

function site(): InMemoryWorkspace {
  return new InMemoryWorkspace({
    '/s/docs.json': JSON.stringify(config),
    '/s/loose-one.mdx': page('Loose one'),
    '/s/loose-two.mdx': page('Loose two'),
    '/s/hidden/inside.mdx': page('Inside'),
    '/s/guides/index.mdx': page('Guides home'),
    '/s/guides/a.mdx': page('A'),
    '/s/guides/b.mdx': page('B'),
    '/s/guides/c.mdx': 'No frontmatter.\n',
    '/s/ref/x.mdx': page('X'),
  });
}

const assetUrl = (p: string) => 'https://res.test' + p;

describe('the chrome cache', () => {
  it('after each kind of change, the chrome built with the cache is the one built without it', () => {
    const ws = site();
    const models = new SiteModelCache(ws);
    const cache = new ChromeCache();
    const cached = (pageId: string) => ok(buildChrome(models.get('/s/docs.json'), { pageId, workspace: ws, assetUrl, cache }));
    const fresh = (pageId: string) => ok(buildChrome(buildSiteModel('/s/docs.json', ws), { pageId, workspace: ws, assetUrl }));
    const write = (path: string, text: string) => {
      ws.set(path, text);
      cache.changed(path); // as the render thread is told by the editor's texts and the file watcher
    };
    const steps: [string, string, () => void][] = [
      ['first build', 'guides/a', () => {}],
      ['a title typed in a listed page', 'guides/a', () => write('/s/guides/b.mdx', page('B typed'))],
      ['a sidebarTitle given to a page without frontmatter', 'guides/a', () => write('/s/guides/c.mdx', '---\nsidebarTitle: See\n---\n')],
      ['another page shown', 'ref/x', () => {}],
      ['the page inside the hidden group shown (the loose runs split around it)', 'hidden/inside', () => {}],
      ['back out of the hidden group', 'loose-two', () => {}],
      ['the group root shown', 'guides/index', () => {}],
      ['a listed page deleted', 'guides/index', () => ws.delete('/s/guides/a.mdx')],
      ['a missing page created', 'guides/index', () => ws.set('/s/ref/missing.mdx', page('Was missing'))],
      ['.mintignore leaves a page out', 'guides/index', () => ws.set('/s/.mintignore', 'guides/b.mdx\n')],
      ['.mintignore emptied', 'guides/index', () => ws.set('/s/.mintignore', '')],
      ['docs.json changed', 'guides/index', () => write('/s/docs.json', JSON.stringify({ ...config, navigation: { pages: [...config.navigation.pages, { group: 'More', pages: ['loose-one'] }] } }))],
    ];
    for (const [what, pageId, change] of steps) {
      change();
      const built = cached(pageId);
      assert.deepEqual(built.chrome, fresh(pageId).chrome, what);
      assert.equal(joinSidebar(built.sidebarParts), built.chrome.sidebar, what);
    }
  });

  it('two panels showing different pages of one site each get their own current page', () => {
    const ws = site();
    const models = new SiteModelCache(ws);
    const cache = new ChromeCache();
    for (const pageId of ['guides/a', 'hidden/inside', 'guides/a', 'ref/x', 'hidden/inside']) {
      const built = ok(buildChrome(models.get('/s/docs.json'), { pageId, workspace: ws, assetUrl, cache }));
      assert.deepEqual(built.chrome, ok(buildChrome(buildSiteModel('/s/docs.json', ws), { pageId, workspace: ws, assetUrl })).chrome, pageId);
      assert.match(built.chrome.sidebar, new RegExp(`href="/${pageId}"[^>]*aria-current="page"`), pageId);
    }
  });

  it('a title typed in one page builds one block again; a body edit builds none', () => {
    const ws = site();
    const models = new SiteModelCache(ws);
    const cache = new ChromeCache();
    const build = () => ok(buildChrome(models.get('/s/docs.json'), { pageId: 'ref/x', workspace: ws, assetUrl, cache })).sidebarParts.blocks;
    const first = build();
    assert.equal(first.length, 3, 'the loose pages (around the hidden group), Guides, Reference');
    ws.set('/s/guides/b.mdx', page('B retitled'));
    cache.changed('/s/guides/b.mdx');
    const retitled = build();
    assert.deepEqual(retitled.map((block, i) => block === first[i]), [true, false, true], 'only the Guides block is new');
    assert.match(retitled[1], />B retitled</);
    ws.set('/s/guides/b.mdx', page('B retitled') + 'More body.\n');
    cache.changed('/s/guides/b.mdx');
    assert.deepEqual(build().map((block, i) => block === retitled[i]), [true, true, true]);
  });

  it('block by block, the sidebar is the sidebar sanitized whole', () => {
    const ws = site();
    const model = buildSiteModel('/s/docs.json', ws);
    for (const pageId of ['guides/a', 'hidden/inside', 'guides/index', 'ref/missing']) {
      const built = ok(buildChrome(model, { pageId, workspace: ws, assetUrl }));
      const ctx = { model, pageId, workspace: ws, asset: assetResolver(model, ws, assetUrl), icons: { library: model.iconLibrary ?? ('fontawesome' as const) } };
      const whole = sanitizeToHtml({ type: 'root', children: sidebarTree(ctx, navigationView(model, pageId, undefined), new PageTitles(ctx)) });
      assert.equal(built.chrome.sidebar, whole, pageId);
    }
  });
});

function ok(result: ChromeResult): Extract<ChromeResult, { ok: true }> {
  assert.ok(result.ok, result.ok ? '' : result.error);
  return result;
}

describe("the chrome cache's page frontmatter", () => {
  it('on a site of more pages than it keeps, the least recently read page goes, not every page', () => {
    const files: Record<string, string> = {};
    const pages = 100_001;
    for (let i = 0; i < pages; i++) files[`/s/p${i}.mdx`] = `---\ntitle: P${i}\n---\n`;
    const reads: string[] = [];
    const workspace = new (class extends InMemoryWorkspace {
      override readFile(path: string): string | undefined {
        reads.push(path);
        return super.readFile(path);
      }
    })(files);
    const cache = new ChromeCache();
    for (let i = 0; i < pages; i++) {
      cache.frontmatter.data(`/s/p${i}.mdx`, workspace);
      if (i === pages - 2) cache.frontmatter.data('/s/p1.mdx', workspace); // p1 read again: recent
    }
    reads.length = 0;
    assert.deepEqual(cache.frontmatter.data('/s/p1.mdx', workspace), { title: 'P1' });
    assert.deepEqual(cache.frontmatter.data(`/s/p${pages - 1}.mdx`, workspace), { title: `P${pages - 1}` });
    assert.deepEqual(reads, [], 'pages read lately are kept');
    assert.deepEqual(cache.frontmatter.data('/s/p0.mdx', workspace), { title: 'P0' });
    assert.deepEqual(reads, ['/s/p0.mdx'], 'the least recently read page was let go, and is read again');
  });
});
