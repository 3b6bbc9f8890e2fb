/**
 * Issue 26, finding 7 (part) and item 8: file names and messages come from the checked repository.
 * The human output shows control, bidi and invisible characters escaped and never starts a line
 * with a CI workflow command; `--format github` escapes workflow-command syntax as GitHub documents.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { escapeControls, escapeControlsInJson, escapeText } from '../../cli/src/formatters/escape';
import { escapeData, escapeProperty } from '../../cli/src/formatters/github';
import { TempFolders, runCli } from '../support/builtCli';

const page = (body: string) => `---\ntitle: Page\ndescription: A page.\n---\n\n${body}\n`;

const temps = new TempFolders();
afterEach(() => temps.removeAll());

/** A site whose pages (named as given) each have a broken link to `target`. */
function site(names: string[], target: string): string {
  const files: Record<string, string> = { 'docs.json': JSON.stringify({ name: 'E', navigation: [{ group: 'G', pages: names.map((n) => n.replace(/\.mdx$/, '')) }] }) };
  for (const name of names) files[name] = page(`[x](${target})`);
  return temps.make('docsite-escape-', files, { realPath: true });
}

const run = (cwd: string, ...args: string[]) => runCli(['check', '.', '--no-color', ...args], { cwd, timeout: 60_000 });

