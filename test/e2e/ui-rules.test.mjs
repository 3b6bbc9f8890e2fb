// UI test of "Docsite: Create Project Rules" (issue [4/6]) in the workbench with the installed vsix.
// Plain code-server is no AI editor (vscode.env.appName) and the test profile leaves
// docsite.rules.editorDirectory unset, so the command asks for the editor in a quick pick. The
// first run writes Cursor's <workspace>/.cursor/rules/docsite.mdc (issue 37: where Cursor reads
// project rules, with the frontmatter it reads) and opens it; later runs must ask (a modal dialog:
// Open / Show Diff / Replace…) and never overwrite without the confirmation. AGENTS.md: the
// workspace is the sample site, whose docs root is the folder itself, so the build would publish
// it; the command asks, and "Add to .mintignore" leaves the site as it was (no new finding, no page
// in check or llms, no preview). The folder .cursor, AGENTS.md and .mintignore are removed at the
// end. Started by run.sh; env: see ui-lib.mjs.
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import {
  page, log, runUi, test, before, after, openWorkbench, runCommand, startCommand, quickRow, dialog, dialogButton,
  visibleEditorText, until, openFile, quickInput, WORKSPACE,
} from './ui-lib.mjs';
import { markerRow } from './ui-editor-lib.mjs';

const RULES = path.join(WORKSPACE, '.cursor', 'rules', 'docsite.mdc');
const CURSOR_DIR = path.join(WORKSPACE, '.cursor');
const MINTIGNORE = path.join(WORKSPACE, '.mintignore');
const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'cli.js');
const docsJsonFile = path.join(WORKSPACE, process.env.DOCS_JSON || 'docs.json');
const AGENTS = path.join(WORKSPACE, 'AGENTS.md');
const docsJsonText = fs.readFileSync(docsJsonFile, 'utf8');
const siteName = () => JSON.parse(fs.readFileSync(docsJsonFile, 'utf8')).name;
const digest = () => crypto.createHash('sha256').update(fs.readFileSync(RULES)).digest('hex');
let written; // { sha, mtimeMs, size } of the file the first run wrote

/** The modal "…/docsite.mdc already exists." with its buttons. */
async function existingPrompt() {
  const box = dialog().filter({ hasText: 'already exists' });
  await box.waitFor();
  const buttons = (await dialog().locator('.dialog-buttons .monaco-button').allInnerTexts()).map((b) => b.trim());
  log(`dialog: "${(await dialog().locator('.dialog-message-text').innerText()).trim()}" buttons: ${buttons.join(' | ')}`);
  for (const b of ['Open', 'Show Diff', 'Replace…']) {
    if (!buttons.includes(b)) throw new Error(`the dialog lacks the button "${b}": ${buttons.join(' | ')}`);
  }
  return box;
}

function expectUnchanged(when) {
  const st = fs.statSync(RULES);
  const sha = digest();
  if (sha !== written.sha || st.size !== written.size) throw new Error(`${RULES} changed ${when}: sha ${written.sha} -> ${sha}, size ${written.size} -> ${st.size}`);
  if (st.mtimeMs !== written.mtimeMs) throw new Error(`${RULES} was rewritten ${when} (same bytes, new mtime)`);
  log(`${path.relative(WORKSPACE, RULES)} byte-identical ${when} (sha256 ${sha.slice(0, 12)}…)`);
}

/** Whether the command palette lists the command `label` for the active editor (its `when` holds). */
async function paletteOffers(label) {
  await page.mouse.move(0, 0);
  await page.keyboard.press('F1');
  await quickInput().waitFor();
  await quickInput().fill(`>${label}`);
  const row = page.locator('.quick-input-list .monaco-list-row .label-name', { hasText: label });
  // The filter has run once a command offered on any file is listed: "Docsite: Preview the Site"
  // (an unavailable command leaves "similar commands" rows, not "No matching commands").
  const filtered = page.locator('.quick-input-list .monaco-list-row .label-name', { hasText: 'Docsite: Preview the Site' });
  await row.or(filtered).first().waitFor();
  const offered = (await row.count()) > 0;
  await page.keyboard.press('Escape');
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
  return offered;
}

/** `docsite check --format json` of the workspace: its pages and every finding, as text lines. */
function checkSite() {
  const run = spawnSync(process.execPath, [CLI, 'check', WORKSPACE, '--format', 'json'], { encoding: 'utf8' });
  const report = JSON.parse(run.stdout);
  const findings = report.files.flatMap((f) => f.diagnostics.map((d) => `${path.relative(WORKSPACE, f.path)}:${d.line} ${d.code}`)).sort();
  return { pages: report.sites.reduce((n, s) => n + s.pages, 0), findings };
}

