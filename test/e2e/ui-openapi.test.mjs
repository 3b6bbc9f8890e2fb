// UI test of OpenAPI pages (issue #16) in the workbench with the installed vsix, on a copy of
// test/e2e/fixtures/api-site (docs.json `api.openapi: "openapi.yaml"`, a small pet store spec). The
// expected operations, lines and values are read from the fixture's openapi.yaml, not written here.
//   - completion of an `openapi:` value (Ctrl+Space) lists the spec's `METHOD /path` operations;
//     accepting one writes it into the frontmatter;
//   - go to definition (F12) on the value of api/get-pet.mdx opens openapi.yaml at the operation's line;
//   - api/remove-pet.mdx names an operation the spec lacks: the Problems view lists the error at the
//     value, with a did-you-mean of the same path;
//   - "Docsite: Open Preview to the Side" on api/get-pet.mdx draws the API reference page: the
//     method badge and server + path, the path parameter, the response codes, and the request examples
//     in cURL / Python / JavaScript tabs; screenshot preview-endpoint.png.
//   - adding the missing operation to the spec in the editor clears the page's error before any save,
//     and the page's preview draws the new operation; saving keeps it so.
// Started by run.sh; env: see ui-lib.mjs, plus SCREENSHOTS (where screenshots go; see run.sh).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  page, log, runUi, test, describe, before, after, openWorkbench, openFile, runCommand, editor, webviewFrame, retryUntilVisible, visibleEditorText,
  until, TIMEOUT,
} from './ui-lib.mjs';
import {
  copyFixture, focusEditorText, markerRow, rowSeverity, goToPosition, cursorAt, statusCursor, allSuggestionLabels, screenshot, positionOf,
} from './ui-editor-lib.mjs';

const require = createRequire(import.meta.url);
const YAML = require('yaml');

const SITE = copyFixture('api-site', 'openapi-site');
// The spec edit below types YAML lines with their own indentation: the editor must not add its own
// on each new line (workspace settings of the copy; nothing of Docsite's).
fs.mkdirSync(path.join(SITE, '.vscode'));
fs.writeFileSync(path.join(SITE, '.vscode', 'settings.json'), JSON.stringify({ '[yaml]': { 'editor.autoIndent': 'none' } }, null, 2) + '\n');
const SPEC_FILE = 'openapi.yaml';
const specText = fs.readFileSync(path.join(SITE, SPEC_FILE), 'utf8');
const spec = YAML.parse(specText);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** The spec's operations as the site names them: `GET /pets`, in the order of the file. */
const operations = Object.entries(spec.paths).flatMap(([p, item]) =>
  Object.keys(item).filter((m) => METHODS.includes(m)).map((m) => ({ key: `${m.toUpperCase()} ${p}`, method: m, path: p, op: item[m] })));
const server = spec.servers[0].url.replace(/\/+$/, '');

const preview = () => webviewFrame();
const readPage = (rel) => fs.readFileSync(path.join(SITE, rel), 'utf8');
/** The value of a page's `openapi:` frontmatter line, without quotes. */
const openapiValue = (rel) => /^openapi:\s*"?([^"\n]*)"?\s*$/m.exec(readPage(rel))[1];

/**
 * 1-based line and column of an operation's method key (`    get:`) in the spec text: the line of
 * the path key, then the first line after it that holds the method key at a deeper indentation.
 */
function operationPosition(text, method, opPath) {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.trimEnd() === `  ${opPath}:` || l.trimEnd() === `  '${opPath}':`);
  if (at < 0) throw new Error(`no path key ${opPath} in the spec`);
  for (let i = at + 1; i < lines.length && !/^ {0,2}\S/.test(lines[i]); i++) {
    const m = new RegExp(`^(\\s+)${method}:`).exec(lines[i]);
    if (m) return { line: i + 1, col: m[1].length + 1 };
  }
  throw new Error(`no ${method} under ${opPath}`);
}

