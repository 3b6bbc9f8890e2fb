/** The previous / next links below a page: order and titles, for both layouts of docs.json. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildChrome } from '../../../preview/src/chrome';
import { navigationView } from '../../../preview/src/chromeNavigation';
import { neighboursOf, pageOrder } from '../../../preview/src/chromePager';
import { buildSiteModel } from '../../../site/src/model/build';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const ws = new InMemoryWorkspace({
  '/s/docs.json': '{}',
  '/s/introduction.mdx': '---\ntitle: "Introduction"\n---\n',
  '/s/quickstart.mdx': '---\ntitle: "Quickstart"\nsidebarTitle: "Start here"\n---\n',
  '/s/guides/one.mdx': '---\ntitle: "Guide one"\n---\n',
  '/s/guides/adv.mdx': '---\ntitle: "Advanced guide"\n---\n',
  '/s/guides/two.mdx': 'No frontmatter: the link names the page id.\n',
  '/s/index.mdx': '---\ntitle: "Home"\n---\n',
  '/s/deep/overview.mdx': '---\ntitle: "Deep overview"\n---\n',
  '/s/deep/a.mdx': '---\ntitle: "Deep A"\nhideFooterPagination: true\n---\n',
  '/s/deep/b.mdx': '---\ntitle: "Deep B"\n---\n',
  '/s/secret/x.mdx': '---\ntitle: "Secret"\n---\n',
  '/s/api/errors.mdx': '---\ntitle: "Errors"\n---\n',
});
const assetUrl = (p: string): string => 'https://res.test' + p;
const modelOf = (config: object) => buildSiteModel('/s/docs.json', ws, JSON.stringify(config));
const pagerOf = (config: object, pageId: string): string => {
  const r = buildChrome(modelOf(config), { pageId, workspace: ws, assetUrl });
  assert.ok(r.ok);
  return r.chrome.pager;
};
/** The order of the sidebar's pages for a page, as the pager walks it. */
const orderOf = (config: object, pageId: string): string[] => pageOrder(navigationView(modelOf(config), pageId, undefined).groups, pageId);

// The spec's layout: `navigation` is an array of groups; tabs and anchors claim groups by URL prefix.
const legacy = {
  name: 'Acme',
  navigation: [
    { group: 'Start', pages: ['introduction', 'quickstart'] },
    { group: 'Guides', pages: ['guides/one', { group: 'Advanced', pages: ['guides/adv'] }, 'guides/two'] },
  ],
};
const legacyWithTab = { ...legacy, tabs: [{ name: 'Guides', url: 'guides' }] };

// Today's layout: `navigation` is an object (tabs holding groups), with group roots, nesting, a
// hidden group and an OpenAPI operation entry.
const today = {
  theme: 'mint',
  name: 'Orbit',
  colors: { primary: '#0E7490' },
  navigation: {
    tabs: [
      {
        tab: 'Guides',
        groups: [
          { group: 'Start', pages: ['index', 'quickstart'] },
          { group: 'Deep', root: 'deep/overview', pages: ['deep/a', { group: 'Nested', pages: ['deep/b'] }] },
          { group: 'Secret', hidden: true, pages: ['secret/x'] },
        ],
      },
      { tab: 'API', groups: [{ group: 'Users', pages: ['GET /users', 'api/errors'] }] },
    ],
  },
};

