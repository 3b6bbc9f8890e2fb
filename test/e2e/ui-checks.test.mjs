// UI test of the page checks of issue #13 in the workbench with the installed vsix, on a copy of
// test/e2e/fixtures/api-site (its own folder under E2E_ARTIFACTS, so settings files written here touch
// no other test):
//   - the `docsite.rules.preset` setting: writing.mdx has no description and an H1 in its body, two
//     writing rules that are warnings by default; the workspace's .vscode/settings.json with
//     `"docsite.rules.preset": "strict"` turns both into errors in the Problems view, and a per-rule
//     `"docsite.rules.frontmatter-description": "warning"` wins over the preset. Each state is
//     compared with what `docsite check` (the CLI, which reads the same settings file) reports.
//   - `.docsiterc.json` `"preset": "strict"` is read by the CLI and the editor alike: both report errors.
//   - "Turn off `heading-h1` for this site" from the lightbulb on the H1 writes .docsiterc.json and
//     the warning leaves the Problems view (the CLI agrees). Screenshots turn-off-rule-menu.png and
//     turn-off-rule-applied.png.
//   - `missing-image`: media.mdx shows `/images/stor-logo.png` with an error at the path; Ctrl+. offers
//     "Change to `/images/store-logo.png`", which fixes the text and clears the error. Screenshots
//     image-quickfix-menu.png (the menu open) and image-quickfix-applied.png.
//   - a page moved outside the editor (issue 23): writing.mdx goes to guides/writing.mdx on disk;
//     docs.json's missing-page error names where it went, and Ctrl+. offers "Point to
//     `guides/writing` and add redirect from /writing to /guides/writing", which updates the entry and
//     adds the redirect in one edit, leaving no problem on docs.json. Screenshot redirect-quickfix.png.
// Started by run.sh; env: see ui-lib.mjs, plus SCREENSHOTS (where screenshots go; see run.sh).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  page, log, runUi, test, before, after, openWorkbench, openFile, runCommand, editor, retryUntilVisible, visibleEditorText, until, here,
} from './ui-lib.mjs';
import { copyFixture, markerRow, rowSeverity, expectSeverities, expectSeveritiesAfter, goToPosition, screenshot, positionOf } from './ui-editor-lib.mjs';

const SITE = copyFixture('api-site', 'checks-site');
const SETTINGS = path.join(SITE, '.vscode', 'settings.json');
const RC = path.join(SITE, '.docsiterc.json');
const CLI = path.join(here, '../../dist/cli.js');
const WRITING = 'writing.mdx';
const MEDIA = 'media.mdx';
const BROKEN_IMAGE = '/images/stor-logo.png';
const REAL_IMAGE = '/images/store-logo.png';

/** Writes the workspace settings of the site copy (none: removes the file). */
function writeSettings(settings) {
  if (!settings) { fs.rmSync(SETTINGS, { force: true }); return; }
  fs.mkdirSync(path.dirname(SETTINGS), { recursive: true });
  fs.writeFileSync(SETTINGS, JSON.stringify(settings, null, 2) + '\n');
}

/** `docsite check --format json` on the site copy: { [code]: severity } of the findings in `file`. */
function cliSeverities(file) {
  let out;
  try {
    out = execFileSync(process.execPath, [CLI, 'check', SITE, '--format', 'json', '--jobs', '1'], { encoding: 'utf8' });
  } catch (e) {
    out = e.stdout; // exit code 1: errors were found
  }
  const report = JSON.parse(out);
  const entry = report.files.find((f) => f.path === file);
  return Object.fromEntries((entry?.diagnostics ?? []).map((d) => [d.code, d.severity]));
}

function expectCli(want, what) {
  const got = cliSeverities(WRITING);
  const wrong = Object.entries(want).filter(([code, s]) => got[code] !== s);
  if (wrong.length) throw new Error(`docsite check (${what}) reports ${JSON.stringify(got)} for ${WRITING}, expected ${JSON.stringify(want)}`);
  log(`docsite check (${what}) agrees: ${JSON.stringify(got)}`);
}

