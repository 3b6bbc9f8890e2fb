/**
 * The navigation rows of section 5: groups, tabs and anchors by URL prefix, the synthesised first
 * tab/anchor, nesting, versions and languages, and division OpenAPI sources.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { upgradeConfig } from '../../../service/src/upgrade/upgrade';
import { JsonObject } from '../../../service/src/upgrade/types';
import { assertVendorAccepts } from './oracle';

async function navigationOf(old: JsonObject) {
  const result = upgradeConfig({ name: 'Acme', ...old });
  await assertVendorAccepts(result.config, JSON.stringify(old));
  return { navigation: result.config.navigation as JsonObject, dropped: result.dropped.map((d) => d.path), notes: result.notes };
}

describe('upgrade: navigation', () => {
  it('turns plain groups into navigation.groups, iconType into an icon style; public stays', async () => {
    const { navigation, dropped } = await navigationOf({
      navigation: [{ group: 'Start', icon: 'rocket', iconType: 'solid', public: true, pages: ['index', { group: 'More', pages: ['more/a'] }] }],
    });
    assert.deepEqual(navigation, {
      groups: [{ group: 'Start', icon: { name: 'rocket', style: 'solid' }, public: true, pages: ['index', { group: 'More', pages: ['more/a'] }] }],
    });
    assert.deepEqual(dropped, []);
  });

  it('lists pages of an unnamed group directly (today a group needs a name)', async () => {
    const { navigation } = await navigationOf({ navigation: [{ group: '', pages: ['index'] }, { group: 'Guides', pages: ['guides/a'] }] });
    assert.deepEqual(navigation, { pages: ['index', { group: 'Guides', pages: ['guides/a'] }] });
  });

  it('puts each page in the tab whose url is its prefix, the rest in the primary tab', async () => {
    const { navigation } = await navigationOf({
      primaryTab: { name: 'Guides', isDefaultHidden: false },
      tabs: [{ name: 'API', url: '/api-reference/', isDefaultHidden: true }, { name: 'Blog', url: 'https://acme.com/blog' }],
      navigation: [
        { group: 'Start', pages: ['index', 'api-reference/intro'] },
        { group: 'Endpoints', pages: ['api-reference/users'] },
      ],
    });
    assert.deepEqual(navigation, {
      tabs: [
        { tab: 'Guides', groups: [{ group: 'Start', pages: ['index'] }] },
        { tab: 'API', hidden: true, groups: [{ group: 'Start', pages: ['api-reference/intro'] }, { group: 'Endpoints', pages: ['api-reference/users'] }] },
        { tab: 'Blog', href: 'https://acme.com/blog' },
      ],
    });
  });

  it('names the synthesised first tab Documentation by default, and matches the longest prefix', async () => {
    const { navigation } = await navigationOf({
      tabs: [{ name: 'API', url: 'api' }, { name: 'API v2', url: 'api/v2' }],
      navigation: [{ group: 'G', pages: ['index', 'api/a', 'api/v2/b', 'api-other/c'] }],
    });
    assert.deepEqual(navigation, {
      tabs: [
        { tab: 'Documentation', groups: [{ group: 'G', pages: ['index', 'api-other/c'] }] },
        { tab: 'API', groups: [{ group: 'G', pages: ['api/a'] }] },
        { tab: 'API v2', groups: [{ group: 'G', pages: ['api/v2/b'] }] },
      ],
    });
  });

  it('moves tabs that are all links to navigation.global.tabs', async () => {
    const { navigation } = await navigationOf({
      tabs: [{ name: 'Blog', url: 'https://acme.com/blog' }],
      navigation: [{ group: 'G', pages: ['index'] }],
    });
    assert.deepEqual(navigation, { global: { tabs: [{ tab: 'Blog', href: 'https://acme.com/blog' }] }, groups: [{ group: 'G', pages: ['index'] }] });
  });

  it('moves anchors that are all links to navigation.global.anchors, the top anchor holding the pages', async () => {
    const { navigation } = await navigationOf({
      topAnchor: { name: 'Docs', icon: 'book', iconType: 'duotone' },
      anchors: [{ name: 'GitHub', icon: 'github', url: 'https://github.com/acme', color: '#333333' }],
      navigation: [{ group: 'G', pages: ['index'] }],
    });
    assert.deepEqual(navigation, {
      global: { anchors: [{ anchor: 'GitHub', icon: 'github', color: { light: '#333333', dark: '#333333' }, href: 'https://github.com/acme' }] },
      anchors: [{ anchor: 'Docs', icon: { name: 'book', style: 'duotone' }, groups: [{ group: 'G', pages: ['index'] }] }],
    });
  });

  it('keeps link anchors beside anchors holding pages, a gradient colour as its start colour', async () => {
    const { navigation, dropped } = await navigationOf({
      anchors: [
        { name: 'API', url: 'api', icon: 'code', color: { from: '#112233', to: '#445566' } },
        { name: 'Status', url: 'https://status.acme.com' },
      ],
      navigation: [{ group: 'G', pages: ['index'] }, { group: 'H', pages: ['api/x'] }],
    });
    assert.deepEqual(navigation, {
      anchors: [
        { anchor: 'Documentation', icon: 'book-open', groups: [{ group: 'G', pages: ['index'] }] },
        { anchor: 'API', icon: 'code', color: { light: '#112233', dark: '#112233' }, groups: [{ group: 'H', pages: ['api/x'] }] },
        { anchor: 'Status', href: 'https://status.acme.com' },
      ],
    });
    assert.deepEqual(dropped, ['anchors[0].color.to']);
  });

  it('lists a tab that no page falls under instead of writing an empty tab', async () => {
    const { navigation, dropped } = await navigationOf({
      tabs: [{ name: 'Guides', url: 'guides' }, { name: 'Empty', url: 'nothing-here' }],
      navigation: [{ group: 'G', pages: ['guides/a'] }],
    });
    assert.deepEqual(navigation, { tabs: [{ tab: 'Guides', groups: [{ group: 'G', pages: ['guides/a'] }] }] });
    assert.deepEqual(dropped, ['tabs[1]']);
  });

  it('gives a tab\'s or anchor\'s openapi the tab url as directory, and keeps a tab whose pages all come from it', async () => {
    const { navigation, dropped } = await navigationOf({
      tabs: [
        { name: 'API', url: 'api-reference', openapi: 'openapi.json' },
        { name: 'Remote', url: 'remote', openapi: ['https://acme.com/a.yaml', 'b.json'] },
      ],
      navigation: [{ group: 'G', pages: ['index'] }, { group: 'Users', pages: ['api-reference/users'] }],
    });
    assert.deepEqual(navigation, {
      tabs: [
        { tab: 'Documentation', groups: [{ group: 'G', pages: ['index'] }] },
        { tab: 'API', openapi: { source: 'openapi.json', directory: 'api-reference' }, groups: [{ group: 'Users', pages: ['api-reference/users'] }] },
        { tab: 'Remote', openapi: [{ source: 'https://acme.com/a.yaml', directory: 'remote' }, { source: 'b.json', directory: 'remote' }] },
      ],
    });
    assert.deepEqual(dropped, []);
  });

  it('nests tabs inside anchors when the tabs are not within the anchors\' urls', async () => {
    const { navigation } = await navigationOf({
      tabs: [{ name: 'Examples', url: 'examples' }],
      anchors: [{ name: 'API', url: 'api' }, { name: 'GitHub', url: 'https://github.com/acme' }],
      navigation: [{ group: 'G', pages: ['index'] }, { group: 'E', pages: ['examples/a'] }, { group: 'A', pages: ['api/a'] }],
    });
    assert.deepEqual(navigation, {
      anchors: [
        {
          anchor: 'Documentation',
          icon: 'book-open',
          tabs: [
            { tab: 'Documentation', groups: [{ group: 'G', pages: ['index'] }] },
            { tab: 'Examples', groups: [{ group: 'E', pages: ['examples/a'] }] },
          ],
        },
        { anchor: 'API', groups: [{ group: 'A', pages: ['api/a'] }] },
        { anchor: 'GitHub', href: 'https://github.com/acme' },
      ],
    });
  });

  it('nests anchors inside tabs when every anchor lies within a tab', async () => {
    const { navigation } = await navigationOf({
      tabs: [{ name: 'API', url: 'api' }],
      anchors: [{ name: 'v1', url: 'api/v1' }, { name: 'v2', url: 'api/v2' }],
      navigation: [{ group: 'G', pages: ['index'] }, { group: 'Intro', pages: ['api/intro'] }, { group: 'One', pages: ['api/v1/a'] }, { group: 'Two', pages: ['api/v2/a'] }],
    });
    assert.deepEqual(navigation, {
      tabs: [
        { tab: 'Documentation', groups: [{ group: 'G', pages: ['index'] }] },
        {
          tab: 'API',
          anchors: [
            { anchor: 'Documentation', icon: 'book-open', groups: [{ group: 'Intro', pages: ['api/intro'] }] },
            { anchor: 'v1', groups: [{ group: 'One', pages: ['api/v1/a'] }] },
            { anchor: 'v2', groups: [{ group: 'Two', pages: ['api/v2/a'] }] },
          ],
        },
      ],
    });
  });

  it('gives each version its own tree of the groups, tabs and anchors of that version', async () => {
    const { navigation, dropped } = await navigationOf({
      versions: ['v2', { name: 'v1', default: true }, { name: 'v0', url: 'https://v0.acme.com' }],
      tabs: [{ name: 'API', url: 'api' }, { name: 'Old API', url: 'v1/api', version: 'v1' }],
      navigation: [
        { group: 'Shared', pages: ['index'] },
        { group: 'New', version: 'v2', pages: ['v2/a', 'api/x'] },
        { group: 'Old', version: 'v1', pages: ['v1/a', 'v1/api/y'] },
        { group: 'Lost', version: 'v9', pages: ['v9/a'] },
      ],
    });
    assert.deepEqual(navigation, {
      versions: [
        {
          version: 'v2',
          tabs: [
            { tab: 'Documentation', groups: [{ group: 'Shared', pages: ['index'] }, { group: 'New', pages: ['v2/a'] }] },
            { tab: 'API', groups: [{ group: 'New', pages: ['api/x'] }] },
          ],
        },
        {
          version: 'v1',
          default: true,
          tabs: [
            { tab: 'Documentation', groups: [{ group: 'Shared', pages: ['index'] }, { group: 'Old', pages: ['v1/a'] }] },
            { tab: 'Old API', groups: [{ group: 'Old', pages: ['v1/api/y'] }] },
          ],
        },
        { version: 'v0', href: 'https://v0.acme.com' },
      ],
    });
    // The API tab is empty in v1 only, and the v9 group is in no version: both are listed.
    assert.deepEqual(dropped, ['tabs[0]', 'navigation[3]']);
  });

  it('turns versions that all have a locale into navigation.languages', async () => {
    const { navigation, notes } = await navigationOf({
      versions: [{ name: 'English', locale: 'en', default: true }, { name: 'Français', locale: 'fr' }],
      navigation: [{ group: 'Start', version: 'English', pages: ['index'] }, { group: 'Début', version: 'Français', pages: ['fr/index'] }],
    });
    assert.deepEqual(navigation, {
      languages: [
        { language: 'en', default: true, groups: [{ group: 'Start', pages: ['index'] }] },
        { language: 'fr', groups: [{ group: 'Début', pages: ['fr/index'] }] },
      ],
    });
    assert.match(notes.join('\n'), /languages/);
  });

  it('lists a group version when there is no versions list (the group is shown)', async () => {
    const { navigation, dropped } = await navigationOf({ navigation: [{ group: 'G', version: 'v1', pages: ['index'] }] });
    assert.deepEqual(navigation, { groups: [{ group: 'G', pages: ['index'] }] });
    assert.deepEqual(dropped, ['navigation[0].version']);
  });

  it('lists page entries that are not pages and unknown group keys', async () => {
    const { navigation, dropped } = await navigationOf({ navigation: [{ group: 'G', mode: 'wide', pages: ['index', 42] }, 'loose-page'] });
    assert.deepEqual(navigation, { groups: [{ group: 'G', pages: ['index'] }] });
    assert.deepEqual(dropped, ['navigation[0].mode', 'navigation[0].pages[1]', 'navigation[1]']);
  });
});