describe('preview chrome: previous / next, the spec\'s layout (navigation array)', () => {
  it('walks the groups in sidebar order, nested groups in place, across group boundaries', () => {
    assert.deepEqual(orderOf(legacy, 'quickstart'), ['introduction', 'quickstart', 'guides/one', 'guides/adv', 'guides/two']);
    assert.deepEqual(neighboursOf(orderOf(legacy, 'quickstart'), 'quickstart'), { previous: 'introduction', next: 'guides/one' });
    assert.deepEqual(neighboursOf(orderOf(legacy, 'guides/adv'), 'guides/adv'), { previous: 'guides/one', next: 'guides/two' });
  });
  it('has no previous on the first page and no next on the last', () => {
    assert.deepEqual(neighboursOf(orderOf(legacy, 'introduction'), 'introduction'), { previous: undefined, next: 'quickstart' });
    assert.deepEqual(neighboursOf(orderOf(legacy, 'guides/two'), 'guides/two'), { previous: 'guides/adv', next: undefined });
    const first = pagerOf(legacy, 'introduction');
    assert.doesNotMatch(first, /ds-pager-prev/);
    assert.match(first, /class="ds-pager-link ds-pager-next" href="\/quickstart" data-ds-page="quickstart">.*Next.*>Quickstart</);
    const last = pagerOf(legacy, 'guides/two');
    assert.doesNotMatch(last, /ds-pager-next/);
    assert.match(last, /class="ds-pager-link ds-pager-prev" href="\/guides\/adv" data-ds-page="guides\/adv">.*Previous.*>Advanced guide</);
  });
  it('names a neighbour by its frontmatter title (not its sidebar title), else by its page id', () => {
    assert.match(pagerOf(legacy, 'introduction'), />Quickstart</);
    assert.doesNotMatch(pagerOf(legacy, 'introduction'), /Start here/);
    assert.match(pagerOf(legacy, 'guides/adv'), /data-ds-page="guides\/two">.*>guides\/two</);
  });
  it('stays inside the current tab: a tab\'s first page has no previous from another section', () => {
    assert.deepEqual(orderOf(legacyWithTab, 'guides/one'), ['guides/one', 'guides/adv', 'guides/two']);
    assert.deepEqual(orderOf(legacyWithTab, 'quickstart'), ['introduction', 'quickstart']);
    assert.doesNotMatch(pagerOf(legacyWithTab, 'guides/one'), /ds-pager-prev/);
    assert.doesNotMatch(pagerOf(legacyWithTab, 'quickstart'), /ds-pager-next/);
  });
  it('a page outside the navigation has no pager', () => {
    assert.equal(pagerOf(legacy, 'deep/b'), '');
  });
});

describe('preview chrome: previous / next, today\'s layout (navigation object)', () => {
  it('walks the current tab\'s groups: group roots before their pages, nested groups in place', () => {
    assert.deepEqual(orderOf(today, 'quickstart'), ['index', 'quickstart', 'deep/overview', 'deep/a', 'deep/b']);
    assert.match(pagerOf(today, 'quickstart'), /data-ds-page="index">.*>Home<.*data-ds-page="deep\/overview">.*>Deep overview</);
    assert.match(pagerOf(today, 'deep/b'), /data-ds-page="deep\/a">.*>Deep A</);
    assert.doesNotMatch(pagerOf(today, 'deep/b'), /ds-pager-next/);
  });
  it('passes over hidden groups, unless the reader is in one', () => {
    assert.ok(!orderOf(today, 'index').includes('secret/x'));
    assert.deepEqual(neighboursOf(orderOf(today, 'secret/x'), 'secret/x'), { previous: 'deep/b', next: undefined });
  });
  it('passes over OpenAPI operation entries (no page file to open)', () => {
    assert.deepEqual(orderOf(today, 'api/errors'), ['api/errors']);
    assert.equal(pagerOf(today, 'api/errors'), '');
  });
  it('hideFooterPagination on the page hides its links', () => {
    assert.equal(pagerOf(today, 'deep/a'), '');
    assert.match(pagerOf(today, 'deep/overview'), /data-ds-page="deep\/a"/);
  });
  it('a page listed twice in a row is not its own neighbour', () => {
    assert.deepEqual(neighboursOf(['a', 'b', 'b', 'c'], 'b'), { previous: 'a', next: 'c' });
    assert.deepEqual(neighboursOf(['a', 'b'], 'z'), {});
  });
});
