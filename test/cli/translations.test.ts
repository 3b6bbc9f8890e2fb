/**
 * `docsite translations` (issue 24, item 3): the coverage table per language in each format, and
 * `--fail-under`, on a small site made in the test and on the real three-language site.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { TempFolders, runCli } from '../support/builtCli';
import { execFileSync } from 'node:child_process';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { htmlCode, mdCode, mdTableCode } from '../../cli/src/formatters/markdownText';

const run = (...args: string[]) => runCli(['translations', ...args]);
const DIFY = path.resolve('..', 'shared', 'corpus-modern', 'langgenius__dify-docs');

const temps = new TempFolders();
afterEach(() => temps.removeAll());

/** A site in English and German; German lacks two pages, has one it does not list, and one English lacks. */
function site(): string {
  const navigation = {
    languages: [
      { language: 'en', groups: [{ group: 'Start', pages: ['en/intro', 'en/setup', 'en/faq', 'en/later'] }] },
      { language: 'de', groups: [{ group: 'Start', pages: ['de/intro', 'de/extra'] }] },
    ],
  };
  const files: Record<string, string> = { 'docs.json': JSON.stringify({ name: 'T', theme: 'mint', colors: { primary: '#000000' }, navigation }) };
  for (const page of ['en/intro', 'en/setup', 'en/faq', 'en/later', 'de/intro', 'de/extra', 'de/later']) files[page + '.mdx'] = `---\ntitle: ${page}\n---\n`;
  return temps.make('docsite-translations-cli-', files);
}

describe('docsite translations', () => {
  it('JSON: the counts, the coverage and each gap of a language', () => {
    const result = run(site(), '--format', 'json');
    assert.equal(result.code, 0, result.stderr);
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
    assert.equal(human.code, 0, human.stderr);
    assert.match(human.stdout, /^de\s+language folder\s+1\s+0\s+2\s+1\s+1\s+-\s+25\.0%$/m);
    assert.match(human.stdout, /^Staleness not reported: .* is not in a git repository\.$/m);
    assert.match(human.stdout, /de: missing de\/setup \(for en\/setup\)/);
    const markdown = run(dir, '--format', 'markdown');
    assert.match(markdown.stdout, /^\| `de` \| 1 \| 0 \| 2 \| 1 \| 1 \| – \| 25\.0% \|$/m);
    assert.match(markdown.stdout, /<details><summary><code>de<\/code>: 4 to look at<\/summary>/);
    assert.match(markdown.stdout, /^- missing: `de\/setup` \(for `en\/setup`\)$/m);
  });

  it('--fail-under fails the run when a language covers less, and passes when it covers enough', () => {
    const dir = site();
    const under = run(dir, '--fail-under', '50');
    assert.equal(under.code, 1);
    assert.match(under.stderr, /de \(25\.0%\) in .* is under 50%/);
    assert.equal(run(dir, '--fail-under', '25').code, 0);
    assert.equal(run(dir, '--fail-under', 'most').code, 2);
  });

  it('a site without languages says so and passes; a missing folder is exit 2', () => {
    const dir = temps.make('docsite-translations-cli-', { 'docs.json': JSON.stringify({ name: 'One', theme: 'mint', colors: { primary: '#000000' }, navigation: { groups: [{ group: 'G', pages: ['a'] }] } }) });
    const result = run(dir);
    assert.equal(result.code, 0);
    assert.match(result.stdout, /No site here has more than one language/);
    assert.equal(run(path.join(dir, 'nope')).code, 2);
  });

  it('the real three-language site: every page of English in Chinese and Japanese, paired by language folder', () => {
    assert.ok(fs.existsSync(DIFY), `the corpus is missing: ${DIFY} (../shared must be present)`);
    const result = run(DIFY, '--format', 'json', '--fail-under', '100');
    assert.equal(result.code, 0, result.stderr);
    const [dify] = JSON.parse(result.stdout).sites;
    assert.deepEqual(
      dify.languages.map((l: { language: string; pairing: string; counts: object }) => [l.language, l.pairing, l.counts]),
      ['zh', 'ja'].map((language) => [language, 'prefix', { translated: 285, shared: 0, unlisted: 0, missing: 0, extra: 0 }]),
    );
  });
});

