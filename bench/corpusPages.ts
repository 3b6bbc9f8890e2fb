import * as fs from 'node:fs';
import * as path from 'node:path';

/** Every page file of the corpus (and its site root), for the page and site benchmarks. */
export function corpusPages(): { path: string; text: string }[] {
  const root = path.resolve('..', 'shared', 'corpus');
  const out: { path: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(e.name)) out.push({ path: full.replace(/\\/g, '/'), text: fs.readFileSync(full, 'utf8') });
    }
  };
  walk(root);
  return out;
}
