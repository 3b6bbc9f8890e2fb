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

  it('needs --editor', () => {
    assert.equal(run('rules').status, 2);
  });
});
