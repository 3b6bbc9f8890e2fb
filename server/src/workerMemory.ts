/**
 * The old-generation bound of the language server's worker threads. A thread that needs more dies
 * (out of memory), and the server treats that file as not checked; the tests lower the bound with
 * DOCSITE_WORKER_MEMORY_MB to make that happen on a small input, never raise it.
 */
export function workerOldGenerationMb(defaultMb: number, env: NodeJS.ProcessEnv = process.env): number {
  const fromEnv = Number(env.DOCSITE_WORKER_MEMORY_MB);
  return fromEnv > 0 ? Math.min(fromEnv, defaultMb) : defaultMb;
}
