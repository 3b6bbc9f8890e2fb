// Editor helpers shared by the UI tests (on top of ui-lib.mjs): the
// Problems view's rows and their severity, moving the cursor through Quick Open, every label of the
// suggest widget, a copy of a fixture site, and screenshots of the workbench.
import fs from 'node:fs';
import path from 'node:path';
import { page, log, quickInput, quickRow, until, here, ARTIFACTS } from './ui-lib.mjs';

export const SCREENSHOTS = process.env.SCREENSHOTS || path.join(here, '../../out-screenshots/e2e');

/** Copies test/e2e/fixtures/NAME to a fresh folder of its own under E2E_ARTIFACTS; returns its path. */
export function copyFixture(name, as = name) {
  const dest = path.join(ARTIFACTS, as);
  fs.rmSync(dest, { recursive: true, force: true });
  fs.cpSync(path.join(here, 'fixtures', name), dest, { recursive: true });
  return dest;
}

/** The rows of the Problems view that are markers (not the file rows that group them). */
export const markerRows = () => page.locator('.markers-panel .monaco-list-row:has(.marker-icon)');

/** The marker row whose text holds every string of `texts` (a code, a message part). */
export const markerRow = (...texts) => texts.reduce((l, t) => l.filter({ hasText: t }), markerRows());

/** The severity the Problems view shows for a marker row: its icon's class (error, warning, info). */
export async function rowSeverity(row) {
  const cls = await row.locator('.marker-icon').first().getAttribute('class');
  return ['error', 'warning', 'info'].find((s) => new RegExp(`\\b${s}\\b`).test(cls ?? '')) ?? `unknown (${cls})`;
}

/**
 * Waits until the Problems view shows each `code` with the severity `want[code]` (one row per code,
 * found by its code text). Returns the rows' texts. The view updates in place when diagnostics are
 * re-published, so this waits on the DOM, not on a timer.
 */
export async function expectSeverities(want, what) {
  let seen = {};
  await until(async () => {
    seen = {};
    for (const code of Object.keys(want)) {
      const row = markerRow(code);
      seen[code] = (await row.count()) === 1 ? await rowSeverity(row.first()) : `${await row.count()} rows`;
    }
    return Object.entries(want).every(([code, s]) => seen[code] === s);
  }, `${what}: ${JSON.stringify(want)}`, 30_000).catch((e) => {
    throw new Error(`${e.message}; the Problems view shows ${JSON.stringify(seen)}`);
  });
  const texts = [];
  for (const code of Object.keys(want)) texts.push((await markerRow(code).first().innerText()).replace(/\s+/g, ' ').trim());
  log(`Problems (${what}): ${Object.entries(want).map(([c, s]) => `${c} ${s}`).join(', ')}`);
  return texts;
}

