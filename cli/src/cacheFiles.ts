/**
 * The files behind `docsite check --cache`, all treated as hostile: a cache file may have been
 * committed to the checked repository, planted as a link to a device or to someone else's file, or
 * forged. So the cache lives outside the checkout by default (the user's cache folder, one file per
 * checked folder), is read only when it is a regular file of bounded size reached without
 * following a link, is written through a temporary file created exclusively under a random name,
 * and is authenticated with a secret that never leaves this machine (see checkCache.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describeError } from '../../host/src';

/** A cache larger than this is not read (the corpus's 7,800 pages need a few MB). */
export const MAX_CACHE_BYTES = 256 * 1024 * 1024;

/** The cache, or its key, cannot be used safely this run: the check runs cold and says why. */
export class CacheRefused extends Error {
  override readonly name = 'CacheRefused';
}

/**
 * The user's cache folder, by platform convention: `$XDG_CACHE_HOME` (absolute only, as the XDG
 * spec asks) or `~/.cache` on Linux, `~/Library/Caches` on macOS, `%LOCALAPPDATA%` on Windows.
 */
export function userCacheFolder(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home: string = os.homedir()): string {
  let base: string;
  if (platform === 'win32') base = env.LOCALAPPDATA || path.join(home, 'AppData', 'Local');
  else if (platform === 'darwin') base = path.join(home, 'Library', 'Caches');
  else base = env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : path.join(home, '.cache');
  return path.join(base, 'docsite');
}

/** The default cache file of a checked folder: keyed by its absolute path, outside the checkout. */
export function defaultCacheFile(folder: string, checked: string): string {
  const id = createHash('sha256').update(path.resolve(checked)).digest('hex').slice(0, 32);
  return path.join(folder, 'checks', `${id}.cache`);
}

/** Creates `dir` (private to the user) and refuses it when it is a link or someone else's. */
export function privateFolder(dir: string): string {
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (e) {
    throw new CacheRefused(`cannot create ${dir}: ${describeError(e)}`);
  }
  const stat = fs.lstatSync(dir);
  if (!stat.isDirectory()) throw new CacheRefused(`${dir} is ${stat.isSymbolicLink() ? 'a symbolic link' : 'not a folder'}`);
  if (!ownedByUs(stat)) throw new CacheRefused(`${dir} belongs to another user`);
  return dir;
}

/**
 * The machine-local secret that authenticates cache files: 32 random bytes in `folder/key`, created
 * once with mode 0600 (written beside, then linked into place, so a concurrent run never reads
 * half a key). A key that is a link, not a regular file, someone else's or readable by others is
 * refused, never used.
 */
export function machineKey(folder: string): Buffer {
  const keyFile = path.join(privateFolder(folder), 'key');
  if (!fs.existsSync(keyFile) && !isLink(keyFile)) {
    const temp = writeExclusive(folder, 'key', Buffer.from(randomBytes(32).toString('hex')));
    try {
      fs.linkSync(temp, keyFile);
    } catch (e) {
      // Another run created it first: use that one.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw new CacheRefused(`cannot create ${keyFile}: ${describeError(e)}`);
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  const text = readRegularFile(keyFile, 64, true).toString('latin1');
  if (!/^[0-9a-f]{64}$/.test(text)) throw new CacheRefused(`${keyFile} is not a Docsite key`);
  return Buffer.from(text, 'hex');
}

/**
 * The bytes of `file`, or undefined when there is none. Opened without following a link (and
 * without blocking on a FIFO); refused unless it is a regular file of at most `maxBytes`, and,
 * with `privateOnly`, owned by the user and unreadable by others.
 */
export function readRegularFile(file: string, maxBytes: number, privateOnly?: boolean): Buffer;
export function readRegularFile(file: string, maxBytes: number, privateOnly: boolean, missingOk: true): Buffer | undefined;
export function readRegularFile(file: string, maxBytes: number, privateOnly = false, missingOk = false): Buffer | undefined {
  let fd: number;
  try {
    // Windows has no O_NOFOLLOW: the lstat below is the check there.
    const { O_RDONLY, O_NOFOLLOW = 0, O_NONBLOCK = 0 } = fs.constants;
    if (isLink(file)) throw Object.assign(new Error('it is a symbolic link'), { code: 'ELOOP' });
    fd = fs.openSync(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && missingOk) return undefined;
    throw new CacheRefused(`${file}: ${code === 'ELOOP' ? 'it is a symbolic link' : describeError(e)}`);
  }
  try {
    const stat = fs.fstatSync(fd);
    if (!stat.isFile()) throw new CacheRefused(`${file} is not a regular file`);
    if (stat.size > maxBytes) throw new CacheRefused(`${file} is larger than ${maxBytes} bytes`);
    if (privateOnly && !ownedByUs(stat)) throw new CacheRefused(`${file} belongs to another user`);
    if (privateOnly && process.platform !== 'win32' && (stat.mode & 0o077) !== 0) throw new CacheRefused(`${file} is readable by other users (mode ${(stat.mode & 0o777).toString(8)})`);
    // Read at most the size seen: a file that grows meanwhile is not read past it.
    const buffer = Buffer.alloc(stat.size);
    let read = 0;
    for (let n = -1; read < buffer.length && n !== 0; read += n) n = fs.readSync(fd, buffer, read, buffer.length - read, read);
    return buffer.subarray(0, read);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Replaces `file` with `data`: written to a temporary file created exclusively (never through a
 * link planted at its name) under a random name in the same folder, then renamed over `file`,
 * which replaces a link at `file` itself rather than writing where it points.
 */
export function writeFileAtomically(file: string, data: Buffer): void {
  const temp = writeExclusive(path.dirname(file), path.basename(file), data);
  try {
    fs.renameSync(temp, file);
  } catch (e) {
    fs.rmSync(temp, { force: true });
    throw e;
  }
}

function writeExclusive(dir: string, base: string, data: Buffer): string {
  const temp = path.join(dir, `.${base}.${randomBytes(12).toString('hex')}.tmp`);
  const fd = fs.openSync(temp, 'wx', 0o600);
  try {
    fs.writeSync(fd, data);
  } catch (e) {
    fs.closeSync(fd);
    fs.rmSync(temp, { force: true });
    throw e;
  }
  fs.closeSync(fd);
  return temp;
}

function isLink(file: string): boolean {
  try {
    return fs.lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Whether the user running the check owns `stat`'s file (Windows has no uids: always). */
function ownedByUs(stat: fs.Stats): boolean {
  return typeof process.getuid !== 'function' || stat.uid === process.getuid();
}
