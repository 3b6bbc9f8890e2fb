// UI test of renaming a page in the Explorer (issue 14, item 12): the user is asked once, by VS Code.
//   - F2 on guides/webhooks.mdx in the Explorer, new name webhook-alerts.mdx: every dialog the
//     workbench shows is recorded (a MutationObserver in the page), and the only one must be VS Code's
//     own "Extension 'Docsite' wants to make refactoring changes with this file move" (OK, Show
//     Preview, Skip Changes); Docsite's former "Update … to follow the rename?" modal must not appear;
//   - after OK: docs.json navigation and the pages' links name guides/webhook-alerts, docs.json
//     redirects /guides/webhooks there (issue 23: the same prompt offers the redirect) (in editors,
//     unsaved: VS Code opens what it changed; saved, on disk), and the status bar says Docsite
//     updated the files; screenshot rename-prompt.png of the single prompt.
// The site's files are restored from a snapshot afterwards, for the UI files that run next.
// Started by run.sh; env: see ui-lib.mjs, plus SCREENSHOTS (where screenshots go; see run.sh).
import fs from 'node:fs';
import path from 'node:path';
import { page, log, runUi, test, before, after, openWorkbench, runCommand, dialog, dialogButton, until, here, WORKSPACE } from './ui-lib.mjs';

const SCREENSHOTS = process.env.SCREENSHOTS || path.join(here, '../../out-screenshots/e2e');
const FROM = 'guides/webhooks';
const TO = 'guides/webhook-alerts';
const VSCODE_PROMPT = /wants to make refactoring changes with this file (move|rename)/;

const read = (rel) => fs.readFileSync(path.join(WORKSPACE, rel), 'utf8');

/** The site's text files, to put back after the test. */
function snapshot() {
  const files = new Map();
  for (const rel of fs.readdirSync(WORKSPACE, { recursive: true }).map(String)) {
    if (/(^|\/)(\.|node_modules)/.test(rel) || !/\.(mdx?|json)$/.test(rel)) continue;
    files.set(rel, fs.readFileSync(path.join(WORKSPACE, rel)));
  }
  return files;
}

function restore(files) {
  for (const rel of fs.readdirSync(WORKSPACE, { recursive: true }).map(String)) {
    if (/\.(mdx?|json)$/.test(rel) && !/(^|\/)(\.|node_modules)/.test(rel) && !files.has(rel)) fs.rmSync(path.join(WORKSPACE, rel), { force: true });
  }
  for (const [rel, bytes] of files) {
    const p = path.join(WORKSPACE, rel);
    if (!fs.existsSync(p) || !fs.readFileSync(p).equals(bytes)) fs.writeFileSync(p, bytes);
  }
}

const explorerRow = (name) => page.locator('.explorer-folders-view .monaco-list-row', { has: page.locator('.label-name', { hasText: new RegExp(`^${name.replace(/\./g, '\\.')}$`) }) });

let saved; // the site's text files before the rename

before('open the workbench; keep a snapshot of the site', async () => {
  await openWorkbench();
  saved = snapshot();
});

// the UI files that run next expect the site as it was
after('close the editors; restore the site from the snapshot', async () => {
  await runCommand('View: Close All Editors');
  restore(saved);
  await until(() => fs.existsSync(path.join(WORKSPACE, `${FROM}.mdx`)) && read('docs.json').includes(`"${FROM}"`), 'the site restored', 10_000);
});

test('renaming a page in the Explorer asks once (VS Code), and navigation and links follow', async () => {
  assert(read('docs.json').includes(`"${FROM}"`), `docs.json does not list ${FROM}`);
  // Record every dialog message the workbench shows from now on.
  await page.evaluate(() => {
    window.__dialogs = [];
    const seen = new WeakSet();
    new MutationObserver(() => {
      for (const box of document.querySelectorAll('.monaco-dialog-box')) {
        if (seen.has(box)) continue;
        seen.add(box);
        window.__dialogs.push((box.querySelector('.dialog-message-text') ?? box).textContent.trim());
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  // the language server must be up to answer willRenameFiles: wait for its diagnostics on the site
  await runCommand('View: Focus Problems (Errors, Warnings, Infos)');
  await page.locator('.markers-panel .monaco-list-row').first().waitFor();
  await runCommand('File: Focus on Files Explorer');
  const guides = explorerRow('guides');
  await guides.first().click();
  await explorerRow('webhooks.mdx').first().waitFor();
  await explorerRow('webhooks.mdx').first().click();
  await page.keyboard.press('F2');
  const input = page.locator('.explorer-folders-view .monaco-inputbox input');
  await input.waitFor();
  await input.fill('webhook-alerts.mdx');
  await page.keyboard.press('Enter');

  const prompt = dialog().filter({ hasText: VSCODE_PROMPT });
  await prompt.waitFor();
  const buttons = (await dialog().locator('.dialog-buttons .monaco-button').allInnerTexts()).map((b) => b.trim());
  log(`dialog: "${(await prompt.innerText()).trim().replace(/\s+/g, ' ')}" buttons: ${buttons.join(' | ')}`);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'rename-prompt.png') });
  await dialogButton('OK').first().click();
  await dialog().waitFor({ state: 'detached' });

  // the updates land in editors (VS Code opens the files it changed, unsaved): save them, then read the disk
  await page.locator('.tabs-container .tab.dirty', { hasText: 'docs.json' }).first().waitFor();
  await runCommand('File: Save All Files');
  await until(() => fs.existsSync(path.join(WORKSPACE, `${TO}.mdx`)) && !fs.existsSync(path.join(WORKSPACE, `${FROM}.mdx`)), 'the file renamed on disk');
  await until(() => read('docs.json').includes(`"${TO}"`) && !read('docs.json').includes(`"${FROM}"`), `docs.json listing ${TO} on disk`);
  // The same one prompt offered the redirect from the old route (docsite.redirects.onMove: always, the default).
  await until(() => JSON.parse(read('docs.json')).redirects?.some((r) => r.source === `/${FROM}` && r.destination === `/${TO}`), `a redirect from /${FROM} to /${TO} in docs.json`);
  await until(() => read('introduction.mdx').includes(`](/${TO})`), `introduction.mdx linking /${TO}`);
  await until(() => read('changelog/overview.mdx').includes(`](/${TO}#verify-the-signature)`), 'the changelog link with its anchor');
  // the user sees what changed: the status bar names the update
  await page.locator('.statusbar-item', { hasText: /Docsite updated .* to follow the rename/ }).first().waitFor();

  const dialogs = await page.evaluate(() => window.__dialogs);
  log(`dialogs shown: ${JSON.stringify(dialogs)}`);
  assert(dialogs.length === 1 && VSCODE_PROMPT.test(dialogs[0]), `expected exactly one prompt, VS Code's; got ${JSON.stringify(dialogs)}`);
});

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

process.exit(await runUi("ui-rename"));
