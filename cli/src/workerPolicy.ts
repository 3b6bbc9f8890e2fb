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
 * Each worker needs this many files AND this many bytes of its own: a second one starts from 870
 * files and 6.6 MB. Measured with bench/workerCrossover.bench.ts on 2 shared cores (2026-11-27,
 * median of 2 interleaved runs per site, load average 3.6–12.4, median 7.3), `--jobs 1` ÷ `--jobs 2`:
 * the second worker paid on the two sites from 6.6 MB (langgenius__dify-docs, 871 files, 6.62 MB:
 * 1.26×; NangoHQ__nango, 3,832 files, 8.41 MB: 1.30×) and on 2 of the 20 below, one per size band:
 * from 1 to 4.8 MB on browserbase__stagehand alone (1.32×; the others 0.73–1.03×, with spree,
 * 427 files, 4.76 MB: 0.92× and upstash, 1,297 files, 4.09 MB: 0.78×), under 1 MB on
 * ollama alone (1.29× of a 2 s run; the others 0.55–1.09×). It cost 6–54 % more CPU time and
 * 51–199 MB more peak memory. Bytes decide more than files (upstash has more files than dify and
 * lost); the share of files keeps a site of a few large pages, where one page sets the time
 * whatever the number of workers, on one. Four cores were not available to measure here: a third
 * and a fourth worker get the same share each, untested.
 */
export const FILES_PER_WORKER = 435;
export const BYTES_PER_WORKER = 3_300_000;

/**
 * How many check threads `docsite mcp` keeps alive at once, over all the calls it answers: one per
 * core, at most two. Each thread holds its own site model and young generation (100–200 MB), and a
 * third worker was never measured to pay (above); calls beyond the bound wait their turn.
 */
export const MAX_MCP_THREADS = 2;

export function mcpThreads(cores: number): number {
  return Math.max(1, Math.min(cores, MAX_MCP_THREADS));
}

/** The default number of workers for `size` on a machine with `cores` cores (at least 1). */
export function defaultJobs(cores: number, size: CheckSize): number {
  const byFiles = Math.floor(size.files / FILES_PER_WORKER);
  const byBytes = Math.floor(size.bytes / BYTES_PER_WORKER);
  return Math.max(1, Math.min(cores, byFiles, byBytes));
}
