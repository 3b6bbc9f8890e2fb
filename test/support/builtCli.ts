// The built CLI run as a user runs it, and the temporary site folders the CLI and LSP tests run it on:
// one copy of what each of their files needs.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { writeFiles } from './gitRepo';

/** dist/cli.js, as `npm run build` writes it; the tests run from the repository root (scripts/run-tests.mjs). */
export const CLI = path.resolve('dist/cli.js');

/** What a finished CLI process left: its exit code (null when a signal or the timeout ended it) and output. */
export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `node dist/cli.js ...args` to its end and reads its output as UTF-8. `options` are spawnSync's
 * (cwd, env, timeout, maxBuffer, input, uid …), left at Node's defaults where not given.
 */
export function runCli(args: readonly string[], options: Omit<SpawnSyncOptions, 'encoding'> = {}): CliRun {
  const r = spawnSync(process.execPath, [CLI, ...args], { ...options, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * The text of a docs.json the schema accepts: `name`, the theme and primary color it requires (of no
 * consequence to what the tests look at), and `fields` (navigation, redirects …).
 */
export function docsJsonText(name: string, fields: Record<string, unknown>): string {
  return JSON.stringify({ name, theme: 'mint', colors: { primary: '#15803D' }, ...fields });
}

export type SiteFiles = Record<string, string | Uint8Array>;

/**
 * Makes a folder under the system's temporary folder, named `prefix` and a random tail, holding
 * `files` (path relative to it → content). `realPath`: its path with links resolved (os.tmpdir() is
 * a link on some systems, and the CLI and the server print and compare real paths). The caller
 * removes it.
 */
export function makeTempFolder(prefix: string, files: SiteFiles = {}, options: { realPath?: boolean } = {}): string {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const dir = options.realPath ? fs.realpathSync(made) : made;
  writeFiles(dir, files);
  return dir;
}

/**
 * The temporary folders a test file makes while its tests run. Its `afterEach` hook calls
 * `removeAll`, so each test starts without the last one's folders, also after a failing test.
 */
export class TempFolders {
  private readonly made: string[] = [];

  /** makeTempFolder's folder, removed by the next removeAll. */
  make(prefix: string, files: SiteFiles = {}, options: { realPath?: boolean } = {}): string {
    return this.add(makeTempFolder(prefix, files, options));
  }

  /** A folder made otherwise (a copy, a cache home), removed by the next removeAll. */
  add(dir: string): string {
    this.made.push(dir);
    return dir;
  }

  removeAll(): void {
    for (const dir of this.made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  }
}
