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
import fs from 'node:fs';
import path from 'node:path';
import { CS_URL, WORKSPACE, before, editor, here, log, page, quickInput, retryUntilVisible, runCommand, runUi, test } from './ui-lib.mjs';

const DOCS_JSON = process.env.DOCS_JSON || 'docs.json';
const SCREENSHOT = process.env.SCREENSHOT || path.join(here, '../../out-screenshots/e2e/editor-diagnostic.png');
const docsName = path.basename(DOCS_JSON);

// ---- the scenarios -------------------------------------------------------------------------------
before('open the workspace, and docs.json through Quick Open', async () => {
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
process.exit(await runUi('ui'));
