// UI test of the quick fixes of issue 38 in the workbench with the installed vsix, on a copy of
// test/e2e/fixtures/api-site (its own folder under E2E_ARTIFACTS):
//   - a misspelt navigation entry (`writting`): docs.json's missing-page error says "Did you mean
//     "writing"?", and Ctrl+. offers "Change to `writing`" first (preferred), before creating the
//     misspelt page; applying it leaves no missing-page problem. Screenshot did-you-mean.png.
//   - two unclosed tags in one page: both are in the Problems view, and each is closed by its own
//     quick fix, one after the other, until the page has no unclosed-tag problem and parses.
// Started by run.sh; env: see ui-lib.mjs, plus SCREENSHOTS (where screenshots go; see run.sh).
import fs from 'node:fs';
import path from 'node:path';
import { page, log, runUi, test, before, after, openWorkbench, openFile, runCommand, editor, retryUntilVisible, until, visibleEditorText } from './ui-lib.mjs';
import { copyFixture, markerRow, goToPosition, screenshot, positionOf } from './ui-editor-lib.mjs';

const SITE = copyFixture('api-site', 'fixes-site');
const TWO_OPEN = 'two-open.mdx';

before('a misspelt entry in docs.json and a page with two open tags, then the workbench on the copy', async () => {
  const configPath = path.join(SITE, 'docs.json');
  fs.writeFileSync(configPath, fs.readFileSync(configPath, 'utf8').replace('"writing"', '"writting"'));
  fs.writeFileSync(path.join(SITE, TWO_OPEN), '---\ntitle: Two open tags\ndescription: A page with two tags left open.\n---\n\n<Note>\nFirst note.\n\n<Tip>\nA tip.\n\nMore text.\n');
  await openWorkbench('docs.json', SITE);
  await runCommand('View: Focus Problems');
});

/** Opens the quick fix menu at `needle` in the active editor and applies the row titled `title`. */
async function applyFix(needle, title, text) {
  const { line, col } = positionOf(text, needle);
  await editor().locator('.view-lines').click();
  await goToPosition(line, col + 2);
  const fix = page.locator('.action-widget .monaco-list-row', { hasText: title });
  const attempts = await retryUntilVisible(() => page.keyboard.press('Control+.'), fix, { undo: () => page.keyboard.press('Escape') });
  const offered = (await page.locator('.action-widget .monaco-list-row').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
  log(`quick fixes at ${needle} (attempt ${attempts}): ${offered.join(' | ')}`);
  return { fix, offered };
}

test('a misspelt navigation entry: "Did you mean", and its fix comes first and clears the error', async () => {
  await openFile('docs.json');
  const row = markerRow('missing-page', 'Did you mean "writing"?');
  await row.first().waitFor();
  log(`Problems: ${(await row.first().innerText()).replace(/\s+/g, ' ').trim()}`);
  const { fix, offered } = await applyFix('"writting"', 'Change to `writing`', fs.readFileSync(path.join(SITE, 'docs.json'), 'utf8'));
  const change = offered.findIndex((t) => t.includes('Change to `writing`'));
  const create = offered.findIndex((t) => t.includes('Create page `writting.mdx`'));
  if (change < 0 || (create >= 0 && create < change)) throw new Error(`the did-you-mean fix is not offered before creating the misspelt page: ${offered.join(' | ')}`);
  await page.mouse.move(0, 0);
  await screenshot('did-you-mean.png');
  await fix.first().click();
  await page.locator('.action-widget .monaco-list-row').first().waitFor({ state: 'hidden' });
  await page.keyboard.press('Control+S');
  await page.locator('.tabs-container .tab.dirty').first().waitFor({ state: 'detached' });
  const pages = JSON.parse(fs.readFileSync(path.join(SITE, 'docs.json'), 'utf8')).navigation.groups[0].pages;
  if (!pages.includes('writing') || pages.includes('writting')) throw new Error(`docs.json lists ${JSON.stringify(pages)}`);
  await markerRow('missing-page').first().waitFor({ state: 'detached' });
  log('docs.json lists "writing" again; no missing-page problem is left');
});

test('two unclosed tags: both reported, closed one after the other by their own fixes', async () => {
  await openFile(TWO_OPEN);
  await markerRow('unclosed-tag', '`<Note>` is never closed').first().waitFor();
  await markerRow('unclosed-tag', '`<Tip>` is never closed').first().waitFor();
  log('Problems: both <Note> and <Tip> are reported');
  // Each round: the first unclosed-tag problem (a double click in the Problems view selects it in the editor),
  // then its own fix. After the Note is closed, the parser names the Tip at the </Note> it meets.
  for (const tag of ['Note', 'Tip']) {
    // The row that names this tag (after the Note is closed, the parser's message names the Tip at </Note>).
    await markerRow('unclosed-tag', `<${tag}>`).first().dblclick(); // opens the problem in the editor, with the focus there
    const fix = page.locator('.action-widget .monaco-list-row', { hasText: `Close \`<${tag}>\`` });
    const attempts = await retryUntilVisible(() => page.keyboard.press('Control+.'), fix, { undo: () => page.keyboard.press('Escape') });
    log(`"Close <${tag}>" offered (attempt ${attempts})`);
    await fix.first().click();
    await page.locator('.action-widget .monaco-list-row').first().waitFor({ state: 'hidden' });
    await until(async () => (await visibleEditorText()).includes(`</${tag}>`), `</${tag}> in the editor`);
    // The Problems view has caught up with the fix before the next row is opened.
    await markerRow('unclosed-tag', `\`<${tag}>\` is never closed`).first().waitFor({ state: 'detached' });
    log(`<${tag}> closed by its fix`);
  }
  await until(async () => (await visibleEditorText()).includes('</Note>') && (await visibleEditorText()).includes('</Tip>'), 'both closing tags in the editor');
  await markerRow('unclosed-tag').first().waitFor({ state: 'detached' });
  await markerRow('mdx-syntax').first().waitFor({ state: 'detached' });
  await screenshot('unclosed-fixed.png');
  await page.keyboard.press('Control+S');
  await page.locator('.tabs-container .tab.dirty').first().waitFor({ state: 'detached' });
  log(`${TWO_OPEN} on disk:\n${fs.readFileSync(path.join(SITE, TWO_OPEN), 'utf8')}`);
});

after('close the editors', async () => {
  await runCommand('View: Close All Editors');
  await page.locator('.tabs-container .tab').first().waitFor({ state: 'detached' });
});

process.exit(await runUi('ui-fixes'));
