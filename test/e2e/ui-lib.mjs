// Shared pieces of the UI tests (ui*.test.mjs): a minimal sequential runner that drives one
// code-server workbench page in Debian chromium through playwright-core, and workbench helpers
// (command palette, Quick Open, quick picks, dialogs, webview frames).
//
// Every wait is on a locator or an event; an action is only repeated (Ctrl+Space, hover, Ctrl+.)
// while the extension may still be activating. Tests of one file run in order and share one page;
// set-up and tear-down are hooks (runner.cjs); a test marked `critical` that fails skips the rest of
// its file. Each file ends with `LABEL: N passed, M failed`, which run.sh adds up.
//
// env: CS_URL, WORKSPACE, E2E_ARTIFACTS (folder for failure screenshots and the browser profile),
//      E2E_USER_DATA (code-server's --user-data-dir, for its backups of unsaved files),
//      PLAYWRIGHT_CORE, CHROMIUM, UI_TIMEOUT_MS (default 60000 per wait)
import { createRequire } from 'node:module';
import runnerModule from './runner.cjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const here = path.dirname(fileURLToPath(import.meta.url));
const { createRunner } = runnerModule;
const { chromium } = require(process.env.PLAYWRIGHT_CORE || path.join(here, '../../node_modules/playwright-core'));

export const CS_URL = process.env.CS_URL || 'http://127.0.0.1:8080';
export const WORKSPACE = process.env.WORKSPACE;
export const ARTIFACTS = process.env.E2E_ARTIFACTS || os.tmpdir();
export const TIMEOUT = Number(process.env.UI_TIMEOUT_MS || 60_000);

const t0 = Date.now();
export const log = (msg) => console.log(`  [${((Date.now() - t0) / 1000).toFixed(1)}s] ${msg}`);

/** The workbench page (set by runUi before the first test). */
export let page;

export const quickInput = () => page.locator('.quick-input-widget input');
export const quickRow = (text) => page.locator('.quick-input-list .monaco-list-row', { hasText: text });
/** The editor of the active editor group. */
export const editor = () => page.locator('.editor-group-container.active .monaco-editor').first();
/** The modal dialog of the workbench (showWarningMessage({ modal: true }) and friends). */
export const dialog = () => page.locator('.monaco-dialog-box');
export const dialogButton = (label) => dialog().locator('.dialog-buttons .monaco-button', { hasText: label });

/** The document inside the webview whose outer frame holds `selector` (VS Code nests two iframes). */
export function webviewFrame() {
  return page.frameLocator('iframe.webview.ready').frameLocator('iframe#active-frame');
}

/**
 * Opens the palette (F1) and types `>label`; resolves with the command's row. The palette lists the
 * commands known when it opens: right after the window loads, the extensions' contributions may
 * not be registered yet, so it is reopened until the row shows.
 */
async function paletteRow(label) {
  // the label and no further words: "Docsite: Open Preview" must not pick "Docsite: Open Preview to
  // the Side" (a row may add a parenthesized note: "View: Focus Problems (Errors, Warnings, Infos)")
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const row = page.locator('.quick-input-list .monaco-list-row').filter({
    has: page.locator('.label-name', { hasText: new RegExp(`^${escaped}(?!\\s*\\w)`) }),
  });
  await retryUntilVisible(async () => {
    // A hover left by the last click (a tab's tooltip, a step's keyboard tip) makes a palette opened
    // over it inert for good: move the pointer away and let the hover close first.
    await page.mouse.move(0, 0);
    await page.locator('.workbench-hover-container').first().waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => {});
    await page.keyboard.press('F1');
    await quickInput().waitFor();
    // A palette opened during the last one's close animation stays inert: its input takes no text.
    // Give up on this try quickly; the undo below closes it and the next try opens a fresh one.
    await quickInput().fill(`>${label}`, { timeout: 3_000 }).catch(() => {});
  }, row, {
    // wait out the palette's close animation: a palette reopened within it stays inert (VS Code sets
    // `inert` while it closes and never clears it when it is shown again in the meantime)
    undo: async () => {
      await page.keyboard.press('Escape');
      await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
    },
  });
  return row.first();
}

/** Runs a command through the command palette (F1), by its label as shown there. */
export async function runCommand(label) {
  await (await paletteRow(label)).click();
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
}

/** Starts a command that goes on with its own quick pick: does not wait for the palette to close. */
export async function startCommand(label) {
  await (await paletteRow(label)).click();
}

/**
 * Opens a workspace file through Quick Open (Ctrl+P) and waits for its tab and text. `justWritten`:
 * the test wrote the file a moment ago, and Quick Open's file search may answer "No matching
 * results" until it has seen it (CI, 2026-11-29): the search is asked again until the file is listed.
 */
export async function openFile(relPath, { justWritten = false } = {}) {
  const name = path.basename(relPath);
  // the focused row (Enter opens it): a file opened before is listed at once from the history,
  // before the filter applies and while another recent file still has the focus
  const row = page.locator('.quick-input-list .monaco-list-row.focused', { hasText: name });
  const search = async () => {
    await page.keyboard.press('Control+P');
    await quickInput().waitFor();
    await quickInput().fill(relPath);
  };
  if (justWritten) await retryUntilVisible(search, row, { undo: () => page.keyboard.press('Escape') });
  else {
    await search();
    await row.first().waitFor();
  }
  await page.keyboard.press('Enter');
  await page.locator('.tabs-container .tab.active', { hasText: name }).waitFor();
  await editor().locator('.view-lines').waitFor();
}

