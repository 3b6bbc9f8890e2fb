// Runs the preview's browser tests in real Chromium (Debian's, through playwright-core) against the
// real webview document: the renderer's HTML, the bundled webview script and stylesheet, the CSP.
// Usage: node test/browser/run.mjs [--screenshots] [filter]
// Prints `browser: N passed, M failed` last and exits non-zero on a failure.
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebview } from '../../webview/build.mjs';
import { buildIcons } from '../../scripts/buildIcons.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'out-browser');
mkdirSync(outDir, { recursive: true });

await buildWebview();
buildIcons();
await esbuild.build({
  entryPoints: [join(root, 'test/browser/harness.ts')],
  outfile: join(outDir, 'harness.cjs'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  mainFields: ['module', 'main'],
  logLevel: 'warning',
});
const require = createRequire(import.meta.url);
const harness = require(join(outDir, 'harness.cjs'));

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  console.error(`Chromium not found at ${executablePath}: apt-get install -y chromium`);
  process.exit(1);
}
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const MIME = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.mp4': 'video/mp4', '.html': 'text/html' };
const mime = (p) => MIME[p.slice(p.lastIndexOf('.'))] ?? 'application/octet-stream';

/** Stands in for VS Code's webview host page, which frames the preview document. */
const HOST_PAGE = '<!DOCTYPE html><html><body style="margin:0"><iframe id="active-frame" src="/index.html" style="border:0;width:100vw;height:100vh"></iframe></body></html>';

/** Context shared by the tests: opens the webview document for a page in a fresh browser context. */
const ctx = {
  root,
  harness,
  browser,
  examples: join(root, 'examples'),
  async open(input, options = {}) {
    const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 }, deviceScaleFactor: options.scale ?? 1 });
    const page = await context.newPage();
    const errors = [];
    const dialogs = [];
    const requests = [];
    const blocked = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('dialog', async (d) => { dialogs.push(d.message()); await d.dismiss().catch(() => {}); });
    // The panel's channel secret: `post` delivers the host's messages with it.
    const channel = input.channel ?? harness.randomChannel();
    let html = harness.previewDocument({ ...input, channel });
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      requests.push(url.href);
      if (url.origin !== harness.ORIGIN) {
        blocked.push(url.href);
        // A test may serve a remote page (a hostile embed, say).
        const remote = options.remote?.[url.href];
        if (remote !== undefined) return route.fulfill({ status: 200, contentType: 'text/html', body: remote });
        // A navigation of the preview itself gets a real page, so that it shows in page.url().
        if (route.request().isNavigationRequest() && route.request().frame() === page.mainFrame()) {
          return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>navigated away</p>' });
        }
        // Remote https media are allowed by the CSP; offline, they answer empty.
        return route.fulfill({ status: 204, body: '' });
      }
      if (url.pathname === '/index.html') return route.fulfill({ status: 200, contentType: 'text/html', body: html });
      if (url.pathname === '/host.html') return route.fulfill({ status: 200, contentType: 'text/html', body: HOST_PAGE });
      if (url.pathname.startsWith('/webview/')) {
        const file = join(root, 'webview/dist', url.pathname.slice('/webview/'.length));
        return existsSync(file) ? route.fulfill({ status: 200, contentType: mime(file), body: readFileSync(file) }) : route.fulfill({ status: 404 });
      }
      if (url.pathname.startsWith('/fs/')) {
        const file = decodeURIComponent(url.pathname.slice(3));
        const docsRoot = input.docsRoot.endsWith('/') ? input.docsRoot : input.docsRoot + '/';
        if (!resolve(file).startsWith(docsRoot)) {
          blocked.push('OUTSIDE-ROOT ' + file);
          return route.fulfill({ status: 403 });
        }
        return existsSync(file) ? route.fulfill({ status: 200, contentType: mime(file), body: readFileSync(file) }) : route.fulfill({ status: 404 });
      }
      return route.fulfill({ status: 404 });
    });
    // The VS Code webview API, as a stub that records messages and keeps state across reloads.
    await page.addInitScript(() => {
      const key = '__ds_state';
      window.__posted = [];
      window.acquireVsCodeApi = () => ({
        postMessage: (m) => window.__posted.push(JSON.parse(JSON.stringify(m))),
        getState: () => { const s = sessionStorage.getItem(key); return s ? JSON.parse(s) : undefined; },
        setState: (s) => sessionStorage.setItem(key, JSON.stringify(s)),
      });
    });
    if (options.beforeLoad) await options.beforeLoad(page);
    // `framed`: the preview runs in an iframe of a host page, as in VS Code, where the webview host
    // (the parent frame) posts the extension's messages. Otherwise the preview is the top window,
    // its own parent, and messages are posted from itself.
    await page.goto(harness.ORIGIN + (options.framed ? '/host.html' : '/index.html'), { waitUntil: 'load' });
    const frame = options.framed ? await (await page.waitForSelector('#active-frame')).contentFrame() : page.mainFrame();
    if (options.framed) await frame.waitForLoadState('load');
    const sender = options.framed ? page.mainFrame() : frame;
    const deliver = (data) =>
      sender.evaluate(
        ({ data, framed }) =>
          new Promise((done) => {
            const target = framed ? document.getElementById('active-frame').contentWindow : window;
            const flush = '__ds_flush_' + Math.random();
            const onFlush = (e) => {
              if (e.data !== flush) return;
              target.removeEventListener('message', onFlush);
              done();
            };
            // Same-origin (the test origin): the runner may listen on the preview's window.
            target.addEventListener('message', onFlush);
            target.postMessage(data, '*');
            target.postMessage(flush, '*');
          }),
        { data, framed: !!options.framed },
      );
    return {
      page,
      /** The preview's frame (the page's main frame unless `framed`). */
      frame,
      channel,
      /**
       * Delivers a message as VS Code's webview host does: from the preview's parent window, in the
       * envelope with the channel secret (an unframed preview is its own parent). Resolves once the
       * preview has handled it: a second message from the same sender arrives after it.
       */
      post: (message) => deliver({ channel, message }),
      /** The same, as the raw data the parent posts (to test envelopes of other shapes). */
      postRaw: (data) => deliver(data),
      errors,
      dialogs,
      requests,
      blocked,
      /** Replaces the document served on reload (the host re-creating the webview). */
      setHtml(next) { html = next; },
      async close() { await context.close(); },
    };
  },
};

const tests = [];
function test(name, fn) {
  tests.push({ name, fn });
}

const filter = process.argv.slice(2).find((a) => !a.startsWith('--'));
globalThis.__dsScreenshots = process.argv.includes('--screenshots');
for (const suite of ['./preview.browser.mjs', './navigation.browser.mjs', './chromeEdits.browser.mjs', './xss.browser.mjs', './diagrams.browser.mjs', './diagramCost.browser.mjs', './staticPreview.browser.mjs', './siteComponents.browser.mjs', ...(globalThis.__dsScreenshots ? ['./screenshots.browser.mjs', './endpointScreenshots.browser.mjs', './navigationScreenshots.browser.mjs'] : [])]) {
  (await import(suite)).register({ test, ctx });
}

let passed = 0;
let failed = 0;
for (const t of tests) {
  if (filter && !t.name.includes(filter)) continue;
  const started = Date.now();
  try {
    await t.fn();
    passed++;
    console.log(`  ✔ ${t.name} (${Date.now() - started} ms)`);
  } catch (e) {
    failed++;
    console.log(`  ✖ ${t.name}\n    ${String(e?.stack ?? e).split('\n').slice(0, 6).join('\n    ')}`);
  }
}
await browser.close();
console.log(`browser: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
