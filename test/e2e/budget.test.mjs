// The time budget in a real VS Code (issue 11): code-server started through `npm start`'s script
// with DOCSITE_CHECK_BUDGET_MS=300 (the language server, the whole-site check and the preview read
// it), on a copy of the sample site with one page that passes every static bound but takes seconds
// to parse. The page gets its page-not-checked notice in the Problems view, and its preview shows the
// render notice instead of freezing; the window still opens another page.
// Prints `budget: N passed, M failed` for run.sh. Env: E2E_CACHE (the shared cache, .vscode-test/).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHARED = process.env.E2E_CACHE ?? path.join(REPO, '.vscode-test');
const BUDGET_MS = 300;
const PARAGRAPH = 'Some plain words with **strong** and _emphasis_ here, then more words to read.\n\n';
const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = server.address();
    server.close(() => resolve(p));
  });
});
// The scratch copy start.sh would make, in a cache of its own (removed by the after hook).
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-budget-'));
const site = path.join(cache, 'start', 'site');

// ui-lib reads its server and workspace when it loads.
process.env.CS_URL = `http://127.0.0.1:${port}`;
process.env.WORKSPACE = site;
const ui = await import('./ui-lib.mjs'); // `ui.page` is a live binding, set once the browser runs
const { log, runUi, test, before, after, openWorkbench, openFile, runCommand, webviewFrame } = ui;
const { markerRow } = await import('./ui-editor-lib.mjs');

let child, exited;
before('copy the sample site with a slow page, start code-server through start.sh', async () => {
  for (const part of ['node24', 'cs']) fs.symlinkSync(path.join(SHARED, part), path.join(cache, part));
  fs.mkdirSync(path.join(cache, 'tmp')); // TMPDIR of code-server: its sockets go with the cache
  // made first with the slow page in it (start.sh keeps a copy it finds)
  fs.mkdirSync(path.dirname(site), { recursive: true });
  fs.cpSync(path.join(REPO, 'examples'), site, { recursive: true });
  fs.writeFileSync(path.join(site, 'slow.mdx'), '---\ntitle: Slow\ndescription: Long but legal.\n---\n\n' + PARAGRAPH.repeat(Math.floor(390_000 / PARAGRAPH.length)));
  child = spawn('bash', [path.join(REPO, 'scripts', 'start.sh')], {
    cwd: REPO, detached: true, env: { ...process.env, E2E_CACHE: cache, PORT: String(port), TMPDIR: path.join(cache, 'tmp'), DOCSITE_CHECK_BUDGET_MS: String(BUDGET_MS) },
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  exited = new Promise((resolve) => child.on('exit', resolve));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no address within 180 s:\n${output}`)), 180_000);
    const check = () => {
      if (/Docsite is running/.test(output)) return clearTimeout(timer), resolve();
      if (child.exitCode !== null) return clearTimeout(timer), reject(new Error(`start.sh exited ${child.exitCode}:\n${output}`));
    };
    child.stdout.on('data', check);
    child.on('exit', check);
  });
});

after('stop code-server, remove the cache', async () => {
  if (child && child.exitCode === null) {
    try { process.kill(-child.pid, 'SIGTERM'); } catch {}
    await exited;
  }
  fs.rmSync(cache, { recursive: true, force: true });
});

before('open the workbench on the copy', () => openWorkbench('docs.json', site));

const notice = new RegExp(`took longer than ${BUDGET_MS} ms`);

test(`the slow page gets page-not-checked ("took longer than ${BUDGET_MS} ms") in the Problems view`, async () => {
  await openFile('slow.mdx');
  await runCommand('View: Focus Problems');
  // The page's own notice names the page budget. Other files may draw one too on a loaded machine
  // (docs.json gets twice the budget, 600 ms here, and the CI machine once took longer), so the row
  // is found by its budget rather than by being first, and the others are logged.
  const row = markerRow('page-not-checked', `took longer than ${BUDGET_MS} ms`);
  await row.first().waitFor();
  const text = (await row.first().innerText()).replace(/\s+/g, ' ');
  if (!notice.test(text)) throw new Error(`the notice reads: ${text}`);
  log(`Problems: ${text}`);
  const all = markerRow('page-not-checked');
  for (let i = 0; i < (await all.count()); i++) log(`  page-not-checked row: ${(await all.nth(i).innerText()).replace(/\s+/g, ' ')}`);
});

test('its preview shows the render notice instead of freezing the window', async () => {
  await runCommand('Docsite: Open Preview to the Side');
  const frame = webviewFrame();
  await frame.locator('#ds-page .ds-notice, #ds-banner', { hasText: notice }).first().waitFor();
  log(`preview: ${(await frame.locator('#ds-banner').innerText()).trim()}`);
  // the window still answers: another page opens and its own preview renders
  await runCommand('View: Close All Editors');
  await openFile('quickstart.mdx');
  await ui.page.locator('.tabs-container .tab.active', { hasText: 'quickstart.mdx' }).waitFor();
});

process.exit(await runUi('budget'));
