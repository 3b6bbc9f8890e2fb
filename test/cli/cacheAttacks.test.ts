/**
 * Issue 26, finding 5: the `--cache` file is untrusted input. A cache committed to the checked
 * repository, forged, linked to a device or raced at its temporary name must never make a broken
 * site pass, read or write outside the repository and the user's cache folder, or hang the run.
 * Each case spawns the built CLI (dist/cli.js) with a cache folder of its own (XDG_CACHE_HOME).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { runCheck } from '../../cli/src/check';
import { loadProjectSettings } from '../../cli/src/projectConfig';
import { hashText } from '../../common/src';
import { resolveSettings } from '../../site/src/settings';
import { TempFolders, runCli } from '../support/builtCli';

const VERSION = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }).version;
const BROKEN_PAGE = '---\ntitle: Intro\ndescription: The introduction.\n---\n\nSee [the guide](/nowhere).\n';

const temps = new TempFolders();
afterEach(() => temps.removeAll());
const temp = (prefix: string) => temps.make(prefix, {}, { realPath: true });

/** A site whose one page has a broken link: a check that looks at it exits with 1. */
function brokenSite(): string {
  return temps.make('docsite-attack-', { 'docs.json': JSON.stringify({ name: 'A', navigation: [{ group: 'G', pages: ['intro'] }] }), 'intro.mdx': BROKEN_PAGE }, { realPath: true });
}

function run(cwd: string, cacheHome: string, ...args: string[]) {
  return runCli(args, { cwd, timeout: 60_000, env: { ...process.env, XDG_CACHE_HOME: cacheHome } });
}

function assertCheckedCold(r: { code: number | null; stdout: string; stderr: string }) {
  assert.equal(r.code, 1, `the broken link must fail the run\n${r.stdout}${r.stderr}`);
  assert.match(r.stdout, /broken-link/);
}

/** The cache file's header (`docsite-cache 4 <identity> <mac>`) and body. */
function splitCache(file: string): { header: string[]; body: string } {
  const text = fs.readFileSync(file, 'utf8');
  const newline = text.indexOf('\n');
  return { header: text.slice(0, newline).split(' '), body: text.slice(newline + 1) };
}

/** Writes `body` under `header`, signed with the key of the cache folder `cacheHome`. */
function sign(file: string, header: string[], body: string, cacheHome: string): void {
  const key = Buffer.from(fs.readFileSync(path.join(cacheHome, 'docsite', 'key'), 'latin1'), 'hex');
  const [magic, format, identity] = header;
  const mac = createHmac('sha256', key).update(`${magic} ${format} ${identity}\n`).update(body).digest('hex');
  fs.writeFileSync(file, `${magic} ${format} ${identity} ${mac}\n${body}`);
}

/** The body of a cache with the findings of every page emptied: what a forger wants CI to believe. */
const withoutFindings = (body: string) => {
  const data = JSON.parse(body) as { files: Record<string, { diagnostics: unknown[] }> };
  for (const entry of Object.values(data.files)) entry.diagnostics = [];
  return JSON.stringify(data);
};

