/** The strict preset in the CLI: `--strict`, `"preset"` in .docsiterc.json, and per-rule settings winning over it. */
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { TempFolders, runCli } from '../support/builtCli';

const run = (...args: string[]) => runCli(args);

const temps = new TempFolders();
afterEach(() => temps.removeAll());
const tempSite = (files: Record<string, string>) => temps.make('docsite-preset-', files);

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
