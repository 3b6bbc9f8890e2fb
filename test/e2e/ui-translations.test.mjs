// UI test of the Translations view (issue 24) in the workbench with the installed vsix, on a copy of
// fixtures/languages-site (English and French, French lacking en/setup):
//   - the view appears in the explorer for a site with languages and shows French's counts
//     ("2 translated · 1 missing");
//   - its sections list the pages with their status; clicking the missing page opens the English
//     page it would translate; screenshot translations-view.png;
//   - the copy is made a git repository (French translated, then English changed): the view counts
//     "1 stale", fr/welcome.mdx has the translation-stale information, and its quick fix opens VS
//     Code's diff of en/welcome.mdx at the translation's commit (a docsite-git: document) against now.
// Started by run.sh; env: see ui-lib.mjs, plus SCREENSHOTS (where screenshots go; see run.sh).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { page, log, runUi, test, before, after, openWorkbench, openFile, runCommand, retryUntilVisible, editor, here, ARTIFACTS } from './ui-lib.mjs';
import { goToPosition, markerRow, rowSeverity, screenshot } from './ui-editor-lib.mjs';

const FIXTURE = path.join(here, 'fixtures/languages-site');
const SITE = path.join(ARTIFACTS, 'languages-site');

/** The rows of the Translations view (a tree in the explorer). */
const view = () => page.locator('.pane', { has: page.locator('.pane-header', { hasText: 'Translations' }) });
const row = (label) => view().locator('.monaco-list-row', { hasText: label });

before('open the workbench on a copy of fixtures/languages-site', async () => {
  fs.rmSync(SITE, { recursive: true, force: true });
  fs.cpSync(FIXTURE, SITE, { recursive: true });
  // A history in which fr/welcome is stale: both languages committed, then the English page changed.
  const git = (args, date) => execFileSync('git', args, { cwd: SITE, env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });
  git(['init', '-q']);
  git(['config', 'user.email', 'writer@example.com']);
  git(['config', 'user.name', 'Writer']);
  git(['add', '-A']);
  git(['commit', '-qm', 'Both languages'], '2026-03-01T10:00:00Z');
  fs.appendFileSync(path.join(SITE, 'en/welcome.mdx'), '\nA new paragraph.\n');
  git(['commit', '-qam', 'Explain the welcome better'], '2026-05-02T10:00:00Z');
  await openWorkbench('docs.json', SITE);
  log(`workbench on ${SITE}`);
});

test('the Translations view shows French with its counts', async () => {
  await runCommand('Explorer: Focus on Translations View');
  const french = row('fr').first();
  await french.waitFor();
  await french.locator('.label-description', { hasText: '2 translated · 1 missing · 1 stale' }).waitFor();
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

test('a stale translation: information on its title, and the quick fix opens the source diff since the translation', async () => {
  await openFile('fr/welcome.mdx');
  await runCommand('View: Focus Problems');
  const row = markerRow('translation-stale');
  await row.first().waitFor();
  const severity = await rowSeverity(row.first());
  if (severity !== 'info') throw new Error(`translation-stale is shown as ${severity}, not info`);
  const text = (await row.first().innerText()).replace(/\s+/g, ' ').trim();
  log(`Problems: ${text}`);
  if (!text.includes('en/welcome changed on 2026-05-02, 1 commit since fr/welcome')) throw new Error(`not the stale message: ${text}`);
  await editor().locator('.view-lines').click();
  await goToPosition(2, 3); // on `title: Bienvenue`
  const fix = page.locator('.action-widget .monaco-list-row', { hasText: 'Open source diff since translation' });
  const attempts = await retryUntilVisible(() => page.keyboard.press('Control+.'), fix, { undo: () => page.keyboard.press('Escape') });
  log(`quick fix offered (attempt ${attempts})`);
  await fix.first().click();
  await page.locator('.tabs-container .tab.active', { hasText: '↔ now' }).waitFor();
  const diff = page.locator('.editor-group-container.active .monaco-diff-editor');
  // Left: the source at the translation's commit; right: the source now, with the new paragraph.
  await diff.locator('.editor.original .view-lines', { hasText: 'Welcome page.' }).waitFor();
  await diff.locator('.editor.modified .view-lines', { hasText: 'A new paragraph.' }).waitFor();
  if ((await diff.locator('.editor.original .view-lines').innerText()).includes('A new paragraph.')) throw new Error('the left side is not the source at the translation\'s commit');
  log('the diff shows en/welcome.mdx at the translation\'s commit against now');
});

after('close the editors', async () => {
  await runCommand('View: Close All Editors');
  await page.locator('.tabs-container .tab').first().waitFor({ state: 'detached' });
});

process.exit(await runUi('ui-translations'));
