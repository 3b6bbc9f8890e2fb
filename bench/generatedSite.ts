// The generated 10,000-page site of the throughput and workspace benchmarks: real corpus pages,
// spread over folders of 100, with a docs.json listing them all.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { corpusPages } from './corpusPages';

/** A site of `count` pages made from corpus pages, spread over folders, with a docs.json listing them. */
export function generateSite(count: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-bench-site-'));
  const sources = corpusPages().filter((p) => p.text.length < 20_000);
  const groups: { group: string; pages: string[] }[] = [];
  for (let i = 0; i < count; i++) {
    const folder = `section-${Math.floor(i / 100)}`;
    const id = `${folder}/page-${i}`;
    fs.mkdirSync(path.join(dir, folder), { recursive: true });
    fs.writeFileSync(path.join(dir, id + '.mdx'), sources[i % sources.length].text);
    if (i % 100 === 0) groups.push({ group: `Section ${i / 100}`, pages: [] });
    groups[groups.length - 1].pages.push(id);
  }
  fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'Generated', navigation: groups }, null, 2));
  return dir;
}

