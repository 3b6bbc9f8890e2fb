/**
 * Issue 26, finding 4: `docsite check` fails on what it did not check. A page too deeply nested to
 * parse, or whose check ran past its budget (itself, or a page it links to), may hide any error: it
 * is listed apart, with why, in every format, and fails the run unless --allow-unchecked.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { TempFolders, runCli } from '../support/builtCli';

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: A page.\n---\n\n## Start\n\n${body}\n`;
/** One added line of 17 nested block quote markers: the parser's nesting bound, crossed. */
const DEEP_PAGE = page('Deep', `[broken](/nowhere)\n\n${'> '.repeat(17)}quote`);
const PARAGRAPH = 'Some plain words with **strong** and _emphasis_ here, then more words to read.\n\n';
const SLOW_PAGE = page('Slow', PARAGRAPH.repeat(Math.floor(390_000 / PARAGRAPH.length)));

const temps = new TempFolders();
afterEach(() => temps.removeAll());

function site(files: Record<string, string>, pages: string[]): string {
  return temps.make('docsite-unchecked-', { 'docs.json': JSON.stringify({ name: 'U', navigation: [{ group: 'G', pages }] }), ...files }, { realPath: true });
}

function run(cwd: string, args: string[], env: Record<string, string> = {}) {
  return runCli(['check', '.', '--no-color', ...args], { cwd, timeout: 120_000, env: { ...process.env, ...env } });
}

interface Report {
  summary: { unchecked: number; errors: number };
  unchecked: { path: string; code: string; line: number; reason: string }[];
  files: { path: string; diagnostics: { code: string }[] }[];
}

describe('docsite check fails on what it did not check', () => {
  it('a page nested too deeply fails the run, listed apart with why, in human, JSON, SARIF and GitHub output', () => {
    const dir = site({ 'a.mdx': page('A', 'Text.'), 'deep.mdx': DEEP_PAGE }, ['a', 'deep']);
    const human = run(dir, []);
    assert.equal(human.code, 1, human.stdout + human.stderr);
    assert.match(human.stdout, /^Not checked \(errors; --allow-unchecked lets them pass\):\n {2}deep\.mdx:10:\d+ +error +page-not-checked +This page nests too deeply/m);
    assert.match(human.stdout, /2 files checked, 1 not checked: 0 errors/);

    const json = run(dir, ['--format', 'json']);
    assert.equal(json.code, 1);
    const report = JSON.parse(json.stdout) as Report;
    assert.equal(report.summary.unchecked, 1);
    assert.deepEqual(report.unchecked.map((u) => [u.path, u.code, u.line]), [['deep.mdx', 'page-not-checked', 10]]);
    assert.match(report.unchecked[0].reason, /nests too deeply/);
    assert.deepEqual(report.files, [], 'listed apart, not among the findings');

    const sarif = run(dir, ['--format', 'sarif']);
    assert.equal(sarif.code, 1);
    const log = JSON.parse(sarif.stdout) as {
      runs: { results: { ruleId: string; level: string }[]; invocations: { executionSuccessful: boolean; toolExecutionNotifications: { level: string; message: { text: string } }[] }[] }[];
    };
    assert.deepEqual(log.runs[0].results.map((r) => [r.ruleId, r.level]), [['page-not-checked', 'error']]);
    assert.equal(log.runs[0].invocations[0].executionSuccessful, false);
    assert.match(log.runs[0].invocations[0].toolExecutionNotifications[0].message.text, /^deep\.mdx was not checked: This page nests too deeply/);

    const github = run(dir, ['--format', 'github']);
    assert.equal(github.code, 1);
    assert.match(github.stdout, /^::error file=deep\.mdx,line=10,col=\d+,endLine=10,endColumn=\d+,title=page-not-checked \(not checked\)::This page nests too deeply/m);
  });

  it('--allow-unchecked gives the old behaviour: listed, but the run passes', () => {
    const dir = site({ 'deep.mdx': DEEP_PAGE }, ['deep']);
    const r = run(dir, ['--allow-unchecked']);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /^Not checked \(allowed by --allow-unchecked\):\n {2}deep\.mdx:10:\d+ +info +page-not-checked/m);
  });

  it('turning the page-not-checked rule off does not let an unchecked page pass', () => {
    const dir = site({ 'deep.mdx': DEEP_PAGE, '.docsiterc.json': '{ "docsite.rules.page-not-checked": "off" }' }, ['deep']);
    const r = run(dir, ['--format', 'json']);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.equal((JSON.parse(r.stdout) as Report).summary.unchecked, 1);
  });

  it('a page linking to a slow page is not checked in time, and fails the run', () => {
    const dir = site({ 'slow.mdx': SLOW_PAGE, 'linker.mdx': page('Linker', '[broken](/nowhere) and [slow](/slow#start)') }, ['slow', 'linker']);
    const r = run(dir, ['--format', 'json', '--jobs', '1'], { DOCSITE_CHECK_BUDGET_MS: '300' });
    assert.equal(r.code, 1, r.stdout + r.stderr);
    const report = JSON.parse(r.stdout) as Report;
    assert.deepEqual(report.unchecked.map((u) => u.path).sort(), ['linker.mdx', 'slow.mdx']);
    assert.equal(report.summary.errors, 0, 'the broken link of linker.mdx was hidden: only the unchecked entry can fail the run');
  });
});

describe('docsite check --cache re-checks dependencies under the budget', () => {
  it('a cached page whose linked page changed is not validated past the budget on the main thread', () => {
    const linker = page('Linker', 'See [slow](/slow#start).');
    const dir = site({ 'slow.mdx': SLOW_PAGE, 'linker.mdx': linker }, ['slow', 'linker']);
    const home = temps.make('docsite-unchecked-home-');
    const env = { XDG_CACHE_HOME: home };
    // Cold, with time enough: both pages are checked and cached.
    const cold = run(dir, ['--cache', '--format', 'json', '--jobs', '1'], { ...env, DOCSITE_CHECK_BUDGET_MS: '120000' });
    assert.equal(cold.code, 0, cold.stdout + cold.stderr);
    // The slow page changes (its anchors do not): reusing linker.mdx means parsing it again.
    fs.appendFileSync(path.join(dir, 'slow.mdx'), '\nOne more line.\n');
    const warm = run(dir, ['--cache', '--format', 'json', '--jobs', '1'], { ...env, DOCSITE_CHECK_BUDGET_MS: '300' });
    const report = JSON.parse(warm.stdout) as Report;
    assert.deepEqual(report.unchecked.map((u) => u.path).sort(), ['linker.mdx', 'slow.mdx'], warm.stdout);
    assert.equal(warm.code, 1);
  });
});