describe('docsite check --cache treats the cache as untrusted', () => {
  it('keeps the cache outside the checkout by default, in the user cache folder, keyed by the folder', () => {
    const site = brokenSite();
    const home = temp('docsite-home-');
    assertCheckedCold(run(site, home, 'check', '.', '--cache'));
    assert.deepEqual(fs.readdirSync(site).sort(), ['docs.json', 'intro.mdx'], 'nothing written into the checkout');
    const caches = fs.readdirSync(path.join(home, 'docsite', 'checks'));
    assert.equal(caches.length, 1);
    assert.equal(fs.statSync(path.join(home, 'docsite', 'key')).mode & 0o777, 0o600);
    // Another folder gets a cache of its own.
    const other = brokenSite();
    run(other, home, 'check', '.', '--cache');
    assert.equal(fs.readdirSync(path.join(home, 'docsite', 'checks')).length, 2);
  });

  it('a .docsitecache committed to the repository (the old format) does not make a broken site pass', () => {
    const site = brokenSite();
    const home = temp('docsite-home-');
    // What version 0.1's --cache trusted: the right key (computable by anyone) and an empty result.
    const settings = loadProjectSettings(site).settings;
    const key = hashText(JSON.stringify({ version: VERSION, settings, root: site }));
    const forged = { format: 1, key, files: { [path.join(site, 'intro.mdx')]: { hash: hashText(BROKEN_PAGE), diagnostics: [], deps: [] } } };
    fs.writeFileSync(path.join(site, '.docsitecache'), JSON.stringify(forged));
    assertCheckedCold(run(site, home, 'check', '.', '--cache'));
    const explicit = run(site, home, 'check', '.', '--cache-location', '.docsitecache');
    assertCheckedCold(explicit);
    assert.match(explicit.stderr, /ignoring the cache .*\.docsitecache: it is not a Docsite cache of this version/);
  });

  it('a cache signed on another machine (another key) is ignored with a notice, never trusted', () => {
    const site = brokenSite();
    const attacker = temp('docsite-attacker-');
    const victim = temp('docsite-victim-');
    const cache = path.join(site, '.docsitecache');
    // Twice: the second run sees the cache file in the folder listing, as every later run will.
    assertCheckedCold(run(site, attacker, 'check', '.', '--cache-location', cache));
    assertCheckedCold(run(site, attacker, 'check', '.', '--cache-location', cache));
    const { header, body } = splitCache(cache);
    sign(cache, header, withoutFindings(body), attacker);
    // The forgery is perfect for the attacker's own key...
    assert.equal(run(site, attacker, 'check', '.', '--cache-location', cache).code, 0, 'the forged cache is well made');
    sign(cache, header, withoutFindings(body), attacker);
    // ...and worthless anywhere else.
    const r = run(site, victim, 'check', '.', '--cache-location', cache);
    assertCheckedCold(r);
    assert.match(r.stderr, /^docsite: ignoring the cache .*: it fails authentication/m);
    assert.equal(r.stderr.trim().split('\n').length, 1, 'one line');
  });

  it('an authenticated entry with a dependency outside the folder or an unknown question is ignored, with a notice', () => {
    const site = brokenSite();
    const home = temp('docsite-home-');
    const cache = path.join(temp('docsite-loc-'), 'cache');
    assertCheckedCold(run(site, home, 'check', '.', '--cache-location', cache));
    const { header, body } = splitCache(cache);
    const data = JSON.parse(body) as { files: Record<string, { diagnostics: unknown[]; deps: [string, string][] }> };
    const page = data.files[path.join(site, 'intro.mdx')];
    for (const dep of [['l\0/', 'anything'], ['z\0' + path.join(site, 'intro.mdx'), '1'], ['e\0' + path.join(site, '..', 'x'), '0']] as [string, string][]) {
      // Listing `/` would walk the whole disk; `..` would leave the folder.
      page.diagnostics = [];
      page.deps = [dep];
      sign(cache, header, JSON.stringify(data), home);
      const r = run(site, home, 'check', '.', '--cache-location', cache);
      assertCheckedCold(r);
      assert.match(r.stderr, /ignoring 1 entry of the cache .* that fail validation/, JSON.stringify(dep));
    }
  });

  for (const [name, plant] of [
    ['a symbolic link to /dev/zero', (file: string) => fs.symlinkSync('/dev/zero', file)],
    ['a FIFO', (file: string) => execFileSync('mkfifo', [file])],
    ['a symbolic link to a file outside', (file: string) => fs.symlinkSync(path.join(path.dirname(file), 'victim'), file)],
  ] as const) {
    it(`a cache that is ${name} is not read (the run ends), and is replaced by a regular file`, () => {
      const site = brokenSite();
      const home = temp('docsite-home-');
      const folder = temp('docsite-loc-');
      fs.writeFileSync(path.join(folder, 'victim'), 'precious');
      const cache = path.join(folder, 'cache');
      plant(cache);
      const r = run(site, home, 'check', '.', '--cache-location', cache);
      assertCheckedCold(r);
      assert.match(r.stderr, /ignoring the cache .*(symbolic link|not a regular file)/);
      assert.ok(fs.lstatSync(cache).isFile(), 'the link or FIFO itself was replaced');
      assert.equal(fs.readFileSync(path.join(folder, 'victim'), 'utf8'), 'precious');
    });
  }

  it('--cache-location DIR/ through a folder the repository made a symbolic link is refused (exit 2), nothing written (issue 36, item 3)', () => {
    const site = brokenSite();
    execFileSync('git', ['init', '-q'], { cwd: site });
    const home = temp('docsite-home-');
    const outside = temp('docsite-outside-');
    fs.symlinkSync(outside, path.join(site, 'cache-dir'));
    for (const location of ['cache-dir/', 'cache-dir', 'cache-dir/deeper/cache']) {
      const r = run(site, home, 'check', '.', '--cache-location', location);
      assert.equal(r.code, 2, location + r.stdout + r.stderr);
      assert.match(r.stderr, /^docsite: --cache-location: .*cache-dir is a symbolic link \(to .*\); a link inside the repository could lead anywhere/m);
    }
    assert.deepEqual(fs.readdirSync(outside), []);
    // A real folder of the checkout is used as ever.
    assertCheckedCold(run(site, home, 'check', '.', '--cache-location', 'real-dir/'));
    assert.ok(fs.lstatSync(path.join(site, 'real-dir', '.docsitecache')).isFile());
  });

  it('a symbolic link planted at the old temporary name is never written through', async () => {
    const site = brokenSite();
    const folder = temp('docsite-loc-');
    const victim = path.join(temp('docsite-outside-'), 'victim');
    fs.writeFileSync(victim, 'precious');
    const cacheLocation = path.join(folder, 'cache');
    // The name version 0.1 wrote to: the cache's name, this process's id, `.tmp`.
    fs.symlinkSync(victim, `${cacheLocation}.${process.pid}.tmp`);
    const result = await runCheck({ dir: site, settings: resolveSettings({}), cacheLocation, cacheFolder: path.join(folder, 'home'), jobs: 1 });
    assert.equal(result.files.length, 1);
    assert.equal(fs.readFileSync(victim, 'utf8'), 'precious');
    assert.ok(fs.lstatSync(cacheLocation).isFile());
    assert.deepEqual(fs.readdirSync(folder).filter((f) => f.endsWith('.tmp') && !f.startsWith('cache.')), [], 'no temporary file left');
  });

  for (const [name, plant] of [
    ['a symbolic link', (key: string, folder: string) => (fs.writeFileSync(path.join(folder, 'elsewhere'), 'a'.repeat(64), { mode: 0o600 }), fs.symlinkSync(path.join(folder, 'elsewhere'), key))],
    ['readable by others', (key: string) => fs.writeFileSync(key, 'a'.repeat(64), { mode: 0o644 })],
  ] as const) {
    it(`a key that is ${name} is refused: no cache is read or written, the run is cold`, () => {
      const site = brokenSite();
      const home = temp('docsite-home-');
      fs.mkdirSync(path.join(home, 'docsite'), { mode: 0o700 });
      plant(path.join(home, 'docsite', 'key'), path.join(home, 'docsite'));
      fs.chmodSync(path.join(home, 'docsite', 'key'), 0o644);
      const r = run(site, home, 'check', '.', '--cache');
      assertCheckedCold(r);
      assert.match(r.stderr, /^docsite: not using a cache: .*key/m);
      assert.ok(!fs.existsSync(path.join(home, 'docsite', 'checks')), 'no cache written');
    });
  }
});