/** How many times the Problems view's DOM has changed since the counter was installed on the page. */
async function problemsViewChanges() {
  return page.evaluate(() => {
    if (window.__docsiteProblemsChanges === undefined) {
      window.__docsiteProblemsChanges = 0;
      // rows added, removed or rewritten (not focus or hover, which only change attributes)
      new MutationObserver((records) => {
        if (records.some((r) => (r.target instanceof Element ? r.target : r.target.parentElement)?.closest('.markers-panel'))) window.__docsiteProblemsChanges++;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }
    return window.__docsiteProblemsChanges;
  });
}

/**
 * Runs `action`, then waits as expectSeverities does, but accepts only a Problems view that changed
 * after the action finished: the rows from before it (the state the action is to change) never count.
 */
export async function expectSeveritiesAfter(action, want, what) {
  await problemsViewChanges();
  await action();
  const before = await problemsViewChanges();
  await until(async () => (await problemsViewChanges()) > before, `${what}: the Problems view to change after the action`, 30_000);
  return expectSeverities(want, what);
}

/** Moves the cursor of the active editor to `line`:`col` (1-based) through Quick Open (`:line:col`). */
export async function goToPosition(line, col = 1) {
  await page.keyboard.press('Control+P');
  await quickInput().waitFor();
  await quickInput().fill(`:${line}:${col}`);
  await quickRow(`line ${line}`).first().waitFor();
  await page.keyboard.press('Enter');
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
  await cursorAt(line, col);
}

/** Waits until the status bar shows the cursor at `line`, `col` (1-based). */
export async function cursorAt(line, col, timeout) {
  await page.locator('.statusbar-item', { hasText: new RegExp(`^Ln ${line}, Col ${col}\\b`) }).first().waitFor({ timeout });
}

/** The cursor position the status bar shows: { line, col } (1-based). */
export async function statusCursor() {
  const t = await page.locator('.statusbar-item', { hasText: /^Ln \d+, Col \d+/ }).first().innerText();
  const m = /^Ln (\d+), Col (\d+)/.exec(t.trim());
  return { line: Number(m[1]), col: Number(m[2]) };
}

/**
 * Every label of the open suggest widget. Its list renders only the rows in view: PageDown moves the
 * focus a page further (first to the last row in view, then scrolling), until the row whose
 * aria-posinset equals aria-setsize (the last) has been rendered. Each step waits for the focus to move.
 */
export async function allSuggestionLabels() {
  const rows = page.locator('.suggest-widget.visible .monaco-list-row');
  const focused = () => page.locator('.suggest-widget.visible .monaco-list-row.focused').getAttribute('aria-posinset');
  const labels = new Map();
  for (let i = 0; i < 200; i++) {
    const seen = await rows.evaluateAll((els) => els.map((e) => ({
      pos: Number(e.getAttribute('aria-posinset')),
      size: Number(e.getAttribute('aria-setsize')),
      // a JSON string value is listed in quotes (`"guides/intro"`): the label is what is between them
      label: (e.querySelector('.label-name')?.textContent ?? '').replace(/^"|"$/g, ''),
    })));
    for (const r of seen) labels.set(r.pos, r.label);
    const size = seen[0]?.size ?? 0;
    if (size && labels.size >= size) return [...labels.entries()].sort((a, b) => a[0] - b[0]).map((e) => e[1]);
    const before = await focused();
    await page.keyboard.press('PageDown');
    await until(async () => (await focused()) !== before, 'the suggest widget to move its focus a page down', 5000);
  }
  throw new Error('the suggest widget did not reach its last row');
}

/** A screenshot of the whole workbench into SCREENSHOTS (the committed ones). */
export async function screenshot(file) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, file) });
  log(`screenshot -> ${path.relative(process.cwd(), path.join(SCREENSHOTS, file))}`);
}

/** 1-based line and column of the first occurrence of `needle` in `text` (throws when absent). */
export function positionOf(text, needle, from = 0) {
  const i = text.indexOf(needle, from);
  if (i < 0) throw new Error(`"${needle}" not found`);
  const before = text.slice(0, i).split('\n');
  return { line: before.length, col: before[before.length - 1].length + 1 };
}

/**
 * Clicks into the text of the first editor group's editor and waits until it has the keyboard focus.
 * (After a click on a row of the Problems view the focus stays in that tree; the palette, when it
 * closes, gives the focus back to it, and a Quick Open started then could lose its Enter to the tree.)
 */
export async function focusEditorText() {
  const ed = page.locator('.editor-group-container').first().locator('.monaco-editor').first();
  await ed.locator('.view-lines').click();
  await ed.locator('textarea.inputarea:focus, .native-edit-context:focus').waitFor({ state: 'attached' });
}

/**
 * Waits until the images in the preview's viewport and its fonts have loaded (`html`: the preview
 * document's `html` locator), then takes the screenshot. Not document.readyState: a page may embed a
 * hosted video in an iframe, which never loads offline; images below the fold are lazy.
 */
export async function previewScreenshot(html, file) {
  let last;
  await until(async () => {
    last = await html.evaluate((el) => {
      const d = el.ownerDocument, w = d.defaultView;
      const inView = [...d.images].filter((i) => {
        const r = i.getBoundingClientRect();
        return r.bottom > 0 && r.top < w.innerHeight && r.width > 0;
      });
      return { images: inView.length, pending: inView.filter((i) => !i.complete).map((i) => i.src.slice(-60)), fonts: d.fonts.status };
    });
    return last.pending.length === 0 && last.fonts === 'loaded';
  }, 'the preview to finish loading', 20_000).catch((e) => { throw new Error(`${e.message}: ${JSON.stringify(last)}`); });
  await page.mouse.move(0, 0);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, file) });
  log(`screenshot -> ${path.relative(process.cwd(), path.join(SCREENSHOTS, file))} (${last.images} images in view)`);
}
