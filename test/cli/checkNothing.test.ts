/**
 * Issue 11, finding 4: `docsite check` never passes when it checked nothing. Each case spawns the
 * built CLI (dist/cli.js) on a real temp folder.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { TempFolders, runCli } from '../support/builtCli';

const isRoot = process.getuid?.() === 0;

/**
 * Runs the CLI. `unprivileged`: as the `nobody` user when the tests run as root (root reads any
 * file, so a permission test would pass for the wrong reason), else as the current user.
 */
function run(args: string[], options: { unprivileged?: boolean } = {}) {
  const user = options.unprivileged && isRoot ? { uid: 65534, gid: 65534 } : {};
  return runCli(args, { timeout: 30_000, maxBuffer: 64 * 1024 * 1024, ...user });
}

const validConfig = JSON.stringify({ name: 'A', navigation: [{ group: 'G', pages: ['intro'] }] }, null, 2);
const page = '---\ntitle: Intro\ndescription: The introduction.\n---\n\n## Start\n\nText.\n';

const temps = new TempFolders();
afterEach(() => temps.removeAll());

/** A temp folder others may enter (mkdtemp makes it 0700), holding `files`. */
function tempSite(files: Record<string, string | Buffer> = {}): string {
  const dir = temps.make('docsite-nothing-', files);
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** Exit 2, a message naming `where`, and no stack trace. */
function assertNothingChecked(r: { code: number | null; stderr: string }, where: string | RegExp) {
  assert.equal(r.code, 2, r.stderr);
  if (typeof where === 'string') assert.ok(r.stderr.includes(where), r.stderr);
  else assert.match(r.stderr, where);
  assert.doesNotMatch(r.stderr, /^\s+at /m, 'a plain message, not a stack');
}

describe('docsite check exits 2 when nothing was checked', () => {
  it('a folder without docs.json', () => {
    const dir = tempSite({ 'intro.mdx': page });
    assertNothingChecked(run(['check', dir]), `no docs.json (or mint.json) found under ${dir}`);
  });

  it('a folder that does not exist: a plain message', () => {
    const dir = path.join(tempSite(), 'missing');
    assertNothingChecked(run(['check', dir]), `${dir}: no such file or folder`);
  });

  it('docs.json that is a folder, given as the folder or as the path', () => {
    const dir = tempSite({ 'docs.json/x.mdx': page, 'intro.mdx': page });
    assertNothingChecked(run(['check', dir]), `${path.join(dir, 'docs.json')} is a folder`);
    assertNothingChecked(run(['check', path.join(dir, 'docs.json')]), 'is a folder');
  });

  it('docs.json that is a FIFO: never opened (it would block), and named', () => {
    const dir = tempSite({ 'intro.mdx': page });
    execFileSync('mkfifo', [path.join(dir, 'docs.json')]);
    assertNothingChecked(run(['check', dir]), `${path.join(dir, 'docs.json')} is not a regular file`);
    assertNothingChecked(run(['check', path.join(dir, 'docs.json')]), 'is neither a folder nor a docs.json file');
  });

  it('a non-JSON file as the path', () => {
    const dir = tempSite({ 'docs.json': validConfig, 'intro.mdx': page, 'README.txt': 'hello' });
    assertNothingChecked(run(['check', path.join(dir, 'README.txt')]), `${path.join(dir, 'README.txt')} is not a docs.json or mint.json file`);
    assertNothingChecked(run(['check', path.join(dir, 'intro.mdx')]), 'is not a docs.json or mint.json file');
  });

  it('an unreadable folder (checked as an unprivileged user)', () => {
    const dir = tempSite({ 'site/docs.json': validConfig, 'site/intro.mdx': page });
    const site = path.join(dir, 'site');
    fs.chmodSync(site, 0o000);
    try {
      assertNothingChecked(run(['check', site], { unprivileged: true }), `cannot read the folder ${site}: permission denied`);
    } finally {
      fs.chmodSync(site, 0o755);
    }
  });

  it('an unreadable docs.json or page: named, not counted as checked, exit 2', () => {
    const dir = tempSite({ 'docs.json': validConfig, 'intro.mdx': page });
    // Sanity: the same site passes for the unprivileged user while everything is readable.
    assert.equal(run(['check', dir], { unprivileged: true }).code, 0);
    for (const name of ['docs.json', 'intro.mdx']) {
      const file = path.join(dir, name);
      fs.chmodSync(file, 0o000);
      try {
        assertNothingChecked(run(['check', dir], { unprivileged: true }), `cannot read ${file}: permission denied`);
      } finally {
        fs.chmodSync(file, 0o644);
      }
    }
  });
});

describe('docsite check reports files it could not check', () => {
  it('a NUL byte in docs.json (even with broken JSON) is a located error, not a silent skip', () => {
    const dir = tempSite({ 'docs.json': Buffer.from('{ "name": "A", \0 broken'), 'intro.mdx': page });
    const r = run(['check', dir, '--no-color']);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.ok(r.stdout.includes(`\n  ${dir}/docs.json:1:1  error  file-not-checked  Not checked: it contains a NUL byte`), r.stdout);
    assert.match(r.stdout, /^Not checked \(errors; --allow-unchecked lets them pass\):$/m);
    assert.match(r.stdout, /1 site, 1 file checked, 1 not checked: 0 errors/);
  });

  it('a NUL byte in a page is listed as not checked, with why, and it is not counted', () => {
    const dir = tempSite({ 'docs.json': validConfig, 'intro.mdx': page.replace('Text.', 'Te\0xt.') });
    const r = run(['check', dir, '--format', 'json']);
    assert.equal(r.code, 1, r.stderr);
    const report = JSON.parse(r.stdout) as { summary: { files: number; unchecked: number }; files: unknown[]; unchecked: { path: string; code: string; line: number; reason: string }[] };
    assert.equal(report.summary.files, 1);
    assert.equal(report.summary.unchecked, 1);
    assert.deepEqual(report.files, []);
    assert.deepEqual(report.unchecked.map((u) => [u.path, u.code, u.line, u.reason]), [['intro.mdx', 'file-not-checked', 1, 'Not checked: it contains a NUL byte (binary data).']]);
  });

  it('a docs.json over 16 MB is a located error', () => {
    const big = JSON.stringify({ name: 'A', navigation: [{ group: 'G', pages: ['intro'] }], padding: 'x'.repeat(16 * 1024 * 1024) });
    const dir = tempSite({ 'docs.json': big, 'intro.mdx': page });
    const r = run(['check', dir, '--no-color']);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stdout, /docs\.json:1:1 {2}error +file-not-checked +Not checked: it is larger than 16 MB/);
  });

  it('a file-not-checked finding cannot be turned off by settings', () => {
    const dir = tempSite({ 'docs.json': Buffer.from('{\0}'), '.docsiterc.json': '{ "docsite.rules.file-not-checked": "off" }' });
    assert.equal(run(['check', dir]).code, 1);
  });
});

