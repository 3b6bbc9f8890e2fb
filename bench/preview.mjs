// Preview benchmark: render time of a 500-line page, and keystroke → painted in Chromium.
// Usage: node bench/preview.mjs   (prints the figures, and says so when the median keystroke → painted
// time exceeds 50 ms, the budget; a benchmark reports, it does not fail).
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebview } from '../webview/build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'out-bench');
mkdirSync(out, { recursive: true });
await buildWebview();
await esbuild.build({ entryPoints: [join(root, 'test/browser/harness.ts')], outfile: join(out, 'harness.cjs'), bundle: true, platform: 'node', format: 'cjs', target: 'node20', mainFields: ['module', 'main'], logLevel: 'warning' });
const h = createRequire(import.meta.url)(join(out, 'harness.cjs'));

const docsRoot = join(root, 'examples');
const pagePath = join(docsRoot, 'guides/components-tour.mdx');
const tour = readFileSync(pagePath, 'utf8');
const [, fm, body] = /^(---\n[\s\S]*?\n---\n)([\s\S]*)$/.exec(tour);
// The page repeats the tour's body (without its `export const`, and without footnotes, which make a
// page parse whole) until it has 500 lines.
const bodyNoExports = body.replace(/^export const[\s\S]*?\n\);\n/m, '').replace(/\[\^accuracy\]:?[^\n]*/g, '');
let text = fm;
while (text.split('\n').length < 500) text += '\n' + bodyNoExports;
text = text.split('\n').slice(0, 500).join('\n') + '\n';
// Cut at 500 lines may split a component; close the page at the last complete section instead.
text = text.slice(0, text.lastIndexOf('\n## ')) + '\n';
const lines = text.split('\n').length;

const input = (t) => ({ pageText: t, pagePath, docsRoot, configText: readFileSync(join(docsRoot, 'docs.json'), 'utf8') });
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median: q(0.5), p95: q(0.95), min: s[0], max: s[s.length - 1] };
};
const fmt = (o) => Object.entries(o).map(([k, v]) => `${k} ${v.toFixed(1)} ms`).join(', ');

// 1. Render time (renderer only: parse + components + highlight + sanitize + HTML).
let t = performance.now();
let r = h.renderPageHtml(input(text));
const cold = performance.now() - t;
if (r.error) throw new Error('bench page does not parse: ' + r.error.message);
const renderTimes = [];
for (let i = 0; i < 40; i++) {
  const edited = text.replace('## Callouts', `## Callouts ${i}`);
  t = performance.now();
  h.renderPageHtml(input(edited));
  renderTimes.push(performance.now() - t);
}
console.log(`page: ${lines} lines, ${text.length} chars`);
console.log(`render (cold, first page with code): ${cold.toFixed(1)} ms`);
console.log(`render (warm, per edit): ${fmt(stats(renderTimes))}`);

// 2. Keystroke → painted: edit the text, render, post to the webview, wait for two animation frames.
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const doc = h.previewDocument(input(text));
await page.route('**/*', (route) => {
  const u = new URL(route.request().url());
  if (u.origin !== h.ORIGIN) return route.fulfill({ status: 204, body: '' });
  if (u.pathname === '/index.html') return route.fulfill({ status: 200, contentType: 'text/html', body: doc });
  if (u.pathname.startsWith('/webview/')) return route.fulfill({ status: 200, contentType: u.pathname.endsWith('.js') ? 'text/javascript' : 'text/css', body: readFileSync(join(root, 'webview/dist', u.pathname.slice(9))) });
  try {
    return route.fulfill({ status: 200, body: readFileSync(decodeURIComponent(u.pathname.slice(3))) });
  } catch {
    return route.fulfill({ status: 404 });
  }
});
await page.goto(h.ORIGIN + '/index.html');
await page.evaluate(() => window.scrollTo(0, 2000));
const total = [];
const patch = [];
let current = text;
for (let i = 0; i < 40; i++) {
  // One keystroke: a character typed into the first paragraph.
  current = current.replace('This page is the showcase', `This page is the showcase${'x'}`);
  const start = performance.now();
  const next = h.renderPageHtml(input(current));
  const inPage = await page.evaluate(async (html) => {
    const t0 = performance.now();
    window.postMessage({ type: 'page', html }, '*');
    await new Promise((res) => window.addEventListener('message', () => res(), { once: true }));
    await new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(res)));
    return performance.now() - t0;
  }, next.html);
  total.push(performance.now() - start);
  patch.push(inPage);
}
const scrollY = await page.evaluate(() => window.scrollY);
await browser.close();
const k = stats(total);
console.log(`webview patch + paint: ${fmt(stats(patch))}`);
console.log(`keystroke → painted: ${fmt(k)}`);
console.log(`scroll position after 40 edits: ${scrollY} (started at 2000)`);
if (k.median > 50) console.log('over the 50 ms budget (median keystroke → painted)');
