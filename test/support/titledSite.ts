// A generated site whose pages differ only in their titles: the preview chrome's tests and the
// typing benchmark build its sidebar, and retitle one page to see what a keystroke costs.
import * as fs from 'node:fs';
import * as path from 'node:path';

/** A site of `count` pages titled `Page <i>`, in folders of 100, every page listed in docs.json. */
export function writeTitledSite(dir: string, count: number): string[] {
  const groups: { group: string; pages: string[] }[] = [];
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const folder = `section-${Math.floor(i / 100)}`;
    fs.mkdirSync(path.join(dir, folder), { recursive: true });
    const file = path.join(dir, folder, `page-${i}.mdx`);
    fs.writeFileSync(file, `---\ntitle: Page ${i}\n---\n\nWords of page ${i}.\n`);
    files.push(file);
    if (i % 100 === 0) groups.push({ group: `Section ${i / 100}`, pages: [] });
    groups[groups.length - 1].pages.push(`${folder}/page-${i}`);
  }
  fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'Generated', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { groups } }));
  return files;
}
