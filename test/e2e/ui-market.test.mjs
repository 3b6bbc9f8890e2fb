// UI test of what a first run shows (issue #14, items 17): the status bar summary of the site's
// problems, the server's lines in the Docsite output channel, the "Get Started with Docsite"
// walkthrough (each step's button does what it says) and the Settings editor's sections. The
// expected counts come from the CLI (`docsite check --format json`) on the same workspace, so the
// editor and the command line must agree. Writes screenshots/walkthrough.png and settings.png (the
// README shows both). Started by run.sh; env: see ui-lib.mjs, plus SCREENSHOTS (folder).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  page, log, runUi, test, before, openWorkbench, runCommand, startCommand, quickRow, until, here, WORKSPACE,
} from './ui-lib.mjs';

const SCREENSHOTS = process.env.SCREENSHOTS || path.join(here, '../../out-screenshots/e2e');
const DOCS_JSON = process.env.DOCS_JSON || 'docs.json';
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What `docsite check` finds in the workspace: { files, errors, warnings, infos, filesWithProblems }. */
function cliSummary() {
  let out;
  try {
    out = execFileSync(process.execPath, [path.join(here, '../../dist/cli.js'), 'check', WORKSPACE, '--format', 'json'], { encoding: 'utf8' });
  } catch (e) {
    out = e.stdout; // exit code 1: the site has errors
  }
  const report = JSON.parse(out);
  return { ...report.summary, filesWithProblems: report.files.filter((f) => f.diagnostics.some((d) => d.severity !== 'hint')).length };
}
/** The item's words, as countSiteProblems/describeCounts write them. */
function describe({ errors, warnings, infos, filesWithProblems }) {
  const parts = [[errors, 'error'], [warnings, 'warning'], [infos, 'info']].filter(([n]) => n).map(([n, w]) => plural(n, w));
  if (!parts.length) return 'no problems';
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${list} in ${plural(filesWithProblems, 'file')}`;
}
const siteName = () => JSON.parse(fs.readFileSync(path.join(WORKSPACE, DOCS_JSON), 'utf8')).name;
/** The status bar item (its DOM id is the extension id, then the item id). */
/** Hides the panel (an earlier UI file may have left the Problems view open in this workspace). */
async function hidePanel() {
  if (!(await page.locator('.part.panel').isVisible())) return;
  await runCommand('View: Hide Panel');
  await page.locator('.part.panel').waitFor({ state: 'hidden' });
}
/** The document inside the visible webview (a hidden editor's webview may stay in the page). */
const visibleWebview = () => page.frameLocator('iframe.webview.ready >> visible=true').frameLocator('iframe#active-frame');
const problemsItem = () => page.locator('[id="docsite.docsite-tools.docsite.problems"]');

before('open the workbench', () => openWorkbench());

test('the status bar counts the site\'s errors and warnings as docsite check does, and opens the Problems view', async () => {
  const expected = cliSummary();
  log(`docsite check: ${JSON.stringify(expected)}`);
  const item = problemsItem();
  await item.waitFor();
  const want = `Docsite, ${siteName()}: ${describe(expected)}`;
  const numbers = expected.errors + expected.warnings ? `${expected.errors} ${expected.warnings}` : '';
  const label = async () => (await item.locator('[aria-label]').first().getAttribute('aria-label').catch(() => null)) ?? (await item.getAttribute('aria-label'));
  const text = async () => (await item.innerText()).replace(/\s+/g, ' ').trim();
  // the whole-site check publishes file after file: wait for the item to settle on the CLI's counts
  await until(async () => (await label()) === want && (await text()) === numbers, `the status bar item to say "${want}" and show "${numbers}"`)
    .catch(async (e) => { throw new Error(`${e.message}; it says "${await label()}" and shows "${await text()}"`); });
  log(`status bar item: shows "${await text()}", says "${await label()}"`);
  await hidePanel();
  await item.click();
  await page.locator('.panel .markers-panel').waitFor();
  log('click: the Problems view is open');
  await page.locator('.panel .monaco-list-row', { hasText: expected.warnings || expected.errors ? /./ : 'No problems' }).first().waitFor();
}, { critical: true });

test('the Docsite output channel names the site found and the whole-site check with its page count and time', async () => {
  const expected = cliSummary();
  await startCommand('Output: Show Output Channels...');
  await quickRow('Docsite').filter({ hasNotText: 'Trace' }).first().click();
  const output = page.locator('.panel .output-view, .panel [id="workbench.panel.output"]').first();
  await output.waitFor();
  const lines = () => output.locator('.view-line').allInnerTexts().then((l) => l.map((x) => x.replace(/\u00a0/g, ' ')).join('\n'));
  const found = await until(async () => {
    const text = await lines();
    const site = text.match(/\[docsite\] site found: "([^"]+)" in (\S+) \((docs\.json|mint\.json), ([^)]+)\)/);
    const pass = text.match(/\[docsite\] checked (\d+) pages?(?: and (\d+) other files?)? in (\d+) ms \(whole-site check\)/);
    return site && pass && { site, pass };
  }, 'the "site found" and "checked N pages in X ms" lines in the Docsite output');
  log(`output: ${found.site[0]}`);
  log(`output: ${found.pass[0]}`);
  if (found.site[1] !== siteName()) throw new Error(`the site found is "${found.site[1]}", docs.json names "${siteName()}"`);
  const checked = Number(found.pass[1]) + Number(found.pass[2] ?? 0);
  if (checked !== expected.files) throw new Error(`the whole-site check covered ${checked} files, docsite check ${expected.files}`);
});

/** Opens the walkthrough through "Welcome: Open Walkthrough..." and waits for its step list. */
async function openWalkthrough() {
  // already showing (opening the palette over it leaves the palette inert)
  if (await page.locator('.gettingStartedContainer .getting-started-step', { hasText: 'Open your docs.json' }).first().isVisible()) return;
  // a hover left by the last click (a step's keyboard tip) makes the palette inert: move away and let it close
  await page.mouse.move(150, 600);
  await page.locator('.workbench-hover-container').first().waitFor({ state: 'hidden', timeout: 10_000 });
  await startCommand('Welcome: Open Walkthrough...');
  await quickRow('Get Started with Docsite').first().click();
  await page.locator('.gettingStartedContainer .getting-started-step').first().waitFor();
}
const step = (title) => page.locator('.gettingStartedContainer .getting-started-step', { hasText: title }).first();
/** Expands a step (a click on its title line, away from its button). */
async function expandStep(title) {
  if ((await step(title).getAttribute('aria-expanded')) === 'true') return;
  await step(title).click({ position: { x: 60, y: 14 } });
  await until(async () => (await step(title).getAttribute('aria-expanded')) === 'true', `the step "${title}" to expand`);
}
/** Opens the walkthrough, expands the step and clicks its button (a command link alone on a line is drawn as a button). */
async function runStep(title, button) {
  await openWalkthrough();
  await expandStep(title);
  const b = step(title).locator('.button-link, .getting-started-step-action, button, a', { hasText: button }).first();
  await b.waitFor();
  await b.click();
}

test('the walkthrough lists its five steps; "Open docs.json" opens it and checks the step off', async () => {
  await runCommand('View: Close All Editors');
  // before the walkthrough shows: a palette opened over it stays inert (an earlier UI file may have
  // left the Problems view open, and hiding it takes the palette)
  await hidePanel();
  await openWalkthrough();
  const titles = ['Open your docs.json', 'See the site\'s problems', 'Open the preview', 'Create project rules', 'Tune the checks'];
  for (const t of titles) await step(t).waitFor();
  log(`walkthrough steps: ${(await page.locator('.gettingStartedContainer .getting-started-step .step-title').allInnerTexts()).join(' | ')}`);
  await expandStep(titles[0]);
  // the step's medium, walkthrough/open-docs-json.md, rendered beside the steps
  await visibleWebview().locator('h1', { hasText: 'Your site\'s docs.json' }).waitFor();
  if ((await step(titles[0]).getAttribute('aria-checked')) !== 'false') throw new Error('the first step is checked off before it was done');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'walkthrough.png') });
  log(`screenshot: ${path.join(SCREENSHOTS, 'walkthrough.png')}`);
  await runStep(titles[0], 'Open docs.json');
  await page.locator('.tabs-container .tab.active', { hasText: path.basename(DOCS_JSON) }).waitFor();
  log('"Open docs.json" opened it');
  await openWalkthrough();
  await until(async () => (await step(titles[0]).getAttribute('aria-checked')) === 'true', 'the first step to be checked off');
  log('the step "Open your docs.json" is checked off');
});

test('walkthrough: "Show Problems" opens the Problems view, "Preview the Site" previews the landing page', async () => {
  await hidePanel();
  await runStep('See the site\'s problems', 'Show Problems');
  await page.locator('.panel .markers-panel').waitFor();
  log('"Show Problems" opened the Problems view');
  await hidePanel();
  await runStep('Open the preview', 'Preview the Site');
  // The landing page is the first page of the navigation (the sample site, in the spec's layout, has no root index page).
  const landing = `${JSON.parse(fs.readFileSync(path.join(WORKSPACE, DOCS_JSON), 'utf8')).navigation[0].pages[0]}.mdx`;
  await page.locator('.tabs-container .tab', { hasText: landing }).first().waitFor();
  const title = fs.readFileSync(path.join(path.dirname(path.join(WORKSPACE, DOCS_JSON)), landing), 'utf8').match(/^title:\s*["']?(.+?)["']?\s*$/m)[1];
  await visibleWebview().locator('h1', { hasText: title }).first().waitFor();
  log(`"Preview the Site" opened ${landing} and its preview ("${title}")`);
});

test('walkthrough: "Create Project Rules" asks for the editor (Escape writes nothing)', async () => {
  const rules = path.join(WORKSPACE, '.cursor');
  const before = fs.existsSync(rules);
  await runStep('Create project rules', 'Create Project Rules');
  await quickRow('Cursor').first().waitFor();
  log('"Create Project Rules" asks which editor');
  await page.keyboard.press('Escape');
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
  if (!before && fs.existsSync(rules)) throw new Error('Escape wrote a rules file');
});

test('walkthrough: "Open Docsite Settings" shows the Validation, Rules, Preview and Editing sections; rule entries read in words', async () => {
  await runCommand('View: Close All Editors');
  await runStep('Tune the checks', 'Open Docsite Settings');
  const editor = page.locator('.settings-editor');
  await editor.waitFor();
  await until(async () => (await editor.locator('.settings-header .monaco-editor .view-line').allInnerTexts()).join('').includes('@ext:docsite.docsite-tools'), 'the settings search @ext:docsite.docsite-tools');
  const toc = editor.locator('.settings-toc-container .monaco-list-row');
  for (const section of ['Validation', 'Rules', 'Preview', 'Editing']) {
    await toc.filter({ hasText: new RegExp(`^\\s*${section}(\\s*\\(\\d+\\))?\\s*$`) }).first().waitFor();
  }
  log(`settings sections: ${(await toc.allInnerTexts()).map((t) => t.trim()).join(' | ')}`);
  await editor.locator('.setting-item-contents', { hasText: 'Which files the Problems view covers' }).first().waitFor();
  await hidePanel();
  // the Rules section: the preset, then one entry per rule, titled in words
  await toc.filter({ hasText: /^\s*Rules(\s*\(\d+\))?\s*$/ }).first().click();
  await editor.locator('.setting-item-contents', { hasText: 'API examples on a non-API page (pages).' }).first().waitFor();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'settings.png') });
  log(`screenshot: ${path.join(SCREENSHOTS, 'settings.png')}`);
  // a per-rule severity: its description opens with the rule's title and says what it checks
  await editor.locator('.settings-header .monaco-editor').first().click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('docsite.rules.missing-page');
  await editor.locator('.setting-item-contents', { hasText: 'Missing page (docs.json). A navigation entry names a page file that does not exist.' }).first().waitFor();
  log('docsite.rules.missing-page: "Missing page (docs.json). A navigation entry names a page file that does not exist."');
});

process.exitCode = await runUi('ui-market');
