// `npm start` end to end (issue 14, item 18): scripts/start.sh on a cache of its own (sharing the
// installed Node 24 and code-server), on a free port. It must serve VS Code on the scratch copy of
// examples/ (never examples/ itself), install no browser, keep a user's edits across restarts, and
// with --reset put the old copy aside and start from a fresh one. Issue 37 item 7: `npm start -- PATH`
// opens the user's own site where it is and writes nothing into it; a lock held by another install
// (another npm start's set-up; apt's lock) is waited for, saying so, and start goes on once it is let go.
// Prints `start: N passed, M failed` for run.sh. Env: E2E_CACHE (the shared cache, .vscode-test/),
// PLAYWRIGHT_CORE, SCREENSHOTS (where the own-site screenshot goes).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import runnerModule from './runner.cjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHARED = process.env.E2E_CACHE ?? path.join(REPO, '.vscode-test');
const { test, before, after, run } = runnerModule.createRunner();
const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-start-'));
const site = path.join(cache, 'start', 'site');
const examplesDocs = fs.readFileSync(path.join(REPO, 'examples', 'docs.json'), 'utf8');

before('a cache of its own, sharing Node 24 and code-server', () => {
  for (const part of ['node24', 'cs']) fs.symlinkSync(path.join(SHARED, part), path.join(cache, part));
  fs.mkdirSync(path.join(cache, 'tmp'));
});
// retries: a browser or code-server that has just ended may still be writing its last files
after('remove the cache', () => fs.rmSync(cache, { recursive: true, force: true, maxRetries: 5 }));

const freePort = () => new Promise((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});

const get = (url) => new Promise((resolve, reject) => {
  http.get(url, (r) => {
    let body = '';
    r.on('data', (c) => (body += c));
    r.on('end', () => resolve({ status: r.statusCode, body }));
  }).on('error', reject);
});

/**
 * Output of a child process so far, with a promise for the first time it matches a pattern; the
 * promise fails when the process ends first, or after `timeoutMs` (a script that waits silently
 * forever, as set-up did on a held lock, must fail the test, not hang it).
 */
