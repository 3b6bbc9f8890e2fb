import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { TempFolders, runCli } from '../support/builtCli';

const run = (...args: string[]) => runCli(args);

const temps = new TempFolders();
afterEach(() => temps.removeAll());

/** A copy of the sample site (examples/) in a temporary folder, removed after the test. */
function sampleSiteCopy(prefix: string): string {
  const site = temps.make(prefix);
  fs.cpSync(path.resolve('examples'), site, { recursive: true });
  return site;
}

describe('docsite rules', () => {
  it("writes Cursor's .cursor/rules/docsite.mdc, refuses to overwrite, and replaces with --force", () => {
    const site = sampleSiteCopy('docsite-rules-cli-');
    const target = path.join(site, '.cursor', 'rules', 'docsite.mdc');

    const first = run('rules', '--editor', 'cursor', site);
    assert.equal(first.code, 0, first.stderr);
    assert.match(fs.readFileSync(target, 'utf8'), /Acme Weather API/);

    fs.writeFileSync(target, 'my own rules\n');
    const second = run('rules', '--editor', 'cursor', site);
    assert.equal(second.code, 1);
    assert.match(second.stderr, /already exists and was left unchanged\. Use --force/);
    assert.equal(fs.readFileSync(target, 'utf8'), 'my own rules\n');

    const forced = run('rules', '--editor', 'cursor', '--force', site);
    assert.equal(forced.code, 0, forced.stderr);
    assert.match(fs.readFileSync(target, 'utf8'), /## Component reference|Component reference/);
  });

  it('needs --editor or --target, not both', () => {
    assert.equal(run('rules').code, 2);
    assert.equal(run('rules', '--editor', 'cursor', '--target', 'agents').code, 2);
    // An unknown target is refused before any folder is read.
    const unknown = run('rules', '--target', 'void');
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /--target takes one of cursor, windsurf, claude, copilot, copilot-path, agents, mintlify-agents, trae, kiro/);
  });

  it('says when the build would publish the file (docs root = repository root)', () => {
    const site = sampleSiteCopy('docsite-rules-cli-');
    const out = run('rules', '--target', 'agents', site);
    assert.equal(out.code, 0, out.stderr);
    assert.match(out.stdout, /Warning: the site build publishes AGENTS\.md as the page \/AGENTS\. Use --target mintlify-agents/);
  });
});

describe('docsite rules --target agents (issue 25)', () => {
  // The sample site's folder is its repository root: the build parses AGENTS.md there, so the markers are MDX comments.
  const START = '{/* docsite:start';
  const END = '{/* docsite:end */}';
  const copy = () => sampleSiteCopy('docsite-agents-cli-');

  it('creates AGENTS.md as the Docsite section; run again, it is up to date', () => {
    const site = copy();
    const first = run('rules', '--target', 'agents', site);
    assert.equal(first.code, 0, first.stderr);
    const text = fs.readFileSync(path.join(site, 'AGENTS.md'), 'utf8');
    assert.ok(text.startsWith(START) && text.trimEnd().endsWith(END), text.slice(0, 200));
    assert.match(text, /Acme Weather API/);
    const again = run('rules', '--target', 'agents', site);
    assert.equal(again.code, 0);
    assert.match(again.stdout, /the Docsite section is up to date/);
  });

  it("never overwrites the team's own text: without --force nothing is written; with it the section goes after, and later replaces itself in place", () => {
    const site = copy();
    const file = path.join(site, 'AGENTS.md');
    const own = '# Agents\n\nRun the tests before you commit.\n';
    fs.writeFileSync(file, own);
    const refused = run('rules', '--target', 'agents', site);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /would add a Docsite section after its own text, keeping every other line\. Use --force/);
    assert.equal(fs.readFileSync(file, 'utf8'), own);
    assert.equal(run('rules', '--target', 'agents', '--force', site).code, 0);
    const written = fs.readFileSync(file, 'utf8');
    assert.ok(written.startsWith(own + '\n' + START), written.slice(0, 120));
    // The team adds a line below; the site is renamed: the section is replaced, both texts of theirs kept.
    fs.appendFileSync(file, '\n## Ours again\n');
    const config = path.join(site, 'docs.json');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('"Acme Weather API"', '"Acme Climate API"'));
    assert.equal(run('rules', '--target', 'agents', '--force', site).code, 0);
    const replaced = fs.readFileSync(file, 'utf8');
    assert.ok(replaced.startsWith(own + '\n' + START) && replaced.endsWith(`${END}\n\n## Ours again\n`), replaced.slice(-200));
    assert.match(replaced, /Acme Climate API/);
    assert.doesNotMatch(replaced, /Acme Weather API/);
  });

  it('--target mintlify-agents writes .mintlify/AGENTS.md; broken markers are refused and leave the file', () => {
    const site = copy();
    assert.equal(run('rules', '--target', 'mintlify-agents', site).code, 0);
    // Never published, so never parsed by the build: HTML comments, as agents expect.
    assert.ok(fs.readFileSync(path.join(site, '.mintlify', 'AGENTS.md'), 'utf8').startsWith('<!-- docsite:start'));
    const file = path.join(site, 'AGENTS.md');
    fs.writeFileSync(file, `mine\n${END}\n`);
    const broken = run('rules', '--target', 'agents', '--force', site);
    assert.equal(broken.code, 2);
    assert.match(broken.stderr, /markers are broken/);
    assert.equal(fs.readFileSync(file, 'utf8'), `mine\n${END}\n`);
  });
});

