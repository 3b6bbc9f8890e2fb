/** The strict preset in the CLI: `--strict`, `"preset"` in .docsiterc.json, and per-rule settings winning over it. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, it } from 'node:test';

const CLI = path.resolve('dist/cli.js');

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Temporary folders the helpers below made, removed after each test (also a failing one). */
const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempSite(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-preset-'));
  temps.push(dir);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

const config = JSON.stringify({ name: 'A', navigation: [{ group: 'G', pages: ['intro'] }] });
// Builds and renders fine; only the spec's writing rules object (an H1 in the body).
const writingOnly = '---\ntitle: Intro\ndescription: The introduction.\n---\n\n# Start\n\nText.\n';

describe('docsite check presets', () => {
  it('reports writing rules as warnings by default: exit 0', () => {
    const r = run('check', tempSite({ 'docs.json': config, 'intro.mdx': writingOnly }), '--no-color');
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /warning +heading-h1/);
  });

  it('--strict makes them errors: exit 1', () => {
    const r = run('check', tempSite({ 'docs.json': config, 'intro.mdx': writingOnly }), '--strict', '--no-color');
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stdout, /error +heading-h1/);
  });

  it('"preset": "strict" in .docsiterc.json does the same', () => {
    const r = run('check', tempSite({ 'docs.json': config, 'intro.mdx': writingOnly, '.docsiterc.json': '{ "preset": "strict" }' }), '--no-color');
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stdout, /error +heading-h1/);
  });

  it('a per-rule setting wins over the preset', () => {
    const rc = '{ "preset": "strict", "docsite.rules.heading-h1": "warning" }';
    const r = run('check', tempSite({ 'docs.json': config, 'intro.mdx': writingOnly, '.docsiterc.json': rc }), '--strict', '--no-color');
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /warning +heading-h1/);
  });

  it('still refuses a __proto__ key next to the preset', () => {
    const rc = '{ "preset": "strict", "docsite.__proto__.heading-h1": "off" }';
    const r = run('check', tempSite({ 'docs.json': config, 'intro.mdx': writingOnly, '.docsiterc.json': rc }), '--no-color');
    assert.equal(r.code, 2, r.stdout + r.stderr);
    assert.match(r.stderr, /__proto__/);
  });
});
