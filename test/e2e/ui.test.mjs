// UI test of the installed Docsite vsix in a real VS Code workbench (code-server), driven by
// playwright-core in Debian chromium. Started by test/e2e/run.sh, which prepares the workspace
// with fixtures/prepare-workspace.mjs (docs.json has no `favicon`, has `name`, and lists the
// non-existent page e2e/missing-page).
//
// Every wait is on a locator or an event; an action is only repeated (Ctrl+Space, hover) while the
// extension may still be activating. Tests run in order and share one page; a test whose
// prerequisite failed fails too. Ends with `ui: N passed, M failed`.
//
// env: CS_URL, WORKSPACE, DOCS_JSON (path relative to WORKSPACE), SCREENSHOT (the committed
//      screenshot path), E2E_ARTIFACTS (folder for failure screenshots and the browser profile),
//      PLAYWRIGHT_CORE, UI_TIMEOUT_MS (default 60000 per wait)
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const { chromium } = require(process.env.PLAYWRIGHT_CORE || path.join(here, '../../node_modules/playwright-core'));

const CS_URL = process.env.CS_URL || 'http://127.0.0.1:8080';
const WORKSPACE = process.env.WORKSPACE;
const DOCS_JSON = process.env.DOCS_JSON || 'docs.json';
const SCREENSHOT = process.env.SCREENSHOT || path.join(here, 'screenshots/editor-diagnostic.png');
const ARTIFACTS = process.env.E2E_ARTIFACTS || os.tmpdir();
const TIMEOUT = Number(process.env.UI_TIMEOUT_MS || 60_000);
if (!WORKSPACE) { console.error('WORKSPACE is not set'); process.exit(2); }

const t0 = Date.now();
const log = (msg) => console.log(`  [${((Date.now() - t0) / 1000).toFixed(1)}s] ${msg}`);

// ---- a minimal sequential test runner ------------------------------------------------------------
const tests = [];
const test = (name, fn) => tests.push({ name, fn });

// ---- workbench helpers ---------------------------------------------------------------------------
let page;
const docsName = path.basename(DOCS_JSON);
const quickInput = () => page.locator('.quick-input-widget input');
const editor = () => page.locator('.editor-group-container.active .monaco-editor').first();

/** Runs a command through the command palette (F1), by its label as shown there. */
async function runCommand(label) {
  await page.keyboard.press('F1');
  await quickInput().waitFor();
  await quickInput().fill(`>${label}`);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: label }).first().waitFor();
  await page.keyboard.press('Enter');
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
}

/** Repeats `action` and waits for `locator` after each try, until `timeoutMs` has passed. */
async function retryUntilVisible(action, locator, { timeoutMs = TIMEOUT, tryMs = 3000, undo } = {}) {
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

// ---- the scenarios -------------------------------------------------------------------------------
test('workbench opens the workspace and Quick Open opens docs.json', async () => {
  await page.goto(`${CS_URL}/?folder=${encodeURIComponent(WORKSPACE)}`);
  await page.locator('.monaco-workbench').waitFor();
  // the explorer lists docs.json once the remote connection to the server is up
  await page.locator('.explorer-folders-view .monaco-list-row', { hasText: 'docs.json' }).first().waitFor();
  log('workbench ready');
  await page.keyboard.press('Control+P');
  await quickInput().waitFor();
  await quickInput().fill(DOCS_JSON);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: docsName }).first().waitFor();
  await page.keyboard.press('Enter');
  await page.locator('.tabs-container .tab.active', { hasText: docsName }).waitFor();
  await editor().locator('.view-lines').waitFor();
  log(`${DOCS_JSON} open`);
});

test('completion (Ctrl+Space) offers a top-level key that is not present: favicon', async () => {
  // a new line just after the opening brace (prepare-workspace writes `{` alone on line 1)
  await editor().locator('.view-lines').click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  // match the item's label only (a row's text also holds its detail, e.g. "faviconPath to the…")
  const row = page.locator('.suggest-widget.visible .monaco-list-row .label-name', { hasText: /^"?favicon"?$/ });
  const attempts = await retryUntilVisible(() => page.keyboard.press('Control+Space'), row,
    { undo: () => page.keyboard.press('Escape') });
  log(`suggest widget shows favicon (after ${attempts} Ctrl+Space)`);
  const labels = await page.locator('.suggest-widget.visible .monaco-list-row .label-name').allInnerTexts();
  log(`visible suggestions: ${labels.join(', ')}`);
  await page.keyboard.press('Escape');
  await page.locator('.suggest-widget.visible').waitFor({ state: 'hidden' });
  // leave docs.json as it was on disk for the next tests and the in-host suite
  await runCommand('File: Revert File');
  await page.locator('.tabs-container .tab.active.dirty').waitFor({ state: 'detached' });
});

