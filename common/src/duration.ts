/** A duration as a reader reads it: `300 ms`, `5 s`, `1.5 s`. */
export function describeDuration(ms: number): string {
  return ms >= 1000 ? `${+(ms / 1000).toFixed(1)} s` : `${ms} ms`;
}
