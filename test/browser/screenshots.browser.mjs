// Screenshots of the sample site's richest page in light and dark mode, from the real webview
// document (run with --screenshots), with the sample docs.json and with the same pages under today's
// layout. Written to docs/screenshots/preview{,-today}-{light,dark}.png.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { todayConfig } from './todayConfig.mjs';

export function register({ test, ctx }) {
  const docsRoot = ctx.examples;
  const pagePath = join(docsRoot, 'guides/components-tour.mdx');
  const outDir = join(ctx.root, 'docs/screenshots');
  const sites = [
    { name: 'preview', label: 'the spec\'s layout', config: () => readFileSync(join(docsRoot, 'docs.json'), 'utf8') },
    { name: 'preview-today', label: 'today\'s layout', config: () => todayConfig() },
  ];
  for (const site of sites) for (const mode of ['light', 'dark']) {
    test(`screenshot: components tour in ${mode} mode (${site.label})`, async () => {
      mkdirSync(outDir, { recursive: true });
      const v = await ctx.open(
        { pageText: readFileSync(pagePath, 'utf8'), pagePath, docsRoot, configText: site.config(), state: { mode }, themeKind: mode },
        { viewport: { width: 1280, height: 900 } },
      );
      try {
        for (const img of await v.page.locator('img').all()) await img.scrollIntoViewIfNeeded({ timeout: 1000 }).catch(() => {});
        await v.page.evaluate(() => window.scrollTo(0, 0));
        await v.page.waitForFunction(() => [...document.images].every((i) => i.complete));
        // Diagrams are drawn after load: wait for each (drawn, or its error shown).
        await v.page.waitForFunction(() => [...document.querySelectorAll('.ds-mermaid')].every((d) => d.matches('.is-drawn, .has-error')), null, { timeout: 30_000 });
        assert.equal(await v.page.evaluate(() => document.documentElement.dataset.mode), mode);
        await v.page.screenshot({ path: join(outDir, `${site.name}-${mode}.png`), fullPage: true });
        // The first screen at full size (the chrome), and the footer, for looking at closely; not kept.
        mkdirSync(join(ctx.root, 'out-browser/screens'), { recursive: true });
        await v.page.screenshot({ path: join(ctx.root, 'out-browser/screens', `${site.name}-${mode}-top.png`) });
        await v.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await v.page.screenshot({ path: join(ctx.root, 'out-browser/screens', `${site.name}-${mode}-bottom.png`) });
        assert.deepEqual(v.errors, []);
      } finally {
        await v.close();
      }
    });
  }
}
