// Integration suite that runs INSIDE VS Code's extension host with the real `vscode` API.
// Loaded as extensionTestsPath, by test/e2e/exthost-runner.mjs (code-server), by
// test/e2e/electron.mjs (@vscode/test-electron + code-shim.sh) or by the "Extension Tests" launch
// configuration. Exports run(): resolves when every test passed, rejects otherwise.
//
// It expects a workspace whose docs.json was prepared by test/e2e/fixtures/prepare-workspace.mjs:
// no `favicon`/`modeToggle` key, hex `colors`, a top-level `name`, and a navigation group listing
// the non-existent pages e2e/missing-page and e2e/created-page. Waits are event-driven
// (onDidChangeDiagnostics) or retries of a request while the language server starts; each has a
// timeout.
'use strict';
const vscode = require('vscode');
const assert = require('assert');
const fs = require('fs');
const path = require('path');

const EXTENSION_ID = 'docsite.docsite';
const MISSING_PAGE = process.env.E2E_MISSING_PAGE || 'e2e/missing-page';
const CREATED_PAGE = process.env.E2E_CREATED_PAGE || 'e2e/created-page';
const TIMEOUT_MS = Number(process.env.E2E_WAIT_MS || 30000);

const tests = [];
const test = (name, fn) => tests.push({ name, fn });

// ---- helpers -----------------------------------------------------------------------------------

let docsUri;
/** The workspace's docs.json (the shallowest one), opened in an editor. */
async function docsJson() {
  if (!docsUri) {
    const found = await vscode.workspace.findFiles('**/docs.json', '**/node_modules/**');
    assert.ok(found.length > 0, 'no docs.json in the workspace');
    found.sort((a, b) => a.path.split('/').length - b.path.split('/').length || a.path.localeCompare(b.path));
    docsUri = found[0];
  }
  const doc = await vscode.workspace.openTextDocument(docsUri);
  await vscode.window.showTextDocument(doc, { preview: false });
  return doc;
}

const codeOf = (d) => (d.code && typeof d.code === 'object' ? d.code.value : d.code);
const describe = (doc, diags) => JSON.stringify(diags.map((d) => ({
  code: codeOf(d), message: d.message, text: doc.getText(d.range), line: d.range.start.line,
})));
/** missing-page diagnostics whose range or message names `page`. */
const missingPageDiags = (doc, page) => vscode.languages.getDiagnostics(doc.uri)
  .filter((d) => codeOf(d) === 'missing-page' && (doc.getText(d.range).includes(page) || d.message.includes(page)));

