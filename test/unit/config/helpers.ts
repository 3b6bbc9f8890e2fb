import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Position, Range } from 'vscode-languageserver-types';
import { createLanguageService } from '../../../service/src/languageService';
import { resolveSettings } from '../../../site/src/settings';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

export const CONFIG_PATH = '/site/docs.json';

/** A site with a few pages and assets, plus the docs.json under test. */
export function makeSite(config: string, extraFiles: Record<string, string> = {}) {
  const workspace = new InMemoryWorkspace({
    '/site/introduction.mdx': '---\ntitle: Intro\n---\n',
    '/site/quickstart.md': '# Quickstart',
    '/site/guides/setup.mdx': '',
    '/site/guides/deploy.mdx': '',
    '/site/logo/light.svg': '<svg/>',
    '/site/favicon.png': 'png',
    '/site/snippets/note.mdx': '',
    ...extraFiles,
    [CONFIG_PATH]: config,
  });
  const service = createLanguageService(workspace, (where, e) => {
    throw new Error(`${where}: ${String(e)}`);
  });
  const document = TextDocument.create('file://' + CONFIG_PATH, 'json', 1, config);
  return { workspace, service, document };
}

/** Splits text at the `|` cursor marker: the text without it, and the marker's position. */
export function withCursor(textWithCursor: string): { text: string; position: Position } {
  const offset = textWithCursor.indexOf('|');
  if (offset < 0) throw new Error('no | cursor in test text');
  const text = textWithCursor.slice(0, offset) + textWithCursor.slice(offset + 1);
  const before = text.slice(0, offset).split('\n');
  return { text, position: { line: before.length - 1, character: before[before.length - 1].length } };
}

/** `settings` as VS Code or a `.docsiterc.json` gives them (resolveSettings fills in the rest). */
export function validate(config: string, settings: object = {}, extraFiles: Record<string, string> = {}) {
  const { service, document } = makeSite(config, extraFiles);
  return service.validate(document, resolveSettings(settings));
}

/** The range of the `n`th occurrence of `needle` in `text`. */
export function rangeOf(text: string, needle: string, n = 0): Range {
  let offset = -1;
  for (let i = 0; i <= n; i++) {
    offset = text.indexOf(needle, offset + 1);
    if (offset < 0) throw new Error(`"${needle}" not found`);
  }
  const doc = TextDocument.create('file:///x', 'json', 1, text);
  return { start: doc.positionAt(offset), end: doc.positionAt(offset + needle.length) };
}

/** A minimal valid docs.json with the given extra top-level members (JSON text without braces). */
export function config(extra = ''): string {
  return `{\n  "name": "Acme",\n  "navigation": [{ "group": "Start", "pages": ["introduction", "quickstart"] }]${extra ? ',\n  ' + extra : ''}\n}`;
}

/** A minimal valid docs.json in today's layout, with the given navigation and extra members. */
export function today(navigation = '{ "groups": [{ "group": "Start", "pages": ["introduction", "quickstart"] }] }', extra = ''): string {
  return `{\n  "theme": "mint",\n  "name": "Acme",\n  "colors": { "primary": "#0E7490" },\n  "navigation": ${navigation}${extra ? ',\n  ' + extra : ''}\n}`;
}

/** The real sites in today's layout shipped beside the repository. */
export const CORPUS_MODERN = path.resolve('..', 'shared', 'corpus-modern');

/** The diagnostics the schema gives (cross-file checks such as missing-page are another matter). */
export const SCHEMA_CODES = new Set([
  'wrong-type', 'missing-required', 'invalid-enum', 'invalid-color', 'unknown-property', 'unknown-social',
  'navigation-layout', 'empty-navigation', 'ignored-child-collection', 'deprecated', 'empty-value', 'duplicate-key',
]);

/** mulberry32: a small seeded PRNG, so every run of a differential test draws the same mutations. */
export function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
