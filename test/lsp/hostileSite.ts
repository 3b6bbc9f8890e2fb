/** The four nested pages of issue 11 (finding 2) in a small site, for the LSP test and its benchmark. */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { LspTestClient } from './lspClient';

const FM = '---\ntitle: Hostile\ndescription: Nested beyond reason.\n---\n\n';

/** File name → page text, as the report built them. */
export const HOSTILE_PAGES: Record<string, string> = {
  'dashes.mdx': FM + '- '.repeat(5000),
  'stars.mdx': FM + '*'.repeat(20_000) + 'word' + '*'.repeat(20_000),
  'braces.mdx': FM + '{'.repeat(20_000) + '}'.repeat(20_000),
  'quotes.mdx': FM + '>'.repeat(50_000),
};

/** A normal page with the cursor's line last: `<St`, where components complete. */
export const NORMAL_PAGE = '---\ntitle: Guide\ndescription: A normal page.\n---\n\n## Start\n\nSome text.\n\n<St';
export const NORMAL_POSITION = { line: NORMAL_PAGE.split('\n').length - 1, character: 3 };

/** An OpenAPI document of about `chars` characters: many small operations (`GET /things/<n>`). */
export function bigSpec(chars: number): string {
  const operation = JSON.stringify({ get: { summary: 'A thing', responses: { '200': { description: 'OK' } } } });
  const paths: string[] = [];
  let length = 0;
  for (let i = 0; length < chars; i++) {
    const entry = `"/things/${i}":${operation}`;
    paths.push(entry);
    length += entry.length + 1;
  }
  return `{"openapi":"3.1.0","info":{"title":"Big","version":"1"},"paths":{${paths.join(',')}}}`;
}

/**
 * A request the main thread answers at once, without the worker: the colours of a file that is not
 * open. Raced against a request, it comes back first only if the main thread is not busy with it.
 */
export function mainThreadProbe(client: LspTestClient, dir: string): Promise<unknown[]> {
  return client.request<unknown[]>('textDocument/documentColor', { textDocument: { uri: 'file://' + path.join(dir, 'not-open.json') } });
}

/** Writes the site to a new temporary folder and returns its path (the caller removes it). */
export function writeHostileSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-hostile-'));
  const pages = ['guide', ...Object.keys(HOSTILE_PAGES).map((f) => f.replace(/\.mdx$/, ''))];
  fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'Hostile', navigation: [{ group: 'G', pages }] }));
  fs.writeFileSync(path.join(dir, 'guide.mdx'), NORMAL_PAGE);
  for (const [file, text] of Object.entries(HOSTILE_PAGES)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}