/**
 * The preview (open in the second editor group) with the editor area to itself, wide enough for its
 * sidebar (a narrow one has a drawer): no side bar, no panel, its group expanded.
 */
async function showPreviewAlone() {
  await runCommand('View: Toggle Primary Side Bar Visibility');
  await page.locator('.part.sidebar').waitFor({ state: 'hidden' });
  await runCommand('View: Hide Panel');
  await page.locator('.part.panel').waitFor({ state: 'hidden' });
  await page.locator('.editor-group-container').nth(1).locator('.tab', { hasText: 'Preview' }).click();
  await page.locator('.editor-group-container.active .tab.active', { hasText: 'Preview' }).waitFor();
  await page.mouse.move(0, 0); // no tooltip of the tab over the palette
  await runCommand('View: Expand Editor Group');
  await preview().locator('#ds-sidebar').waitFor({ state: 'visible' });
}

/**
 * Undoes showPreviewAlone and closes the editors a part opened: the next part starts from the window
 * as the workbench opened it.
 */
async function restoreLayoutAndCloseEditors() {
  await runCommand('View: Reset Editor Group Sizes');
  if (!(await page.locator('.part.sidebar').isVisible())) {
    await runCommand('View: Toggle Primary Side Bar Visibility');
    await page.locator('.part.sidebar').waitFor();
  }
  await runCommand('View: Close All Editors');
  await page.locator('.tabs-container .tab').first().waitFor({ state: 'detached' });
}

before('open the workbench on a copy of fixtures/api-site', async () => {
  if (operations.length < 3) throw new Error(`the fixture spec has ${operations.length} operations`);
  await openWorkbench('docs.json', SITE);
  log(`workbench on ${SITE}; the spec has ${operations.map((o) => o.key).join(', ')}`);
});

