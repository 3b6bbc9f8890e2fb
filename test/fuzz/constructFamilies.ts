/**
 * Pages made of one Markdown/MDX construct repeated to a given size, with plain prose as the
 * baseline: the shapes whose parse cost issue 26 asks to hold within 5× prose of the same size.
 * Each family is a repeated unit (a function of its index, so pages are not one string repeated
 * where that would be unrealistic) filling the body after a short frontmatter.
 */

export interface ConstructFamily {
  name: string;
  /** The i-th unit of the page body. */
  unit: (i: number) => string;
  /** Text before the units (a table's header row), when the family needs one. */
  head?: string;
  /** The units are YAML lines of the frontmatter, not the body. */
  inFrontmatter?: boolean;
}

const WORDS = ['the', 'page', 'reads', 'plain', 'words', 'about', 'an', 'API', 'and', 'its', 'settings', 'for', 'users'];
const words = (i: number, n: number) => Array.from({ length: n }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(' ');
const row = (cells: number, i: number) => '| ' + Array.from({ length: cells }, (_, k) => `c${(i + k) % 100}`).join(' | ') + ' |\n';

export const PROSE: ConstructFamily = { name: 'prose', unit: (i) => `${words(i, 14)}.\n\n` };

export const CONSTRUCT_FAMILIES: ConstructFamily[] = [
  { name: 'setext headings (=)', unit: (i) => `${words(i, 2)}\n=\n\n` },
  { name: 'setext headings (-)', unit: (i) => `${words(i, 2)}\n---\n\n` },
  { name: 'setext headings, no blank line', unit: (i) => `a${i % 10}\n=\n` },
  { name: 'atx headings', unit: (i) => `# ${words(i, 3)}\n\n` },
  { name: 'atx headings, no blank line', unit: (i) => `## ${words(i, 2)}\n` },
  { name: 'table rows', head: '| a | b | c |\n| - | - | - |\n', unit: (i) => row(3, i) },
  { name: 'table cells (wide rows)', head: row(200, 0) + '|' + ' - |'.repeat(200) + '\n', unit: (i) => row(200, i) },
  { name: 'tables, many small', unit: (i) => `| a | b |\n| - | - |\n| ${i} | x |\n\n` },
  { name: 'table delimiter-like lines', unit: (i) => `a${i % 10} | b\n- | -\n` },
  { name: 'autolink literals (www.)', unit: (i) => `www.example${i % 50}.com ` },
  { name: 'autolink literals (http://)', unit: (i) => `see http://example.com/p${i % 50} ` },
  { name: 'autolink literals (email)', unit: (i) => `user${i % 50}@example.com ` },
  { name: 'autolink literals, one paragraph per line', unit: (i) => `www.a${i % 10}.com\n` },
  { name: 'hard breaks (spaces)', unit: (i) => `${words(i, 2)}  \n` },
  { name: 'hard breaks (backslash)', unit: (i) => `${words(i, 2)}\\\n` },
  { name: 'soft line breaks', unit: (i) => `${words(i, 2)}\n` },
  { name: 'one long line', unit: (i) => `${words(i, 5)} ` },
  { name: 'short words, one paragraph', unit: (i) => `a${i % 10} b ` },
  { name: 'emphasis', unit: (i) => `*${words(i, 2)}* and **${words(i + 1, 2)}** ` },
  { name: 'inline code', unit: (i) => `\`code${i % 10}\` text ` },
  { name: 'links', unit: (i) => `[${words(i, 2)}](/page${i % 50}) ` },
  { name: 'images', unit: (i) => `![${words(i, 1)}](/img${i % 50}.png)\n\n` },
  { name: 'lists', unit: (i) => `- ${words(i, 4)}\n` },
  { name: 'ordered lists', unit: (i) => `${(i % 9) + 1}. ${words(i, 4)}\n` },
  { name: 'task lists', unit: (i) => `- [ ] ${words(i, 3)}\n` },
  { name: 'block quotes', unit: (i) => `> ${words(i, 6)}\n` },
  { name: 'jsx tags', unit: (i) => `<Card title="t${i % 10}" icon="star">${words(i, 3)}</Card>\n\n` },
  { name: 'jsx attributes', unit: (i) => `<Card a${i % 10}="x" b={${i}} c d="y" e={true} />\n\n` },
  { name: 'expressions', unit: (i) => `{${i} + 1} ` },
  { name: 'html', unit: (i) => `<div class="x${i % 10}"><span>${words(i, 2)}</span></div>\n\n` },
  { name: 'code, short lines', head: '```\n', unit: (i) => `a${i % 10}\n` },
  { name: 'code, empty lines', head: '```\n', unit: () => '\n' },
  { name: 'blank lines', unit: () => '\n' },
  { name: 'block quote markers alone', unit: () => '>\n' },
  { name: 'code fences', unit: (i) => '```js\n' + `const a${i % 10} = ${i};\n` + '```\n\n' },
  { name: 'thematic breaks', unit: () => '***\n\n' },
  { name: 'footnotes', unit: (i) => `text[^n${i}]\n\n[^n${i}]: ${words(i, 3)}\n\n` },
  { name: 'strikethrough', unit: (i) => `~~${words(i, 2)}~~ ` },
  { name: 'character references', unit: (i) => `&amp; &#${60 + (i % 10)}; ` },
  { name: 'escapes', unit: () => '\\* \\_ \\[ ' },
  { name: 'definitions', unit: (i) => `[d${i}]: /p${i}\n` },
  { name: 'reference links', unit: (i) => `[a][d${i % 40}] ` },
  // Issue 36: the shapes that parsed 4–17× slower than prose before `{` and character references were
  // counted page-wide (constructScan.ts) and the pairing of emphasis runs summed over paragraphs
  // (nestingScan.ts, `emphasis-pairing`).
  { name: 'empty expressions', unit: () => '{} ' },
  { name: 'expressions, no space', unit: (i) => `{a${i % 10}}` },
  { name: 'emphasis delimiters, paragraphs under the per-paragraph bound', unit: (i) => (i % 390 === 389 ? '\n\n' : '*a') },
  { name: 'emphasis delimiters, closed, paragraphs under the bound', unit: (i) => (i % 195 === 194 ? '\n\n' : `*a${i % 10}* `) },
  { name: 'character references, dense', unit: (i) => `&#${i % 10};` },
  { name: 'character references, named, dense', unit: (i) => (i % 2 ? '&amp;' : '&lt;') },
  { name: 'frontmatter', inFrontmatter: true, unit: (i) => `key${i}: ${words(i, 3)}\n` },
];

const FRONTMATTER = '---\ntitle: Generated\ndescription: One construct, repeated.\n---\n\n';

/** A page of about `size` characters: frontmatter, then the family's head and units. */
export function pageOf(family: ConstructFamily, size: number): string {
  const start = family.inFrontmatter ? '---\n' : FRONTMATTER + (family.head ?? '');
  const end = family.inFrontmatter ? '---\n\nBody.\n' : '';
  const parts = [start];
  let length = start.length + end.length;
  for (let i = 0; ; i++) {
    const unit = family.unit(i);
    if (length + unit.length > size) break;
    parts.push(unit);
    length += unit.length;
  }
  parts.push(end);
  return parts.join('');
}

/**
 * The costliest page of about `size` characters that the pre-scan accepts for this family: the page
 * of its units when that is accepted, else prose first and then as many units as are accepted
 * (prose first because a setext heading's cost grows with the page above it).
 */
export function worstAcceptedPage(family: ConstructFamily, size: number, accepted: (text: string) => boolean): string {
  const full = pageOf(family, size);
  if (accepted(full)) return full;
  const units = unitsOf(family, size);
  const page = (n: number) => {
    const tail = units.slice(0, n).join('');
    return pageOf(PROSE, size - tail.length - (family.head?.length ?? 0) - 1) + '\n' + (family.head ?? '') + tail;
  };
  let low = 0; // accepted
  let high = units.length; // refused
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (accepted(page(middle))) low = middle;
    else high = middle;
  }
  return page(low);
}

function unitsOf(family: ConstructFamily, size: number): string[] {
  const units: string[] = [];
  for (let i = 0, length = 0; ; i++) {
    const unit = family.unit(i);
    if ((length += unit.length) > size) return units;
    units.push(unit);
  }
}
