import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CompletionItem } from 'vscode-languageserver-types';
import { makeSite, withCursor } from './helpers';

// Issue #14, item 8: completion in `pages` put pages already listed first. VS Code's JSON support no
// longer proposes values of its own in docs.json (schemas/docs-json-editor.schema.json); ours must
// not offer a listed page either, and must sort before anything another provider adds.

function complete(textWithCursor: string): CompletionItem[] {
  const { text, position } = withCursor(textWithCursor);
  const { service, document } = makeSite(text);
  return service.complete(document, position).items;
}

const pagePaths = (items: CompletionItem[]) => items.filter((i) => !i.label.startsWith('{')).map((i) => i.label).sort();

/** Today's layout with two versions; `|` goes into one of the `pages` arrays. */
function versions(v1Pages: string, v2Pages: string): string {
  return `{
  "theme": "mint", "name": "Acme", "colors": { "primary": "#0D9373" },
  "navigation": { "versions": [
    { "version": "v1", "groups": [{ "group": "A", "pages": [${v1Pages}] }, { "group": "B", "pages": ["guides/setup"] }] },
    { "version": "v2", "groups": [{ "group": "A", "pages": [${v2Pages}] }] }
  ] }
}`;
}

describe('docs.json completion beside VS Code', () => {
  it('offers no page that the same version already lists, in any of its groups', () => {
    const items = complete(versions('"introduction", "|"', '"quickstart"'));
    assert.deepEqual(pagePaths(items), ['guides/deploy', 'quickstart']);
  });

  it('offers a page listed in another version: each version may list it once', () => {
    const items = complete(versions('"introduction"', '"quickstart", "|"'));
    assert.deepEqual(pagePaths(items), ['guides/deploy', 'guides/setup', 'introduction']);
  });

  it('offers a page no navigation lists before one listed in another version', () => {
    const items = complete(versions('"introduction"', '"quickstart", "|"'));
    const order = items.filter((i) => !i.label.startsWith('{')).sort((a, b) => (a.sortText! < b.sortText! ? -1 : 1)).map((i) => i.label);
    assert.deepEqual(order, ['guides/deploy', 'guides/setup', 'introduction']);
  });

  it('offers the page being replaced, though it is listed', () => {
    const items = complete(versions('"introduction", "intro|duction"', '"quickstart"'));
    assert.ok(pagePaths(items).includes('introduction'));
  });

  it('sorts every item before the labels other providers give (VS Code falls back to the label)', () => {
    const keys = complete('{\n  "name": "Acme",\n  "topbarLinks": [],\n  |\n}');
    const pages = complete(versions('"|"', ''));
    for (const item of [...keys, ...pages]) {
      // `"` starts a JSON string value's label, `$` VS Code's `$schema`: `!` sorts before both.
      assert.ok(item.sortText! < '"' && item.sortText! < '$', `${item.label}: ${item.sortText}`);
    }
    // Among themselves they keep their order: required keys first.
    const sorted = [...keys].sort((a, b) => (a.sortText! < b.sortText! ? -1 : 1));
    assert.equal(sorted[0].label, 'navigation');
  });
});