// ---- the preset ------------------------------------------------------------------------------------
before(`open the workbench on a copy of fixtures/api-site, and ${WRITING}`, async () => {
  writeSettings(undefined);
  await openWorkbench('docs.json', SITE);
  log(`workbench on ${SITE}`);
  await openFile(WRITING);
  await runCommand('View: Focus Problems');
});

test('default preset: the missing description and the H1 in the body are warnings in the Problems view', async () => {
  const rows = await expectSeverities({ 'frontmatter-description': 'warning', 'heading-h1': 'warning' }, 'default preset');
  log(`rows: ${rows.join(' | ')}`);
  // located: the H1 row names the line of "# Feeding schedule" in the file
  const { line } = positionOf(fs.readFileSync(path.join(SITE, WRITING), 'utf8'), '# Feeding schedule');
  if (!rows[1].includes(`[Ln ${line}, Col 1]`)) throw new Error(`the heading-h1 problem is not at line ${line}: ${rows[1]}`);
  expectCli({ 'frontmatter-description': 'warning', 'heading-h1': 'warning' }, 'no settings');
});

test('"docsite.rules.preset": "strict" in the workspace settings turns both into errors', async () => {
  await expectSeveritiesAfter(() => writeSettings({ 'docsite.rules.preset': 'strict' }),
    { 'frontmatter-description': 'error', 'heading-h1': 'error' }, 'strict preset');
  // the editor agrees: the H1's squiggle is an error squiggle now
  await markerRow('heading-h1').first().click();
  await editor().locator('.view-overlays [class*="squiggly-error"]').first().waitFor();
  await page.mouse.move(0, 0);
  await screenshot('checks-strict-preset.png');
  expectCli({ 'frontmatter-description': 'error', 'heading-h1': 'error' }, 'strict preset in .vscode/settings.json');
});

test('a per-rule setting wins over the preset: frontmatter-description "warning" stays a warning, heading-h1 stays an error', async () => {
  await expectSeveritiesAfter(() => writeSettings({ 'docsite.rules.preset': 'strict', 'docsite.rules.frontmatter-description': 'warning' }),
    { 'frontmatter-description': 'warning', 'heading-h1': 'error' }, 'strict preset + per-rule warning');
  expectCli({ 'frontmatter-description': 'warning', 'heading-h1': 'error' }, 'strict preset + per-rule warning');
});

test('removing the settings brings the warnings back', async () => {
  await expectSeveritiesAfter(() => writeSettings(undefined),
    { 'frontmatter-description': 'warning', 'heading-h1': 'warning' }, 'settings removed');
});

test('.docsiterc.json "preset": "strict" is read by docsite check and by the editor alike', async (t) => {
  // The server lays the site's .docsiterc.json over the VS Code settings, as the CLI lays it over
  // .vscode/settings.json (host/src/settingsFiles.ts): both make both findings errors.
  t.after(async () => {
    await expectSeveritiesAfter(() => fs.rmSync(RC, { force: true }),
      { 'frontmatter-description': 'warning', 'heading-h1': 'warning' }, '.docsiterc.json removed');
  });
  await expectSeveritiesAfter(() => fs.writeFileSync(RC, JSON.stringify({ preset: 'strict' }, null, 2) + '\n'),
    { 'frontmatter-description': 'error', 'heading-h1': 'error' }, '.docsiterc.json preset strict');
  expectCli({ 'frontmatter-description': 'error', 'heading-h1': 'error' }, '.docsiterc.json preset strict');
});

