/**
 * The same as corpus.test.ts over ../shared/corpus-modern: 7,800 pages of sites in today's layout
 * and component set. Writes docs/corpus-modern-findings.md; the review is in docs/corpus-findings.md.
 */
import { assertCommittedDoc } from '../committedDoc';
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findingsTable, perThousand, runCorpus, total } from './corpusRun';

const CORPUS = resolve(process.cwd(), '../shared/corpus-modern').replace(/\\/g, '/');

/** Error-severity findings per site and code, each read and confirmed (see docs/corpus-findings.md). */
const PINNED_ERRORS: Record<string, Record<string, number>> = {
  "NangoHQ__nango": {
    "snippet-import": 6,
    "unknown-component": 2
  },
  "cline__cline": {
    "unknown-component": 11
  },
  "langgenius__dify-docs": {
    "broken-link": 12
  },
  "spree__spree": {
    "missing-image": 12,
    "unknown-component": 1,
    "broken-link": 19,
    "mdx-syntax": 1
  },
  "tursodatabase__turso-docs": {
    "broken-link": 6
  }
};

/** Unknown components and attributes, any severity: each read and true. */
const PINNED_UNKNOWNS: Record<string, Record<string, number>> = {
  "NangoHQ__nango": {
    "unknown-component": 2
  },
  "cline__cline": {
    "unknown-component": 11
  },
  "spree__spree": {
    "unknown-component": 1
  }
};

describe('corpus-modern', () => {
  it('finds only the confirmed errors and unknown names in today\'s sites', () => {
    const run = runCorpus(CORPUS);
    const summary = `Errors: ${total(run.errors)} on ${run.pages} pages (${perThousand(total(run.errors), run.pages)} per 1,000). Unknown components and attributes: ${total(run.unknowns)} (${perThousand(total(run.unknowns), run.pages)} per 1,000).`;
    assertCommittedDoc('docs/corpus-modern-findings.md', ['# Page rules over today\'s sites', '', ...findingsTable(run, '../shared/corpus-modern'), '', summary, '', 'The reviewed findings of both corpora are in `corpus-findings.md`.', ''].join('\n'));
    if (process.env.PRINT_CORPUS) writeFileSync('/tmp/corpus-modern-pins.json', JSON.stringify({ errors: run.errors, unknowns: run.unknowns }, null, 2));
    assert.deepEqual(run.errors, PINNED_ERRORS);
    assert.deepEqual(run.unknowns, PINNED_UNKNOWNS);
  });
});
