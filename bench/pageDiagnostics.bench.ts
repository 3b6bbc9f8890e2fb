// Benchmark 3: our page diagnostics (parse + every rule) against a bare remark-parse + remark-mdx
// parse of the same pages (the floor: no rule can be faster than the parse it needs).
import { TextDocument } from 'vscode-languageserver-textdocument';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import { FsWorkspace } from '../host/src/fsWorkspace';
import { createLanguageService } from '../service/src/languageService';
import { corpusPages } from './corpusPages';
import { fmt, median, sideBySide } from './stats';

export async function run(): Promise<string[]> {
  const all = corpusPages();
  // Every 8th page: a spread over all sites that keeps the run short.
  const pages = all.filter((_, i) => i % 8 === 0);
  const floor = unified().use(remarkParse).use(remarkMdx);
  // The site build parses with GFM too; this shows how much of our time is that extension.
  const withGfm = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
  const service = createLanguageService(new FsWorkspace());
  let version = 0;
  const oursTotal: number[] = [];
  const floorTotal: number[] = [];
  const gfmTotal: number[] = [];
  for (let round = 0; round < 3; round++) {
    let ours = 0;
    let bare = 0;
    let gfm = 0;
    for (const page of pages) {
      const { a, b } = await sideBySide(
        1,
        () => {
          const doc = TextDocument.create('file://' + page.path, 'mdx', ++version, page.text);
          service.validate(doc);
          service.forget(doc.uri);
        },
        () => {
          try {
            floor.parse(page.text);
          } catch {
            // A page the parser rejects still cost its time.
          }
        },
      );
      ours += a[0];
      bare += b[0];
      const t = process.hrtime.bigint();
      try {
        withGfm.parse(page.text);
      } catch {
        // as above
      }
      gfm += Number(process.hrtime.bigint() - t) / 1e6;
    }
    oursTotal.push(ours);
    floorTotal.push(bare);
    gfmTotal.push(gfm);
  }
  const ratio = median(oursTotal) / median(floorTotal);
  return [
    '### 3. Page diagnostics vs a bare remark-parse + remark-mdx parse (the floor)',
    '',
    `${pages.length} corpus pages, 3 rounds, ours and the floor alternating page by page.`,
    '',
    '| | total (ms, median of rounds) | per page (ms) |',
    '|---|---|---|',
    `| ours: parse with GFM + all rules | ${fmt(median(oursTotal))} | ${fmt(median(oursTotal) / pages.length)} |`,
    `| floor: remark-parse + remark-mdx | ${fmt(median(floorTotal))} | ${fmt(median(floorTotal) / pages.length)} |`,
    `| remark-parse + remark-mdx + remark-gfm (what the site build parses) | ${fmt(median(gfmTotal))} | ${fmt(median(gfmTotal) / pages.length)} |`,
    `| ratio ours / floor | ${ratio.toFixed(2)}× | |`,
    `| ratio ours / parse with GFM | ${(median(oursTotal) / median(gfmTotal)).toFixed(2)}× | |`,
  ];
}
