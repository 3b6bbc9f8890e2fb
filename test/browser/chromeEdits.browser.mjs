// The chrome's edits in the webview (issue 22): a title typed in another page arrives as the edit of
// the sidebar's changed middle; the webview applies it to the chrome it shows and morphs only that
// area, or only the group of the sidebar the edit names. Edits made from another chrome do not fit: the webview then asks the host for the whole one.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function register({ test, ctx }) {
  const docsRoot = ctx.examples;
  const configText = readFileSync(join(docsRoot, 'docs.json'), 'utf8');
  const pagePath = join(docsRoot, 'guides/components-tour.mdx');
  const input = { pageText: readFileSync(pagePath, 'utf8'), pagePath, docsRoot, configText };

  test('chrome edits: the sidebar shows a retitled page at once; the rest of the chrome is left as it was', async () => {
    const v = await ctx.open(input);
    try {
      const chrome = ctx.harness.chromeFor(input);
      const [, title] = /<a [^>]*class="ds-navpage[^"]*"[^>]*>(?:<[^>]+>)*([^<]+)</.exec(chrome.sidebar) ?? [];
      assert.ok(title, 'a page title in the sidebar');
      const edited = chrome.sidebar.replace(`>${title}<`, '>Retitled while typing<');
      await v.page.evaluate(() => { document.getElementById('ds-topbar').dataset.marker = 'kept'; });
      await v.post({ type: 'chromeEdits', edits: { sidebar: ctx.harness.areaEdit(chrome.sidebar, edited) } });
      const sidebar = await v.page.locator('#ds-sidebar').textContent();
      assert.match(sidebar, /Retitled while typing/);
      assert.ok(!sidebar.includes(title) || chrome.sidebar.split(`>${title}<`).length > 2, `"${title}" is gone from the sidebar`);
      assert.equal(await v.page.evaluate(() => document.getElementById('ds-topbar').dataset.marker), 'kept', 'the top bar was not morphed');
      assert.deepEqual(await v.page.evaluate(() => window.__posted.filter((m) => m.type === 'resync')), []);
      assert.deepEqual(v.errors, []);
    } finally {
      await v.close();
    }
  });

  // The example site without its tabs and anchors: every group in one sidebar.
  const { tabs: _tabs, anchors: _anchors, ...untabbed } = JSON.parse(configText);
  const grouped = { ...input, configText: JSON.stringify(untabbed) };

  test('chrome edits: a title typed in one group of the sidebar redraws that group alone', async () => {
    const v = await ctx.open(grouped);
    try {
      const parts = ctx.harness.sidebarPartsFor(grouped);
      assert.ok(parts.blocks.length >= 3, `${parts.blocks.length} blocks in the sidebar's page list`);
      const index = 1;
      const [, title] = /class="ds-navpage[^"]*"[^>]*>([^<]+)</.exec(parts.blocks[index]) ?? [];
      assert.ok(title, 'a page title in the second group');
      const retitled = { ...parts, blocks: parts.blocks.map((block, i) => (i === index ? block.replace(`>${title}<`, '>Retitled in its group<') : block)) };
      const edit = ctx.harness.sidebarEdit(parts, retitled);
      assert.deepEqual(edit.block && [edit.block.index, edit.block.of], [index, parts.blocks.length]);
      // Each group's element is marked: all keep their mark (morphed in place, not replaced). And every
      // HTML text the webview parses is recorded: only the group's, never the whole sidebar's.
      await v.page.evaluate(() => {
        document.querySelectorAll('#ds-sidebar > nav.ds-nav > *').forEach((group, i) => { group.__mark = i; });
        const setter = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
        window.__parsed = [];
        Object.defineProperty(Element.prototype, 'innerHTML', { ...setter, set(html) { window.__parsed.push(String(html).length); setter.set.call(this, html); } });
      });
      await v.post({ type: 'chromeEdits', edits: { sidebar: edit } });
      assert.deepEqual(await v.page.evaluate(() => window.__parsed), [edit.block.length], 'the group parsed alone');
      const after = await v.page.evaluate(() => [...document.querySelectorAll('#ds-sidebar > nav.ds-nav > *')].map((group) => [group.__mark ?? null, group.textContent]));
      assert.deepEqual(after.map(([mark]) => mark), parts.blocks.map((_, i) => i), 'every group element kept (morphed in place)');
      assert.match(after[index][1], /Retitled in its group/);
      // What the webview shows is what it would show for the whole new sidebar.
      const shown = await v.page.locator('#ds-sidebar').innerHTML();
      const expected = await v.page.evaluate((html) => { const t = document.createElement('div'); t.innerHTML = html; return t.innerHTML; }, retitled.open + retitled.blocks.join('') + retitled.close);
      assert.equal(shown, expected);
      assert.deepEqual(await v.page.evaluate(() => window.__posted.filter((m) => m.type === 'resync')), []);
      assert.deepEqual(v.errors, []);
    } finally {
      await v.close();
    }
  });

  test('a block edit whose block count is not the one shown redraws the whole sidebar, still right', async () => {
    const v = await ctx.open(grouped);
    try {
      const parts = ctx.harness.sidebarPartsFor(grouped);
      const [, title] = /class="ds-navpage[^"]*"[^>]*>([^<]+)</.exec(parts.blocks[0]) ?? [];
      const retitled = { ...parts, blocks: parts.blocks.map((block, i) => (i === 0 ? block.replace(`>${title}<`, '>Counted wrong<') : block)) };
      const edit = ctx.harness.sidebarEdit(parts, retitled);
      await v.post({ type: 'chromeEdits', edits: { sidebar: { ...edit, block: { ...edit.block, of: edit.block.of + 1 } } } });
      assert.match(await v.page.locator('#ds-sidebar').textContent(), /Counted wrong/);
      assert.deepEqual(await v.page.evaluate(() => window.__posted.filter((m) => m.type === 'resync')), []);
    } finally {
      await v.close();
    }
  });

  test('chrome edits that do not fit the chrome shown change nothing and ask the host for the whole chrome', async () => {
    const v = await ctx.open(input);
    try {
      const before = await v.page.locator('#ds-sidebar').innerHTML();
      await v.post({ type: 'chromeEdits', edits: { sidebar: { at: 10_000_000, remove: 5, insert: '<b>never</b>' } } });
      assert.equal(await v.page.locator('#ds-sidebar').innerHTML(), before);
      assert.deepEqual(await v.page.evaluate(() => window.__posted.filter((m) => m.type === 'resync')), [{ type: 'resync' }]);
    } finally {
      await v.close();
    }
  });
}
