/**
 * The changed files of `--changed` and `--base`, listed and hashed by Docsite (workingChanges.ts)
 * instead of git's comparison with the work tree: each kind of change, on a repository made here.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { RefTree } from '../../host/src/refTree';
import { blobId, changedFiles } from '../../host/src/workingChanges';
import { commitAll, git as runGit, writeFiles } from '../support/gitRepo';

describe('changed files since a ref, without git reading the work tree', () => {
  let dir: string;
  const git = (...args: string[]) => runGit(dir, ...args);
  const write = (file: string, text: string) => writeFiles(dir, { [file]: text });

  before(() => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-working-')));
    for (const name of ['same', 'edited', 'gone', 'moved', 'crlf']) write(`docs/${name}.mdx`, `# ${name}\n\nText.\n`);
    write('docs/.hidden/x.mdx', 'x\n');
    write('other/outside.mdx', 'outside\n');
    write('.gitignore', 'docs/build/\n');
    commitAll(dir, { 'core.autocrlf': 'false' });
    write('docs/edited.mdx', '# edited\n\nNew text.\n');
    fs.rmSync(path.join(dir, 'docs/gone.mdx'));
    fs.renameSync(path.join(dir, 'docs/moved.mdx'), path.join(dir, 'docs/new-moved.mdx'));
    write('docs/crlf.mdx', '# crlf\r\n\r\nText.\r\n');
    write('docs/new.mdx', 'new\n');
    write('docs/build/out.mdx', 'ignored\n');
    write('other/outside.mdx', 'changed outside the folder\n');
  });

  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names each change under the folder as git would, renames by content', async () => {
    const changes = await changedFiles(new RefTree(dir, 'HEAD'), path.posix.join(dir, 'docs'));
    const rel = (p: string) => path.posix.relative(dir, p);
    const seen = changes.map((c) => (c.kind === 'renamed' ? `renamed ${rel(c.from)} -> ${rel(c.path)}` : `${c.kind} ${rel(c.path)}`)).sort();
    assert.deepEqual(seen, ['added docs/new.mdx', 'deleted docs/gone.mdx', 'modified docs/edited.mdx', 'renamed docs/moved.mdx -> docs/new-moved.mdx']);
  });

  it("hashes a blob as git names it", () => {
    const bytes = Buffer.from('# same\n\nText.\n');
    const id = spawnSync('git', ['hash-object', '--stdin'], { input: bytes, encoding: 'utf8' }).stdout.trim();
    assert.equal(blobId(bytes, 'sha1'), id);
  });
});
