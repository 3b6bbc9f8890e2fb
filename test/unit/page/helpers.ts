/** Shared fixtures for page tests: a small in-memory site and compact diagnostic assertions. */
import * as assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver-types';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { DocsiteSettings, defaultSettings } from '../../../site/src/settings';
import { validatePage } from '../../../service/src/page/validate';
import { createPageContext, type PageContext, type PageSources } from '../../../service/src/page/context';

export const PAGE_PATH = '/site/guide.mdx';
export const FM = '---\ntitle: Guide\ndescription: How to use it.\n---\n';

export function siteWorkspace(extra: Record<string, string> = {}): InMemoryWorkspace {
  return new InMemoryWorkspace({
    '/site/docs.json': JSON.stringify({ name: 'Site', navigation: [{ group: 'G', pages: ['guide', 'setup/install'] }] }),
    '/site/setup/install.mdx': '---\ntitle: Install\ndescription: d\n---\n\n## Getting started\n\n## Version 1.2 notes\n\n## Café au lait\n\n## Getting started\n',
    '/site/snippets/banner.mdx': '<Note>Hello</Note>\n',
    '/site/images/shot.png': 'png',
    ...extra,
  });
}

export function doc(text: string, path = PAGE_PATH): TextDocument {
  return TextDocument.create('file://' + path, 'mdx', 1, text);
}

/** Where a test page is and what it is checked with (no service: no site model, no shared caches). */
export function ctx(workspace = siteWorkspace(), settings: Partial<DocsiteSettings> = {}, path = PAGE_PATH): PageSources {
  return { workspace, settings: { ...defaultSettings, ...settings }, path };
}

/** The context of one request on `document`, as the service builds it. */
export function contextOf(document: TextDocument, sources: PageSources = ctx()): PageContext {
  return createPageContext(document, sources);
}

export function check(text: string, sources: PageSources = ctx()): Diagnostic[] {
  const document = doc(text, sources.path);
  return validatePage(document, contextOf(document, sources));
}

/** [line, character, endLine, endCharacter], zero-based, as LSP ranges are. */
export type R = [number, number, number, number];

export function rangesOf(diagnostics: Diagnostic[], code: string): R[] {
  return diagnostics
    .filter((d) => d.code === code)
    .map((d) => [d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character]);
}

/** Asserts that `code` is reported exactly at `ranges` (and nowhere else). */
export function expectCode(text: string, code: string, ranges: R[], context?: PageSources): Diagnostic[] {
  const diagnostics = check(text, context);
  assert.deepEqual(rangesOf(diagnostics, code), ranges, `${code}: ${JSON.stringify(diagnostics.map((d) => [d.code, d.message]))}`);
  return diagnostics;
}

/** Asserts that the page is clean of every code. */
export function expectClean(text: string, context?: PageSources): void {
  const diagnostics = check(text, context);
  assert.deepEqual(diagnostics.map((d) => `${d.code}: ${d.message}`), []);
}
