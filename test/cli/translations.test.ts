/**
 * `docsite translations` (issue 24, item 3): the coverage table per language in each format, and
 * `--fail-under`, on a small site made in the test and on the real three-language site.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, it } from 'node:test';

const CLI = path.resolve('dist/cli.js');
const run = (...args: string[]) => spawnSync(process.execPath, [CLI, 'translations', ...args], { encoding: 'utf8' });
const DIFY = path.resolve('..', 'shared', 'corpus-modern', 'langgenius__dify-docs');

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A site in English and German; German lacks two pages, has one it does not list, and one English lacks. */
function site(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-translations-cli-'));
  temps.push(dir);
  const navigation = {
    languages: [
      { language: 'en', groups: [{ group: 'Start', pages: ['en/intro', 'en/setup', 'en/faq', 'en/later'] }] },
      { language: 'de', groups: [{ group: 'Start', pages: ['de/intro', 'de/extra'] }] },
    ],
  };
  fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'T', theme: 'mint', colors: { primary: '#000000' }, navigation }));
  for (const page of ['en/intro', 'en/setup', 'en/faq', 'en/later', 'de/intro', 'de/extra', 'de/later']) {
    fs.mkdirSync(path.join(dir, path.dirname(page)), { recursive: true });
    fs.writeFileSync(path.join(dir, page + '.mdx'), `---\ntitle: ${page}\n---\n`);
  }
  return dir;
}

describe('docsite translations', () => {
  it('JSON: the counts, the coverage and each gap of a language', () => {
    const result = run(site(), '--format', 'json');
    assert.equal(result.status, 0, result.stderr);
    const [only] = JSON.parse(result.stdout).sites;
    assert.equal(only.defaultLanguage, 'en');
    const [de] = only.languages;
    assert.deepEqual(de.counts, { translated: 1, shared: 0, unlisted: 1, missing: 2, extra: 1 });
    assert.equal(de.coverage, 25);
    assert.deepEqual(de.missing, [{ source: 'en/setup', translation: 'de/setup' }, { source: 'en/faq', translation: 'de/faq' }]);
    assert.deepEqual(de.unlisted, [{ source: 'en/later', translation: 'de/later' }]);
    assert.deepEqual(de.extra, ['de/extra']);
  });

  it('human and Markdown: the table and the gaps', () => {
    const dir = site();
    const human = run(dir);
    assert.equal(human.status, 0, human.stderr);
    assert.match(human.stdout, /^de\s+language folder\s+1\s+0\s+2\s+1\s+1\s+25\.0%$/m);
    assert.match(human.stdout, /de: missing de\/setup \(for en\/setup\)/);
    const markdown = run(dir, '--format', 'markdown');
    assert.match(markdown.stdout, /^\| de \| 1 \| 0 \| 2 \| 1 \| 1 \| 25\.0% \|$/m);
    assert.match(markdown.stdout, /<details><summary>de: 4 to look at<\/summary>/);
  });

  it('--fail-under fails the run when a language covers less, and passes when it covers enough', () => {
    const dir = site();
    const under = run(dir, '--fail-under', '50');
    assert.equal(under.status, 1);
    assert.match(under.stderr, /de \(25\.0%\) in .* is under 50%/);
    assert.equal(run(dir, '--fail-under', '25').status, 0);
    assert.equal(run(dir, '--fail-under', 'most').status, 2);
  });

  it('a site without languages says so and passes; a missing folder is exit 2', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-translations-cli-'));
    temps.push(dir);
    fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'One', theme: 'mint', colors: { primary: '#000000' }, navigation: { groups: [{ group: 'G', pages: ['a'] }] } }));
    const result = run(dir);
    assert.equal(result.status, 0);
    assert.match(result.stdout, /No site here has more than one language/);
    assert.equal(run(path.join(dir, 'nope')).status, 2);
  });

  it('the real three-language site: every page of English in Chinese and Japanese, paired by language folder', () => {
    assert.ok(fs.existsSync(DIFY), `the corpus is missing: ${DIFY} (../shared must be present)`);
    const result = run(DIFY, '--format', 'json', '--fail-under', '100');
    assert.equal(result.status, 0, result.stderr);
    const [dify] = JSON.parse(result.stdout).sites;
    assert.deepEqual(
      dify.languages.map((l: { language: string; pairing: string; counts: object }) => [l.language, l.pairing, l.counts]),
      ['zh', 'ja'].map((language) => [language, 'prefix', { translated: 285, shared: 0, unlisted: 0, missing: 0, extra: 0 }]),
    );
  });
});
