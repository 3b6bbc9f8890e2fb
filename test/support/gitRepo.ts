// Building small git repositories and site folders for the CLI, LSP and hostile-git tests: one copy
// of the commands each of them needs.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

/** Runs git in `cwd`; throws with git's stderr when it fails. Returns stdout, trimmed. */
export function git(cwd: string, ...args: string[]): string {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
}

/** Writes `files` (relative path → text or bytes) under `dir`, making folders as needed. */
export function writeFiles(dir: string, files: Record<string, string | Uint8Array>): void {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

/**
 * Makes `dir` a repository whose one commit (tagged `base`) holds what it holds; no signing, a fixed
 * author, and `config` (say `core.autocrlf`) set before the commit.
 */
export function commitAll(dir: string, config: Record<string, string> = {}): void {
  git(dir, 'init', '-q');
  git(dir, 'config', 'user.name', 'Docsite Test');
  git(dir, 'config', 'user.email', 'test@docsite.invalid');
  git(dir, 'config', 'commit.gpgsign', 'false');
  for (const [key, value] of Object.entries(config)) git(dir, 'config', key, value);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'tag', 'base');
}