function watchOutput(child) {
  let output = '';
  const waiters = [];
  const settle = (w, fn, value) => { waiters.splice(waiters.indexOf(w), 1); clearTimeout(w.timer); fn(value); };
  const check = () => {
    for (const w of [...waiters]) {
      const m = w.re.exec(output);
      if (m) settle(w, w.resolve, m);
      else if (child.exitCode !== null || child.signalCode !== null) settle(w, w.reject, new Error(`exited ${child.exitCode ?? child.signalCode} before ${w.re}:\n${output}`));
    }
  };
  const add = (c) => { output += c; check(); };
  child.stdout?.on('data', add);
  child.stderr?.on('data', add);
  child.on('exit', check);
  const waitFor = (re, timeoutMs = 180_000) => new Promise((resolve, reject) => {
    const w = { re, resolve, reject };
    w.timer = setTimeout(() => settle(w, reject, new Error(`nothing matched ${re} within ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
    waiters.push(w);
    check();
  });
  return { output: () => output, waitFor };
}

/** Starts start.sh in a process group of its own; `stop` ends the group. */
async function launch(args = [], env = {}) {
  const port = await freePort();
  const child = spawn('bash', [path.join(REPO, 'scripts', 'start.sh'), ...args], {
    // TMPDIR in the cache: code-server's sockets go with it
    cwd: REPO, detached: true, env: { ...process.env, E2E_CACHE: cache, PORT: String(port), TMPDIR: path.join(cache, 'tmp'), ...env },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    try { process.kill(-child.pid, 'SIGTERM'); } catch {}
    await exited;
  };
  return { child, exited, stop, ...watchOutput(child) };
}

/** Waits until a launched start.sh says where VS Code is (180 s at most); a start that never does is stopped. */
async function address(run) {
  return run.waitFor(/http:\/\/127\.0\.0\.1:\d+\/\?folder=\S+/).then((m) => m[0], async (e) => { await run.stop(); throw e; });
}

/** Runs start.sh until it says where VS Code is, then returns its output and a stop function. */
async function start(args = [], env = {}) {
  const run = await launch(args, env);
  const url = await address(run);
  return { url, output: run.output, stop: run.stop };
}

/** A process holding a lock until `release`: `command` prints `held` once it has it, and lets go when its stdin closes. */
async function holdLock(command, args) {
  const holder = spawn(command, args, { stdio: 'pipe' });
  const exited = new Promise((resolve) => holder.on('exit', resolve));
  const release = async () => { holder.stdin.end(); await exited; };
  await watchOutput(holder).waitFor(/^held$/m).catch(async (e) => { await release(); throw e; });
  return { release };
}

/** Every file under `dir` with its size and modification time, to see that nothing wrote there. */
function snapshot(dir) {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .map((f) => { const st = fs.statSync(f); return `${path.relative(dir, f)} ${st.isDirectory() ? 'dir' : st.size} ${st.mtimeMs}`; })
    .sort().join('\n');
}

test('npm start serves VS Code on a scratch copy of examples/ and installs no browser', async (t) => {
  const run = await start();
  t.after(run.stop);
  if (!run.url.endsWith(`?folder=${site}`)) throw new Error(`it opens ${run.url}, not the scratch copy ${site}`);
  if (fs.readFileSync(path.join(site, 'docs.json'), 'utf8') !== examplesDocs) throw new Error('the scratch copy is not a copy of examples/');
  const page = await get(run.url);
  if (page.status !== 200 || !/vscode|code-server/i.test(page.body)) throw new Error(`the address answers ${page.status}`);
  if (/chromium|apt-get/i.test(run.output())) throw new Error(`start installed or looked for a browser:\n${run.output()}`);
  if (!fs.existsSync(path.join(cache, 'start', 'extensions')) || !fs.readdirSync(path.join(cache, 'start', 'extensions')).some((d) => d.startsWith('docsite.docsite-tools-'))) {
    throw new Error('the extension is not installed in the start profile');
  }
});

test('an edit in the scratch copy stays across a restart and never reaches examples/; --reset keeps it aside and starts afresh', async () => {
  fs.writeFileSync(path.join(site, 'my-notes.mdx'), '---\ntitle: Mine\n---\n');
  const again = await start();
  await again.stop();
  if (!fs.existsSync(path.join(site, 'my-notes.mdx'))) throw new Error('a restart lost the edit');
  if (fs.existsSync(path.join(REPO, 'examples', 'my-notes.mdx'))) throw new Error('the edit reached examples/');
  const reset = await start(['--reset']);
  await reset.stop();
  if (fs.existsSync(path.join(site, 'my-notes.mdx'))) throw new Error('--reset did not start from a fresh copy');
  const kept = fs.readdirSync(path.join(cache, 'start')).filter((d) => d.startsWith('site-'));
  if (kept.length !== 1 || !fs.existsSync(path.join(cache, 'start', kept[0], 'my-notes.mdx'))) throw new Error(`the old copy was not kept aside: ${kept}`);
  if (!/--reset: your previous copy of the site is kept in/.test(reset.output())) throw new Error(`--reset said nothing:\n${reset.output()}`);
});

test('npm start -- PATH opens your own site where it is, in the editor, and writes nothing into it', async (t) => {
  // a repository with its docs root in docs/, as many sites are kept; a space in its name
  const own = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite own-'));
  t.after(() => fs.rmSync(own, { recursive: true, force: true }));
  fs.writeFileSync(path.join(own, 'README.md'), '# My product\n');
  fs.mkdirSync(path.join(own, 'docs'));
  fs.writeFileSync(path.join(own, 'docs', 'docs.json'), JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Own site', colors: { primary: '#15803D' }, navigation: { pages: ['welcome-own'] } }, null, 2));
  fs.writeFileSync(path.join(own, 'docs', 'welcome-own.mdx'), '---\ntitle: Welcome to my own site\n---\n\nHello.\n');
  const before = snapshot(own);
  const scratchBefore = snapshot(site);

  const run = await start([own]);
  t.after(run.stop);
  if (decodeURI(run.url) !== run.url.replace(/\?folder=.*/, `?folder=${own}`)) throw new Error(`it opens ${run.url}, not ${own}`);
  if (/copied/.test(run.output())) throw new Error(`it copied a site:\n${run.output()}`);
  if (!run.output().includes(`Site folder: ${own}`)) throw new Error(`it does not say which folder it opened:\n${run.output()}`);

  // the editor itself: the workbench in a browser shows the site's files in the Explorer
  const require = createRequire(import.meta.url);
  const { chromium } = require(process.env.PLAYWRIGHT_CORE || path.join(REPO, 'node_modules/playwright-core'));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-start-chromium-'));
  t.after(() => fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 }));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, viewport: { width: 1400, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  try {
    const page = browser.pages()[0] ?? await browser.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(run.url);
    const row = (name) => page.locator('.explorer-folders-view .monaco-list-row', { hasText: name }).first();
    await row('README.md').waitFor();
    await row('docs').click();
    await row('welcome-own.mdx').click();
    await page.locator('.tabs-container .tab', { hasText: 'welcome-own.mdx' }).waitFor();
    await page.locator('.editor-group-container.active .view-lines', { hasText: 'Welcome to my own site' }).waitFor();
    const shots = process.env.SCREENSHOTS ?? path.join(REPO, 'out-screenshots', 'e2e');
    fs.mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'start-own-site.png') });
  } finally {
    await browser.close();
  }
  await run.stop();
  const after = snapshot(own);
  if (after !== before) throw new Error(`start wrote into the site:\nbefore:\n${before}\nafter:\n${after}`);
  if (snapshot(site) !== scratchBefore) throw new Error('start with a PATH changed the scratch copy');
});

test('npm start -- PATH refuses a folder without docs.json or mint.json, saying so', async () => {
  const empty = fs.mkdtempSync(path.join(cache, 'no-site-'));
  const run = await launch([empty]);
  const code = await run.exited;
  if (code !== 2 || !run.output().includes('has no docs.json or mint.json')) throw new Error(`exit ${code}:\n${run.output()}`);
});

test('npm start waits for another install that holds the set-up lock, says so, and goes on when it is let go', async (t) => {
  const lock = await holdLock('flock', [path.join(cache, '.setup.lock'), '-c', 'echo held; read _']);
  t.after(lock.release);
  const run = await launch();
  t.after(run.stop);
  await run.waitFor(/waiting for another install into .* to finish/);
  if (/packaging the extension|\?folder=/.test(run.output())) throw new Error(`it went on while the lock was held:\n${run.output()}`);
  await lock.release();
  const url = await address(run);
  if (!url.endsWith(`?folder=${site}`)) throw new Error(`it opens ${url}`);
  if (!/the other install is done: going on/.test(run.output())) throw new Error(`it did not say it went on:\n${run.output()}`);
});

test("set-up's apt waits for apt's lock held by another package manager, says so, and installs once it is let go", async (t) => {
  // dpkg's own lock (an fcntl lock, as apt and dpkg take it); `make` is installed already, so apt only
  // takes the lock and finds nothing to do
  const lock = await holdLock('python3', ['-c', 'import fcntl, sys\nf = open(sys.argv[1], "a")\nfcntl.lockf(f, fcntl.LOCK_EX)\nprint("held", flush=True)\nsys.stdin.read()', '/var/lib/dpkg/lock-frontend']);
  t.after(lock.release);
  const apt = spawn('bash', [path.join(REPO, 'test', 'e2e', 'apt-wait.sh'), 'install', '-y', '-q', '--no-install-recommends', 'make'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const out = watchOutput(apt);
  const exited = new Promise((resolve) => apt.on('exit', resolve));
  t.after(() => { apt.kill(); return exited; });
  await out.waitFor(/\[apt\] waiting for the package manager's lock .*lock-frontend/);
  if (apt.exitCode !== null) throw new Error(`apt-wait.sh ended while the lock was held:\n${out.output()}`);
  await lock.release();
  const code = await exited;
  if (code !== 0 || !/\[apt\] got the lock after/.test(out.output())) throw new Error(`exit ${code}:\n${out.output()}`);
});

const { passed, failed } = await run();
console.log(`start: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