// ---- "Turn off <rule> for this site" from the lightbulb (issue 38, item 7) ----------------------------
test('"Turn off `heading-h1` for this site" from the lightbulb writes .docsiterc.json and the warning goes', async (t) => {
  const TURN_OFF = 'Turn off `heading-h1` for this site';
  t.after(() => fs.rmSync(RC, { force: true }));
  fs.rmSync(RC, { force: true });
  await openFile(WRITING);
  await markerRow('heading-h1').first().waitFor();
  const { line } = positionOf(fs.readFileSync(path.join(SITE, WRITING), 'utf8'), '# Feeding schedule');
  await editor().locator('.view-lines').click();
  await goToPosition(line, 4);
  const fix = page.locator('.action-widget .monaco-list-row', { hasText: TURN_OFF });
  const attempts = await retryUntilVisible(() => page.keyboard.press('Control+.'), fix, { undo: () => page.keyboard.press('Escape') });
  const offered = (await page.locator('.action-widget .monaco-list-row').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());
  log(`quick fixes (attempt ${attempts}): ${offered.join(' | ')}`);
  await page.mouse.move(0, 0);
  await screenshot('turn-off-rule-menu.png');
  await fix.first().click();
  await page.locator('.action-widget .monaco-list-row').first().waitFor({ state: 'hidden' });
  // The editor creates the file and saves it (a refactoring's new file); should it be left unsaved, save it.
  const written = () => {
    try { return JSON.parse(fs.readFileSync(RC, 'utf8'))['docsite.rules.heading-h1'] === 'off'; } catch { return false; }
  };
  const dirtyRc = page.locator('.tabs-container .tab.dirty', { hasText: '.docsiterc.json' });
  await until(async () => {
    if (written()) return true;
    if (await dirtyRc.count()) { await dirtyRc.first().click(); await page.keyboard.press('Control+S'); }
    return false;
  }, '"docsite.rules.heading-h1": "off" in .docsiterc.json on disk');
  log(`.docsiterc.json on disk: ${fs.readFileSync(RC, 'utf8').trim()}`);
  await markerRow('heading-h1').first().waitFor({ state: 'detached' });
  await markerRow('frontmatter-description').first().waitFor();
  log('the heading-h1 warning is gone from the Problems view; frontmatter-description stays');
  await screenshot('turn-off-rule-applied.png');
  const cli = cliSeverities(WRITING);
  if ('heading-h1' in cli || cli['frontmatter-description'] !== 'warning') throw new Error(`docsite check disagrees: ${JSON.stringify(cli)}`);
  log(`docsite check agrees: ${JSON.stringify(cli)}`);
});

// ---- missing-image and its quick fix --------------------------------------------------------------------
test(`missing-image: ${MEDIA} shows an error at the path ${BROKEN_IMAGE}, with the closest image`, async () => {
  await openFile(MEDIA);
  const { line, col } = positionOf(fs.readFileSync(path.join(SITE, MEDIA), 'utf8'), BROKEN_IMAGE);
  const row = markerRow('missing-image', BROKEN_IMAGE);
  await row.first().waitFor();
  const text = (await row.first().innerText()).replace(/\s+/g, ' ').trim();
  log(`Problems: ${text}`);
  if (!text.includes(`[Ln ${line}, Col ${col}]`)) throw new Error(`the missing-image problem is not at line ${line}, column ${col} (the path): ${text}`);
  if (!text.includes(`Did you mean \`${REAL_IMAGE}\``)) throw new Error(`no did-you-mean ${REAL_IMAGE}: ${text}`);
  const severity = await rowSeverity(row.first());
  if (severity !== 'error') throw new Error(`missing-image is shown as ${severity}, not error`);
  // the squiggle under the path in the editor
  await row.first().click();
  await editor().locator('.view-overlays [class*="squiggly-error"]').first().waitFor();
});

