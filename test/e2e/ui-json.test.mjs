// UI test of docs.json beside VS Code's built-in JSON support (issue #14, items 7–9), in the workbench
// with the installed vsix, on a copy of fixtures/today-site (plus one page that navigation does not
// list yet):
//   - an unclosed brace typed into docs.json: the Problems view lists its syntax error once (VS Code's;
//     Docsite holds its own back), and none of the 20 findings a half-read tree gave (a "missing"
//     navigation, unmatched URL prefixes); the missing-page error comes back once the brace goes;
//   - completion in a `pages` array: the page that is not listed yet comes first, and no page that
//     the tab's sidebar already lists is offered (a page of another tab may be, after it; VS Code
//     proposed the values it saw elsewhere in the file);
//     screenshot docs-json-completion.png;
//   - key completion inside a tab object: every key once (VS Code proposed sibling keys beside ours).
// Started by run.sh; env: see ui-lib.mjs, plus SCREENSHOTS (where screenshots go; see run.sh).
import fs from 'node:fs';
import path from 'node:path';
import { page, log, runUi, test, before, after, openWorkbench, openFile, runCommand, quickInput, quickRow, editor, retryUntilVisible, until, visibleEditorText, here, ARTIFACTS } from './ui-lib.mjs';
import { allSuggestionLabels, goToPosition, markerRows, screenshot } from './ui-editor-lib.mjs';

const FIXTURE = path.join(here, 'fixtures/today-site');
const SITE = path.join(ARTIFACTS, 'json-site');
const SCREENSHOTS = process.env.SCREENSHOTS || path.join(here, '../../out-screenshots/e2e');
const WORKSPACE_SETTINGS = path.join(SITE, '.vscode', 'settings.json');
const OWN_SCHEMA = { fileMatch: ['/tooling/*.json'], url: './tooling.schema.json' };
const UNLISTED = 'today/unlisted-guide';
const MISSING = 'today/missing-page';

const docsText = fs.readFileSync(path.join(FIXTURE, 'docs.json'), 'utf8');
const docs = JSON.parse(docsText);
/** Every page navigation lists (one scope: the fixture has no versions, languages or products). */
/** The pages of the first tab's sidebar, where the test adds an entry: none may be offered again there. */
const listed = docs.navigation.tabs[0].groups.flatMap((g) => g.pages);
/** 1-based line of the first line of `docsText` that matches `re`. */
const lineOf = (re) => {
  const i = docsText.split('\n').findIndex((l) => re.test(l));
  if (i < 0) throw new Error(`the fixture's docs.json has no line matching ${re}`);
  return i + 1;
};

/** The 1-based line of the `},` that closes the tab named `name` in the fixture's docs.json. */
function closingLineOfTab(name) {
  const lines = docsText.split('\n');
  const from = lineOf(new RegExp(`"tab": "${name}"`));
  const i = lines.findIndex((l, n) => n >= from && l === '      },');
  if (i < 0) throw new Error(`no "}," closes the tab ${name}`);
  return i + 1;
}

