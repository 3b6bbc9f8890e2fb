import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { it } from 'node:test';
import { FsWorkspace } from '../../../host/src/fsWorkspace';

/**
 * An unreadable folder is skipped, and the rest of the site is still listed. Root reads any folder,
 * so as root the scan runs in a child process under the unprivileged `nobody` user (uid 65534).
 */
it('a folder the user cannot read is skipped, not fatal', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-unreadable-'));
  fs.chmodSync(root, 0o755);
  fs.mkdirSync(path.join(root, 'open'));
  fs.writeFileSync(path.join(root, 'open', 'a.mdx'), '');
  fs.writeFileSync(path.join(root, 'docs.json'), '{}');
  fs.mkdirSync(path.join(root, 'secret'));
  fs.writeFileSync(path.join(root, 'secret', 'b.mdx'), '');
  fs.chmodSync(path.join(root, 'secret'), 0o000);
  try {
    let listed: string[];
    if (process.getuid?.() === 0) {
      const module = path.resolve('out/host/src/fsWorkspace.js');
      const script = `const { FsWorkspace } = require(${JSON.stringify(module)}); process.stdout.write(JSON.stringify(new FsWorkspace().listFiles(${JSON.stringify(root)})));`;
      const child = spawnSync(process.execPath, ['-e', script], { uid: 65534, gid: 65534, encoding: 'utf8' });
      assert.equal(child.status, 0, child.stderr);
      listed = JSON.parse(child.stdout) as string[];
    } else {
      listed = [...new FsWorkspace().listFiles(root)];
    }
    assert.deepEqual(listed.sort(), [path.join(root, 'docs.json'), path.join(root, 'open', 'a.mdx')]);
  } finally {
    fs.chmodSync(path.join(root, 'secret'), 0o755);
    fs.rmSync(root, { recursive: true, force: true });
  }
});
