/** Small statistics helpers for the benchmarks: they print medians and percentiles, never pass/fail. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export const median = (samples: number[]) => percentile(samples, 50);

/** Milliseconds with three decimals, from a high-resolution start time. */
export function elapsedMs(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export const fmt = (ms: number) => (ms < 1 ? ms.toFixed(3) : ms < 100 ? ms.toFixed(2) : ms.toFixed(0));

/** Runs `a` and `b` alternately so that machine noise hits both sides alike. */
export async function sideBySide(runs: number, a: () => unknown, b: () => unknown): Promise<{ a: number[]; b: number[] }> {
  const out = { a: [] as number[], b: [] as number[] };
  for (let i = 0; i < runs; i++) {
    let t = process.hrtime.bigint();
    await a();
    out.a.push(elapsedMs(t));
    t = process.hrtime.bigint();
    await b();
    out.b.push(elapsedMs(t));
  }
  return out;
}