test('Problems view shows the missing-page diagnostic ("does not exist")', async () => {
  await runCommand('View: Focus Problems');
  const marker = page.locator('.markers-panel .monaco-list-row', { hasText: 'does not exist' })
    .filter({ hasText: 'e2e/missing-page' });
  await marker.first().waitFor();
  log(`Problems: ${(await marker.first().innerText()).replace(/\s+/g, ' ')}`);
});

test('hover on "name" shows "Name of the project"', async () => {
  await editor().locator('.view-lines').click();
  await page.keyboard.press('Control+Home');
  // the token `"name"` of the TOP-LEVEL key (indented by 2: prepare-workspace pretty-prints), not
  // a nested one such as topbarLinks[].name; JSON tokenization gives the key its own span
  const lines = editor().locator('.view-line');
  await editor().locator('.view-line span > span', { hasText: /^"name"$/ }).first().waitFor();
  const index = await lines.evaluateAll((els) =>
    els.findIndex((e) => /^ {2}"name"\s*:/.test(e.textContent.replace(/\u00a0/g, ' '))));
  if (index < 0) throw new Error('no top-level "name" line rendered at the top of docs.json');
  const key = lines.nth(index).locator('span > span', { hasText: /^"name"$/ }).first();
  const hover = page.locator('.monaco-hover:not(.hidden)', { hasText: 'Name of the project' });
  const attempts = await retryUntilVisible(async () => {
    await page.mouse.move(0, 0);
    await key.hover();
  }, hover);
  log(`hover shown (after ${attempts} tries): ${(await hover.first().innerText()).replace(/\s+/g, ' ').slice(0, 120)}`);
  await page.mouse.move(0, 0);
  await page.keyboard.press('Escape');
});

test('screenshot of the editor with the diagnostic (squiggle + Problems panel)', async () => {
  // clicking the problem reveals its place in the editor
  const marker = page.locator('.markers-panel .monaco-list-row', { hasText: 'does not exist' })
    .filter({ hasText: 'e2e/missing-page' }).first();
  await marker.click();
  const squiggle = editor().locator('.view-overlays [class*="squiggly-"]');
  await squiggle.first().waitFor();
  await page.mouse.move(0, 0);
  await page.locator('.monaco-hover:not(.hidden)').waitFor({ state: 'hidden' }).catch(() => {});
  await page.locator('.markers-panel').waitFor();
  fs.mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
  await page.screenshot({ path: SCREENSHOT });
  log(`screenshot -> ${path.relative(process.cwd(), SCREENSHOT)}`);
});

// ---- run ---------------------------------------------------------------------------------------------
const profile = fs.mkdtempSync(path.join(ARTIFACTS, 'chromium-ui-'));
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
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (/^(https?|wss?):$/.test(u.protocol) && !['127.0.0.1', 'localhost'].includes(u.hostname)) external.add(u.origin);
  });
  let blocked = null;
  for (const [i, t] of tests.entries()) {
    const start = Date.now();
    try {
      if (blocked) throw new Error(`skipped: "${blocked}" failed`);
      await t.fn();
      passed++;
      console.log(`ok   ${i + 1} ${t.name} (${Date.now() - start} ms)`);
    } catch (e) {
      failed++;
      console.log(`FAIL ${i + 1} ${t.name} (${Date.now() - start} ms)\n${String(e && e.stack || e).split('\n').slice(0, 8).join('\n').replace(/^/gm, '    ')}`);
      if (i === 0) blocked = t.name; // nothing else can run without the workbench and docs.json
      if (!/^skipped/.test(String(e && e.message))) {
        const shot = path.join(ARTIFACTS, `ui-fail-${i + 1}.png`);
        await page.screenshot({ path: shot }).then(() => console.log(`    screenshot: ${shot}`), () => {});
      }
      await page.keyboard.press('Escape').catch(() => {});
    }
  }
  if (external.size) log(`[warn] requests to other hosts: ${[...external].join(' ')}`);
} catch (e) {
  console.log(`ui runner error: ${e && e.stack || e}`);
  failed = Math.max(1, tests.length - passed);
} finally {
  await browser?.close().catch(() => {});
  fs.rmSync(profile, { recursive: true, force: true });
}
console.log(`ui: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
