/** Whether an untrusted value (a cache file's) is a plain object, before its facts are read from it. */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
