/**
 * A one-line progress bar on stderr for long runs in a terminal. Silent when stderr is not a TTY
 * (CI logs, pipes), so machine-readable output on stdout is never mixed with it.
 */
export function createProgress(stream: NodeJS.WriteStream = process.stderr): { update(done: number, total: number): void; end(): void } {
  if (!stream.isTTY) return { update() {}, end() {} };
  let last = 0;
  let drawn = false;
  return {
    update(done, total) {
      const now = Date.now();
      if (done !== total && now - last < 80) return; // redraw at most ~12 times a second
      last = now;
      const width = 30;
      const filled = total ? Math.round((done / total) * width) : width;
      stream.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} files`);
      drawn = true;
    },
    end() {
      if (drawn) stream.write('\r\x1b[K');
    },
  };
}
