// UI test of the preview (issue [3/6]) in the workbench with the installed vsix: "Docsite: Open
// Preview to the Side" from the palette on the richest sample page, the page title inside the
// webview (two nested iframes), the mode toggle, screenshots in both modes, a live update after
// typing in the page (reverted), then the narrow preview's navigation drawer and "Next" link.
// Started by run.sh; env: see ui-lib.mjs, plus PREVIEW_PAGE (default guides/components-tour.mdx) and SCREENSHOTS (folder of the committed
// screenshots preview-light.png, preview-dark.png and preview-drawer.png).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  page, log, runUi, test, before, after, openWorkbench, openFile, runCommand, startCommand, quickInput, quickRow, webviewFrame, until, editor, visibleEditorText,
  here, WORKSPACE, TIMEOUT,
} from './ui-lib.mjs';
import { previewScreenshot, screenshot as workbenchScreenshot } from './ui-editor-lib.mjs';

const PREVIEW_PAGE = process.env.PREVIEW_PAGE || 'guides/components-tour.mdx';
const NEW_HEADING = 'Section typed by the e2e test';

const pageName = path.basename(PREVIEW_PAGE);
const frontmatterTitle = () => {
  const m = /^title:\s*"?(.*?)"?\s*$/m.exec(fs.readFileSync(path.join(WORKSPACE, PREVIEW_PAGE), 'utf8'));
  if (!m) throw new Error(`${PREVIEW_PAGE} has no title in its frontmatter`);
  return m[1];
};
const preview = () => webviewFrame();
const html = () => preview().locator('html');
const currentMode = () => html().getAttribute('data-mode');
/** The editor group that shows the page (the first one: the preview opens beside it). */
const pageEditor = () => page.locator('.editor-group-container').first().locator('.monaco-editor').first();

/** The preview's screenshot once its images in view and fonts have loaded (ui-editor-lib.mjs). */
const screenshot = (file) => previewScreenshot(html(), file);

before(`open the workbench and ${PREVIEW_PAGE}`, async () => {
  await openWorkbench();
  await openFile(PREVIEW_PAGE);
});

test(`"Docsite: Open Preview to the Side" on ${PREVIEW_PAGE}: the webview shows the page title`, async () => {
  await runCommand('Docsite: Open Preview to the Side');
  // the panel's tab ("Preview components-tour.mdx") in a second editor group
  await page.locator('.editor-group-container').nth(1).locator('.tab', { hasText: `Preview ${pageName}` }).waitFor();
  const title = frontmatterTitle();
  const heading = preview().locator('#ds-page .ds-page-header .ds-title');
  await heading.waitFor();
  const shown = (await heading.innerText()).trim();
  if (shown !== title) throw new Error(`the preview's title is "${shown}", the frontmatter's "${title}"`);
  // the site chrome is there too (site name or logo in the top bar)
  await preview().locator('#ds-topbar .ds-mode-toggle').waitFor();
  log(`preview shows "${shown}"`);
}, { critical: true });

/** The workbench's theme type: vs (light), vs-dark, hc-black or hc-light. */
const workbenchTheme = () => page.locator('.monaco-workbench').evaluate((el) => [...el.classList].find((c) => /^(vs|vs-dark|hc-black|hc-light)$/.test(c)));
const themeMode = (theme) => (theme === 'vs' || theme === 'hc-light' ? 'light' : 'dark');

/** Picks a color theme through "Preferences: Color Theme" and waits for the workbench to wear it. */
async function setColorTheme(label, themeClass) {
  await startCommand('Preferences: Color Theme');
  await quickInput().fill(label);
  await quickRow(label).first().waitFor();
  await page.keyboard.press('Enter');
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
  await page.locator(`.monaco-workbench.${themeClass}`).waitFor();
}

/** Waits for the preview's html[data-mode] (and data-mode-source, when given). */
async function expectMode(mode, source) {
  const sel = `html[data-mode="${mode}"]${source ? `[data-mode-source="${source}"]` : ''}`;
  await preview().locator(sel).waitFor({ state: 'attached', timeout: 15_000 }).catch(async () => {
    throw new Error(`expected ${sel}; the preview has data-mode=${await currentMode()} data-mode-source=${await html().getAttribute('data-mode-source')}`);
  });
}

