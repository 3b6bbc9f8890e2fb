import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import Ajv from 'ajv';
import AjvDraft04 from 'ajv-draft-04';
import { TempFolders, runCli } from '../support/builtCli';

const CORPUS = path.resolve('..', 'shared', 'corpus');

const run = (...args: string[]) => runCli(args, { maxBuffer: 64 * 1024 * 1024 });

const temps = new TempFolders();
afterEach(() => temps.removeAll());
const tempSite = (files: Record<string, string>) => temps.make('docsite-cli-', files);

const validConfig = JSON.stringify({ name: 'A', navigation: [{ group: 'G', pages: ['intro'] }] }, null, 2);
const page = '---\ntitle: Intro\ndescription: The introduction.\n---\n\n## Start\n\nText.\n';

describe('docsite check', () => {
  it('exits 0 on a clean site and 1 on the corpus (it has real errors)', () => {
    const clean = tempSite({ 'docs.json': validConfig, 'intro.mdx': page });
    const ok = run('check', clean, '--no-color');
    assert.equal(ok.code, 0, ok.stdout + ok.stderr);
    assert.match(ok.stdout, /1 site, 2 files checked: 0 errors, 0 warnings/);
    const corpus = run('check', CORPUS);
    assert.equal(corpus.code, 1);
    assert.match(corpus.stdout, /agents_sdk/);
  });

  it('prints path:line:col  severity  code  message', () => {
    const dir = tempSite({ 'docs.json': validConfig.replace('"intro"', '"intro", "gone"'), 'intro.mdx': page });
    const r = run('check', dir, '--no-color');
    assert.equal(r.code, 1);
    // Outside the current folder (a temp folder here), the path is absolute: still clickable.
    assert.ok(r.stdout.includes(`\n  ${dir}/docs.json:7:18  error  missing-page  Page "gone" does not exist`), r.stdout);
  });

  it('a docs.json with an unclosed brace: its syntax errors and nothing read from the half-parsed tree', () => {
    // Issue #14, item 9. The editor leaves syntax errors to VS Code's JSON support; the CLI reports them itself.
    const broken = validConfig.replace('"name": "A",', '"logo": {\n  "name": "A",').replace('"intro"', '"intro", "gone"');
    const dir = tempSite({ 'docs.json': broken, 'intro.mdx': page });
    const r = run('check', dir, '--no-color', '--format', 'json');
    assert.equal(r.code, 1);
    const codes = (JSON.parse(r.stdout).files as { diagnostics: { code: string }[] }[]).flatMap((f) => f.diagnostics.map((d) => d.code));
    assert.ok(codes.length > 0);
    assert.deepEqual([...new Set(codes)], ['json-syntax'], r.stdout);
  });

  it('--max-warnings fails the run when warnings exceed it', () => {
    const dir = tempSite({ 'docs.json': validConfig.replace('"name": "A"', '"name": "A", "sidebarStyle": {}'), 'intro.mdx': page });
    assert.equal(run('check', dir).code, 0);
    assert.equal(run('check', dir, '--max-warnings', '1').code, 0);
    assert.equal(run('check', dir, '--max-warnings', '0').code, 1);
  });

  it('honours .docsiterc.json and .vscode/settings.json severities, and .docsiteignore', () => {
    const broken = validConfig.replace('"intro"', '"intro", "gone"');
    const viaRc = tempSite({ 'docs.json': broken, 'intro.mdx': page, '.docsiterc.json': '{ "docsite.rules": { "missing-page": "warning" } }' });
    const r = run('check', viaRc, '--no-color');
    assert.equal(r.code, 0);
    assert.match(r.stdout, /warning +missing-page/);
    const viaVscode = tempSite({ 'docs.json': broken, 'intro.mdx': page, '.vscode/settings.json': '{\n  // editor settings\n  "docsite.rules.missing-page": "off",\n}' });
    assert.match(run('check', viaVscode, '--no-color').stdout, /0 errors, 0 warnings/);
    const ignored = tempSite({ 'docs.json': validConfig, 'intro.mdx': page, 'drafts/docs.json': '{', '.docsiteignore': 'drafts/\n' });
    assert.equal(run('check', ignored).code, 0);
  });

  it('still honours the old validation settings in .docsiterc.json and .vscode/settings.json, a rule setting winning', () => {
    // `extra` is a page no navigation entry lists; `sidebarStyle` is a key docs.json does not have.
    const files = { 'docs.json': validConfig.replace('"name": "A"', '"name": "A", "sidebarStyle": {}'), 'intro.mdx': page, 'extra.mdx': page };
    const check = (settings: Record<string, string>) => run('check', tempSite({ ...files, ...settings }), '--no-color');
    const plain = check({});
    assert.doesNotMatch(plain.stdout, /orphan-page/);
    assert.match(plain.stdout, /warning +unknown-property/);
    const old = check({ '.docsiterc.json': '{ "docsite.validation.orphanPages": true, "docsite": { "validation": { "unknownProperties": "error" } } }' });
    assert.match(old.stdout, /info +orphan-page/);
    assert.match(old.stdout, /error +unknown-property/);
    assert.equal(old.code, 1);
    const ignored = check({ '.vscode/settings.json': '{ "docsite.validation.unknownProperties": "ignore" }' });
    assert.doesNotMatch(ignored.stdout, /unknown-property/);
    const both = check({ '.docsiterc.json': '{ "docsite.validation.orphanPages": true, "docsite.rules.orphan-page": "off", "docsite.validation.unknownProperties": "ignore", "docsite.rules.unknown-property": "error" }' });
    assert.doesNotMatch(both.stdout, /orphan-page/);
    assert.match(both.stdout, /error +unknown-property/);
  });

  it('rejects bad usage with exit code 2', () => {
    assert.equal(run('check', '--format', 'xml').code, 2);
    assert.equal(run('nonsense').code, 2);
  });

  it('--format json matches schemas/cli-report.schema.json on the corpus', () => {
    const r = run('check', CORPUS, '--format', 'json');
    assert.equal(r.code, 1);
    const report = JSON.parse(r.stdout) as { sites: unknown[]; summary: { errors: number } };
    const ajv = new Ajv({ allErrors: true, strict: true });
    const validate = ajv.compile(JSON.parse(fs.readFileSync('schemas/cli-report.schema.json', 'utf8')));
    assert.ok(validate(structuredClone(report)), JSON.stringify(validate.errors?.slice(0, 5)));
    assert.equal(report.sites.length, 11);
    assert.ok(report.summary.errors >= 3);
  });

  it('--format sarif matches the official SARIF 2.1.0 schema', () => {
    const r = run('check', CORPUS, '--format', 'sarif');
    const log = JSON.parse(r.stdout) as { runs: { results: { ruleId: string; level: string; locations: { physicalLocation: { region: { startLine: number } } }[] }[] }[] };
    const ajv = new AjvDraft04({ allErrors: true, strict: false, validateFormats: false, unicodeRegExp: false });
    const schemaPath = require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');
    const validate = ajv.compile(JSON.parse(fs.readFileSync(schemaPath, 'utf8')));
    assert.ok(validate(structuredClone(log)), JSON.stringify(validate.errors?.slice(0, 5)));
    const first = log.runs[0].results.find((x) => x.ruleId === 'missing-page')!;
    assert.equal(first.level, 'error');
    assert.ok(first.locations[0].physicalLocation.region.startLine > 1);
  });
});
