import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createLanguageService } from '../../../service/src/languageService';
import { defaultSettings } from '../../../site/src/settings';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

/** Counts the reads of each file, to show how often a check goes back to docs.json. */
class CountingWorkspace extends InMemoryWorkspace {
  readonly reads = new Map<string, number>();
  override readFile(path: string): string | undefined {
    this.reads.set(path, (this.reads.get(path) ?? 0) + 1);
    return super.readFile(path);
  }
}

describe('docs.json is read once per check, not once per link (issue 11, finding 7)', () => {
  it('a page with 900 broken links reads a large docs.json at most once per validation', () => {
    const pages = Array.from({ length: 20_000 }, (_, i) => `"guides/page-${i}"`).join(', ');
    const config = `{ "theme": "mint", "name": "Big", "colors": { "primary": "#123456" }, "navigation": { "pages": ["index", ${pages}] } }`;
    const links = Array.from({ length: 900 }, (_, i) => `[link ${i}](/nowhere/page-${i})`).join('\n\n');
    const workspace = new CountingWorkspace({
      '/s/docs.json': config,
      '/s/index.mdx': '---\ntitle: Home\ndescription: Home.\n---\n',
      '/s/page.mdx': `---\ntitle: Links\ndescription: Many links.\n---\n\n${links}\n`,
    });
    const service = createLanguageService(workspace);
    const document = TextDocument.create('file:///s/page.mdx', 'mdx', 1, workspace.readFile('/s/page.mdx')!);
    workspace.reads.clear();
    const broken = service.validate(document, defaultSettings).filter((d) => d.code === 'broken-link');
    assert.equal(broken.length, 499, 'the per-file cap of diagnostics, less the notice of what it left out');
    assert.ok((workspace.reads.get('/s/docs.json') ?? 0) <= 1, `docs.json read ${workspace.reads.get('/s/docs.json')} times`);
    // A second validation of an unchanged site reads docs.json once (to see it has not changed) and
    // rebuilds nothing.
    workspace.reads.clear();
    service.validate(TextDocument.create('file:///s/page.mdx', 'mdx', 2, document.getText() + '\n'), defaultSettings);
    assert.equal(workspace.reads.get('/s/docs.json'), 1);
  });
});
