// Screenshots of the preview's site navigation (run with --screenshots): a narrow preview (to the
// side of the editor) with the navigation drawer open, and a wide one with the "On this page" column.
// Written to docs/screenshots/preview-drawer.png and preview-toc.png; the bottom of the wide page
// (previous / next), the narrow one's and a dark one go to out-browser/screens for looking at, not kept.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function register({ test, ctx }) {
  const docsRoot = ctx.examples;
  const configText = readFileSync(join(docsRoot, 'docs.json'), 'utf8');
  const outDir = join(ctx.root, 'docs/screenshots');
  const open = (id, viewport, mode = 'light') => {
    const pagePath = join(docsRoot, id + '.mdx');
    return ctx.open({ pageText: readFileSync(pagePath, 'utf8'), pagePath, docsRoot, configText, state: { mode }, themeKind: mode }, { viewport });
  };
  const imagesLoaded = (page) => page.waitForFunction(() => [...document.images].filter((i) => i.getBoundingClientRect().bottom > 0 && i.loading !== 'lazy').every((i) => i.complete));

  test('screenshot: navigation drawer open in a narrow preview', async () => {
    mkdirSync(outDir, { recursive: true });
    const v = await open('guides/webhooks', { width: 640, height: 760 });
    try {
      await imagesLoaded(v.page);
      await v.page.click('#ds-topbar [data-ds-action="toggle-nav"]');
      await v.page.waitForFunction(() => document.getElementById('ds-sidebar').getBoundingClientRect().left === 0);
      await v.page.screenshot({ path: join(outDir, 'preview-drawer.png') });
      // The bottom of the narrow page (previous / next stacked), for looking at; not kept.
      await v.page.keyboard.press('Escape');
      await v.page.waitForFunction(() => getComputedStyle(document.getElementById('ds-sidebar')).visibility === 'hidden');
      await v.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      mkdirSync(join(ctx.root, 'out-browser/screens'), { recursive: true });
      await v.page.screenshot({ path: join(ctx.root, 'out-browser/screens', 'preview-narrow-pager.png') });
      assert.deepEqual(v.errors, []);
    } finally {
      await v.close();
    }
  });

  test('screenshot: "On this page" in a wide preview', async () => {
    mkdirSync(outDir, { recursive: true });
    const v = await open('guides/authentication', { width: 1280, height: 800 });
    try {
      await imagesLoaded(v.page);
      assert.ok(await v.page.locator('#ds-toc').isVisible());
      await v.page.screenshot({ path: join(outDir, 'preview-toc.png') });
      mkdirSync(join(ctx.root, 'out-browser/screens'), { recursive: true });
      await v.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await v.page.screenshot({ path: join(ctx.root, 'out-browser/screens', 'preview-pager.png') });
      assert.deepEqual(v.errors, []);
    } finally {
      await v.close();
    }
  });

  test('screenshot: "On this page" and previous / next in dark mode (not kept)', async () => {
    const v = await open('guides/webhooks', { width: 1280, height: 800 }, 'dark');
    try {
      mkdirSync(join(ctx.root, 'out-browser/screens'), { recursive: true });
      await v.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await v.page.screenshot({ path: join(ctx.root, 'out-browser/screens', 'preview-toc-dark-bottom.png') });
      assert.deepEqual(v.errors, []);
    } finally {
      await v.close();
    }
  });
}
