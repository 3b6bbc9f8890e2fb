/**
 * The static copy (`docsite preview --out`, host/src/staticPreview/staticSite.ts) styles a page's
 * utility classes as the editor's preview does: its thread compiles Tailwind's theme when it warms
 * up, before the first page, so every page of the copy carries the CSS of the classes it uses.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, it } from 'node:test';
import { toServicePath } from '../../../host/src/fsWorkspace';
import { StaticSite } from '../../../host/src/staticPreview/staticSite';

const base = toServicePath(fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-static-styles-'))));
after(() => fs.rmSync(base, { recursive: true, force: true }));
fs.writeFileSync(path.join(base, 'docs.json'), JSON.stringify({ name: 'S', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] } }));
fs.writeFileSync(path.join(base, 'index.mdx'), '---\ntitle: Home\nmode: custom\n---\n\n<div className="grid grid-cols-3 gap-4">\n  <p className="text-sm">\n    One.\n  </p>\n</div>\n');

const setup = { configPath: `${base}/docs.json`, docsRoot: base, iconsDir: path.join(base, 'no-icons') };
const page = { key: 'index', out: 'index.html', pagePath: `${base}/index.mdx` };

it('a page of the copy carries the CSS of the utility classes it uses, compiled by Tailwind', async () => {
  const site = new StaticSite(setup, fs.readFileSync('node_modules/tailwindcss/theme.css', 'utf8'));
  await site.warm();
  const { html } = await site.page(page, { index: 'index.html' });
  assert.match(html, /\.grid-cols-3\s*\{\s*grid-template-columns: repeat\(3, minmax\(0, 1fr\)\)/);
  assert.match(html, /\.gap-4\s*\{/);
});

it('without the theme, the page is drawn with its classes and no utility CSS', async () => {
  const site = new StaticSite(setup);
  await site.warm();
  const { html } = await site.page(page, { index: 'index.html' });
  assert.match(html, /class=\\?"grid grid-cols-3 gap-4\\?"/);
  assert.doesNotMatch(html, /grid-template-columns/);
});

it("a page's styles are its own classes' alone, whatever pages its thread drew before: the copy is the same bytes however pages fall to threads", async () => {
  fs.writeFileSync(path.join(base, 'other.mdx'), '---\ntitle: Other\n---\n\n<div className="rotate-45 underline">Other.</div>\n');
  const other = { key: 'other', out: 'other.html', pagePath: `${base}/other.mdx` };
  const theme = fs.readFileSync('node_modules/tailwindcss/theme.css', 'utf8');
  const alone = new StaticSite(setup, theme);
  await alone.warm();
  const first = (await alone.page(page, { index: 'index.html' })).html;
  const after = new StaticSite(setup, theme);
  await after.warm();
  await after.page(other, { index: 'index.html', other: 'other.html' });
  const second = (await after.page(page, { index: 'index.html' })).html;
  assert.doesNotMatch(second, /rotate-45|text-decoration-line: underline/, "the other page's rules are not in this one");
  // Each render names its assets under a random token: equal once that is set aside.
  const untokened = (html: string) => html.replace(/asset-[0-9a-f]{24}/g, 'asset');
  assert.equal(untokened(second), untokened(first));
});
