import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { TempFolders, runCli } from '../support/builtCli';

const run = (...args: string[]) => runCli(args);
const CORPUS = path.resolve('..', 'shared', 'corpus');
const MODERN = path.resolve('..', 'shared', 'corpus-modern');

const temps = new TempFolders();
afterEach(() => temps.removeAll());
const folderWith = (files: Record<string, string>) => temps.make('docsite-upgrade-cli-', files);

const oldConfig = () => fs.readFileSync(path.join(CORPUS, 'traceloop__docs', 'docs.json'), 'utf8');

describe('docsite upgrade', () => {
  it('prints today\'s docs.json and the dropped fields, and writes nothing', () => {
    const dir = folderWith({ 'docs.json': oldConfig() });
    const result = run('upgrade', dir);
    assert.equal(result.code, 0, result.stderr);
    const printed = JSON.parse(result.stdout) as { theme: string; navigation: { anchors: unknown[] } };
    assert.equal(printed.theme, 'mint');
    assert.ok(Array.isArray(printed.navigation.anchors));
    assert.match(result.stderr, /^ {2}feedback: /m);
    assert.match(result.stderr, /^ {2}colors\.anchors: /m);
    assert.match(result.stderr, /Nothing was written; run with --write/);
    assert.equal(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8'), oldConfig());
    assert.deepEqual(fs.readdirSync(dir), ['docs.json']);
  });

  it('--write replaces an old-layout docs.json in place, with no temporary file left', () => {
    const dir = folderWith({ 'docs.json': oldConfig() });
    const printed = run('upgrade', dir).stdout;
    const result = run('upgrade', '--write', dir);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /Upgraded .*docs\.json to today's layout/);
    assert.equal(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8'), printed);
    assert.deepEqual(fs.readdirSync(dir), ['docs.json']);
    // A second run finds nothing to upgrade.
    const again = run('upgrade', dir);
    assert.equal(again.code, 2);
    assert.match(again.stderr, /already in today's layout: nothing to upgrade/);
  });

  it('--write writes docs.json beside a mint.json and keeps mint.json', () => {
    const dir = folderWith({ 'mint.json': oldConfig() });
    const result = run('upgrade', dir, '--write');
    assert.equal(result.code, 0, result.stderr);
    assert.equal(fs.readFileSync(path.join(dir, 'mint.json'), 'utf8'), oldConfig());
    const written = JSON.parse(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8')) as { $schema: string };
    assert.equal(written.$schema, 'https://mintlify.com/docs.json');
    assert.match(result.stdout, /mint\.json was kept/);
  });

  it('refuses when docs.json is already in today\'s layout, even beside a mint.json', () => {
    const modern = fs.readFileSync(path.join(MODERN, 'mem0ai__mem0', 'docs.json'), 'utf8');
    const dir = folderWith({ 'docs.json': modern, 'mint.json': oldConfig() });
    const result = run('upgrade', dir, '--write');
    assert.equal(result.code, 2);
    assert.equal(result.stdout, '');
    assert.match(result.stderr, /already in today's layout: nothing to upgrade\. mint\.json beside it is ignored/);
    assert.equal(fs.readFileSync(path.join(dir, 'docs.json'), 'utf8'), modern);
    assert.equal(fs.readFileSync(path.join(dir, 'mint.json'), 'utf8'), oldConfig());
  });

  it('exits 2 with a message when there is no config, or it is not JSON', () => {
    const empty = run('upgrade', folderWith({}));
    assert.equal(empty.code, 2);
    assert.match(empty.stderr, /No docs\.json or mint\.json in /);
    const broken = run('upgrade', folderWith({ 'docs.json': '{"name": ' }));
    assert.equal(broken.code, 2);
    assert.match(broken.stderr, /not valid JSON/);
    assert.equal(run('upgrade', 'a', 'b').code, 2);
  });

  it('accepts the path of the config file itself', () => {
    const dir = folderWith({ 'mint.json': oldConfig() });
    const result = run('upgrade', path.join(dir, 'mint.json'));
    assert.equal(result.code, 0, result.stderr);
    assert.equal((JSON.parse(result.stdout) as { name: string }).name, 'traceloop');
    assert.ok(!fs.existsSync(path.join(dir, 'docs.json')));
  });
});
