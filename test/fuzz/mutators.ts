/** Deterministic mutations of real inputs for the fuzzer. Every choice comes from the seeded PRNG. */
export type Random = () => number;

/** mulberry32: a tiny, fast, seedable PRNG, so a failing case can be replayed from its seed. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: Random, items: readonly T[]): T => items[Math.floor(r() * items.length)];
const at = (r: Random, text: string) => Math.floor(r() * (text.length + 1));

const SPECIALS = ['<', '>', '{', '}', '"', "'", '`', '```', '</', '/>', '\\', '[', ']', ',', ':', '---\n', '\n', '\t', '#', '&', '\u0000'];
/** The report's four pages and their relatives, each `n` deep or `n` times over. */
const NESTINGS: ((n: number) => string)[] = [
  (n) => '- '.repeat(n),
  (n) => '*'.repeat(n) + 'word' + '*'.repeat(n),
  (n) => '_'.repeat(n) + 'word' + '_'.repeat(n),
  (n) => '{'.repeat(n) + '}'.repeat(n),
  (n) => '>'.repeat(n),
  (n) => '\n' + '> a\n\n'.repeat(n),
  (n) => '\n' + '- a\n  - b\n'.repeat(n),
  (n) => '\n' + '{{a}}\n\n'.repeat(n),
  (n) => '\n' + Array.from({ length: Math.min(n, 400) }, (_, k) => '  '.repeat(k) + '- a').join('\n'),
  (n) => '1. '.repeat(n),
  (n) => '<div>'.repeat(n) + 'a' + '</div>'.repeat(n),
];
const ASTRAL = ['😀', '👩‍💻', '𝔘', '🇫🇷', '\ud83d', '\ude00'];
/** Text as a client would see it after decoding bytes that are not valid UTF-8. */
const INVALID_UTF8 = Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0xf0, 0x28, 0x8c, 0xbc, 0xff]).toString('utf8');

export const mutators: Record<string, (r: Random, text: string) => string> = {
  flipChar(r, text) {
    if (!text) return text;
    const i = Math.floor(r() * text.length);
    return text.slice(0, i) + String.fromCharCode(text.charCodeAt(i) ^ (1 << Math.floor(r() * 7))) + text.slice(i + 1);
  },
  truncate(r, text) {
    return text.slice(0, at(r, text));
  },
  truncateAtBoundary(r, text) {
    const boundaries = [...text.matchAll(/[<>{}"\n`:,[\]]/g)].map((m) => m.index ?? 0);
    return boundaries.length ? text.slice(0, pick(r, boundaries) + (r() < 0.5 ? 0 : 1)) : text;
  },
  insertSpecial(r, text) {
    const i = at(r, text);
    return text.slice(0, i) + pick(r, SPECIALS) + text.slice(i);
  },
  deleteRange(r, text) {
    const i = at(r, text);
    return text.slice(0, i) + text.slice(i + Math.floor(r() * 200));
  },
  duplicateRange(r, text) {
    const i = at(r, text);
    const j = Math.min(text.length, i + Math.floor(r() * 500));
    return text.slice(0, j) + text.slice(i, j) + text.slice(j);
  },
  deepNesting(r, text) {
    const depth = 500 + Math.floor(r() * 5000);
    const i = at(r, text);
    const nest = r() < 0.5 ? '['.repeat(depth) + ']'.repeat(depth) : '<Steps>'.repeat(depth);
    return text.slice(0, i) + nest + text.slice(i);
  },
  /**
   * Nesting that made the parser's work grow with its square (issue 11): mostly far beyond the bounds
   * of nestingScan.ts (the page must be refused quickly), sometimes a little (it must parse as usual).
   */
  nestedMarkdown(r, text) {
    const n = r() < 0.8 ? 2_000 + Math.floor(r() * 20_000) : 1 + Math.floor(r() * 300);
    const i = at(r, text);
    return text.slice(0, i) + pick(r, NESTINGS)(n) + text.slice(i);
  },
  hugeString(r, text) {
    const i = at(r, text);
    return text.slice(0, i) + '"' + 'x'.repeat(1_000_000) + '"' + text.slice(i);
  },
  invalidUtf8(r, text) {
    const i = at(r, text);
    return text.slice(0, i) + INVALID_UTF8 + text.slice(i);
  },
  bom(_r, text) {
    return '\ufeff' + text;
  },
  crlf(_r, text) {
    return text.replace(/\n/g, '\r\n');
  },
  astral(r, text) {
    const i = at(r, text);
    return text.slice(0, i) + pick(r, ASTRAL) + text.slice(i);
  },
  lineSoup(r, text) {
    const lines = text.split('\n');
    for (let k = 0; k < 5 && lines.length > 1; k++) {
      const a = Math.floor(r() * lines.length);
      const b = Math.floor(r() * lines.length);
      [lines[a], lines[b]] = [lines[b], lines[a]];
    }
    return lines.join('\n');
  },
};

const names = Object.keys(mutators);
/** The cheap mutators run most of the time; the huge ones are rarer so a run stays fast. */
const HEAVY = new Set(['hugeString', 'deepNesting', 'nestedMarkdown']);

/** One to three mutations in a row, their names recorded for the failure report. */
export function mutate(r: Random, text: string): { text: string; applied: string[] } {
  const applied: string[] = [];
  let out = text;
  const count = 1 + Math.floor(r() * 3);
  for (let k = 0; k < count; k++) {
    let name = pick(r, names);
    if (HEAVY.has(name) && r() < 0.9) name = 'insertSpecial';
    applied.push(name);
    out = mutators[name](r, out);
  }
  return { text: out, applied };
}