/** Repeats `action` and waits for `locator` after each try, until `timeoutMs` has passed. */
export async function retryUntilVisible(action, locator, { timeoutMs = TIMEOUT, tryMs = 3000, undo } = {}) {
  const end = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    await action(attempt);
    try {
      await locator.first().waitFor({ timeout: tryMs });
      return attempt;
    } catch (e) {
      if (Date.now() > end) throw new Error(`not visible after ${attempt} tries: ${locator}`);
      if (undo) await undo();
    }
  }
}

/** Polls `fn` until it returns a truthy value (or throws after `timeoutMs`). */
export async function until(fn, what, timeoutMs = TIMEOUT) {
  const end = Date.now() + timeoutMs;
  let last;
  for (let delay = 50; ; delay = Math.min(delay * 2, 500)) {
    last = await fn();
    if (last) return last;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, delay));
  }
}

/** The text of the rendered lines of the active editor (only what Monaco has rendered). */
export async function visibleEditorText() {
  return (await editor().locator('.view-line').allInnerTexts()).map((l) => l.replace(/\u00a0/g, ' ')).join('\n');
}

/**
 * Opens the workbench on `folder` (default: the workspace) and waits until the explorer lists
 * `expectFile`.
 */
export async function openWorkbench(expectFile = 'docs.json', folder = WORKSPACE) {
  await page.goto(`${CS_URL}/?folder=${encodeURIComponent(folder)}`);
  await page.locator('.monaco-workbench').waitFor();
  await page.locator('.explorer-folders-view .monaco-list-row', { hasText: expectFile }).first().waitFor();
  // an earlier UI file may have left editors that the workbench restores: start from none
  if (await page.locator('.tabs-container .tab').count()) {
    await runCommand('View: Close All Editors');
    await page.locator('.tabs-container .tab').first().waitFor({ state: 'detached' });
  }
}

/**
 * The backups of unsaved files that code-server keeps (User/Backups under its user data folder).
 * A test that types into a file and reverts it leaves none once VS Code has caught up; a browser
 * closed in between leaves one behind, and the next window of the same workspace would restore
 * the file as dirty (with hot exit off it still restores backups, as after a crash).
 */
function backupFiles() {
  const root = process.env.E2E_USER_DATA && path.join(process.env.E2E_USER_DATA, 'User', 'Backups');
  if (!root || !fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !/^(meta|workspaces)\.json$/.test(e.name))
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
}

// ---- the runner ----------------------------------------------------------------------------------------

// test, describe and the hooks of runner.cjs (node:test's names and semantics): a UI file registers
// its scenarios with them, its set-up and tear-down as hooks, then calls runUi.
const runner = createRunner();
export const { test, describe, before, after, beforeEach, afterEach } = runner;

/**
 * Runs the registered tests and hooks in one fresh browser and prints `LABEL: N passed, M failed`.
 * Returns the process exit code.
 */
export async function runUi(label) {
  if (!WORKSPACE) { console.error('WORKSPACE is not set'); return 2; }
  const profile = fs.mkdtempSync(path.join(ARTIFACTS, `chromium-${label}-`));
  let browser, passed = 0, failed = 0;
  try {
    browser = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
      headless: true,
      viewport: { width: 1400, height: 900 },
      // the background-networking flags keep chromium from calling out of this offline machine
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    });
    page = browser.pages()[0] || await browser.newPage();
    page.setDefaultTimeout(TIMEOUT);
    page.on('pageerror', (e) => log(`[pageerror] ${e.message}`));
    const external = new Set(); // requests that would leave the machine: should stay empty
    browser.on('request', (r) => {
      let u;
      try { u = new URL(r.url()); } catch { return; }
      if (/^(https?|wss?):$/.test(u.protocol) && !['127.0.0.1', 'localhost'].includes(u.hostname)) external.add(u.origin);
    });
    ({ passed, failed } = await runner.run({
      // the failing state, before any tear-down hook changes it; then Escape closes what the failure left open
      onFailure: async (tag) => {
        const shot = path.join(ARTIFACTS, `${label}-fail-${tag}.png`);
        await page.screenshot({ path: shot }).then(() => console.log(`    screenshot: ${shot}`), () => {});
        await page.keyboard.press('Escape').catch(() => {});
      },
    }));
    if (external.size) log(`[info] requests to other hosts (they fail offline): ${[...external].join(' ')}`);
    // let VS Code discard the backups of the files the tests reverted before the window goes
    await until(() => backupFiles().length === 0, 'no backups of unsaved files', 10_000).catch(() => {});
  } catch (e) {
    console.log(`${label} runner error: ${e && e.stack || e}`);
    failed = Math.max(1, failed);
  } finally {
    await browser?.close().catch(() => {});
    fs.rmSync(profile, { recursive: true, force: true });
    // a backup VS Code did not discard in time would make the next window restore a dirty file
    for (const f of backupFiles()) {
      log(`[info] removing a leftover backup of an unsaved file: ${f}`);
      fs.rmSync(f, { force: true });
    }
  }
  console.log(`${label}: ${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}
