import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, it } from 'node:test';

const CLI = path.resolve('dist/cli.js');
const run = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });

describe('docsite rules', () => {
  it('writes .<editor>/rules.md, refuses to overwrite, and replaces with --force', (t) => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-rules-cli-'));
    t.after(() => fs.rmSync(site, { recursive: true, force: true }));
    fs.cpSync(path.resolve('examples'), site, { recursive: true });
    const target = path.join(site, '.cursor', 'rules.md');

    const first = run('rules', '--editor', 'cursor', site);
    assert.equal(first.status, 0, first.stderr);
    assert.match(fs.readFileSync(target, 'utf8'), /Acme Weather API/);

    fs.writeFileSync(target, 'my own rules\n');
    const second = run('rules', '--editor', 'cursor', site);
    assert.equal(second.status, 1);
    assert.match(second.stderr, /already exists and was left unchanged\. Use --force/);
    assert.equal(fs.readFileSync(target, 'utf8'), 'my own rules\n');

    const forced = run('rules', '--editor', 'cursor', '--force', site);
    assert.equal(forced.status, 0, forced.stderr);
    assert.match(fs.readFileSync(target, 'utf8'), /## Component reference|Component reference/);
  });

  it('needs --editor or --target, not both', () => {
    assert.equal(run('rules').status, 2);
    assert.equal(run('rules', '--editor', 'cursor', '--target', 'agents').status, 2);
    assert.equal(run('rules', '--target', 'claude').status, 2);
  });
});

describe('docsite rules --target agents (issue 25)', () => {
  const START = '<!-- docsite:start';
  const END = '<!-- docsite:end -->';
  const copy = (t: { after: (fn: () => void) => void }) => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-agents-cli-'));
    t.after(() => fs.rmSync(site, { recursive: true, force: true }));
    fs.cpSync(path.resolve('examples'), site, { recursive: true });
    return site;
  };

  it('creates AGENTS.md as the Docsite section; run again, it is up to date', (t) => {
    const site = copy(t);
    const first = run('rules', '--target', 'agents', site);
    assert.equal(first.status, 0, first.stderr);
    const text = fs.readFileSync(path.join(site, 'AGENTS.md'), 'utf8');
    assert.ok(text.startsWith(START) && text.trimEnd().endsWith(END), text.slice(0, 200));
    assert.match(text, /Acme Weather API/);
    const again = run('rules', '--target', 'agents', site);
    assert.equal(again.status, 0);
    assert.match(again.stdout, /the Docsite section is up to date/);
  });

  it("never overwrites the team's own text: without --force nothing is written; with it the section goes after, and later replaces itself in place", (t) => {
    const site = copy(t);
    const file = path.join(site, 'AGENTS.md');
    const own = '# Agents\n\nRun the tests before you commit.\n';
    fs.writeFileSync(file, own);
    const refused = run('rules', '--target', 'agents', site);
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /would add a Docsite section after its own text, keeping every other line\. Use --force/);
    assert.equal(fs.readFileSync(file, 'utf8'), own);
    assert.equal(run('rules', '--target', 'agents', '--force', site).status, 0);
    const written = fs.readFileSync(file, 'utf8');
    assert.ok(written.startsWith(own + '\n' + START), written.slice(0, 120));
    // The team adds a line below; the site is renamed: the section is replaced, both texts of theirs kept.
    fs.appendFileSync(file, '\n## Ours again\n');
    const config = path.join(site, 'docs.json');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('"Acme Weather API"', '"Acme Climate API"'));
    assert.equal(run('rules', '--target', 'agents', '--force', site).status, 0);
    const replaced = fs.readFileSync(file, 'utf8');
    assert.ok(replaced.startsWith(own + '\n' + START) && replaced.endsWith(`${END}\n\n## Ours again\n`), replaced.slice(-200));
    assert.match(replaced, /Acme Climate API/);
    assert.doesNotMatch(replaced, /Acme Weather API/);
  });

  it('--target mintlify-agents writes .mintlify/AGENTS.md; broken markers are refused and leave the file', (t) => {
    const site = copy(t);
    assert.equal(run('rules', '--target', 'mintlify-agents', site).status, 0);
    assert.ok(fs.readFileSync(path.join(site, '.mintlify', 'AGENTS.md'), 'utf8').startsWith(START));
    const file = path.join(site, 'AGENTS.md');
    fs.writeFileSync(file, `mine\n${END}\n`);
    const broken = run('rules', '--target', 'agents', '--force', site);
    assert.equal(broken.status, 2);
    assert.match(broken.stderr, /markers are broken/);
    assert.equal(fs.readFileSync(file, 'utf8'), `mine\n${END}\n`);
  });
});