test('without a user choice the preview follows VS Code\'s theme, light and dark (screenshots)', async () => {
  // docs.json has no modeToggle (prepare-workspace removes it): the first mode is the theme's
  const theme = await workbenchTheme();
  const first = themeMode(theme);
  await expectMode(first, 'theme');
  log(`VS Code theme ${theme}: preview mode ${first} (source theme)`);
  // more room for the preview in the screenshots: hide the side bar
  await runCommand('View: Toggle Primary Side Bar Visibility');
  await page.locator('.part.sidebar').waitFor({ state: 'hidden' });
  await screenshot(`preview-${first}.png`);
  const other = first === 'light' ? 'dark' : 'light';
  await setColorTheme(other === 'dark' ? 'Dark Modern' : 'Light Modern', other === 'dark' ? 'vs-dark' : 'vs');
  await expectMode(other, 'theme');
  log(`VS Code theme ${await workbenchTheme()}: preview mode ${other} (source theme)`);
  await screenshot(`preview-${other}.png`);
});

test('the mode toggle switches the mode; the user\'s choice holds when the theme changes', async () => {
  const theme = await workbenchTheme();
  const before = themeMode(theme);
  const after = before === 'dark' ? 'light' : 'dark';
  const toggle = preview().locator('#ds-topbar [data-ds-action="toggle-mode"]');
  const bgBefore = await preview().locator('body').evaluate((b) => getComputedStyle(b).backgroundColor);
  await toggle.click();
  await expectMode(after, 'user');
  const pressed = await toggle.getAttribute('aria-pressed');
  if (pressed !== (after === 'dark' ? 'true' : 'false')) throw new Error(`aria-pressed=${pressed} in ${after} mode`);
  const bgAfter = await preview().locator('body').evaluate((b) => getComputedStyle(b).backgroundColor);
  if (bgAfter === bgBefore) throw new Error(`the page background stayed ${bgBefore} after switching to ${after}`);
  log(`toggle: ${before} -> ${after} (source user); page background ${bgBefore} -> ${bgAfter}`);
  await toggle.click();
  await expectMode(before, 'user');
  log(`toggle again: ${after} -> ${before}`);
  // back to the light theme the other tests expect; a user's dark choice must hold against it
  if (before === 'dark') {
    await setColorTheme('Light Modern', 'vs');
    await expectMode('dark', 'user');
    log(`VS Code theme back to ${await workbenchTheme()}: the preview stays dark (the user's choice)`);
  }
  await runCommand('View: Toggle Primary Side Bar Visibility');
  await page.locator('.part.sidebar').waitFor();
});

test('icons are drawn from the icon library and the mermaid block is a diagram, under the CSP (screenshot)', async (t) => {
  // CSP refusals show in the console of the webview's frame; a mode switch redraws the diagram.
  const refused = [];
  const onConsole = (m) => { if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text()); };
  page.on('console', onConsole);
  t.after(async () => {
    page.off('console', onConsole);
  });
  const cardIcons = preview().locator('#ds-page .ds-card-icon .ds-icon-svg svg');
  await cardIcons.first().waitFor();
  const badges = await preview().locator('#ds-page .ds-icon:not(.ds-icon-svg)').count();
  const anchors = await preview().locator('#ds-sidebar .ds-anchor-icon svg').count();
  if (anchors === 0) throw new Error('the sidebar anchors show no drawn icon');
  const diagram = preview().locator('#ds-page .ds-mermaid-diagram svg');
  await diagram.waitFor({ timeout: 30_000 });
  const toggle = preview().locator('#ds-topbar [data-ds-action="toggle-mode"]');
  const before = await currentMode();
  await toggle.click();
  await expectMode(before === 'dark' ? 'light' : 'dark', 'user');
  await preview().locator('#ds-page .ds-mermaid-diagram svg').waitFor();
  const labels = await diagram.evaluate((s) => s.textContent);
  if (!/Acme Weather API/.test(labels)) throw new Error(`the diagram reads "${labels.slice(0, 80)}"`);
  await preview().locator('#ds-page .ds-cardgroup, #ds-page .ds-columns').first().scrollIntoViewIfNeeded();
  await screenshot('preview-icons.png');
  await preview().locator('#ds-page .ds-mermaid').scrollIntoViewIfNeeded();
  await screenshot('preview-mermaid.png');
  await toggle.click();
  await expectMode(before, 'user');
  if (refused.length) throw new Error(`CSP refusals: ${refused.slice(0, 3).join(' | ')}`);
  log(`${await cardIcons.count()} card icons and ${anchors} anchor icons drawn (${badges} letter badges left); the diagram is drawn in both modes`);
});