/** What a CI runner would read as a workflow command: a line starting, after blanks, with `::` or `##[`. */
const workflowCommands = (output: string) => output.split('\n').filter((l) => /^\s*(::|##\[)/.test(l));

describe('terminal and CI output escape what the repository controls', () => {
  it('escapes control, bidi and invisible characters in file names and messages', () => {
    const evil = 'a\x1b[2Jb\u202ec\u200bd\x9be.mdx';
    const dir = site([evil], '/gone\u2066\u200b');
    const r = run(dir);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.doesNotMatch(r.stdout, /[\x00-\x09\x0b-\x1f\x7f-\x9f\u200b\u202e\u2066]/u, JSON.stringify(r.stdout));
    assert.ok(r.stdout.includes('a\\u{1b}[2Jb\\u{202e}c\\u{200b}d\\u{9b}e.mdx'), r.stdout);
    assert.ok(r.stdout.includes('gone\\u{2066}\\u{200b}'), r.stdout);
  });

  it('never starts a line of human output with a workflow command', () => {
    const dir = site(['::warning title=x::pwned.mdx', '##[error]pwned.mdx'], '/gone');
    const r = run(dir);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.deepEqual(workflowCommands(r.stdout), []);
    assert.match(r.stdout, /^\.\/::warning title=x::pwned\.mdx$/m, 'shown as ./…, the same file');
  });

  it('--format github prints one annotation per finding, with properties and message escaped', () => {
    const name = 'a,b:c%d.mdx';
    const dir = site([name, '::x::y.mdx'], '/gone%0A::error::injected');
    const r = run(dir, '--format', 'github');
    assert.equal(r.code, 1, r.stdout + r.stderr);
    const commands = workflowCommands(r.stdout);
    assert.equal(commands.length, 2, r.stdout);
    assert.ok(commands.every((c) => c.startsWith('::error file=')), r.stdout);
    assert.ok(commands.some((c) => /^::error file=a%2Cb%3Ac%25d\.mdx,line=6,col=\d+,endLine=6,endColumn=\d+,title=broken-link::/.test(c)), r.stdout);
    assert.ok(commands.some((c) => c.startsWith('::error file=%3A%3Ax%3A%3Ay.mdx,')), r.stdout);
    // The link target's line break (decoded from %0A) stays inside the message, escaped: no third command.
    assert.ok(commands.every((c) => c.endsWith('gone%0A::error::injected` exists in this site.')), r.stdout);
    assert.match(r.stdout.trimEnd().split('\n').at(-1)!, /^docsite: 1 site, 3 files checked: 2 errors/);
  });

  it('escapes as GitHub documents: data %, CR, LF; properties also : and ,', () => {
    assert.equal(escapeData('50%\r\nnext: a, b'), '50%25%0D%0Anext: a, b');
    assert.equal(escapeProperty('50%\r\nnext: a, b'), '50%25%0D%0Anext%3A a%2C b');
    assert.equal(escapeControls('tab\there\u2028\u{e0001}'), 'tab\\u{9}here\\u{2028}\\u{e0001}');
    assert.equal(escapeControls('plain: é, 漢字, emoji 🎉'), 'plain: é, 漢字, emoji 🎉');
  });
});

/**
 * Issue 36, item 1: `docsite rules` prints docs.json's name and `docsite upgrade` mint.json's keys
 * and values; both escaped as `check`'s output is.
 */
describe('docsite rules and upgrade escape what the repository controls', () => {
  /** A terminal title, a clipboard write (OSC 52), a bidi override, and a forged workflow command on a line of its own. */
  const hostile = 'Evil\x1b]0;pwned\x07\x1b]52;c;cm0gLXJm\x07\u202e\n::error::forged';
  const raw = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u202e]/u;
  const folder = (files: Record<string, string>) => temps.make('docsite-escape-', files, { realPath: true });
  const cli = (...args: string[]) => runCli(args, { timeout: 60_000 });

  it('docsite rules shows a hostile site name escaped, on one line', () => {
    const dir = folder({ 'docs.json': JSON.stringify({ name: hostile, theme: 'mint', colors: { primary: '#123456' }, navigation: { pages: ['index'] } }), 'index.mdx': page('x') });
    const r = cli('rules', '--editor', 'cursor', dir);
    assert.equal(r.code, 0, r.stderr);
    assert.doesNotMatch(r.stdout + r.stderr, raw, JSON.stringify(r.stdout));
    assert.deepEqual(workflowCommands(r.stdout + r.stderr), []);
    assert.ok(r.stdout.includes('Evil\\u{1b}]0;pwned\\u{7}\\u{1b}]52;c;cm0gLXJm\\u{7}\\u{202e}\\u{a}::error::forged.'), r.stdout);
  });

  it('docsite upgrade shows mint.json keys escaped, and prints JSON that parses to what --write writes', () => {
    const mint = { name: hostile, colors: { primary: '#123456' }, navigation: [{ group: 'G', pages: ['index'] }], [hostile]: 1, '::warning::key': 2 };
    const dir = folder({ 'mint.json': JSON.stringify(mint), 'index.mdx': page('x') });
    const r = cli('upgrade', dir);
    assert.equal(r.code, 0, r.stderr);
    assert.doesNotMatch(r.stdout + r.stderr, raw, JSON.stringify(r.stderr));
    assert.deepEqual(workflowCommands(r.stdout + r.stderr), []);
    assert.match(r.stderr, /^ {2}Evil\\u\{1b\}\]0;pwned\\u\{7\}.*\\u\{a\}::error::forged: /m);
    assert.match(r.stderr, /^ {2}\\u\{3a\}:warning::key: /m);
    assert.equal(JSON.parse(r.stdout).name, hostile, 'the printed JSON holds the same name, as JSON escapes');
    assert.equal(cli('upgrade', '--write', dir).code, 0);
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8')), JSON.parse(r.stdout));
  });

  it('escapeText shows a leading workflow command mark as its code point', () => {
    assert.equal(escapeText('::error::x'), '\\u{3a}:error::x');
    assert.equal(escapeText('  ##[error]x'), '  \\u{23}#[error]x');
    assert.equal(escapeText('a ::b ## c # [d'), 'a ::b ## c # [d');
    assert.equal(escapeControlsInJson(JSON.stringify('a\x1b\u202e\u{e0001}\x9b')), '"a\\u001b\\u202e\\udb40\\udc01\\u009b"');
  });
});