describe('docsite translations: stale translations from git history', () => {
  /** git in `dir`, as the test's author (set locally: the machine may have no identity). */
  const git = (dir: string, ...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  const commit = (dir: string, message: string, date: string) =>
    execFileSync('git', ['commit', '-qam', message], { cwd: dir, env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });

  function repo(): string {
    const dir = site();
    git(dir, 'init', '-q');
    git(dir, 'config', 'user.email', 'writer@example.com');
    git(dir, 'config', 'user.name', 'Writer');
    git(dir, 'add', '-A');
    commit(dir, 'Both languages', '2026-03-01T10:00:00Z');
    return dir;
  }

  const staleOf = (dir: string) => {
    const result = run(dir, '--format', 'json');
    assert.equal(result.code, 0, result.stderr);
    const [site] = JSON.parse(result.stdout).sites;
    assert.equal(site.stalenessNotReported, undefined);
    return site.languages[0].stale as { source: string; translation: string; sourceChanged: string; translationChanged: string; commits: { subject: string }[] }[];
  };

  it('a source changed after its translation makes the translation stale, naming both dates and the commits since', () => {
    const dir = repo();
    assert.deepEqual(staleOf(dir), []);
    fs.appendFileSync(path.join(dir, 'en/intro.mdx'), 'A new paragraph.\n');
    commit(dir, 'Explain the intro better', '2026-05-02T10:00:00Z');
    const [stale, ...rest] = staleOf(dir);
    assert.deepEqual(rest, []);
    assert.deepEqual([stale.source, stale.translation, stale.sourceChanged.slice(0, 10), stale.translationChanged.slice(0, 10), stale.commits.map((c) => c.subject)], ['en/intro', 'de/intro', '2026-05-02', '2026-03-01', ['Explain the intro better']]);
    const human = run(dir);
    assert.match(human.stdout, /de: stale de\/intro: en\/intro changed on 2026-05-02, 1 commit since de\/intro's last change on 2026-03-01: [0-9a-f]{7} Explain the intro better/);
    // The translation is updated and committed after: no longer stale.
    fs.appendFileSync(path.join(dir, 'de/intro.mdx'), 'Ein neuer Absatz.\n');
    commit(dir, 'Translate the new paragraph', '2026-05-03T10:00:00Z');
    assert.deepEqual(staleOf(dir), []);
  });

  it('Markdown: a commit subject cannot @mention, link, reference an issue or format the comment (issue 36, item 5)', () => {
    const dir = repo();
    const subject = '@octocat see https://evil.example/x www.evil.example [click](https://evil.example) <https://evil.example> **bold** #12 <img src=x onerror=alert(1)> ``code`` | cell';
    fs.appendFileSync(path.join(dir, 'en/intro.mdx'), 'A new paragraph.\n');
    commit(dir, subject, '2026-05-02T10:00:00Z');
    const result = run(dir, '--format', 'markdown');
    assert.equal(result.code, 0, result.stderr);
    const tree = unified().use(remarkParse).use(remarkGfm).parse(result.stdout);
    const nodes: { type: string; value?: string }[] = [];
    const walk = (node: { type: string; value?: string; children?: unknown[] }) => {
      nodes.push(node);
      for (const child of node.children ?? []) walk(child as typeof node);
    };
    walk(tree);
    assert.deepEqual(nodes.filter((n) => n.type === 'link' || n.type === 'image' || n.type === 'strong' || n.type === 'emphasis'), [], result.stdout);
    // The subject is one code span, whole; prose and HTML (which GitHub scans for @mentions and #12) never hold it.
    assert.ok(nodes.some((n) => n.type === 'inlineCode' && n.value!.endsWith(` ${subject}`)), result.stdout);
    for (const n of nodes.filter((n) => n.type === 'text' || n.type === 'html')) assert.doesNotMatch(n.value!, /@|evil|#12|<img/, JSON.stringify(n.value));
  });

  it('Markdown values: a code span its backticks cannot close, no `|` to end a table cell, HTML escaped inside <summary>', () => {
    assert.equal(mdCode('a ``b`` @c\nd'), '```a ``b`` @c\\u{a}d```');
    assert.equal(mdTableCode('de|x'), '`de\\u{7c}x`');
    assert.equal(htmlCode('<img src=x onerror=alert(1)>&@c'), '<code>&#x3C;img src=x onerror=alert(1)>&#x26;@c</code>');
  });

  it('reviewedAgainst in the translation marks it as reviewed against a source commit', () => {
    const dir = repo();
    fs.appendFileSync(path.join(dir, 'en/intro.mdx'), 'A typo fixed.\n');
    commit(dir, 'Fix a typo', '2026-05-02T10:00:00Z');
    const reviewed = git(dir, 'rev-parse', '--short', 'HEAD');
    assert.equal(staleOf(dir).length, 1);
    // The writer checked the German page against that commit: nothing to translate.
    const text = fs.readFileSync(path.join(dir, 'de/intro.mdx'), 'utf8').replace('---\n', `---\nreviewedAgainst: "${reviewed}"\n`);
    fs.writeFileSync(path.join(dir, 'de/intro.mdx'), text);
    assert.deepEqual(staleOf(dir), []);
    // A later source change makes it stale again, counted from the reviewed commit.
    fs.appendFileSync(path.join(dir, 'en/intro.mdx'), 'Another change.\n');
    commit(dir, 'Another change', '2026-06-01T10:00:00Z');
    assert.deepEqual(staleOf(dir).map((s) => s.commits.map((c) => c.subject)), [['Another change']]);
  });
});