describe('project config without prototype pollution', () => {
  const broken = validConfig.replace('"intro"', '"intro", "gone"');

  for (const [name, rc] of [
    ['flat', '{ "docsite.__proto__.missing-page": "off" }'],
    ['nested', '{ "docsite": { "rules": { "__proto__": { "missing-page": "off" } } } }'],
    ['constructor', '{ "docsite.rules.constructor.prototype.missing-page": "off" }'],
  ]) {
    it(`rejects a ${name} __proto__/constructor key instead of turning rules off (exit was 0)`, () => {
      const dir = tempSite({ 'docs.json': broken, 'intro.mdx': page, '.docsiterc.json': rc });
      const r = run(['check', dir]);
      assertNothingChecked(r, /\.docsiterc\.json: the key ".*" is not allowed/);
    });
  }

  it('the same key in .vscode/settings.json is rejected too, and a normal setting still works', () => {
    const dir = tempSite({ 'docs.json': broken, 'intro.mdx': page, '.vscode/settings.json': '{ "docsite.prototype": {} }' });
    assertNothingChecked(run(['check', dir]), /settings\.json: the key "docsite\.prototype" is not allowed/);
    const ok = tempSite({ 'docs.json': broken, 'intro.mdx': page, '.docsiterc.json': '{ "docsite.rules.missing-page": "warning" }' });
    assert.equal(run(['check', ok]).code, 0);
    // Without the override the broken site still fails: nothing leaked from the other runs.
    assert.equal(run(['check', tempSite({ 'docs.json': broken, 'intro.mdx': page })]).code, 1);
  });
});