/** Reverts the page the typing test changed, and waits for the preview to drop what was typed. */
async function revertPreviewPage() {
  await page.locator('.editor-group-container').first().locator('.tab', { hasText: pageName }).first().click();
  // The click leaves the tab's path tooltip up (it makes the palette inert); dismiss it first, as ui-pages does.
  await page.mouse.move(0, 0);
  await page.keyboard.press('Escape');
  await runCommand('File: Revert File');
  await page.locator('.tabs-container .tab.dirty').first().waitFor({ state: 'detached' });
  await preview().locator('#ds-page h2', { hasText: NEW_HEADING }).waitFor({ state: 'detached' });
}

test('typing a new heading in the page updates the preview', async (t) => {
  t.after(revertPreviewPage);
  // focus the page's editor by command: a click on its (tall) .view-lines leaves the focus nowhere
  // once the webview had it (the toggle was clicked), and the typing is lost
  await runCommand('View: Focus First Editor Group');
  await pageEditor().locator('textarea.inputarea:focus, .native-edit-context:focus').waitFor({ state: 'attached' });
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`## ${NEW_HEADING}`, { delay: 20 });
  const h2 = preview().locator('#ds-page h2', { hasText: NEW_HEADING });
  await h2.waitFor({ timeout: Math.min(TIMEOUT, 15_000) });
  log(`the preview shows the new <h2> "${(await h2.innerText()).trim()}"`);
  // and follows further typing (same element, patched in place)
  await page.keyboard.type(' and more');
  await preview().locator('#ds-page h2', { hasText: `${NEW_HEADING} and more` }).waitFor({ timeout: 15_000 });
  log('the preview follows further typing');
});

// ---- issue 25, item 3: the agents' view ------------------------------------------------------------------

const AGENTS_ONLY = 'Read by agents only, typed by the e2e test';
const HUMANS_ONLY = 'Read by humans only, typed by the e2e test';

