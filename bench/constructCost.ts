/**
 * The parse cost of each construct family at 400 KB against plain prose of the same size (issue 26):
 * `node out/bench/constructCost.js [size] [filter]` prints each family's CPU time, its ratio to prose
 * and whether the pre-scan refuses it. The test tier holds the same ratios (test/fuzz/constructCost.test.ts).
 */
import { parsePage } from '../mdx/src/parse';
import { CONSTRUCT_FAMILIES, PROSE, pageOf, type ConstructFamily } from '../test/fuzz/constructFamilies';

function cpuMs(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

export function parseCost(family: ConstructFamily, size: number): { ms: number; skipped?: string } {
  const text = pageOf(family, size);
  let skipped: string | undefined;
  const ms = cpuMs(() => {
    const page = parsePage(text);
    const kind = page.skip?.nesting?.kind ?? page.skip?.construct?.kind;
    skipped = page.skip ? page.skip.reason + (kind ? ':' + kind : '') : undefined;
  });
  return { ms, skipped };
}

if (require.main === module) {
  const size = Number(process.argv[2] ?? 400_000);
  const filter = process.argv[3];
  parseCost(PROSE, size); // warm up
  const prose = Math.min(parseCost(PROSE, size).ms, parseCost(PROSE, size).ms);
  console.log(`prose ${size} chars: ${prose.toFixed(0)} ms`);
  for (const family of CONSTRUCT_FAMILIES) {
    if (filter && !family.name.includes(filter)) continue;
    const { ms, skipped } = parseCost(family, size);
    console.log(`${family.name.padEnd(44)} ${ms.toFixed(0).padStart(7)} ms  ${(ms / prose).toFixed(2).padStart(6)}×  ${skipped ?? ''}`);
  }
}
