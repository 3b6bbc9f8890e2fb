// Runs an extensionTestsPath suite inside code-server's (remote, Node) extension host: the browser
// equivalent of @vscode/test-electron's runTests. The extension is loaded from source through
// extensionDevelopmentPath. code-server must run with `--vscode-option enable-smoke-test-driver`,
// which makes the workbench honour the URL `payload` and report the suite's result through
// window.codeAutomationExit(code); the suite's console output arrives via window.codeAutomationLog.
//
// env: CS_URL (http://127.0.0.1:PORT), WORKSPACE (folder or .code-workspace; '' = empty window),
//      EXT_DEV (extension folder, or several separated by newlines), EXT_TESTS (suite module),
//      E2E_ARTIFACTS (temp folder for the browser profile), EXT_TEST_TIMEOUT_MS (default 720000),
//      PLAYWRIGHT_CORE (path of playwright-core; default: the project's node_modules)
// Prints the suite's lines and always ends with `exthost-suite: N passed, M failed`; exit code =
// the suite's result.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import util from 'node:util';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { chromium } = require(process.env.PLAYWRIGHT_CORE || path.join(repo, 'node_modules/playwright-core'));

const CS_URL = process.env.CS_URL || 'http://127.0.0.1:8080';
const WORKSPACE = process.env.WORKSPACE ?? '';
const EXT_DEV = (process.env.EXT_DEV || repo).split('\n').filter(Boolean);
const EXT_TESTS = process.env.EXT_TESTS || path.join(repo, 'test/e2e/suite/index.js');
const TMP = process.env.E2E_ARTIFACTS || os.tmpdir();
// A guard against a hung suite, not a speed target: the soak's 2,000 edits each wait for the
// workbench (in a browser, over a socket) to apply them, 40 to 90 ms apiece on a shared 2-core
// machine, so 180 s cut a healthy run short there; Create Project Rules on three 4 MiB specs adds
// about a minute there (a whole run took 454 s with it).
const TIMEOUT = Number(process.env.EXT_TEST_TIMEOUT_MS || 720_000);

// code-server's workbench names its remote authority "remote"
const remote = (p) => `vscode-remote://${process.env.REMOTE_AUTHORITY || 'remote'}${path.resolve(p)}`;
const payload = [...EXT_DEV.map((p) => ['extensionDevelopmentPath', remote(p)]), ['extensionTestsPath', remote(EXT_TESTS)]];
const target = !WORKSPACE ? 'ew=true'
  : /\.code-workspace$/.test(WORKSPACE) ? `workspace=${encodeURIComponent(WORKSPACE)}`
  : `folder=${encodeURIComponent(WORKSPACE)}`;
const url = `${CS_URL}/?${target}&payload=${encodeURIComponent(JSON.stringify(payload))}`;

const t0 = Date.now();
const secs = () => ((Date.now() - t0) / 1000).toFixed(1);
const profile = fs.mkdtempSync(path.join(TMP, 'chromium-exthost-'));
let browser, code = 1, summary = null;
const out = (line) => {
  if (/^exthost-suite: \d+ passed, \d+ failed/.test(line)) summary = line;
  else console.log(line);
};
try {
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    // the background-networking flags keep chromium from calling out of this offline machine
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  const page = browser.pages()[0] || await browser.newPage();
  page.on('pageerror', (e) => console.log('[pageerror]', e.message));
  const done = new Promise((resolve) => {
    // the suite's console.log lines: print them as they are (one per line)
    page.exposeFunction('codeAutomationLog', (type, args) => {
      for (const line of util.format(...(args || [])).split('\n')) out(type === 'error' ? `[exthost:error] ${line}` : line);
    });
    page.exposeFunction('codeAutomationExit', (c) => resolve(c));
  });
  await page.goto(url);
  let timer;
  code = await Promise.race([done, new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`suite did not finish within ${TIMEOUT / 1000}s`)), TIMEOUT);
  })]);
  clearTimeout(timer);
  console.log(`runner: suite exit code ${code} after ${secs()}s`);
} catch (e) {
  console.log(`runner error after ${secs()}s: ${e && e.stack || e}`);
  code = 1;
} finally {
  await browser?.close().catch(() => {});
  fs.rmSync(profile, { recursive: true, force: true });
}
// the suite prints its own count; if it never got that far (load error, timeout) count one failure
console.log(summary || 'exthost-suite: 0 passed, 1 failed');
process.exit(code === 0 && summary ? 0 : 1);
