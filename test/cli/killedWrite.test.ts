import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, it } from 'node:test';

/**
 * A writer killed midway never leaves half a file: the rules file is always either the old or the
 * new content. A child process replaces a large file in a loop and is killed at varying moments.
 */
describe('no data loss when a write is killed midway', () => {
  it('rules.md is always whole: the old content or the new one', async (t) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-kill-'));
    t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
    const target = path.join(dir, '.cursor', 'rules.md');
    fs.mkdirSync(path.dirname(target));
    const oldContent = 'old rules\n'.repeat(200_000);
    const newContent = 'new rules\n'.repeat(200_000);
    fs.writeFileSync(target, oldContent);
    const writer = path.resolve('out/host/src/projectRulesWriter.js');
    const script = `const { writeProjectRulesFile } = require(${JSON.stringify(writer)});
      process.stdout.write('ready\\n');
      for (;;) writeProjectRulesFile(${JSON.stringify(target)}, ${JSON.stringify(newContent.slice(0, 10))}.repeat(200000), { force: true });`;
    for (let round = 0; round < 8; round++) {
      const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
      // Let it write for a varying while, then kill it without warning.
      await new Promise((resolve) => setTimeout(resolve, 5 + round * 7));
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      const now = fs.readFileSync(target, 'utf8');
      assert.ok(now === oldContent || now === newContent, `round ${round}: rules.md holds ${now.length} characters of neither version`);
    }
  });
});
