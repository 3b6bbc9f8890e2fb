/**
 * Runs every page rule over the real sites in ../shared/corpus, writes the per-site × per-rule table
 * to docs/corpus-findings.md, and pins the error-severity counts and the unknown-component/attribute
 * counts: each was read and is a true defect of its page (docs/corpus-findings.md says which), so a
 * rule or catalog change that adds some (false ones, most likely) fails here.
 */
import { assertCommittedSection, RENDER_REPORT_MARKER } from '../committedDoc';
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findingsTable, perThousand, runCorpus, total } from './corpusRun';
import { CORPUS_NOTES } from './corpusNotes';
import { longestCountedAttribute, MAX_UNCOUNTED_ATTRIBUTE, pageSkip } from '../../../mdx/src/parse';
import { readFrontmatter } from '../../../mdx/src/frontmatter';
import { measureNesting, NESTING_BOUNDS, type NestingKind } from '../../../mdx/src/nestingScan';
import { CONSTRUCT_BOUNDS, measureConstructs, type ConstructKind } from '../../../mdx/src/constructScan';

const CORPUS = resolve(process.cwd(), '../shared/corpus').replace(/\\/g, '/');

/** Error-severity findings per site and code, each read and confirmed (see docs/corpus-findings.md). */
const PINNED_ERRORS: Record<string, Record<string, number>> = {
  "Abstract-Foundation__abstract-docs": {
    "broken-link": 1
  },
  "AgentOps-AI__agentops": {
    "unclosed-tag": 9,
    "unknown-component": 2,
    "broken-link": 14
  },
  "Scale3-Labs__langtrace-docs": {
    "invalid-value": 7,
    "broken-link": 6
  },
  "getlago__lago-doc": {
    "missing-image": 1
  },
  "keephq__keep": {
    "unknown-component": 2
  },
  "mem0ai__mem0": {
    "broken-link": 5
  },
  "novuhq__docs": {
    "broken-link": 18
  },
  "openlit__openlit": {
    "broken-link": 3,
    "missing-image": 1,
    "unknown-openapi-operation": 3
  },
  "pipecat-ai__docs": {
    "broken-link": 18,
    "invalid-value": 17,
    "missing-image": 2
  },
  "traceloop__docs": {
    "broken-link": 2,
    "secret-in-code": 1,
    "unknown-component": 1,
    "unknown-openapi-operation": 4
  },
  "tursodatabase__turso-docs": {
    "broken-link": 6
  }
};

/** Unknown components and attributes, any severity: each read and true. */
const PINNED_UNKNOWNS: Record<string, Record<string, number>> = {
  "AgentOps-AI__agentops": {
    "unknown-component": 2
  },
  "keephq__keep": {
    "unknown-component": 2
  },
  "traceloop__docs": {
    "unknown-component": 1
  }
};

describe('corpus', () => {
  it('finds only the confirmed errors and unknown names in the real sites', () => {
    const run = runCorpus(CORPUS);
    const summary = `Errors: ${total(run.errors)} on ${run.pages} pages (${perThousand(total(run.errors), run.pages)} per 1,000). Unknown components and attributes: ${total(run.unknowns)} (${perThousand(total(run.unknowns), run.pages)} per 1,000).`;
    // The preview render report follows in the same document, written by its own test.
    assertCommittedSection('docs/corpus-findings.md', RENDER_REPORT_MARKER, ['# Page rules over the real corpus', '', ...findingsTable(run, '../shared/corpus'), '', summary, '', CORPUS_NOTES].join('\n'), 'head');
    if (process.env.PRINT_CORPUS) writeFileSync('/tmp/corpus-pins.json', JSON.stringify({ errors: run.errors, unknowns: run.unknowns }, null, 2));
    assert.deepEqual(run.errors, PINNED_ERRORS);
    assert.deepEqual(run.unknowns, PINNED_UNKNOWNS);
  });
});