test('completion of an `openapi:` value lists every operation of the spec first; accepting one writes it', async (t) => {
  const PAGE = 'api/adopt-pet.mdx';
  await openFile(PAGE);
  const { line } = positionOf(readPage(PAGE), 'description:');
  await editor().locator('.view-lines').click();
  await goToPosition(line, 1);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  t.after(async () => {
    // the page is the active editor (no click on its tab: the tab's tooltip can leave the palette inert)
    await page.keyboard.press('Escape');
    await page.locator('.tabs-container .tab.active', { hasText: path.basename(PAGE) }).waitFor();
    await runCommand('File: Revert File');
    await page.locator('.tabs-container .tab.dirty').first().waitFor({ state: 'detached' });
  });
  await page.keyboard.type('openapi: ');
  const first = page.locator('.suggest-widget.visible .monaco-list-row .label-name', { hasText: operations[0].key });
  const suggest = () => retryUntilVisible(() => page.keyboard.press('Control+Space'), first, { undo: () => page.keyboard.press('Escape') });
  const attempts = await suggest();
  const labels = await allSuggestionLabels();
  const offered = labels.filter((l) => /^[A-Z]+ \//.test(l));
  const others = labels.filter((l) => !/^[A-Z]+ \//.test(l));
  log(`suggestions after "openapi: " (attempt ${attempts}): ${offered.join(', ')}; then ${others.length} others (${others.slice(0, 4).join(', ')}…)`);
  const expected = operations.map((o) => o.key);
  if (JSON.stringify([...offered].sort()) !== JSON.stringify([...expected].sort())) {
    throw new Error(`the suggest widget lists the operations ${JSON.stringify(offered)}, the spec has ${JSON.stringify(expected)}`);
  }
  if (JSON.stringify(labels.slice(0, expected.length).sort()) !== JSON.stringify([...expected].sort())) {
    throw new Error(`the operations are not listed first: ${labels.slice(0, expected.length + 2).join(', ')}`);
  }
  // back to the top of the list (it was paged through), then accept the last operation with a click
  await page.keyboard.press('Escape');
  await page.locator('.suggest-widget.visible').waitFor({ state: 'hidden' });
  await suggest();
  const target = operations[operations.length - 1];
  const row = page.locator('.suggest-widget.visible .monaco-list-row').filter({
    has: page.locator('.label-name', { hasText: new RegExp(`^${target.key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }),
  });
  await row.first().click();
  await page.locator('.suggest-widget.visible').waitFor({ state: 'hidden' });
  const want = `openapi: ${target.key}`;
  await until(async () => (await visibleEditorText()).split('\n').some((l) => l.trim() === want), `the line "${want}"`);
  log(`accepted ${target.key}: the page reads "${want}"`);
});

test('F12 on the `openapi:` value opens openapi.yaml at the line of that operation', async () => {
  const PAGE = 'api/get-pet.mdx';
  const value = openapiValue(PAGE);
  const target = operations.find((o) => o.key === value);
  if (!target) throw new Error(`${PAGE} names "${value}", which the spec lacks`);
  await openFile(PAGE);
  const at = positionOf(readPage(PAGE), value);
  await editor().locator('.view-lines').click();
  await goToPosition(at.line, at.col + 2);
  const want = operationPosition(specText, target.method, target.path);
  await page.keyboard.press('F12');
  await page.locator('.tabs-container .tab.active', { hasText: SPEC_FILE }).waitFor();
  await cursorAt(want.line, want.col).catch(async () => {
    throw new Error(`openapi.yaml opened with the cursor at ${JSON.stringify(await statusCursor())}, the operation ${value} is at ${JSON.stringify(want)}`);
  });
  const lineText = (await editor().locator('.view-line').allInnerTexts()).map((l) => l.replace(/\u00a0/g, ' '));
  const shown = specText.split('\n')[want.line - 1];
  if (!lineText.includes(shown)) throw new Error(`the editor does not show the line "${shown}"`);
  log(`F12 on "${value}" -> ${SPEC_FILE} Ln ${want.line}, Col ${want.col} ("${shown.trim()}")`);
  await runCommand('View: Close All Editors');
  await page.locator('.tabs-container .tab').first().waitFor({ state: 'detached' });
});

test('an unknown operation: the Problems view lists the error at the value, with a did-you-mean', async () => {
  const PAGE = 'api/remove-pet.mdx';
  const value = openapiValue(PAGE);
  if (operations.some((o) => o.key === value)) throw new Error(`the spec defines ${value}: no unknown operation to test`);
  const at = positionOf(readPage(PAGE), value);
  await runCommand('View: Focus Problems');
  // the whole site is checked: the page's error is listed before it is opened
  const row = markerRow('unknown-openapi-operation', value);
  await row.first().waitFor();
  const text = (await row.first().innerText()).replace(/\s+/g, ' ').trim();
  log(`Problems: ${text}`);
  if (!text.includes(`[Ln ${at.line}, Col ${at.col}]`)) throw new Error(`the problem is not at the value (Ln ${at.line}, Col ${at.col}): ${text}`);
  const mean = /Did you mean `([^`]+)`\?/.exec(text);
  if (!mean) throw new Error(`no did-you-mean: ${text}`);
  const suggested = operations.find((o) => o.key === mean[1]);
  if (!suggested) throw new Error(`the did-you-mean "${mean[1]}" is no operation of the spec`);
  if (suggested.path !== value.split(' ')[1]) throw new Error(`the did-you-mean "${mean[1]}" is not on the path of ${value}`);
  const severity = await rowSeverity(row.first());
  if (severity !== 'error') throw new Error(`shown as ${severity}, not error`);
  // clicking it opens the page with the squiggle under the value
  await row.first().click();
  await page.locator('.tabs-container .tab.active', { hasText: path.basename(PAGE) }).waitFor();
  await editor().locator('.view-overlays [class*="squiggly-error"]').first().waitFor();
  await focusEditorText();
});

describe('the preview of api/get-pet.mdx, given the editor area', () => {
  before('close the editors', async () => {
    await runCommand('View: Close All Editors');
    await page.locator('.tabs-container .tab').first().waitFor({ state: 'detached' });
  });

  test('the preview of an openapi: page is the API reference of the operation (screenshot)', async () => {
    const PAGE = 'api/get-pet.mdx';
    const target = operations.find((o) => o.key === openapiValue(PAGE));
    await openFile(PAGE);
    await runCommand('Docsite: Open Preview to the Side');
    await page.locator('.editor-group-container').nth(1).locator('.tab', { hasText: `Preview ${path.basename(PAGE)}` }).waitFor();
    // the method badge, and the server and path of the operation
    const bar = preview().locator('#ds-page .ds-endpoint');
    await bar.waitFor();
    const method = (await bar.locator('.ds-method').innerText()).trim();
    const where = (await bar.locator('.ds-endpoint-path').innerText()).replace(/\s+/g, '');
    log(`endpoint bar: ${method} ${where}`);
    if (method.toUpperCase() !== target.method.toUpperCase()) throw new Error(`the method badge says "${method}", the operation is ${target.method.toUpperCase()}`);
    if (where !== `${server}${target.path}`) throw new Error(`the endpoint shows "${where}", expected "${server}${target.path}"`);
    // the parameters, by location, with their names from the spec
    for (const p of target.op.parameters) {
      const title = { path: 'Path Parameters', query: 'Query Parameters', header: 'Headers' }[p.in];
      await preview().locator('#ds-page h2', { hasText: title }).waitFor();
      const field = preview().locator('#ds-page .ds-field', { has: preview().locator('.ds-field-name', { hasText: new RegExp(`^${p.name}$`) }) });
      await field.first().waitFor();
      if (p.description && !(await field.first().innerText()).includes(p.description.replace(/`/g, ''))) throw new Error(`the field ${p.name} lacks its description "${p.description}"`);
    }
    log(`parameters shown: ${target.op.parameters.map((p) => `${p.name} (${p.in})`).join(', ')}`);
    // every response status code of the operation
    const codes = Object.keys(target.op.responses);
    for (const code of codes) await preview().locator('#ds-page h3', { hasText: new RegExp(`^${code}\\b`) }).first().waitFor();
    log(`responses shown: ${codes.join(', ')}`);
    // the request examples: cURL, Python and JavaScript tabs, each with its code
    const tabs = preview().locator('#ds-page .ds-tabs-request [role="tab"]');
    await tabs.first().waitFor();
    const labels = (await tabs.allInnerTexts()).map((t) => t.trim());
    log(`request example tabs: ${labels.join(' | ')}`);
    if (JSON.stringify(labels) !== JSON.stringify(['cURL', 'Python', 'JavaScript'])) throw new Error(`the request example tabs are ${JSON.stringify(labels)}`);
    const panel = preview().locator('#ds-page .ds-tabs-request [role="tabpanel"]:not([hidden])');
    const curl = await panel.innerText();
    if (!curl.includes('curl') || !curl.includes(`${server}${target.path}`)) throw new Error(`the cURL example does not call ${server}${target.path}: ${curl}`);
    await tabs.nth(1).click();
    await preview().locator('#ds-page .ds-tabs-request [role="tab"][aria-selected="true"]', { hasText: 'Python' }).waitFor();
    await until(async () => (await panel.innerText()).includes('import requests'), 'the Python example (import requests)', 10_000);
    await tabs.nth(2).click();
    await until(async () => /fetch\(/.test(await panel.innerText()), 'the JavaScript example (fetch)', 10_000);
    await tabs.nth(0).click();
    log('the tabs switch between the curl, requests and fetch examples');
    // a screenshot a person would read: the preview with the editor area to itself
    await showPreviewAlone();
    // the top of the page (the tab clicks scrolled the examples into view), then the examples
    await preview().locator('html').evaluate((el) => el.ownerDocument.fonts.ready.then(() => el.ownerDocument.defaultView.scrollTo(0, 0)));
    await until(() => preview().locator('html').evaluate((el) => el.ownerDocument.defaultView.scrollY === 0), 'the preview at its top', 5000);
    await page.mouse.move(0, 0);
    await screenshot('preview-endpoint.png');
    await preview().locator('#ds-page .ds-tabs-request').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await until(() => preview().locator('#ds-page .ds-tabs-request').evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= el.ownerDocument.defaultView.innerHeight;
    }), 'the request examples in view', 5000);
    await screenshot('preview-endpoint-examples.png');
  });

  test('a navigation entry naming an operation (no file) opens its generated page in the preview, and a page link returns', async () => {
    const entry = operations.find((o) => o.key === 'POST /pets');
    if (!entry || !JSON.parse(fs.readFileSync(path.join(SITE, 'docs.json'), 'utf8')).navigation.groups.some((g) => g.pages.includes(entry.key))) {
      throw new Error('the fixture lists POST /pets in its navigation and its spec');
    }
    const link = preview().locator('#ds-sidebar a.ds-navop', { hasText: entry.path }).filter({ has: preview().locator('.ds-navop-method', { hasText: /^POST$/ }) });
    await link.click();
    const bar = preview().locator('#ds-page .ds-endpoint');
    await until(async () => (await bar.locator('.ds-method').innerText()).trim().toUpperCase() === 'POST', 'the preview showing POST /pets', 15_000);
    const where = (await bar.locator('.ds-endpoint-path').innerText()).replace(/\s+/g, '');
    if (where !== `${server}${entry.path}`) throw new Error(`the endpoint shows "${where}", expected "${server}${entry.path}"`);
    await preview().locator('#ds-page h1, #ds-page .ds-title', { hasText: entry.op.summary }).first().waitFor();
    await preview().locator('#ds-sidebar a.ds-navop.is-current').waitFor();
    await page.locator('.tab.active', { hasText: 'Preview POST /pets' }).waitFor();
    log(`the sidebar's ${entry.key} opened its generated page: ${entry.op.summary}`);
    await preview().locator('#ds-sidebar a.ds-navpage[data-ds-page="api/get-pet"]').click();
    await until(async () => (await bar.locator('.ds-method').innerText()).trim().toUpperCase() === 'GET', 'the preview back on api/get-pet', 15_000);
    await preview().locator('#ds-sidebar a.ds-navop.is-current').waitFor({ state: 'detached' });
  });

  after('restore the layout, close the editors', restoreLayoutAndCloseEditors);
});

// ---- a spec edit re-checks the open pages and re-renders the preview ---------------------------------
// remove-pet.mdx names an operation the spec lacks; the operation is added to openapi.yaml in the
// editor. Before any save the page's error goes and its preview draws the operation (the server and
// the preview read an open spec as the editor holds it); saving keeps it so.
describe('a spec edit', () => {
  const PAGE = 'api/remove-pet.mdx';
  const missing = () => openapiValue(PAGE);
  const [method, opPath] = missing().split(' ');
  const block = [
    `    ${method.toLowerCase()}:`,
    '      operationId: removePet',
    '      summary: Remove a pet',
    '      description: Takes a pet out of the store.',
    '      responses:',
    "        '204':",
    '          description: The pet was removed.',
    '',
  ].join('\n');
  const generated = () => preview().locator('#ds-page h3', { hasText: /^204\b/ });

  test(`spec edit: open ${PAGE} and its preview: the error, and the preview's notice that the operation is missing`, async () => {
    await openFile(PAGE);
    await runCommand('View: Focus Problems');
    await markerRow('unknown-openapi-operation', missing()).first().waitFor();
    await focusEditorText();
    await runCommand('Docsite: Open Preview to the Side');
    await preview().locator('#ds-page .ds-notice', { hasText: `No operation "${missing()}"` }).waitFor();
    log(`the preview says: ${(await preview().locator('#ds-page .ds-notice').innerText()).trim()}`);
  }, { critical: true });

  test(`spec edit: type the operation ${missing()} into openapi.yaml (not saved yet)`, async () => {
    await focusEditorText();
    await openFile(SPEC_FILE);
    // the new operation goes at the end of the path item of the path: before the next top-level key
    const lines = specText.split('\n');
    const pathLine = lines.findIndex((l) => l.trimEnd() === `  ${opPath}:`);
    const next = lines.findIndex((l, i) => i > pathLine && /^ {0,2}\S/.test(l));
    await editor().locator('.view-lines').click();
    await goToPosition(next + 1, 1);
    await page.keyboard.insertText(block);
    await until(async () => (await visibleEditorText()).includes('operationId: removePet'), 'the new operation in the editor');
    await page.locator('.tabs-container .tab.dirty', { hasText: SPEC_FILE }).waitFor();
  }, { critical: true });

  {
    test('spec edit: the unsaved edit re-checks the open page and re-renders its preview', async () => {
      const errors = [];
      await markerRow('unknown-openapi-operation', missing()).first().waitFor({ state: 'detached', timeout: 15_000 })
        .catch(() => errors.push(`15 s after ${missing()} was typed into the open spec, ${PAGE} still shows unknown-openapi-operation`));
      await generated().first().waitFor({ timeout: 5_000 })
        .catch(async () => errors.push(`the preview still shows: ${(await preview().locator('#ds-page').innerText()).replace(/\s+/g, ' ').slice(0, 160)}`));
      if (errors.length) throw new Error(errors.join('; '));
    });
  }

  test('spec edit: saving openapi.yaml clears the page\'s error', async () => {
    await page.locator('.tabs-container .tab.active.dirty', { hasText: SPEC_FILE }).waitFor();
    await page.keyboard.press('Control+S');
    await page.locator('.tabs-container .tab.dirty').first().waitFor({ state: 'detached' });
    // the edit made a valid spec with the operation (the test typed what it meant to)
    const ops = YAML.parse(fs.readFileSync(path.join(SITE, SPEC_FILE), 'utf8')).paths[opPath];
    if (!ops[method.toLowerCase()]) throw new Error(`the saved spec has no ${missing()}: ${Object.keys(ops).join(', ')}`);
    await markerRow('unknown-openapi-operation', missing()).first().waitFor({ state: 'detached' });
    log(`the save cleared unknown-openapi-operation on ${PAGE}`);
    if (await markerRow('invalid-api-source').count()) throw new Error(`the saved spec has problems: ${await markerRow('invalid-api-source').allInnerTexts()}`);
  });

  {
    test('spec edit: after the save the preview of the page draws the new operation', async () => {
      await generated().first().waitFor({ timeout: 15_000 }).catch(async () => {
        throw new Error(`15 s after the save the preview still shows: ${(await preview().locator('#ds-page').innerText()).replace(/\s+/g, ' ').slice(0, 160)}`);
      });
      await preview().locator('#ds-page .ds-notice').waitFor({ state: 'detached' });
      const bar = (await preview().locator('#ds-page .ds-endpoint-generated').innerText()).replace(/\s+/g, '');
      if (bar !== `${method}${server}${opPath}`) throw new Error(`the endpoint bar shows "${bar}"`);
      log(`the preview draws ${bar} with its 204 response`);
    });
  }

  after('close the editors', async () => {
    await runCommand('View: Close All Editors');
    await page.locator('.tabs-container .tab').first().waitFor({ state: 'detached' });
  });
});

describe('pages generated from a division\'s openapi, and a custom-mode page (issue 40)', () => {
  // A group that declares the spec and lists nothing: the build generates a page per operation under
  // api-reference/ (no `directory`), listed in the group (untagged operations in "API Reference").
  const LANDING = 'landing.mdx';
  const listPets = operations.find((o) => o.key === 'GET /pets');

  before('add a generated API group and a custom-mode page to the copy, and preview index.mdx', async () => {
    const config = JSON.parse(fs.readFileSync(path.join(SITE, 'docs.json'), 'utf8'));
    config.navigation.groups[0].pages.push('landing');
    config.navigation.groups.push({ group: 'Generated', openapi: SPEC_FILE });
    fs.writeFileSync(path.join(SITE, LANDING), '---\ntitle: "Landing"\nmode: "custom"\n---\n\n## A blank canvas\n\nOnly the top bar stays around this text.\n');
    fs.writeFileSync(path.join(SITE, 'docs.json'), JSON.stringify(config, null, 2) + '\n');
    await openFile('index.mdx');
    await runCommand('Docsite: Open Preview to the Side');
    await page.locator('.editor-group-container').nth(1).locator('.tab', { hasText: 'Preview index.mdx' }).waitFor();
    // the preview with the editor area to itself, wide enough for its sidebar (a narrow one has a drawer)
    await showPreviewAlone();
  });

  test('the sidebar lists the generated pages; a click opens one with the endpoint layout (screenshot)', async () => {
    const link = preview().locator('#ds-sidebar a.ds-navop', { hasText: listPets.op.summary });
    await link.waitFor({ timeout: 20_000 });
    await preview().locator('#ds-sidebar .ds-navgroup-title', { hasText: 'Generated' }).waitFor();
    log(`sidebar: "${(await link.innerText()).trim()}" (${await link.getAttribute('title')}) in the group "Generated"`);
    if (await link.getAttribute('title') !== '/api-reference/list-pets') throw new Error(`the generated page is at ${await link.getAttribute('title')}, expected /api-reference/list-pets`);
    await link.click();
    await preview().locator('#ds-page h1', { hasText: listPets.op.summary }).waitFor();
    const bar = (await preview().locator('#ds-page .ds-endpoint-generated').innerText()).replace(/\s+/g, '');
    if (bar !== `GET${server}/pets`) throw new Error(`the endpoint bar shows "${bar}"`);
    await preview().locator('#ds-sidebar a.ds-navop[aria-current="page"]', { hasText: listPets.op.summary }).waitFor();
    await page.locator('.editor-group-container').nth(1).locator('.tab', { hasText: 'GET /pets' }).waitFor();
    log(`the preview shows the generated page: ${bar}`);
    await screenshot('preview-generated-endpoint.png');
  });

  test('a mode: custom page opened from the sidebar shows its body alone under the top bar (screenshot)', async () => {
    await preview().locator('#ds-sidebar a.ds-navpage', { hasText: 'Landing' }).click();
    await preview().locator('#ds-page', { hasText: 'Only the top bar stays' }).waitFor();
    await preview().locator('#ds-app[data-ds-mode="custom"]').waitFor({ state: 'attached' });
    // The page opened in the editor beside the preview: the preview gets the editor area again, wide
    // enough that a sidebar would show (a narrow preview hides it behind its menu button anyway).
    await page.locator('.editor-group-container').nth(1).locator('.tab', { hasText: 'Preview' }).click();
    await page.locator('.editor-group-container.active .tab.active', { hasText: 'Preview' }).waitFor();
    await page.mouse.move(0, 0);
    await runCommand('View: Expand Editor Group');
    await until(() => preview().locator('#ds-topbar').evaluate((el) => el.ownerDocument.defaultView.innerWidth > 900), 'the preview wider than 900 px', 10_000);
    const shown = await preview().locator('#ds-app').evaluate((app) => {
      const visible = (sel) => { const el = app.querySelector(sel); return !!el && el.getBoundingClientRect().height > 0 && getComputedStyle(el).display !== 'none'; };
      return { topbar: visible('#ds-topbar'), sidebar: visible('#ds-sidebar'), toc: visible('#ds-toc'), footer: visible('#ds-footer'), title: visible('#ds-page .ds-page-header') };
    });
    log(`custom page: ${JSON.stringify(shown)}`);
    if (JSON.stringify(shown) !== JSON.stringify({ topbar: true, sidebar: false, toc: false, footer: false, title: false })) throw new Error(`a custom page shows ${JSON.stringify(shown)}`);
    await screenshot('preview-custom-mode.png');
  });

  after('restore the layout, close the editors', restoreLayoutAndCloseEditors);
});

process.exit(await runUi('ui-openapi'));
