// `docsite preview --out` (issue 40 item 7) on the sample site, opened from disk (file://) in
// Chromium as a reviewer opens a CI artifact: a sidebar link leads to the next page's file, the mode
// toggle works, and nothing is loaded from the network nor refused by the copy's policy. Runs the
// built CLI (dist/cli.js: `npm run build` first).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export function register({ test, ctx }) {
  test('docsite preview --out: the sample site from disk, a sidebar link followed, dark mode, no network and no CSP violation', async () => {
    const cli = join(ctx.root, 'dist/cli.js');
    assert.ok(existsSync(cli), 'dist/cli.js is missing: run npm run build first');
    const out = join(mkdtempSync(join(tmpdir(), 'docsite-static-')), 'copy');
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const made = spawnSync(process.execPath, [cli, 'preview', ctx.examples, '--out', out], { encoding: 'utf8', timeout: 180_000 });
      assert.equal(made.status, 0, made.stderr);
      const page = await context.newPage();
      const requests = [];
      const errors = [];
      page.on('request', (r) => requests.push(r.url()));
      page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
      page.on('pageerror', (e) => errors.push(String(e)));
      // Every violation of the copy's policy, on every page opened (an init script runs outside the policy).
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
      });
      await page.goto(pathToFileURL(join(out, 'introduction.html')).href, { waitUntil: 'load' });
      assert.equal(await page.title(), await page.locator('#ds-page h1').first().textContent());
      const link = page.locator('#ds-sidebar a[href="quickstart.html"]');
      const title = (await link.textContent()).trim();
      await Promise.all([page.waitForURL(/\/quickstart\.html$/), link.click()]);
      assert.equal(await page.locator('#ds-sidebar a[aria-current="page"]').textContent(), title);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.mode), 'light');
      await page.click('#ds-topbar [data-ds-action="toggle-mode"]');
      assert.equal(await page.evaluate(() => document.documentElement.dataset.mode), 'dark');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert.notEqual(background, 'rgb(255, 255, 255)', 'the dark stylesheet applies');
      // The page's pictures and the logo are the copy's files; the script ran (the toggle worked).
      assert.ok(requests.some((u) => u.endsWith('/_docsite/preview.js')), requests.join('\n'));
      assert.deepEqual(requests.filter((u) => !u.startsWith('file://')), [], 'network requests');
      assert.deepEqual(errors, [], 'console errors and CSP violations');
      if (globalThis.__dsScreenshots) await page.screenshot({ path: join(ctx.root, 'out-browser/static-preview-dark.png') });
    } finally {
      await context.close();
      rmSync(join(out, '..'), { recursive: true, force: true });
    }
  });
}