test('"As agents read it" (MD): the page\'s Markdown for agents as text, live with Visibility applied; MD again shows the page (screenshot)', async (t) => {
  const toggle = preview().locator('#ds-topbar [data-ds-action="toggle-agents"]');
  const view = preview().locator('#ds-page .ds-agent-view');
  t.after(async () => {
    if (await view.count()) await toggle.click();
    await view.waitFor({ state: 'detached' });
  });
  await toggle.click();
  await view.waitFor();
  const title = frontmatterTitle();
  // The build's Markdown view: a pointer to llms.txt, then the page under its title as a heading.
  const lines = (await view.innerText()).split('\n');
  const heading = lines.find((line) => line.startsWith('# '));
  if (heading !== `# ${title}`) throw new Error(`the agents' view's heading is "${heading}", not "# ${title}"`);
  if (!lines[0].includes('/llms.txt')) throw new Error(`the agents' view begins "${lines[0]}", without the pointer to /llms.txt`);
  // The Markdown is shown as text: nothing of the page is rendered inside the view.
  const elements = await view.evaluate((el) => el.children.length);
  if (elements !== 0) throw new Error(`the agents' view holds ${elements} elements: the Markdown was rendered`);
  if (await preview().locator('#ds-page .ds-page-header .ds-title').count()) throw new Error('the rendered page title still shows in the agents\' view');
  const background = await toggle.evaluate((b) => getComputedStyle(b).backgroundColor);
  log(`MD: the agents' view of ${PREVIEW_PAGE} (${(await view.innerText()).length} characters), the button pressed (${background})`);
  await screenshot('preview-agents.png');

  // Typed into the page (unsaved): the view follows, with <Visibility> applied as the build applies it.
  await runCommand('View: Focus First Editor Group');
  await pageEditor().locator('textarea.inputarea:focus, .native-edit-context:focus').waitFor({ state: 'attached' });
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // One insertion (as a paste is): no auto-closing of the tags or quotes while typing.
  await page.keyboard.insertText(`<Visibility for="agents">${AGENTS_ONLY}</Visibility>\n\n<Visibility for="humans">${HUMANS_ONLY}</Visibility>\n`);
  await view.filter({ hasText: AGENTS_ONLY }).waitFor({ timeout: 15_000 });
  const text = await view.innerText();
  if (text.includes(HUMANS_ONLY)) throw new Error('the agents\' view shows the <Visibility for="humans"> content');
  if (/<\/?Visibility/.test(text)) throw new Error('the agents\' view keeps the <Visibility> tags');
  log('typed: the agents\' view shows the agents-only line, not the humans-only one, and no Visibility tags');
  await page.locator('.editor-group-container').first().locator('.tab', { hasText: pageName }).first().click();
  await page.mouse.move(0, 0);
  await page.keyboard.press('Escape');
  await runCommand('File: Revert File');
  await page.locator('.tabs-container .tab.dirty').first().waitFor({ state: 'detached' });
  await view.filter({ hasText: AGENTS_ONLY }).waitFor({ state: 'detached', timeout: 15_000 });

  await toggle.click();
  await view.waitFor({ state: 'detached' });
  await preview().locator('#ds-page .ds-page-header .ds-title', { hasText: title }).waitFor();
  log('MD again: the rendered page is back');
});

/** The frontmatter title of a page of the workspace, by page id. */
const titleOfPage = (id) => /^title:\s*"?(.*?)"?\s*$/m.exec(fs.readFileSync(path.join(WORKSPACE, id + '.mdx'), 'utf8'))?.[1];

/** Waits until the preview shows the page `id` (its title, and the sidebar marking it current). */
async function expectPreviewOf(id) {
  await preview().locator('#ds-page .ds-page-header .ds-title', { hasText: titleOfPage(id) }).waitFor({ timeout: 15_000 });
  await preview().locator(`#ds-sidebar .ds-navpage.is-current[data-ds-page="${id}"]`).waitFor({ state: 'attached', timeout: 15_000 });
}

test('narrow preview: the menu button opens the navigation drawer, a page chosen there opens; "Next" opens the next page (screenshot)', async () => {
  // The preview beside the editor (and the side bar) is narrower than the sidebar breakpoint.
  const width = await html().evaluate((el) => el.ownerDocument.defaultView.innerWidth);
  if (width >= 760) throw new Error(`the preview is ${width} px wide: not a narrow preview`);
  const sidebar = preview().locator('#ds-sidebar');
  if (await sidebar.isVisible()) throw new Error(`the sidebar shows in a ${width} px preview`);
  const button = preview().locator('#ds-topbar [data-ds-action="toggle-nav"]');
  await button.click();
  await preview().locator('html.ds-nav-open').waitFor({ state: 'attached' });
  if ((await button.getAttribute('aria-expanded')) !== 'true') throw new Error('aria-expanded is not true with the drawer open');
  // slid fully in before the screenshot
  await until(() => sidebar.evaluate((s) => s.getBoundingClientRect().left === 0), 'the drawer to slide in', 5_000);
  log(`the drawer is open in a ${width} px preview`);
  await screenshot('preview-drawer.png');

  // A page chosen in the drawer opens in the editor, and the preview (unlocked) follows it.
  const chosen = 'guides/webhooks';
  await sidebar.locator(`.ds-navpage[data-ds-page="${chosen}"]`).click();
  await expectPreviewOf(chosen);
  await page.locator('.editor-group-container').first().locator('.tab.active', { hasText: 'webhooks.mdx' }).waitFor();
  if (await preview().locator('html.ds-nav-open').count()) throw new Error('the drawer stayed open in the new page');
  log(`the drawer opened ${chosen}: the preview shows "${titleOfPage(chosen)}"`);

  // "Next" below the page opens the next page of the sidebar's order.
  const next = preview().locator('#ds-pager .ds-pager-next');
  const nextId = await next.getAttribute('data-ds-page');
  if (nextId !== 'guides/advanced/rate-limits') throw new Error(`"Next" after ${chosen} is ${nextId}`);
  const nextTitle = (await next.locator('.ds-pager-title').innerText()).trim();
  if (nextTitle !== titleOfPage(nextId)) throw new Error(`"Next" is titled "${nextTitle}", the page "${titleOfPage(nextId)}"`);
  await next.click();
  await expectPreviewOf(nextId);
  await page.locator('.editor-group-container').first().locator('.tab.active', { hasText: 'rate-limits.mdx' }).waitFor();
  log(`"Next" opened ${nextId}: the preview shows "${nextTitle}"`);
});