/** `docsite llms` of the workspace: what it reports (pages left out included). */
function llmsReport() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-e2e-llms-'));
  try {
    const run = spawnSync(process.execPath, [CLI, 'llms', WORKSPACE, '--out', out], { encoding: 'utf8' });
    return (run.stdout + run.stderr).replace(new RegExp(out.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'), 'OUT').trim();
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

let siteBefore; // checkSite() and llmsReport() before any rules file

before('open the workbench, with no .cursor folder, AGENTS.md or .mintignore', async () => {
  fs.rmSync(CURSOR_DIR, { recursive: true, force: true });
  fs.rmSync(AGENTS, { force: true });
  fs.rmSync(MINTIGNORE, { force: true });
  siteBefore = { ...checkSite(), llms: llmsReport() };
  log(`before: ${siteBefore.pages} pages, ${siteBefore.findings.length} findings; llms: ${siteBefore.llms.split('\n').pop()}`);
  await openWorkbench();
});

test("first run: pick Cursor in the quick pick; .cursor/rules/docsite.mdc opens with the site name, its frontmatter parses", async () => {
  await startCommand('Docsite: Create Project Rules');
  const cursor = quickRow('Cursor').filter({ hasText: '.cursor/rules/docsite.mdc' });
  await cursor.first().waitFor();
  const offered = await page.locator('.quick-input-list .monaco-list-row .label-name').allInnerTexts();
  log(`editor quick pick: ${offered.join(', ')}`);
  for (const gone of ['Void', 'PearAI']) if (offered.includes(gone)) throw new Error(`${gone} is offered, though its reading place is unconfirmed`);
  // The picker says truthfully what reads the file.
  await cursor.filter({ hasText: 'Cursor reads .cursor/rules/*.mdc' }).first().waitFor();
  await page.screenshot({ path: path.join(process.env.SCREENSHOTS, 'rules-picker.png') });
  await cursor.first().click();
  await page.locator('.tabs-container .tab.active', { hasText: 'docsite.mdc' }).waitFor();
  const name = siteName();
  await until(async () => (await visibleEditorText()).includes(name), `"${name}" in the docsite.mdc editor`);
  log(`docsite.mdc open; first line: ${(await visibleEditorText()).split('\n')[0]}`);
  // the editor shows the file of the workspace (breadcrumbs: .cursor › rules › docsite.mdc)
  await page.locator('.breadcrumbs-control', { hasText: '.cursor' }).first().waitFor();
  await until(() => fs.existsSync(RULES), `${RULES} on disk`, 10_000);
  const text = fs.readFileSync(RULES, 'utf8');
  if (!text.includes(name)) throw new Error(`${RULES} does not name the site "${name}"`);
  const { data } = matter(text);
  if (typeof data.description !== 'string' || data.globs !== '**/*.mdx,**/*.md,docs.json' || data.alwaysApply !== false) {
    throw new Error(`the frontmatter of ${RULES} is not Cursor's: ${JSON.stringify(data)}`);
  }
  log(`frontmatter: ${JSON.stringify(data)}`);
  if (fs.existsSync(path.join(CURSOR_DIR, 'rules.md'))) throw new Error('.cursor/rules.md written, where Cursor does not look');
  const st = fs.statSync(RULES);
  written = { sha: digest(), size: st.size, mtimeMs: st.mtimeMs };
  log(`${RULES}: ${st.size} bytes, ${text.split('\n').length} lines`);
}, { critical: true });

test('second run: the "already exists" dialog (Open / Show Diff / Replace…); Replace… then Cancel keeps the file', async () => {
  await startCommand('Docsite: Create Project Rules');
  // the setting is unset, so the command asks for the editor again before it finds the file
  const cursor = quickRow('Cursor').filter({ hasText: '.cursor/rules/docsite.mdc' });
  await cursor.first().waitFor();
  await cursor.first().click();
  await existingPrompt();
  expectUnchanged('while the dialog is open');
  await dialogButton('Replace…').click();
  // the confirmation: a second modal dialog, "Replace .cursor/rules/docsite.mdc?"
  const confirm = dialog().filter({ hasText: 'Replace .cursor/rules/docsite.mdc?' });
  await confirm.waitFor();
  const buttons = (await dialog().locator('.dialog-buttons .monaco-button').allInnerTexts()).map((b) => b.trim());
  log(`confirmation: buttons ${buttons.join(' | ')}`);
  await dialogButton('Cancel').click();
  await dialog().waitFor({ state: 'detached' });
  expectUnchanged('after Replace… → Cancel');
});

test('third run: Escape on the dialog cancels; the file is byte-identical', async () => {
  await startCommand('Docsite: Create Project Rules');
  const cursor = quickRow('Cursor').filter({ hasText: '.cursor/rules/docsite.mdc' });
  await cursor.first().waitFor();
  await cursor.first().click();
  await existingPrompt();
  await page.keyboard.press('Escape');
  await dialog().waitFor({ state: 'detached' });
  expectUnchanged('after Escape');
});

test('fourth run: the picker names the file each assistant reads; Show Diff on an unchanged file says it is up to date', async () => {
  await startCommand('Docsite: Create Project Rules');
  await quickRow('GitHub Copilot').filter({ hasText: '.github/copilot-instructions.md' }).first().waitFor();
  await quickRow('Claude Code').filter({ hasText: 'CLAUDE.md' }).first().waitFor();
  const cursor = quickRow('Cursor').filter({ hasText: 'Cursor reads .cursor/rules/*.mdc' });
  await cursor.first().waitFor();
  await cursor.first().click();
  await existingPrompt();
  await dialogButton('Show Diff').click();
  await dialog().waitFor({ state: 'detached' });
  // The toast may already be folded into the notification center: look there.
  await runCommand('Notifications: Show Notifications');
  await page.locator('.notifications-center .notification-list-item', { hasText: 'is up to date' }).first().waitFor();
  if (await page.locator('.tabs-container .tab', { hasText: 'current ↔ new' }).count()) throw new Error('an empty diff was opened');
  log('"is up to date" shown, no diff opened');
  expectUnchanged('after Show Diff');
});

test('fifth run: after an edit, Show Diff opens the diff of docsite.mdc against the new rules; the file is kept', async () => {
  fs.appendFileSync(RULES, '\nOur own addition.\n');
  const st = fs.statSync(RULES);
  written = { sha: digest(), size: st.size, mtimeMs: st.mtimeMs };
  await runCommand('Notifications: Clear All Notifications');
  await startCommand('Docsite: Create Project Rules');
  const cursor = quickRow('Cursor').filter({ hasText: '.cursor/rules/docsite.mdc' });
  await cursor.first().waitFor();
  await cursor.first().click();
  await existingPrompt();
  await dialogButton('Show Diff').click();
  await dialog().waitFor({ state: 'detached' });
  await page.locator('.tabs-container .tab.active', { hasText: 'docsite.mdc: current ↔ new' }).waitFor();
  await page.locator('.editor-group-container.active .monaco-diff-editor').waitFor();
  log('diff editor "docsite.mdc: current ↔ new" open');
  expectUnchanged('after Show Diff');
});

test('closing the editors (the diff among them) leaves the file byte-identical', async () => {
  // the flow still waits on the (hidden) "Replace … with the new rules?" notification: clear it
  await runCommand('Notifications: Clear All Notifications');
  await runCommand('View: Close All Editors');
  await page.locator('.tabs-container .tab').first().waitFor({ state: 'detached' });
  expectUnchanged('at the end');
});

// ---- issue 25, item 2: rules that stay true --------------------------------------------------------------

/** The notification (in the notification center, where a toast also lands) whose message holds `text`. */
async function notification(text) {
  await runCommand('Notifications: Show Notifications');
  const item = page.locator('.notifications-center .notification-list-item', { hasText: text });
  await item.first().waitFor();
  return item;
}

/** "Docsite: Create Project Rules" with no AGENTS.md in the docs root, AGENTS.md (Codex) picked. */
async function createAgentsMdForCodex() {
  fs.rmSync(AGENTS, { force: true });
  await startCommand('Docsite: Create Project Rules');
  const agents = quickRow('AGENTS.md').filter({ hasText: 'Codex' });
  await agents.first().waitFor();
  await agents.first().click();
}

test('AGENTS.md in the docs root: the command says the build would publish it; "Add to .mintignore" leaves the site as it was', async () => {
  await runCommand('Notifications: Clear All Notifications');
  await runCommand('View: Close All Editors');
  await createAgentsMdForCodex();
  const asked = dialog().filter({ hasText: 'the site build publishes it as the page /AGENTS' });
  await asked.waitFor();
  const buttons = (await dialog().locator('.dialog-buttons .monaco-button').allInnerTexts()).map((b) => b.trim());
  log(`dialog: "${(await dialog().locator('.dialog-message-text').innerText()).trim()}" buttons: ${buttons.join(' | ')}`);
  await page.screenshot({ path: path.join(process.env.SCREENSHOTS, 'rules-published.png') });
  await dialogButton('Add to .mintignore').click();
  await dialog().waitFor({ state: 'detached' });
  await page.locator('.tabs-container .tab.active', { hasText: 'AGENTS.md' }).waitFor();
  await until(() => fs.existsSync(AGENTS), `${AGENTS} on disk`, 10_000);
  if (fs.readFileSync(MINTIGNORE, 'utf8') !== '/AGENTS.md\n') throw new Error(`.mintignore reads ${JSON.stringify(fs.readFileSync(MINTIGNORE, 'utf8'))}`);
  // In a file the build parses, the section's markers are MDX comments.
  if (!fs.readFileSync(AGENTS, 'utf8').startsWith('{/* docsite:start')) throw new Error('AGENTS.md does not start with the MDX section marker');
  // No preview of it, the build leaves it out: Docsite's preview, offered on a page, is not on AGENTS.md
  // (VS Code's own Markdown preview, with the same title, is: asked in the palette by Docsite's name).
  await openFile('introduction.mdx');
  if (!(await paletteOffers('Docsite: Open Preview to the Side'))) throw new Error('no Docsite preview on introduction.mdx');
  await openFile('AGENTS.md');
  if (await paletteOffers('Docsite: Open Preview to the Side')) throw new Error('the Docsite preview is offered for AGENTS.md');
  log('"Docsite: Open Preview to the Side" offered on introduction.mdx, not on AGENTS.md');
  // No new finding, no page: docsite check and llms read the site as before.
  const after = { ...checkSite(), llms: llmsReport() };
  if (after.pages !== siteBefore.pages) throw new Error(`docsite check lists ${after.pages} pages, ${siteBefore.pages} before`);
  const added = after.findings.filter((f) => !siteBefore.findings.includes(f));
  if (added.length) throw new Error(`new findings: ${added.join(', ')}`);
  if (after.llms !== siteBefore.llms) throw new Error(`llms reads otherwise:\n${siteBefore.llms}\n---\n${after.llms}`);
  log(`after: ${after.pages} pages, ${after.findings.length} findings (none new); llms as before`);
  await runCommand('View: Focus Problems');
  await page.screenshot({ path: path.join(process.env.SCREENSHOTS, 'rules-agents-ignored.png') });
  if (await markerRow('rules-file-published').count()) throw new Error('rules-file-published in the Problems view');
});

test('AGENTS.md: generate it, change docs.json, one "out of date" notice; Update rules, accept the diff: notice and finding gone', async () => {
  await runCommand('Notifications: Clear All Notifications');
  await createAgentsMdForCodex();
  // .mintignore leaves it out now: no question (and the answer is remembered for the site anyway).
  await page.locator('.tabs-container .tab.active', { hasText: 'AGENTS.md' }).waitFor();
  await until(() => fs.existsSync(AGENTS), `${AGENTS} on disk`, 10_000);
  log(`AGENTS.md written and open: ${fs.readFileSync(AGENTS, 'utf8').split('\n').find((l) => l.includes('docsite-generated-from'))}`);

  // The site is renamed on disk (as a save, a pull or another tool would): the open AGENTS.md goes stale.
  const renamed = `${siteName()} Renamed`;
  fs.writeFileSync(docsJsonFile, docsJsonText.replace(JSON.stringify(siteName()), JSON.stringify(renamed)));
  const notice = await notification(`Project rules for ${renamed} are out of date (settings changed)`);
  await runCommand('View: Focus Problems');
  await markerRow('rules-stale').first().waitFor();
  log(`Problems: ${(await markerRow('rules-stale').first().innerText()).replace(/\s+/g, ' ').trim()}`);
  const count = await (await notification('are out of date')).count();
  if (count !== 1) throw new Error(`${count} "out of date" notices, not one`);

  await (await notification('are out of date')).first().locator('.monaco-button', { hasText: 'Update rules' }).click();
  await page.locator('.tabs-container .tab.active', { hasText: 'AGENTS.md: current ↔ new' }).waitFor();
  log('diff "AGENTS.md: current ↔ new" open');
  await (await notification('with the new rules shown on the right')).first().locator('.monaco-button', { hasText: 'Replace…' }).click();
  await dialog().filter({ hasText: 'Replace AGENTS.md?' }).waitFor();
  await dialogButton('Replace').click();
  await dialog().waitFor({ state: 'detached' });
  await until(() => fs.readFileSync(AGENTS, 'utf8').includes(renamed), `"${renamed}" in ${AGENTS}`, 10_000);
  await markerRow('rules-stale').first().waitFor({ state: 'detached' });
  await notice.first().waitFor({ state: 'detached' });
  log('AGENTS.md regenerated: the rules-stale finding and the notice are gone');
});

after('close the editors, remove .cursor, AGENTS.md and .mintignore, restore docs.json', async () => {
  fs.writeFileSync(docsJsonFile, docsJsonText);
  await runCommand('Notifications: Clear All Notifications');
  await runCommand('View: Close All Editors');
  await page.locator('.tabs-container .tab').first().waitFor({ state: 'detached' });
  fs.rmSync(CURSOR_DIR, { recursive: true, force: true });
  fs.rmSync(AGENTS, { force: true });
  fs.rmSync(MINTIGNORE, { force: true });
});

process.exit(await runUi('ui-rules'));