test('Ctrl+. on the path offers "Change to `/images/store-logo.png`"; applying it fixes the text and clears the error', async () => {
  const { line, col } = positionOf(fs.readFileSync(path.join(SITE, MEDIA), 'utf8'), BROKEN_IMAGE);
  await editor().locator('.view-lines').click();
  await goToPosition(line, col + 3); // inside the path
  const fix = page.locator('.action-widget .monaco-list-row', { hasText: `Change to \`${REAL_IMAGE}\`` });
  const attempts = await retryUntilVisible(() => page.keyboard.press('Control+.'), fix, { undo: () => page.keyboard.press('Escape') });
  const offered = (await page.locator('.action-widget .monaco-list-row').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());
  log(`quick fixes (attempt ${attempts}): ${offered.join(' | ')}`);
  await page.mouse.move(0, 0);
  await screenshot('image-quickfix-menu.png');
  await fix.first().click();
  await page.locator('.action-widget .monaco-list-row').first().waitFor({ state: 'hidden' });
  const fixedLine = `![The store's logo](${REAL_IMAGE})`;
  await until(async () => (await visibleEditorText()).split('\n').some((l) => l.trim() === fixedLine), `the line "${fixedLine}" in the editor`);
  log(`the editor now shows "${fixedLine}"`);
  await markerRow('missing-image').first().waitFor({ state: 'detached' });
  await editor().locator('.view-overlays [class*="squiggly-"]').first().waitFor({ state: 'detached' });
  log('the missing-image error is gone from the Problems view and the editor');
  await page.keyboard.press('Control+S');
  await page.locator('.tabs-container .tab.dirty').first().waitFor({ state: 'detached' });
  const onDisk = fs.readFileSync(path.join(SITE, MEDIA), 'utf8');
  if (!onDisk.includes(fixedLine) || onDisk.includes(BROKEN_IMAGE)) throw new Error(`${MEDIA} on disk does not point at ${REAL_IMAGE}:\n${onDisk}`);
  if (!fs.existsSync(path.join(SITE, REAL_IMAGE))) throw new Error(`${REAL_IMAGE} does not exist in the site`);
  await screenshot('image-quickfix-applied.png');
});

// ---- a page moved outside the editor: the quick fix that adds the redirect (issue 23) ---------------
test('a page moved on disk: docs.json offers to point the entry at its new place and add the redirect, in one edit', async () => {
  const MOVED = 'guides/writing';
  const FIX = `Point to \`${MOVED}\` and add redirect from /writing to /${MOVED}`;
  fs.mkdirSync(path.join(SITE, 'guides'), { recursive: true });
  fs.renameSync(path.join(SITE, WRITING), path.join(SITE, `${MOVED}.mdx`));
  await openFile('docs.json');
  const row = markerRow('missing-page', 'may have moved there');
  await row.first().waitFor();
  log(`Problems: ${(await row.first().innerText()).replace(/\s+/g, ' ').trim()}`);
  const { line, col } = positionOf(fs.readFileSync(path.join(SITE, 'docs.json'), 'utf8'), '"writing"');
  await editor().locator('.view-lines').click();
  await goToPosition(line, col + 3);
  const fix = page.locator('.action-widget .monaco-list-row', { hasText: FIX });
  const attempts = await retryUntilVisible(() => page.keyboard.press('Control+.'), fix, { undo: () => page.keyboard.press('Escape') });
  const offered = (await page.locator('.action-widget .monaco-list-row').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
  log(`quick fixes (attempt ${attempts}): ${offered.join(' | ')}`);
  await page.mouse.move(0, 0);
  await screenshot('redirect-quickfix.png');
  await fix.first().click();
  await page.locator('.action-widget .monaco-list-row').first().waitFor({ state: 'hidden' });
  await page.keyboard.press('Control+S');
  await page.locator('.tabs-container .tab.dirty').first().waitFor({ state: 'detached' });
  const config = JSON.parse(fs.readFileSync(path.join(SITE, 'docs.json'), 'utf8'));
  const guides = config.navigation.groups[0].pages;
  if (!guides.includes(MOVED) || guides.includes('writing')) throw new Error(`docs.json does not list ${MOVED} in place of writing: ${JSON.stringify(guides)}`);
  if (JSON.stringify(config.redirects) !== JSON.stringify([{ source: '/writing', destination: `/${MOVED}` }])) throw new Error(`docs.json's redirects: ${JSON.stringify(config.redirects)}`);
  log(`docs.json on disk lists ${MOVED} and redirects /writing there`);
  await markerRow('missing-page').first().waitFor({ state: 'detached' });
  log('no missing-page problem is left');
});

after('close the editors', async () => {
  await runCommand('View: Close All Editors');
  await page.locator('.tabs-container .tab').first().waitFor({ state: 'detached' });
});

process.exit(await runUi('ui-checks'));
