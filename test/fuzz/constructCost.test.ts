/**
 * Issue 26 item 3: every page the pre-scan accepts parses within 5× plain prose of its size. For each
 * construct family (test/fuzz/constructFamilies.ts) the costliest accepted 400 KB page is parsed and
 * its CPU time compared with prose of the same size measured right beside it, in the same process:
 * a ratio, so the machine's speed and load cancel out (a ratio past half the limit is read again, each
 * side three times and the least kept: noise, such as a collection falling in one reading, only adds). A refused page costs only the pre-scan, which is held to the same limit.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { pageSkip, parsePage } from '../../mdx/src/parse';
import { CONSTRUCT_FAMILIES, PROSE, pageOf, worstAcceptedPage } from './constructFamilies';

const SIZE = 400_000;
const LIMIT = 5;

function cpuMs(text: string): number {
  const start = process.cpuUsage();
  parsePage(text);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** The family's page time over the prose time, each measured once, side by side. */
function ratio(page: string, prose: string): number {
  const proseMs = cpuMs(prose);
  return cpuMs(page) / proseMs;
}

/** The page's least time of three over the prose's least of three. */
const leastRatio = (page: string, prose: string) =>
  Math.min(cpuMs(page), cpuMs(page), cpuMs(page)) / Math.min(cpuMs(prose), cpuMs(prose), cpuMs(prose));

it(`every construct family's costliest accepted ${SIZE / 1000} KB page parses within ${LIMIT}× prose of its size`, () => {
  const prose = pageOf(PROSE, SIZE);
  cpuMs(prose); // the first parse compiles the parser's code
  const over: string[] = [];
  for (const family of CONSTRUCT_FAMILIES) {
    const page = worstAcceptedPage(family, SIZE, (text) => pageSkip(text) === undefined);
    assert.ok(page.length > SIZE * 0.99 && page.length <= SIZE, `${family.name}: ${page.length} characters`);
    let measured = ratio(page, prose);
    if (measured > LIMIT / 2) measured = leastRatio(page, prose);
    // The full page of the construct, when refused, costs only the pre-scan: that must be linear too
    // (a run counted over line breaks once made a page of blank lines quadratic there).
    const full = pageOf(family, SIZE);
    const refused = full === page ? undefined : ratio(full, prose);
    console.log(`${family.name.padEnd(44)} ${measured.toFixed(2)}×${refused === undefined ? '' : `  (refused whole page: ${refused.toFixed(2)}×)`}`);
    if (measured > LIMIT) over.push(`${family.name}: ${measured.toFixed(2)}×`);
    if (refused !== undefined && refused > LIMIT) over.push(`${family.name}, refused: ${refused.toFixed(2)}×`);
  }
  assert.deepEqual(over, []);
});
