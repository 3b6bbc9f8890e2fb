import * as assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Tests never rewrite tracked files: a table the corpus tier generates must equal the committed one.
 * `npm run corpus:tables` (DOCSITE_WRITE_TABLES=1) writes it anew, for a person to read the change.
 */
export function assertCommittedDoc(path: string, text: string): void {
  if (process.env.DOCSITE_WRITE_TABLES === '1') {
    writeFileSync(path, text);
    return;
  }
  const committed = existsSync(path) ? readFileSync(path, 'utf8') : '';
  assert.equal(committed, text, `${path} is not what the corpus gives now: run \`npm run corpus:tables\` and read the change`);
}