/** Resolves once predicate(diagnostics of uri) holds; checks now and on each onDidChangeDiagnostics. */
function waitForDiagnostics(doc, predicate, what, timeoutMs = TIMEOUT_MS) {
  return new Promise((resolve, reject) => {
    let sub, timer;
    const check = () => {
      const diags = vscode.languages.getDiagnostics(doc.uri);
      if (!predicate(diags)) return;
      clearTimeout(timer); sub.dispose(); resolve(diags);
    };
    sub = vscode.languages.onDidChangeDiagnostics((e) => {
      if (e.uris.some((u) => u.toString() === doc.uri.toString())) check();
    });
    timer = setTimeout(() => {
      sub.dispose();
      reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}; diagnostics: ${describe(doc, vscode.languages.getDiagnostics(doc.uri))}`));
    }, timeoutMs);
    check();
  });
}

/** Repeats a provider request until accept(result) holds: the server may still be starting. */
async function retryRequest(request, accept, what, timeoutMs = TIMEOUT_MS) {
  const end = Date.now() + timeoutMs;
  let last, delay = 100;
  for (;;) {
    last = await request();
    if (accept(last)) return last;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last result: ${JSON.stringify(last)}`.slice(0, 2000));
    await new Promise((r) => setTimeout(r, delay));
    delay = Math.min(delay * 2, 1000);
  }
}

/** Offset of the top-level key (docs.json is pretty-printed with 2 spaces by prepare-workspace). */
function topLevelKeyOffset(doc, key) {
  const m = new RegExp(`^  "${key}"\\s*:`, 'm').exec(doc.getText());
  assert.ok(m, `no top-level "${key}" in ${doc.uri.fsPath}`);
  return m.index + 2;
}

const labelOf = (item) => (typeof item.label === 'string' ? item.label : item.label.label);
const hoverText = (hovers) => hovers.flatMap((h) => h.contents)
  .map((c) => (typeof c === 'string' ? c : c.value)).join('\n');

// ---- tests -------------------------------------------------------------------------------------

test('extension docsite.docsite is present and activates', async () => {
  const ext = vscode.extensions.getExtension(EXTENSION_ID);
  assert.ok(ext, `extension ${EXTENSION_ID} not found`);
  await docsJson();
  await ext.activate();
  assert.strictEqual(ext.isActive, true);
});

test('diagnostics of docs.json contain missing-page', async () => {
  const doc = await docsJson();
  const diags = await waitForDiagnostics(doc, () => missingPageDiags(doc, MISSING_PAGE).length > 0,
    `a missing-page diagnostic for ${MISSING_PAGE}`);
  const d = diags.find((x) => codeOf(x) === 'missing-page');
  assert.match(d.message, /does not exist/, `message: ${d.message}`);
});

test('completion offers top-level keys that are not present (favicon, modeToggle)', async () => {
  const doc = await docsJson();
  assert.strictEqual(doc.lineAt(0).text.trim(), '{', 'docs.json should start with a line "{"');
  const pos = new vscode.Position(0, doc.lineAt(0).text.length); // just after the opening brace
  const list = await retryRequest(
    () => vscode.commands.executeCommand('vscode.executeCompletionItemProvider', doc.uri, pos),
    (l) => l && l.items.some((i) => /^"?favicon"?$/.test(labelOf(i))),
    'a completion item "favicon"');
  const labels = list.items.map(labelOf).map((l) => l.replace(/"/g, ''));
  assert.ok(labels.includes('modeToggle'), `labels: ${labels.join(', ')}`);
  assert.ok(!labels.includes('name'), `"name" is present already but was offered: ${labels.join(', ')}`);
});

test('hover on "name" explains the key', async () => {
  const doc = await docsJson();
  const pos = doc.positionAt(topLevelKeyOffset(doc, 'name') + 2); // inside "name"
  const hovers = await retryRequest(
    () => vscode.commands.executeCommand('vscode.executeHoverProvider', doc.uri, pos),
    (h) => h && hoverText(h).includes('Name of the project'),
    'a hover containing "Name of the project"');
  assert.ok(hoverText(hovers).includes('Name of the project'));
});

test('color provider returns the hex colors', async () => {
  const doc = await docsJson();
  const text = doc.getText();
  const hexes = [...text.matchAll(/"(#[0-9a-fA-F]{6})"/g)];
  assert.ok(hexes.length > 0, 'no hex colors in docs.json');
  const colors = await retryRequest(
    () => vscode.commands.executeCommand('vscode.executeDocumentColorProvider', doc.uri),
    (c) => Array.isArray(c) && c.length > 0,
    'document colors');
  // the color of colors.primary is among them, at its place and with its value
  const primary = /"primary"\s*:\s*"(#[0-9a-fA-F]{6})"/.exec(text);
  assert.ok(primary, 'no colors.primary');
  const at = doc.positionAt(primary.index + primary[0].length - 4);
  const info = colors.find((c) => c.range.contains(at));
  assert.ok(info, `no color at colors.primary; got ${colors.length} at lines ${colors.map((c) => c.range.start.line)}`);
  const hex = parseInt(primary[1].slice(1), 16);
  const want = [hex >> 16, (hex >> 8) & 255, hex & 255];
  const got = [info.color.red, info.color.green, info.color.blue].map((v) => Math.round(v * 255));
  assert.deepStrictEqual(got, want);
});

test('creating a referenced page on disk clears its missing-page diagnostic', async () => {
  const doc = await docsJson();
  await waitForDiagnostics(doc, () => missingPageDiags(doc, CREATED_PAGE).length > 0,
    `a missing-page diagnostic for ${CREATED_PAGE} (before creating it)`);
  const file = path.join(path.dirname(doc.uri.fsPath), `${CREATED_PAGE}.mdx`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '---\ntitle: Created by the e2e suite\n---\n\n## Hello\n');
  try {
    await waitForDiagnostics(doc, () => missingPageDiags(doc, CREATED_PAGE).length === 0,
      `the missing-page diagnostic for ${CREATED_PAGE} to disappear after creating ${file}`);
    assert.ok(missingPageDiags(doc, MISSING_PAGE).length > 0, `the diagnostic for ${MISSING_PAGE} went away too`);
  } finally {
    fs.rmSync(file, { force: true });
  }
});

test('command docsite.showDocsRoot is registered', async () => {
  const commands = await vscode.commands.getCommands(true);
  assert.ok(commands.includes('docsite.showDocsRoot'), 'docsite.showDocsRoot not among the commands');
});

// ---- runner ------------------------------------------------------------------------------------

exports.run = async function run() {
  let passed = 0, failed = 0;
  for (const t of tests) {
    const start = Date.now();
    try {
      await t.fn();
      passed++;
      console.log(`  ok   ${t.name} (${Date.now() - start} ms)`);
    } catch (e) {
      failed++;
      console.log(`  FAIL ${t.name} (${Date.now() - start} ms)\n${String(e && e.stack || e).replace(/^/gm, '    ')}`);
    }
  }
  console.log(`exthost-suite: ${passed} passed, ${failed} failed`);
  if (failed) throw new Error(`${failed} of ${tests.length} extension-host tests failed`);
};