/** A problem of VS Code's JSON support, as its row's innerText reads: `Property expected json 513 [Ln 41, Col 7]`. */
const JSON_SOURCE = /\sjson(\s\d+)?\s\[Ln/;
/** The problems listed, one line each: message, source(code) and position as the view shows them. */
const problems = async () => (await markerRows().allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
const suggestRows = () => page.locator('.suggest-widget.visible .monaco-list-row');



/** Closes the suggest widget and reverts docs.json to what is on disk. */
async function revert() {
  await page.keyboard.press('Escape');
  await page.locator('.suggest-widget.visible').waitFor({ state: 'hidden' });
  await runCommand('File: Revert File');
  await page.locator('.tabs-container .tab.active.dirty').waitFor({ state: 'detached' });
}

// ---- the scenarios -------------------------------------------------------------------------------
before('open the workbench on a copy of fixtures/today-site with one unlisted page, and its docs.json', async () => {
  fs.rmSync(SITE, { recursive: true, force: true });
  fs.cpSync(FIXTURE, SITE, { recursive: true });
  fs.writeFileSync(path.join(SITE, `${UNLISTED}.mdx`), '---\ntitle: Unlisted guide\ndescription: Not in navigation yet.\n---\n\nText.\n');
  // The test profile turns schema downloads off; a user's VS Code has them on, and the "$schema"
  // test below needs VS Code to try.
  fs.mkdirSync(path.join(SITE, '.vscode'), { recursive: true });
  // An entry of the user's own, which Docsite's quick fix must keep.
  fs.writeFileSync(WORKSPACE_SETTINGS, JSON.stringify({ 'json.schemaDownload.enable': true, 'json.schemas': [OWN_SCHEMA] }, null, 2));
  await openWorkbench('docs.json', SITE);
  log(`workbench on ${SITE}`);
  await openFile('docs.json');
  await runCommand('View: Focus Problems');
  // Docsite has checked docs.json: its missing-page error is listed
  await markerRows().filter({ hasText: MISSING }).first().waitFor();
  log(`Problems before typing: ${(await problems()).join(' | ')}`);
});

test('an unclosed brace in docs.json: one syntax problem in the Problems view, not two, not twenty', async () => {
  // A new tab object opened after "API Guide": `},` becomes `}, {`. VS Code closes the brace as it
  // is typed (`}, {}`, well-formed JSON); Delete removes that `}`, leaving the one broken version.
  const line = closingLineOfTab('API Guide');
  await editor().locator('.view-lines').click();
  await goToPosition(line);
  await page.keyboard.press('End');
  await page.keyboard.type(' {');
  await page.keyboard.press('Delete');
  try {
    await until(async () => (await visibleEditorText()).split('\n').includes('      }, {'), `line ${line} to read "}, {"`, 10_000);
    // Docsite has published for the broken version once its missing-page error is gone (the versions
    // before it are well-formed and keep it): it holds back every check of a tree that reads the
    // rest of the file into the new tab.
    await markerRows().filter({ hasText: MISSING }).first().waitFor({ state: 'detached' });
    // VS Code's JSON support reports the syntax error (the earlier versions have none)
    await until(async () => (await problems()).some((t) => JSON_SOURCE.test(t)), "VS Code's syntax problem");
    const all = await problems();
    log(`Problems with the unclosed brace: ${all.join(' | ')}`);
    const ofDocsJson = all.filter((t) => !t.includes('today/old-routing')); // the unopened page's broken link
    const ours = ofDocsJson.filter((t) => /docsite/.test(t));
    if (ours.length) throw new Error(`Docsite still lists problems of the broken docs.json: ${ours.join(' | ')}`);
    if (ofDocsJson.length !== 1) throw new Error(`expected one syntax problem, the Problems view lists ${ofDocsJson.length}: ${ofDocsJson.join(' | ')}`);
  } catch (e) {
    log(`Problems at the failure: ${(await problems()).join(' | ')}`);
    await page.screenshot({ path: path.join(ARTIFACTS, 'ui-json-brace.png') });
    throw e;
  } finally {
    await revert();
  }
  // the checks come back with the brace gone
  await markerRows().filter({ hasText: MISSING }).first().waitFor();
});

test('completion in a pages array: the unlisted page first, no page that the sidebar lists already', async () => {
  // a new entry after "today/setup-steps" in the first group
  const line = lineOf(/"today\/setup-steps"/);
  await editor().locator('.view-lines').click();
  await goToPosition(line);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('"');
  try {
    const row = suggestRows().locator('.label-name', { hasText: new RegExp(`^"?${UNLISTED}"?$`) });
    const attempts = await retryUntilVisible(() => page.keyboard.press('Control+Space'), row, { undo: () => page.keyboard.press('Escape') });
    const labels = await allSuggestionLabels();
    log(`suggestions in "pages" (after ${attempts} Ctrl+Space): ${labels.join(', ')}`);
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'docs-json-completion.png') });
    log('screenshot -> docs-json-completion.png');
    const offeredListed = labels.filter((l) => listed.includes(l));
    if (offeredListed.length) throw new Error(`pages already in this sidebar are offered: ${offeredListed.join(', ')} (all: ${labels.join(', ')})`);
    if (labels[0] !== UNLISTED) throw new Error(`the first suggestion is "${labels[0]}", not the unlisted page ${UNLISTED} (all: ${labels.join(', ')})`);
  } finally {
    await revert();
  }
});

