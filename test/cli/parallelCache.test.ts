import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, describe, it } from 'node:test';
import { hashText } from '../../common/src';
import { runCheck } from '../../cli/src/check';
import { resolveSettings } from '../../site/src/settings';
import { makeTempFolder, runCli } from '../support/builtCli';

const CORPUS_SITE = path.resolve('..', 'shared', 'corpus', 'pipecat-ai__docs');

/** The user's cache folder of these runs (the machine-local key is kept there). */
const CACHE_HOME = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-cache-home-'));
after(() => fs.rmSync(CACHE_HOME, { recursive: true, force: true }));

const run = (...args: string[]) => runCli(args, { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, XDG_CACHE_HOME: CACHE_HOME } });

const tempDir = () => makeTempFolder('docsite-cache-');

describe('docsite check --jobs', () => {
  it('--jobs 2 reports exactly what --jobs 1 does, in the same order, on a corpus site', () => {
    const one = run('check', CORPUS_SITE, '--format', 'json', '--jobs', '1');
    const two = run('check', CORPUS_SITE, '--format', 'json', '--jobs', '2');
    assert.equal(one.code, two.code);
    assert.ok(JSON.parse(one.stdout).files.length > 0, 'the site has findings to compare');
    assert.equal(two.stdout, one.stdout);
  });

  it('rejects a --jobs that is not a whole number of at least 1', () => {
    assert.equal(run('check', CORPUS_SITE, '--jobs', '0').code, 2);
  });
});

describe('docsite check --cache', () => {
  it('a warm run prints what a cold run prints, with and without workers', () => {
    const site = tempDir();
    fs.cpSync(CORPUS_SITE, site, { recursive: true });
    const cache = path.join(tempDir(), 'cache.json');
    try {
      const plain = run('check', site, '--format', 'json', '--jobs', '1');
      const cold = run('check', site, '--format', 'json', '--jobs', '2', '--cache-location', cache);
      assert.ok(fs.existsSync(cache));
      const warm = run('check', site, '--format', 'json', '--jobs', '2', '--cache', '--cache-location', cache);
      const warmOne = run('check', site, '--format', 'json', '--jobs', '1', '--cache-location', cache);
      assert.equal(cold.stdout, plain.stdout);
      assert.equal(warm.stdout, plain.stdout);
      assert.equal(warmOne.stdout, plain.stdout);
      assert.equal(warm.code, plain.code);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
      fs.rmSync(path.dirname(cache), { recursive: true, force: true });
    }
  });

  it('after one heading is edited, re-checks that page and the pages linking to its anchors, and only them', async () => {
    const site = tempDir();
    const cacheLocation = path.join(tempDir(), 'cache.json');
    const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\n\n${body}\n`;
    const files: Record<string, string> = {
      'guide.mdx': page('Guide', '## Setup\n\nText.\n\n## Usage\n\nMore.'),
      'anchored.mdx': page('Anchored', 'See [setup](/guide#setup).'),
      'anchored-too.mdx': page('Anchored too', 'See [usage](./guide#usage).'),
      'plain.mdx': page('Plain', 'See [the guide](/guide).'),
      'other.mdx': page('Other', 'Nothing to see.'),
    };
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(site, name), text);
    fs.writeFileSync(path.join(site, 'docs.json'), JSON.stringify({ name: 'C', theme: 'mint', colors: { primary: '#123456' }, navigation: { pages: ['guide', 'anchored', 'anchored-too', 'plain', 'other'] } }));
    const check = () => runCheck({ dir: site, settings: resolveSettings({}), cacheLocation, cacheFolder: path.join(CACHE_HOME, 'docsite'), jobs: 1 });
    try {
      const cold = await check();
      assert.equal(cold.rechecked.length, 6);
      assert.equal(cold.files.length, 0);
      const warm = await check();
      assert.deepEqual(warm.rechecked.map((p) => path.basename(p)), [], 'docs.json too is reused: nothing it read changed');

      fs.writeFileSync(path.join(site, 'guide.mdx'), files['guide.mdx'].replace('## Setup', '## Installation'));
      const edited = await check();
      assert.deepEqual(edited.rechecked.map((p) => path.basename(p)).sort(), ['anchored-too.mdx', 'anchored.mdx', 'guide.mdx']);
      assert.deepEqual(edited.files.map((f) => [f.relativePath, f.diagnostics.map((d) => d.code)]), [['anchored.mdx', ['broken-anchor']]]);
      // The same report as a run without the cache.
      const fresh = await runCheck({ dir: site, settings: resolveSettings({}) });
      assert.deepEqual(edited.files, fresh.files);

      // Text that leaves the anchors as they were re-checks only the page itself.
      fs.writeFileSync(path.join(site, 'guide.mdx'), files['guide.mdx'].replace('## Setup', '## Installation').replace('More.', 'More words.'));
      const body = await check();
      assert.deepEqual(body.rechecked.map((p) => path.basename(p)).sort(), ['guide.mdx']);
      assert.deepEqual(body.files, fresh.files);
      // The pages linking to it kept their result, and their record now holds the page's new text
      // hash: the next run compares hashes and parses nothing to see that its anchors are the same.
      const text = fs.readFileSync(cacheLocation, 'utf8');
      const kept = JSON.parse(text.slice(text.indexOf('\n') + 1)) as { files: Record<string, { deps: [string, string][] }> };
      const guide = path.join(site, 'guide.mdx');
      const answer = kept.files[path.join(site, 'anchored.mdx')].deps.find(([q]) => q === 'a\0' + guide)?.[1];
      assert.equal(answer?.split('\n')[0], hashText(fs.readFileSync(guide, 'utf8')));
      assert.deepEqual((await check()).rechecked, []);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
      fs.rmSync(path.dirname(cacheLocation), { recursive: true, force: true });
    }
  });
});
