// `npm start` end to end (issue 14, item 18): scripts/start.sh on a cache of its own (sharing the
// installed Node 24 and code-server), on a free port. It must serve VS Code on the scratch copy of
// examples/ (never examples/ itself), install no browser, keep a user's edits across restarts, and
// with --reset put the old copy aside and start from a fresh one.
// Prints `start: N passed, M failed` for run.sh. Env: E2E_CACHE (the shared cache, .vscode-test/).
import { spawn } from 'node:child_process';
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
after('remove the cache', () => fs.rmSync(cache, { recursive: true, force: true }));

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

/** Runs start.sh until it says where VS Code is, then returns its output and a stop function. */
async function start(args = []) {
  const port = await freePort();
  const child = spawn('bash', [path.join(REPO, 'scripts', 'start.sh'), ...args], {
    // TMPDIR in the cache: code-server's sockets go with it
    cwd: REPO, detached: true, env: { ...process.env, E2E_CACHE: cache, PORT: String(port), TMPDIR: path.join(cache, 'tmp') },
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const ready = new Promise((resolve, reject) => {
    const check = () => {
      const m = /http:\/\/127\.0\.0\.1:\d+\/\?folder=\S+/.exec(output);
      if (m) return resolve(m[0]);
      if (child.exitCode !== null) return reject(new Error(`start.sh exited ${child.exitCode}:\n${output}`));
    };
    child.stdout.on('data', check);
    child.on('exit', check);
  });
  const stop = async () => {
    try { process.kill(-child.pid, 'SIGTERM'); } catch {}
    await exited;
  };
  let timer;
  const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no address within 180 s:\n${output}`)), 180_000)));
  // a start that never says where VS Code is must not leave its code-server running
  const url = await Promise.race([ready, timeout]).catch(async (e) => { await stop(); throw e; }).finally(() => clearTimeout(timer));
  return { url, output: () => output, stop };
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

const { passed, failed } = await run();
console.log(`start: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
