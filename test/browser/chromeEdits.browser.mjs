// The chrome's edits in the webview (issue 22): a title typed in another page arrives as the edit of
// the sidebar's changed middle; the webview applies it to the chrome it shows and morphs only that
// area. Edits made from another chrome do not fit: the webview then asks the host for the whole one.
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