describe('docsite check and the rules files (issue 25, item 2)', () => {
  const copy = () => sampleSiteCopy('docsite-rules-check-');
  const findings = (site: string) => {
    const checked = run('check', '--format', 'json', site);
    const report = JSON.parse(checked.stdout) as { files: { path: string; diagnostics: { code: string; message: string; line: number }[] }[] };
    return report.files.flatMap((f) => f.diagnostics.filter((d) => d.code.startsWith('rules-')).map((d) => ({ file: path.basename(f.path), ...d })));
  };

  it('reports rules-stale on AGENTS.md and .cursor/rules/docsite.mdc after docs.json changes, and nothing while they match', () => {
    const site = copy();
    assert.equal(run('rules', '--target', 'agents', site).code, 0);
    assert.equal(run('rules', '--editor', 'cursor', site).code, 0);
    // The sample site's folder is its own root: AGENTS.md would be published, until .mintignore leaves it out.
    assert.deepEqual(findings(site).map((d) => [d.file, d.code]), [['AGENTS.md', 'rules-file-published']]);
    fs.writeFileSync(path.join(site, '.mintignore'), '/AGENTS.md\n');
    assert.deepEqual(findings(site), []);
    const config = path.join(site, 'docs.json');
    const json = JSON.parse(fs.readFileSync(config, 'utf8'));
    json.navigation[0].group = 'Renamed group';
    fs.writeFileSync(config, JSON.stringify(json, null, 2));
    const stale = findings(site);
    assert.deepEqual(stale.map((d) => [d.file, d.code]), [['docsite.mdc', 'rules-stale'], ['AGENTS.md', 'rules-stale']]);
    assert.match(stale[1].message, /navigation changed/);
    // In the docs root the build parses AGENTS.md as MDX: its marker is an MDX comment.
    assert.equal(stale[1].line - 1, fs.readFileSync(path.join(site, 'AGENTS.md'), 'utf8').split('\n').findIndex((l) => l.startsWith('{/* docsite-generated-from')));
  });

  it("a hand-edited rules file: each unknown name, and a user's own AGENTS.md is not read", () => {
    const site = copy();
    assert.equal(run('rules', '--editor', 'cursor', site).code, 0);
    const rules = path.join(site, '.cursor', 'rules', 'docsite.mdc');
    fs.appendFileSync(rules, '\nUse `<Acordion>` and run `docsite chek`.\n');
    fs.writeFileSync(path.join(site, 'AGENTS.md'), 'Use <Widgit> and `docsite chek`.\n');
    assert.deepEqual(findings(site).map((d) => [d.file, d.code, d.message]), [
      ['docsite.mdc', 'rules-unknown-reference', 'Unknown component `Acordion`. Did you mean `Accordion`?'],
      ['docsite.mdc', 'rules-unknown-reference', '`docsite chek` is no docsite command. Did you mean `check`?'],
    ]);
  });
});
