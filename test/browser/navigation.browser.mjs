// The preview's site navigation in Chromium, at the widths a reader meets it: the drawer of a narrow
// preview (menu button, Escape, a click outside, a page chosen), the "On this page" column of a wide
// one (a click scrolls to the heading, nothing navigates), and the previous / next links below a page.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { todayConfig } from './todayConfig.mjs';

export function register({ test, ctx }) {
  const docsRoot = ctx.examples;
  const realConfig = readFileSync(join(docsRoot, 'docs.json'), 'utf8');
  const pathOf = (id) => join(docsRoot, id + '.mdx');
  const titleOf = (id) => /^title:\s*"(.*)"\s*$/m.exec(readFileSync(pathOf(id), 'utf8'))[1];
  const open = (id, viewport, configText = realConfig, pageText = readFileSync(pathOf(id), 'utf8')) =>
    ctx.open({ pageText, pagePath: pathOf(id), docsRoot, configText }, { viewport });
  const links = (page) => page.evaluate(() => window.__posted.filter((m) => m.type === 'link'));
  const drawerState = (page) =>
    page.evaluate(() => {
      const button = document.querySelector('#ds-topbar [data-ds-action="toggle-nav"]');
      const sidebar = document.getElementById('ds-sidebar');
      const box = sidebar.getBoundingClientRect();
      return {
        expanded: button.getAttribute('aria-expanded'),
        controls: button.getAttribute('aria-controls'),
        label: button.getAttribute('aria-label'),
        visibility: getComputedStyle(sidebar).visibility,
        left: box.left,
        focusInDrawer: sidebar.contains(document.activeElement),
        focusOnButton: document.activeElement === button,
      };
    });
  /** Waits for the drawer to have slid fully in (open) or out (closed): its transition has ended. */
  const drawerSettled = (page, open) =>
    page.waitForFunction((o) => {
      const s = document.getElementById('ds-sidebar');
      const left = s.getBoundingClientRect().left;
      return o ? left === 0 && getComputedStyle(s).visibility === 'visible' : getComputedStyle(s).visibility === 'hidden';
    }, open);
  const clean = (v) => {
    assert.deepEqual(v.errors, [], 'console errors');
    assert.equal(new URL(v.page.url()).pathname, '/index.html', 'the preview navigated away');
  };

  test('narrow (700 px): the sidebar is hidden; the menu button opens it as a drawer and closes it (button, Escape, outside, a page)', async () => {
    const v = await open('guides/components-tour', { width: 700, height: 800 });
    try {
      const { page } = v;
      const button = page.locator('#ds-topbar [data-ds-action="toggle-nav"]');
      assert.ok(!(await page.locator('#ds-sidebar').isVisible()), 'the sidebar shows in a narrow preview');
      assert.ok(!(await page.locator('#ds-sidebar .ds-navpage').first().isVisible()));
      assert.ok(await button.isVisible());
      assert.equal(await button.evaluate((b) => b.tagName), 'BUTTON');
      assert.deepEqual(await drawerState(page).then(({ expanded, controls, label }) => ({ expanded, controls, label })), {
        expanded: 'false', controls: 'ds-sidebar', label: 'Open navigation',
      });

      // Open: the drawer slides in below the top bar, focus on the current page.
      await button.click();
      await drawerSettled(page, true);
      let s = await drawerState(page);
      assert.equal(s.expanded, 'true');
      assert.equal(s.label, 'Close navigation');
      assert.ok(s.focusInDrawer, 'focus did not move into the drawer');
      assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-current')), 'page');
      assert.ok(await page.locator('#ds-sidebar .ds-navpage[data-ds-page="guides/webhooks"]').isVisible());
      const topbarBottom = await page.locator('#ds-topbar').evaluate((t) => t.getBoundingClientRect().bottom);
      assert.equal(await page.locator('#ds-sidebar').evaluate((d) => Math.round(d.getBoundingClientRect().top)), Math.round(topbarBottom));

      // Escape closes it and gives focus back to the button.
      await page.keyboard.press('Escape');
      await drawerSettled(page, false);
      s = await drawerState(page);
      assert.equal(s.expanded, 'false');
      assert.ok(s.focusOnButton, 'focus did not return to the menu button');

      // The button again (it stays in reach above the backdrop: the click would fail on a covered button).
      await button.click();
      await drawerSettled(page, true);
      await button.click();
      await drawerSettled(page, false);
      assert.equal((await drawerState(page)).expanded, 'false');

      // A click outside (on the backdrop over the page) closes it, and does nothing else.
      await button.click();
      await drawerSettled(page, true);
      await page.mouse.click(600, 500);
      await drawerSettled(page, false);
      assert.deepEqual(await links(page), [], 'a click on the backdrop reached the page');

      // Tabbing past the drawer's last link, into the page behind the backdrop, closes it.
      await button.click();
      await drawerSettled(page, true);
      await page.locator('#ds-sidebar a[href]').last().focus();
      await page.keyboard.press('Tab');
      await drawerSettled(page, false);
      assert.equal(await page.evaluate(() => document.getElementById('ds-sidebar').contains(document.activeElement)), false);

      // Choosing a page opens it as a sidebar click does, and closes the drawer.
      await button.click();
      await drawerSettled(page, true);
      await page.locator('#ds-sidebar .ds-navpage[data-ds-page="guides/webhooks"]').click();
      await drawerSettled(page, false);
      assert.deepEqual(await links(page), [{ type: 'link', href: '/guides/webhooks', page: 'guides/webhooks' }]);
      assert.equal((await drawerState(page)).expanded, 'false');
      clean(v);
    } finally {
      await v.close();
    }
  });

  test('narrow: a docs.json edit (a new chrome) keeps the open drawer and its button in step', async () => {
    const v = await open('guides/components-tour', { width: 700, height: 800 });
    try {
      const { page } = v;
      await page.click('#ds-topbar [data-ds-action="toggle-nav"]');
      await drawerSettled(page, true);
      const chrome = ctx.harness.chromeFor({ pageText: '', pagePath: pathOf('guides/components-tour'), docsRoot, configText: realConfig.replace('Acme Weather API', 'Acme Weather') });
      await v.post({ type: 'chrome', chrome });
      await page.waitForFunction(() => document.querySelector('.ds-brand').title === 'Acme Weather');
      const s = await drawerState(page);
      assert.deepEqual([s.expanded, s.controls, s.visibility], ['true', 'ds-sidebar', 'visible']);
      clean(v);
    } finally {
      await v.close();
    }
  });

  test('wide (1280 px): no menu button; the sidebar is a column as before', async () => {
    const v = await open('guides/authentication', { width: 1280, height: 800 });
    try {
      assert.ok(!(await v.page.locator('#ds-topbar [data-ds-action="toggle-nav"]').isVisible()));
      assert.ok(await v.page.locator('#ds-sidebar .ds-navpage.is-current').isVisible());
      const box = await v.page.locator('#ds-sidebar').boundingBox();
      const main = await v.page.locator('.ds-main').boundingBox();
      assert.ok(box.x + box.width <= main.x + 1, 'the sidebar overlaps the page');
      clean(v);
    } finally {
      await v.close();
    }
  });

  test('wide (1200 px): "On this page" lists the h2/h3 headings; a click scrolls to the heading and does not navigate', async () => {
    const v = await open('guides/authentication', { width: 1200, height: 700 });
    try {
      const { page } = v;
      const toc = page.locator('#ds-toc');
      assert.ok(await toc.isVisible(), 'no TOC column at 1200 px');
      const entries = await toc.locator('a.ds-toc-link').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href'), text: a.textContent })));
      const headings = await page.locator('#ds-page h2, #ds-page h3').evaluateAll((hs) => hs.map((h) => ({ id: h.id, text: h.textContent.trim() })));
      assert.ok(entries.length >= 3, JSON.stringify(entries));
      // One entry per heading, in order, each linking the heading's own id.
      assert.deepEqual(entries.map((e) => e.text), headings.map((h) => h.text));
      assert.deepEqual(entries.map((e) => 'user-content-' + e.href.slice(1)), headings.map((h) => h.id));
      // The column sits to the right of the page.
      const tocBox = await toc.boundingBox();
      const pageBox = await page.locator('#ds-page').boundingBox();
      assert.ok(tocBox.x >= pageBox.x + pageBox.width, 'the TOC is not to the right of the page');

      // The second heading: far enough down to need a scroll, with page enough below it to reach the top.
      const target = entries[1];
      await toc.locator(`a[href="${target.href}"]`).click();
      // The heading comes to rest just below the sticky top bar.
      await page.waitForFunction((id) => {
        const top = document.getElementById(id).getBoundingClientRect().top;
        const bar = document.getElementById('ds-topbar').getBoundingClientRect().bottom;
        return window.scrollY > 0 && top >= bar && top < bar + 80;
      }, 'user-content-' + target.href.slice(1), { timeout: 5000 }).catch(async (e) => {
        const at = await page.evaluate((id) => ({ scrollY, top: document.getElementById(id).getBoundingClientRect().top, bar: document.getElementById('ds-topbar').getBoundingClientRect().bottom, height: document.documentElement.scrollHeight }), 'user-content-' + target.href.slice(1));
        throw new Error(`${e.message}: ${JSON.stringify(at)}`);
      });
      assert.deepEqual(await links(page), [], 'a TOC click went to the host');
      assert.equal(await page.evaluate(() => location.hash), '', 'the URL changed');
      clean(v);
    } finally {
      await v.close();
    }
  });

  test('"On this page" is hidden below 1100 px and on a mode: "wide" page; a page update refreshes it', async () => {
    const narrow = await open('guides/authentication', { width: 1000, height: 700 });
    try {
      assert.ok(!(await narrow.page.locator('#ds-toc').isVisible()), 'the TOC shows at 1000 px');
    } finally {
      await narrow.close();
    }
    // The components tour is `mode: "wide"`: no TOC, and the page keeps the room.
    const wide = await open('guides/components-tour', { width: 1280, height: 700 });
    try {
      assert.equal(await wide.page.locator('#ds-toc').getAttribute('hidden'), '');
      assert.equal(await wide.page.locator('#ds-toc a').count(), 0);
    } finally {
      await wide.close();
    }
    const v = await open('guides/authentication', { width: 1280, height: 700 });
    try {
      const text = readFileSync(pathOf('guides/authentication'), 'utf8') + '\n\n## A heading typed just now\n';
      const rendered = ctx.harness.renderPageHtml({ pageText: text, pagePath: pathOf('guides/authentication'), docsRoot });
      await v.post({ type: 'page', ...rendered });
      await v.page.locator('#ds-toc a[href="#a-heading-typed-just-now"]').waitFor();
      // The same page switched to wide mode: the column goes.
      const wideText = text.replace(/^title:/m, 'mode: "wide"\ntitle:');
      await v.post({ type: 'page', ...ctx.harness.renderPageHtml({ pageText: wideText, pagePath: pathOf('guides/authentication'), docsRoot }) });
      await v.page.locator('#ds-toc').waitFor({ state: 'hidden' });
      clean(v);
    } finally {
      await v.close();
    }
  });

  test('previous / next below the page, in sidebar order with the neighbours\' titles; a click opens the page as the sidebar does', async () => {
    // The spec's layout (examples/docs.json): the Guides tab holds authentication, components-tour, webhooks, advanced/*.
    const v = await open('guides/components-tour', { width: 1280, height: 800 });
    try {
      const { page } = v;
      const prev = page.locator('#ds-pager .ds-pager-prev');
      const next = page.locator('#ds-pager .ds-pager-next');
      assert.equal(await prev.getAttribute('data-ds-page'), 'guides/authentication');
      assert.equal(await prev.locator('.ds-pager-title').innerText(), titleOf('guides/authentication'));
      assert.equal(await next.getAttribute('data-ds-page'), 'guides/webhooks');
      assert.equal(await next.locator('.ds-pager-title').innerText(), titleOf('guides/webhooks'));
      // Below the page, above the footer.
      const pagerTop = (await page.locator('#ds-pager').boundingBox()).y;
      assert.ok(pagerTop > (await page.locator('#ds-page').boundingBox()).y);
      assert.ok(pagerTop < (await page.locator('#ds-footer').boundingBox()).y);
      await next.click();
      await page.locator('#ds-sidebar .ds-navpage[data-ds-page="guides/webhooks"]').click();
      const [fromPager, fromSidebar] = await links(page);
      assert.deepEqual(fromPager, { type: 'link', href: '/guides/webhooks', page: 'guides/webhooks' });
      assert.deepEqual(fromPager, fromSidebar);
      clean(v);
    } finally {
      await v.close();
    }
    // The first page of its section has no "Previous"; today's layout orders by its own groups.
    const first = await open('guides/authentication', { width: 1280, height: 800 });
    try {
      assert.equal(await first.page.locator('#ds-pager .ds-pager-prev').count(), 0);
      assert.equal(await first.page.locator('#ds-pager .ds-pager-next').getAttribute('data-ds-page'), 'guides/components-tour');
    } finally {
      await first.close();
    }
    const today = await open('guides/components-tour', { width: 1280, height: 800 }, todayConfig());
    try {
      assert.equal(await today.page.locator('#ds-pager .ds-pager-prev').getAttribute('data-ds-page'), 'guides/webhooks');
      assert.equal(await today.page.locator('#ds-pager .ds-pager-next .ds-pager-title').innerText(), titleOf('guides/advanced/rate-limits'));
    } finally {
      await today.close();
    }
    const last = await open('labs/air-quality', { width: 1280, height: 800 }, todayConfig());
    try {
      assert.equal(await last.page.locator('#ds-pager a').count(), 0, 'a section of one page has no previous or next');
    } finally {
      await last.close();
    }
  });
}