const CORPORA = ['../shared/corpus', '../shared/corpus-modern'].map((dir) => resolve(process.cwd(), dir));

function* markdownFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = `${dir}/${entry.name}`;
    if (entry.isDirectory()) yield* markdownFiles(full);
    else if (/\.mdx?$/.test(entry.name)) yield full;
  }
}

/**
 * The deepest real nesting of each kind, as stated next to NESTING_BOUNDS. Pinned so that a change
 * to the scan that measures differently is seen, and the bounds re-checked against the real pages.
 */
const WORST_REAL_NESTING: Record<NestingKind, number> = {
  containers: 2,
  indentation: 36,
  'containers-opened': 1189,
  emphasis: 5,
  'emphasis-runs': 207,
  'emphasis-pairing': 27993,
  braces: 12,
  'nested-braces': 81,
  brackets: 4,
  tags: 130,
};

/** The largest real count of each costly construct in one page, as stated next to CONSTRUCT_BOUNDS. */
const WORST_REAL_CONSTRUCTS: Record<ConstructKind, number> = {
  lines: 3614,
  'setext-headings': 1,
  headings: 169,
  'thematic-breaks': 114,
  'paragraph-lines': 484,
  'table-cells': 3888,
  'autolink-literals': 497,
  'hard-breaks': 42,
  'link-brackets': 838,
  backticks: 3652,
  'tag-opens': 2334,
  expressions: 660,
  'character-references': 44,
};

describe('corpus: bounded work', () => {
  it('skips no real page, and the worst real nesting and construct counts stay far below each bound', () => {
    const skipped: string[] = [];
    const worst = Object.fromEntries(Object.keys(NESTING_BOUNDS).map((k) => [k, 0])) as Record<NestingKind, number>;
    const most = Object.fromEntries(Object.keys(CONSTRUCT_BOUNDS).map((k) => [k, 0])) as Record<ConstructKind, number>;
    let pages = 0;
    let longestAttribute = 0;
    for (const corpus of CORPORA) {
      for (const path of markdownFiles(corpus)) {
        const text = readFileSync(path, 'utf8');
        pages++;
        const skip = pageSkip(text);
        if (skip) skipped.push(`${path}: ${skip.reason} ${skip.nesting?.kind ?? skip.construct?.kind ?? ''}`);
        const nesting = measureNesting(text, readFrontmatter(text).bodyStart);
        const constructs = measureConstructs(text, readFrontmatter(text).bodyStart);
        longestAttribute = Math.max(longestAttribute, longestCountedAttribute(text));
        for (const kind of Object.keys(most) as ConstructKind[]) most[kind] = Math.max(most[kind], constructs[kind]);
        for (const kind of Object.keys(worst) as NestingKind[]) worst[kind] = Math.max(worst[kind], nesting[kind]);
      }
    }
    assert.ok(pages > 9000, `only ${pages} pages found`);
    assert.deepEqual(skipped, []);
    assert.deepEqual(worst, WORST_REAL_NESTING);
    for (const kind of Object.keys(worst) as NestingKind[]) assert.ok(worst[kind] * 1.5 <= NESTING_BOUNDS[kind], `${kind}: ${worst[kind]} is too close to ${NESTING_BOUNDS[kind]}`);
    assert.deepEqual(most, WORST_REAL_CONSTRUCTS);
    for (const kind of Object.keys(most) as ConstructKind[]) assert.ok(most[kind] * 1.5 <= CONSTRUCT_BOUNDS[kind], `${kind}: ${most[kind]} is too close to ${CONSTRUCT_BOUNDS[kind]}`);
    // The longest attribute value, as stated next to MAX_UNCOUNTED_ATTRIBUTE.
    assert.equal(longestAttribute, 39_702);
    assert.ok(longestAttribute * 1.5 <= MAX_UNCOUNTED_ATTRIBUTE);
  });
});

