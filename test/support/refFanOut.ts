// A docs.json split over small files that each `$ref` the next one `fanOut` times (issue 36, item
// 2): a few hundred bytes per file describe fanOut^levels groups. The unit tier reads it from memory,
// the CLI tier writes it to a temporary folder.

/** The file names of the parts, `part1.json` … `part<levels>.json`; the last is a leaf group. */
export const partName = (level: number): string => `part${level}.json`;

/**
 * docs.json and its parts, keyed by name relative to the docs root. docs.json's `groups` holds
 * `fanOut` `$ref`s to part1.json, each part a group whose `pages` holds `fanOut` `$ref`s to the next,
 * and the last part a group of the one page `index`: fanOut^levels leaf groups in all.
 */
export function refFanOutFiles(levels: number, fanOut = 10): Record<string, string> {
  const refs = (level: number) => Array.from({ length: fanOut }, () => ({ $ref: `./${partName(level)}` }));
  const files: Record<string, string> = {
    'docs.json': JSON.stringify({ theme: 'mint', name: 'Fan-out', colors: { primary: '#0E7490' }, navigation: { groups: refs(1) } }, null, 2),
    'index.mdx': '---\ntitle: Index\ndescription: The one page.\n---\n\nText.\n',
  };
  for (let level = 1; level < levels; level++) files[partName(level)] = JSON.stringify({ group: `Level ${level}`, pages: refs(level + 1) }, null, 2);
  files[partName(levels)] = JSON.stringify({ group: 'Leaf', pages: ['index'] }, null, 2);
  return files;
}
