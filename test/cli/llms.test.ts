/**
 * `docsite llms [dir] --out DIR` (issue 25 item 3): writes llms.txt and llms-full.txt as the build
 * generates them, prints their sizes and what was left out, and writes nothing else.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { TempFolders, runCli } from '../support/builtCli';

const run = (...args: string[]) => runCli(['llms', ...args]);

const temps = new TempFolders();
afterEach(() => temps.removeAll());
const temp = () => temps.make('docsite-llms-cli-');

/** A site with two listed pages (one with content for humans only) and one page outside the navigation. */
function site(): string {
  const navigation = { groups: [{ group: 'Start', pages: ['intro', 'guides/setup'] }] };
  return temps.make('docsite-llms-cli-', {
    'docs.json': JSON.stringify({ name: 'T', theme: 'mint', colors: { primary: '#000000' }, navigation }),
    'intro.mdx': '---\ntitle: Intro\ndescription: Start here\n---\n\nHello.\n\n<Visibility for="humans">\nClick the button.\n</Visibility>\n',
    'guides/setup.mdx': '---\ntitle: Setup\n---\n\nInstall it.\n',
    'draft.mdx': '---\ntitle: Draft\n---\n\nNot yet.\n',
  });
}

describe('docsite llms', () => {
  it('writes both files into a new folder and prints their sizes and what was left out', () => {
    const out = path.join(temp(), 'artifacts', 'llms');
    const result = run(site(), '--out', out, '--base-url', 'https://docs.t.dev/');
    assert.equal(result.code, 0, result.stderr);
    const llms = '# T\n\n## Docs\n\n- [Intro](https://docs.t.dev/intro): Start here\n- [Setup](https://docs.t.dev/guides/setup)\n';
    assert.equal(fs.readFileSync(path.join(out, 'llms.txt'), 'utf8'), llms);
    const full = '# Intro\nSource: https://docs.t.dev/intro\n\n> Start here\n\nHello.\n\n# Setup\nSource: https://docs.t.dev/guides/setup\n\nInstall it.\n';
    assert.equal(fs.readFileSync(path.join(out, 'llms-full.txt'), 'utf8'), full);
    assert.deepEqual(fs.readdirSync(out).sort(), ['llms-full.txt', 'llms.txt']);
    assert.match(result.stdout, new RegExp(`llms\\.txt: ${llms.length} characters \\(cap 100,000\\)`));
    assert.match(result.stdout, new RegExp(`llms-full\\.txt: ${full.length} characters`));
    assert.match(result.stdout, /left out: 1 not-in-navigation/);
  });

  it('replaces its own files but never writes through a link, and refuses the docs root', () => {
    const dir = site();
    const out = temp();
    fs.writeFileSync(path.join(out, 'llms.txt'), 'old');
    fs.writeFileSync(path.join(out, 'keep.txt'), 'mine');
    assert.equal(run(dir, '--out', out).code, 0);
    assert.match(fs.readFileSync(path.join(out, 'llms.txt'), 'utf8'), /^# T\n/);
    assert.equal(fs.readFileSync(path.join(out, 'keep.txt'), 'utf8'), 'mine');

    fs.rmSync(path.join(out, 'llms-full.txt'));
    fs.symlinkSync(path.join(out, 'keep.txt'), path.join(out, 'llms-full.txt'));
    const linked = run(dir, '--out', out);
    assert.equal(linked.code, 2);
    assert.match(linked.stderr, /llms-full\.txt is not a regular file/);
    assert.equal(fs.readFileSync(path.join(out, 'keep.txt'), 'utf8'), 'mine');

    const root = run(dir, '--out', dir);
    assert.equal(root.code, 2);
    assert.match(root.stderr, /is the docs root/);
    assert.equal(fs.existsSync(path.join(dir, 'llms.txt')), false);
  });

  it('refuses a folder on the way that the repository made a symbolic link, into the docs root or out of the checkout (issue 36, item 3)', () => {
    // A checkout (git) holding the site in docs/ and two committed links: public → docs, artifacts → a folder outside.
    const checkout = temp();
    spawnSync('git', ['init', '-q'], { cwd: checkout });
    const docs = path.join(checkout, 'docs');
    fs.renameSync(site(), docs);
    const outside = temp();
    fs.symlinkSync(docs, path.join(checkout, 'public'));
    fs.symlinkSync(outside, path.join(checkout, 'artifacts'));
    for (const out of [path.join(checkout, 'public'), path.join(checkout, 'public', 'llms'), path.join(checkout, 'artifacts', 'llms')]) {
      const result = run(docs, '--out', out);
      assert.equal(result.code, 2, out + result.stderr);
      assert.match(result.stderr, /^docsite: --out: .*(public|artifacts) is a symbolic link \(to .*\); a link inside the repository could lead anywhere/m);
    }
    assert.deepEqual(fs.readdirSync(outside), []);
    assert.ok(!fs.readdirSync(docs).some((f) => f.startsWith('llms')), 'nothing written in the docs root');
    // A real folder of the checkout, and a link outside it (the machine's, such as /tmp on macOS), are written to.
    assert.equal(run(docs, '--out', path.join(checkout, 'build', 'llms')).code, 0);
    const elsewhere = temp();
    fs.symlinkSync(outside, path.join(elsewhere, 'link'));
    assert.equal(run(docs, '--out', path.join(elsewhere, 'link', 'llms')).code, 0);
    assert.ok(fs.existsSync(path.join(outside, 'llms', 'llms.txt')));
  });

  it('needs --out', () => {
    const result = run(site());
    assert.equal(result.code, 2);
    assert.match(result.stderr, /needs --out DIR/);
  });
});
