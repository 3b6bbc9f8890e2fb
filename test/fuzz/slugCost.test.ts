/**
 * Anchor ids cost time linear in the text they are made of (mdx/src/slugLinear.ts). The
 * slug library's patterns start a greedy run of letters at every position, so one long word cost
 * the square of its length: a 40,000-letter heading took a second, one of 390,000 letters minutes,
 * an API field name of 60,000 `ü` 15 to 30 s; and its transliteration scans text outside ASCII once
 * per entry of its table (about 1,900 times). Here each shape of long word, ASCII and not, as a
 * heading, an Accordion title and an API field name, is slugged beside prose of the same length, in
 * the same process: the ratio of CPU times cancels out the machine's speed and load. Each side is
 * read three times and the least kept: noise (a collection of the parse's garbage falling in one
 * reading, a loaded machine) only ever adds time. (Collecting garbage before each reading made it
 * worse: the emptied heap then collects again inside the reading.)
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { pageAnchorIds } from '../../mdx/src/anchors';
import { slugMemo } from '../../mdx/src/slug';
import { parsePage } from '../../mdx/src/parse';

const LENGTH = 390_000;
const LIMIT = 5;
const FM = '---\ntitle: T\ndescription: D.\n---\n\n';

/** Long words of each kind the patterns treat specially: lowercase, uppercase, digits, mixed case. */
const WORDS: Record<string, string> = {
  lowercase: 'a'.repeat(LENGTH),
  uppercase: 'A'.repeat(LENGTH),
  'letters and digits': 'a1'.repeat(LENGTH / 2),
  'uppercase then digits': 'A'.repeat(LENGTH - 1) + '1',
  'camel case': 'aB'.repeat(LENGTH / 2),
  'a possessive at the end': 'a'.repeat(LENGTH - 2) + "'s",
  // Outside ASCII: transliterated to twice as many letters (`ü` → `ue`, `Ü` → `Ue`, camel case
  // once decamelized), diacritics stripped, a word of Cyrillic letters, letters left as they are.
  'umlaut (ü)': 'ü'.repeat(LENGTH),
  'capital umlaut (Ü)': 'Ü'.repeat(LENGTH),
  'accented (é)': 'é'.repeat(LENGTH),
  'ASCII and umlaut (aü)': 'aü'.repeat(LENGTH / 2),
  'combining marks (e + ◌́)': 'e\u0301'.repeat(LENGTH / 2),
  'Cyrillic (Жук)': 'Жук'.repeat(LENGTH / 3),
  'CJK (中文)': '中文'.repeat(LENGTH / 2),
};
const PROSE = 'word '.repeat(LENGTH / 5).trim();

const asHeading = (text: string) => `${FM}## ${text}\n`;
const asField = (text: string) => `${FM}<ParamField path="${text}" type="string">\n  Text.\n</ParamField>\n`;
const asAccordion = (text: string) => `${FM}<Accordion title="${text}">\n  Text.\n</Accordion>\n`;

/** CPU milliseconds to make the ids of a parsed page (the parse itself is not counted). */
function idsCpuMs(page: string): number {
  const parsed = parsePage(page);
  // A page refused by the bounds makes no ids from its components: the measure would say nothing.
  assert.equal(parsed.skipped, undefined, 'the page is parsed');
  const start = process.cpuUsage();
  pageAnchorIds(parsed, slugMemo());
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** The least of three readings. */
const leastOf3 = (read: () => number) => Math.min(read(), read(), read());

for (const [shape, word] of Object.entries(WORDS)) {
  for (const [where, page] of [['heading', asHeading], ['Accordion title', asAccordion], ['API field name', asField]] as const) {
    it(`a ${LENGTH.toLocaleString('en')}-character ${shape} word as a ${where} costs within ${LIMIT}× prose of its length`, (t) => {
      // Prose takes a few milliseconds: below 20 ms, noise would decide the ratio.
      const measured = leastOf3(() => idsCpuMs(page(word))) / Math.max(leastOf3(() => idsCpuMs(page(PROSE))), 20);
      t.diagnostic(`${measured.toFixed(1)}× the prose`);
      assert.ok(measured <= LIMIT, `${measured.toFixed(1)}× the prose`);
    });
  }
}