/** llms.txt and llms-full.txt of the workspace as `docsite llms` writes them (the same engine). */
function cliAgentFiles() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-e2e-llms-'));
  try {
    execFileSync(process.execPath, [path.join(here, '../../dist/cli.js'), 'llms', WORKSPACE, '--out', out], { encoding: 'utf8' });
    return { 'llms.txt': fs.readFileSync(path.join(out, 'llms.txt'), 'utf8'), 'llms-full.txt': fs.readFileSync(path.join(out, 'llms-full.txt'), 'utf8') };
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/** Text without any whitespace: Monaco wraps Markdown lines wherever the width ends. */
const squeezed = (text) => text.replace(/\s+/g, '');

/** Runs "Docsite: Preview llms.txt", picks `file` and returns the editor's text once its header shows. */
async function previewAgentFile(file) {
  await startCommand('Docsite: Preview llms.txt');
  const row = quickRow(file).filter({ hasText: 'characters' });
  await row.first().waitFor();
  log(`quick pick: ${(await page.locator('.quick-input-list .monaco-list-row').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ')).join(' | ')}`);
  await row.first().click();
  await page.locator('.tabs-container .tab.active', { hasText: file }).waitFor();
  await until(async () => (await visibleEditorText()).startsWith(`<!-- Docsite preview of ${file}`), `the header of ${file}`);
  return visibleEditorText();
}

test('"Docsite: Preview llms.txt": both files as `docsite llms` writes them, read-only, with the size and what was left out on top', async () => {
  await runCommand('View: Close All Editors');
  await openFile(PREVIEW_PAGE);
  const expected = cliAgentFiles();
  const n = (value) => value.toLocaleString('en-US');

  const llms = await previewAgentFile('llms.txt');
  const header = `<!-- Docsite preview of llms.txt: ${n(expected['llms.txt'].length)} of 100,000 characters; nothing dropped`;
  if (!squeezed(llms).startsWith(squeezed(header))) throw new Error(`llms.txt's header reads "${llms.split('\n')[0]}", not "${header}…"`);
  const opening = expected['llms.txt'].split('\n').slice(0, 6).join('\n');
  if (!squeezed(llms).includes(squeezed(opening))) throw new Error(`the preview's llms.txt does not begin as docsite llms's:\n${opening}`);
  log(`llms.txt: ${llms.split('\n')[0]}`);
  // Read-only: a key typed changes nothing and marks nothing dirty.
  await editor().click();
  await page.keyboard.type('x');
  if (squeezed(await visibleEditorText()) !== squeezed(llms)) throw new Error('typing changed the llms.txt preview');
  if (await page.locator('.tabs-container .tab.dirty').count()) throw new Error('the llms.txt preview became dirty');
  await workbenchScreenshot('preview-llms.png');

  const full = await previewAgentFile('llms-full.txt');
  const fullHeader = `<!-- Docsite preview of llms-full.txt: ${n(expected['llms-full.txt'].length)} characters`;
  if (!squeezed(full).startsWith(squeezed(fullHeader))) throw new Error(`llms-full.txt's header reads "${full.split('\n')[0]}", not "${fullHeader}…"`);
  const fullOpening = expected['llms-full.txt'].split('\n').slice(0, 4).join('\n');
  if (!squeezed(full).includes(squeezed(fullOpening))) throw new Error(`the preview's llms-full.txt does not begin as docsite llms's:\n${fullOpening}`);
  log(`llms-full.txt: ${full.split('\n')[0]}`);
});

// Issue 40: a page of the sample site's copy that imports an MDX snippet and a Tailwind-styled site
// component (the browser tier's page, test/browser/siteComponents.browser.mjs), in light and dark.
const SITE_COMPONENT_FILES = {
  'site-components-e2e.mdx': [
    '---', 'title: "Snippets and site components"', '---', '',
    "import SetupPrompt from '/snippets/e2e-setup.mdx'", "import { SlackMessage } from '/snippets/e2e-chat.jsx'", '',
    '<SetupPrompt product="Docsite" />', '',
    '<SlackMessage author="Ada" time="9:41">', '  Deployed the docs. The preview draws this component from its JSX.', '</SlackMessage>', '',
    '<Visibility for="agents">', '  Only agents read this line.', '</Visibility>', '',
  ].join('\n'),
  'snippets/e2e-setup.mdx': 'Run the setup for **{product}** first: this sentence comes from a snippet.\n',
  'snippets/e2e-chat.jsx': [
    'export const SlackMessage = ({ author, time, children }) => (',
    '  <div className="slack rounded-lg px-3 py-2 bg-gray-100 dark:bg-zinc-800" style={{ borderLeft: "4px solid #4A154B" }}>',
    '    <span className="font-semibold text-sm">{author}</span> {time && <span className="text-xs text-gray-500">{time}</span>}',
    '    <div className="text-sm mt-1">{children}</div>',
    '  </div>',
    ');', '',
  ].join('\n'),
};

test('a page importing an MDX snippet and a Tailwind-styled site component is drawn styled, agents-only text hidden (screenshots, light and dark)', async (t) => {
  for (const [file, text] of Object.entries(SITE_COMPONENT_FILES)) fs.writeFileSync(path.join(WORKSPACE, file), text);
  t.after(async () => {
    await runCommand('View: Close All Editors');
    for (const file of Object.keys(SITE_COMPONENT_FILES)) fs.rmSync(path.join(WORKSPACE, file), { force: true });
  });
  await runCommand('View: Close All Editors');
  await openFile('site-components-e2e.mdx', { justWritten: true });
  await runCommand('Docsite: Open Preview to the Side');
  const box = preview().locator('#ds-page .slack');
  await box.waitFor({ timeout: 30_000 });
  await preview().locator('#ds-page', { hasText: 'this sentence comes from a snippet' }).waitFor();
  if (await preview().locator('#ds-page', { hasText: 'Only agents read this line' }).count()) throw new Error('the agents-only Visibility content shows in the preview');
  if (await preview().locator('#ds-page .ds-placeholder, #ds-page .ds-render-error').count()) throw new Error('a placeholder or error box is left on the page');
  // Tailwind compiles on the render thread when it starts: if the first drawing came before it, a
  // change of the snippet on disk draws the page again (the watcher's event), with the utilities styled.
  const padded = async () => (await box.evaluate((el) => getComputedStyle(el).paddingLeft)) === '12px';
  await until(padded, 'the Tailwind padding of the component', 10_000).catch(async () => {
    fs.appendFileSync(path.join(WORKSPACE, 'snippets/e2e-setup.mdx'), '\n');
    await until(padded, 'the Tailwind padding of the component after a redraw');
  });
  const toggle = preview().locator('#ds-topbar [data-ds-action="toggle-mode"]');
  for (let i = 0; i < 2; i++) {
    const mode = await currentMode();
    const background = await box.evaluate((el) => getComputedStyle(el).backgroundColor);
    log(`site components (${mode}): the component's background ${background}, border ${await box.evaluate((el) => getComputedStyle(el).borderLeftColor)}`);
    await screenshot(`preview-site-components-${mode}.png`);
    await toggle.click();
    await expectMode(mode === 'dark' ? 'light' : 'dark', 'user');
  }
});

after('close the editors', async () => {
  await runCommand('View: Close All Editors');
  await page.locator('.tabs-container .tab').first().waitFor({ state: 'detached' });
});

process.exit(await runUi('ui-preview'));
