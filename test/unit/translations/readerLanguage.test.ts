/**
 * Links inside translated pages point within their language first (issue 24). The build does not
 * rewrite links by language (@mintlify/common's remarkResolveRelativeLinks resolves against the
 * page's folder only), so the editor ranks: link completion and a broken link's replacements offer
 * the reader's language first, and `cross-language-link`'s quick fix links to the page in it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver-types';
import { createLanguageService } from '../../../service/src/languageService';
import { defaultSettings } from '../../../site/src/settings';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const config = JSON.stringify({
  name: 'T',
  theme: 'mint',
  colors: { primary: '#000000' },
  navigation: {
    languages: [
      { language: 'en', groups: [{ group: 'Start', pages: ['en/intro', 'en/guide', 'en/setup'] }] },
      { language: 'fr', groups: [{ group: 'Début', pages: ['fr/intro', 'fr/guide', 'fr/setup'] }] },
    ],
  },
});

function site(frIntro: string) {
  const ws = new InMemoryWorkspace({ '/s/docs.json': config });
  for (const f of ['en/intro', 'en/guide', 'en/setup', 'fr/setup', 'notes']) ws.set(`/s/${f}.mdx`, '---\ntitle: x\ndescription: d\n---\n');
  ws.set('/s/fr/guide.mdx', '---\ntitle: Guide\ndescription: d\n---\n\n## Installer\n');
  ws.set('/s/fr/intro.mdx', frIntro);
  const service = createLanguageService(ws, (where, e) => {
    throw new Error(`${where}: ${String(e)}`);
  });
  return { service, doc: TextDocument.create('file:///s/fr/intro.mdx', 'mdx', 1, frIntro) };
}

const FM = '---\ntitle: Intro\ndescription: d\n---\n\n';

describe("the reader's language first", () => {
  it('link completion in a translated page offers its language first, then pages of no language, then the others (marked)', () => {
    const text = FM + '[x](/';
    const { service, doc } = site(text);
    const items = service.complete(doc, doc.positionAt(text.length), defaultSettings).items;
    const sorted = [...items].sort((a, b) => (a.sortText ?? a.label).localeCompare(b.sortText ?? b.label));
    assert.deepEqual(
      sorted.map((i) => [i.label, i.detail ?? '']),
      [
        ['/fr/guide', ''],
        ['/fr/setup', ''],
        ['/notes', ''],
        ['/en/guide', 'not a page of fr'],
        ['/en/intro', 'not a page of fr'],
        ['/en/setup', 'not a page of fr'],
      ],
    );
  });

  it("cross-language-link's quick fix links to the page in this page's language, keeping the anchor it has", () => {
    const text = FM + '[a](/en/guide#installer) [b](../en/guide#nowhere)\n';
    const { service, doc } = site(text);
    const found = service.validate(doc, defaultSettings).filter((d) => d.code === 'cross-language-link');
    // The rule's own fix (the rule-wide "Fix all" and "Turn off" are pinned in ruleWideActions.test.ts).
    const own = (d: Diagnostic) => service.codeActions(doc, d.range, [d], defaultSettings).filter((a) => !/^(Fix all|Turn off) /.test(a.title));
    const fixes = found.map((d: Diagnostic) => own(d).map((a) => [a.title, a.edit?.changes?.[doc.uri]?.[0].newText]));
    assert.deepEqual(fixes, [
      [['Link to `fr/guide` (this page\'s language)', '/fr/guide#installer']],
      [['Link to `fr/guide` (this page\'s language)', 'guide']],
    ]);
  });

  it("a broken link's replacements put the reader's language first among the closest pages", () => {
    const text = FM + '[a](/setup)\n';
    const { service, doc } = site(text);
    const [broken] = service.validate(doc, defaultSettings).filter((d) => d.code === 'broken-link');
    assert.deepEqual(
      service.codeActions(doc, broken.range, [broken], defaultSettings).map((a) => a.title),
      ['Replace with `/fr/setup`', 'Replace with `/en/setup`'],
    );
  });
});
