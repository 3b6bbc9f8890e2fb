// UI test of the Translations view (issue 24) in the workbench with the installed vsix, on a copy of
// fixtures/languages-site (English and French, French lacking en/setup):
//   - the view appears in the explorer for a site with languages and shows French's counts
//     ("2 translated · 1 missing");
//   - its sections list the pages with their status; clicking the missing page opens the English
//     page it would translate; screenshot translations-view.png.
// Started by run.sh; env: see ui-lib.mjs, plus SCREENSHOTS (where screenshots go; see run.sh).
import fs from 'node:fs';
import path from 'node:path';
import { page, log, runUi, test, before, after, openWorkbench, runCommand, here, ARTIFACTS } from './ui-lib.mjs';
import { screenshot } from './ui-editor-lib.mjs';

const FIXTURE = path.join(here, 'fixtures/languages-site');
const SITE = path.join(ARTIFACTS, 'languages-site');

/** The rows of the Translations view (a tree in the explorer). */
const view = () => page.locator('.pane', { has: page.locator('.pane-header', { hasText: 'Translations' }) });
const row = (label) => view().locator('.monaco-list-row', { hasText: label });

before('open the workbench on a copy of fixtures/languages-site', async () => {
  fs.rmSync(SITE, { recursive: true, force: true });
  fs.cpSync(FIXTURE, SITE, { recursive: true });
  await openWorkbench('docs.json', SITE);
  log(`workbench on ${SITE}`);
});

test('the Translations view shows French with its counts', async () => {
  await runCommand('Explorer: Focus on Translations View');
  const french = row('fr').first();
  await french.waitFor();
  await french.locator('.label-description', { hasText: '2 translated · 1 missing' }).waitFor();
  log(`fr: ${(await french.innerText()).replace(/\s+/g, ' ')}`);
});

test("a missing page is listed in its section, and clicking it opens the English page it would translate", async () => {
  await row('fr').first().click(); // expands the language
  await row('Start').first().click(); // expands the section
  const missing = row('fr/setup').first();
  await missing.locator('.label-description', { hasText: 'missing' }).waitFor();
  await row('fr/welcome').first().locator('.label-description', { hasText: 'translated' }).waitFor();
  await screenshot('translations-view.png');
  await missing.click();
  await page.locator('.tabs-container .tab.active', { hasText: 'setup.mdx' }).waitFor();
  await page.locator('.editor-group-container.active .monaco-editor .view-lines', { hasText: 'Setup page.' }).waitFor();
  log('clicking fr/setup (missing) opened en/setup.mdx');
});

after('close the editors', async () => {
  await runCommand('View: Close All Editors');
  await page.locator('.tabs-container .tab').first().waitFor({ state: 'detached' });
});

process.exit(await runUi('ui-translations'));
