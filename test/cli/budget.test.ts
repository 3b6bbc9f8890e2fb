/**
 * Issue 11: `docsite check` holds every page to a time budget, as the editor does. A page that
 * passes the static bounds but takes seconds to parse is stopped (its worker thread terminated)
 * and reported as page-not-checked; the other pages, before and after it in the same batch, are
 * still checked. The budget is lowered to 300 ms for the test.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { describe, it } from 'node:test';
import { makeTempFolder, runCli } from '../support/builtCli';

const PARAGRAPH = 'Some plain words with **strong** and _emphasis_ here, then more words to read.\n\n';
const SLOW_PAGE = '---\ntitle: Slow\ndescription: Long but legal.\n---\n\n' + PARAGRAPH.repeat(Math.floor(390_000 / PARAGRAPH.length));
const page = (title: string, body = 'Text.') => `---\ntitle: ${title}\ndescription: A page.\n---\n\n## Start\n\n${body}\n`;

interface JsonReport {
  files: { path: string; diagnostics: { code: string; severity: string; message: string; line: number }[] }[];
  unchecked: { path: string; code: string; reason: string }[];
  summary: Record<string, number>;
}

describe('docsite check with a page that runs past the time budget', () => {
  for (const jobs of ['1', '2']) {
    it(`reports that page as not checked and checks the rest (--jobs ${jobs})`, () => {
      const dir = makeTempFolder('docsite-budget-', {
        'docs.json': JSON.stringify({ name: 'B', navigation: [{ group: 'G', pages: ['a', 'slow', 'z'] }] }),
        'a.mdx': page('A', '[broken](/nowhere)'),
        'slow.mdx': SLOW_PAGE,
        'z.mdx': page('Z', '[also broken](/missing)'),
      });
      try {
        const r = runCli(['check', dir, '--format', 'json', '--jobs', jobs], { timeout: 60_000, env: { ...process.env, DOCSITE_CHECK_BUDGET_MS: '300' } });
        const report = JSON.parse(r.stdout) as JsonReport;
        const codes = (file: string) => report.files.find((f) => f.path.endsWith(file))?.diagnostics.map((d) => d.code) ?? [];
        assert.deepEqual(codes('slow.mdx'), [], r.stdout);
        assert.deepEqual(report.unchecked.map((u) => [u.path, u.code]), [['slow.mdx', 'page-not-checked']], r.stdout);
        assert.match(report.unchecked[0].reason, /took longer than 300 ms/);
        // The pages around it were checked: their broken links are found.
        assert.ok(codes('a.mdx').includes('broken-link'), r.stdout);
        assert.ok(codes('z.mdx').includes('broken-link'), r.stdout);
        assert.equal(r.code, 1, r.stderr);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
