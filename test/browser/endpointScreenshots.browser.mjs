// Screenshots of a page generated from an OpenAPI operation (`openapi: "GET /v1/locations/{locationId}"`
// in the sample site), in light and dark mode, from the real webview document (run with --screenshots).
// Written to docs/screenshots/endpoint-{light,dark}.png.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function register({ test, ctx }) {
  const docsRoot = ctx.examples;
  const pagePath = join(docsRoot, 'api-reference/locations/get-location.mdx');
  const outDir = join(ctx.root, 'docs/screenshots');
  for (const mode of ['light', 'dark']) {
    test(`screenshot: generated endpoint page in ${mode} mode`, async () => {
      mkdirSync(outDir, { recursive: true });
      const v = await ctx.open(
        { pageText: readFileSync(pagePath, 'utf8'), pagePath, docsRoot, configText: readFileSync(join(docsRoot, 'docs.json'), 'utf8'), state: { mode }, themeKind: mode },
        { viewport: { width: 1280, height: 900 } },
      );
      try {
        const page = v.page.frameLocator ? v.page : v.page;
        await page.evaluate(() => window.scrollTo(0, 0));
        // The generated parts: the endpoint bar with its server, parameters, responses, examples.
        const text = await page.evaluate(() => document.getElementById('ds-page')?.innerText ?? '');
        assert.match(text, /GET\s*https:\/\/api\.acme-weather\.example\.com\/v1\/locations\/\{locationId\}/);
        assert.match(text, /Path Parameters/);
        assert.match(text, /Response/);
        assert.match(text, /cURL/);
        await page.screenshot({ path: join(outDir, `endpoint-${mode}.png`), fullPage: true });
        assert.deepEqual(v.errors, []);
      } finally {
        await v.close();
      }
    });
  }
}
