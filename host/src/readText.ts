import * as fs from 'node:fs';

/** Text files larger than this are not read: no docs.json or page is legitimately that big. */
export const MAX_READ_BYTES = 16 * 1024 * 1024;

/**
 * Why a file was not read. `binary` and `too-large` are properties of the file itself (the CLI
 * reports them on the file); `unreadable` covers missing files, folders, FIFOs and permissions.
 */
export type TextRead = { ok: true; text: string } | { ok: false; reason: 'binary' | 'too-large' | 'unreadable'; detail: string };

/** Reads a text file the way every Docsite reader does, and says why when it does not. */
export function readTextFile(path: string): TextRead {
  let buffer: Buffer;
  try {
    const stat = fs.statSync(path);
    // A FIFO or device would block or never end; only regular files are read.
    if (!stat.isFile()) return { ok: false, reason: 'unreadable', detail: stat.isDirectory() ? 'it is a folder' : 'it is not a regular file' };
    if (stat.size > MAX_READ_BYTES) return { ok: false, reason: 'too-large', detail: `it is larger than ${MAX_READ_BYTES / 1024 / 1024} MB` };
    buffer = fs.readFileSync(path);
  } catch (e) {
    return { ok: false, reason: 'unreadable', detail: describeError(e) };
  }
  // The file may have grown between the size check and the read.
  if (buffer.length > MAX_READ_BYTES) return { ok: false, reason: 'too-large', detail: `it is larger than ${MAX_READ_BYTES / 1024 / 1024} MB` };
  if (buffer.includes(0)) return { ok: false, reason: 'binary', detail: 'it contains a NUL byte (binary data)' };
  const text = buffer.toString('utf8');
  // VS Code drops a UTF-8 byte order mark when it opens a file; so does every reader here.
  return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}

/** `EACCES` → "permission denied", without node's stack-like message. */
export function describeError(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ENOENT') return 'it does not exist';
  if (code === 'EISDIR') return 'it is a folder';
  if (code === 'ELOOP') return 'too many levels of symbolic links';
  return e instanceof Error ? e.message : String(e);
}