/** Opens key completion inside the tab "API Guide" (`shift` lines below where the fixture has it), checks every key is listed once, reverts docs.json. */
async function keysOfTabOnce(shift = 0) {
  const line = lineOf(/"tab": "API Guide"/) + shift;
  await editor().locator('.view-lines').click();
  await goToPosition(line);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  try {
    // `searchable`: a key only Docsite proposes, and only at the level of a tab
    const row = suggestRows().locator('.label-name', { hasText: /^"?searchable"?$/ });
    const attempts = await retryUntilVisible(() => page.keyboard.press('Control+Space'), row, { undo: () => page.keyboard.press('Escape') });
    const labels = await allSuggestionLabels();
    log(`keys inside tab "API Guide" (after ${attempts} Ctrl+Space): ${labels.join(', ')}`);
    const twice = labels.filter((l, i) => labels.indexOf(l) !== i);
    if (twice.length) throw new Error(`listed twice: ${[...new Set(twice)].join(', ')} (all: ${labels.join(', ')})`);
    // the tab's sibling keys, which VS Code proposed on its own, are there once: from Docsite
    for (const key of ['align', 'hidden']) if (!labels.includes(key)) throw new Error(`"${key}" is not offered (all: ${labels.join(', ')})`);
  } finally {
    await revert();
  }
}

test('key completion inside a tab object lists every key once', () => keysOfTabOnce());

test('"$schema" naming the vendor\'s schema: VS Code\'s untrusted warning, cleared by Docsite\'s quick fix; then no second set of keys', async (t) => {
  // Every real site of today's layout names https://mintlify.com/docs.json. VS Code follows it past
  // Docsite's empty schema; the quick fix maps it to an empty one in the workspace settings.
  const file = path.join(SITE, 'docs.json');
  const URL = 'https://mintlify.com/docs.json';
  const named = docsText.replace('{\n', `{\n  "$schema": "${URL}",\n`);
  const aboutSchema = async () => (await problems()).filter((p) => JSON_SOURCE.test(p) && /schema/i.test(p));
  t.after(async () => {
    fs.writeFileSync(file, docsText);
  });
  fs.writeFileSync(file, named); // the editor holds the file unchanged, so it reloads it
  await runCommand('View: Focus Problems (Errors, Warnings, Infos)');
  await page.locator('.panel .markers-panel').waitFor();
  await until(async () => (await aboutSchema()).length > 0, "VS Code's problem with the vendor's schema");
  log(`VS Code reports: ${(await aboutSchema()).join(' | ')}`);
  await editor().locator('.view-lines').click();
  await goToPosition(2, 20); // inside the URL
  const fix = page.locator('.action-widget .monaco-list-row', { hasText: 'Check docs.json with Docsite alone' });
  const attempts = await retryUntilVisible(() => page.keyboard.press('Control+.'), fix, { undo: () => page.keyboard.press('Escape') });
  log(`quick fixes (attempt ${attempts}): ${(await page.locator('.action-widget .monaco-list-row').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim()).join(' | ')}`);
  await page.mouse.move(0, 0);
  await screenshot('docs-json-vendor-schema-fix.png');
  await fix.first().click();
  await until(async () => (await aboutSchema()).length === 0, "VS Code's schema problem to go");
  const settings = JSON.parse(fs.readFileSync(WORKSPACE_SETTINGS, 'utf8'));
  if (settings['json.schemaDownload.enable'] !== true) throw new Error(`the workspace settings lost a key: ${JSON.stringify(settings)}`);
  if (!settings['json.schemas']?.some((e) => e.url === URL)) throw new Error(`no json.schemas entry for ${URL}: ${JSON.stringify(settings)}`);
  if (JSON.stringify(settings['json.schemas'][0]) !== JSON.stringify(OWN_SCHEMA)) throw new Error(`the user's own json.schemas entry was not kept first and as written: ${JSON.stringify(settings)}`);
  log(`the workspace settings now read ${JSON.stringify(settings)}`);
  await keysOfTabOnce(1);
});

after('close the editors', async () => {
  await runCommand('View: Close All Editors');
  await page.locator('.tabs-container .tab').first().waitFor({ state: 'detached' });
});

process.exit(await runUi('ui-json'));
