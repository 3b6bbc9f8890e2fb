import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The reviewed findings of both corpora (corpusNotes.md, written by hand after reading each
 * finding), which the corpus test writes into docs/corpus-findings.md after the generated table.
 * Tests run from the repository root.
 */
export const CORPUS_NOTES = readFileSync(join('test', 'corpus', 'page', 'corpusNotes.md'), 'utf8');
