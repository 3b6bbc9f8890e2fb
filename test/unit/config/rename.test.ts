import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { navigationRenameEdits } from '../../../service/src/config/rename';
import { buildSiteModel } from '../../../site/src/model/build';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

function apply(text: string, renames: { oldPath: string; newPath: string }[]): string {
  const document = TextDocument.create('file:///site/docs.json', 'json', 1, text);
  const model = buildSiteModel('/site/docs.json', new InMemoryWorkspace(), text);
  const edits = navigationRenameEdits(model, renames, (path) => (path === '/site/docs.json' ? document : undefined));
  return TextDocument.applyEdits(document, edits.get('/site/docs.json') ?? []);
}

const text = '{ "name": "A", "navigation": [{ "group": "G", "pages": ["intro", "/guides/setup", { "group": "N", "pages": ["guides/deploy"] }] }] }';

describe('navigation follows renamed pages', () => {
  it('renames one page entry', () => {
    assert.equal(apply(text, [{ oldPath: '/site/intro.mdx', newPath: '/site/start/intro.mdx' }]), text.replace('"intro"', '"start/intro"'));
  });

  it('keeps a leading slash and reaches nested groups', () => {
    const out = apply(text, [{ oldPath: '/site/guides', newPath: '/site/how-to' }]);
    assert.equal(out, text.replace('"/guides/setup"', '"/how-to/setup"').replace('"guides/deploy"', '"how-to/deploy"'));
  });

  it('leaves unrelated entries and files outside the site alone', () => {
    assert.equal(apply(text, [{ oldPath: '/elsewhere/intro.mdx', newPath: '/elsewhere/x.mdx' }]), text);
    assert.equal(apply(text, [{ oldPath: '/site/logo.png', newPath: '/site/logo2.png' }]), text);
  });

  it("renames entries of today's layout, group roots and entries in a $ref'd file", () => {
    const modern = '{ "theme": "mint", "name": "A", "navigation": { "tabs": [{ "tab": "T", "groups": [{ "group": "G", "root": "guides/index", "pages": ["guides/setup", "GET /users"] }] }, { "$ref": "./more.json" }] } }';
    const more = '{ "tab": "More", "pages": ["guides/setup"] }';
    const workspace = new InMemoryWorkspace({ '/site/more.json': more });
    const model = buildSiteModel('/site/docs.json', workspace, modern);
    const docs = TextDocument.create('file:///site/docs.json', 'json', 1, modern);
    const part = TextDocument.create('file:///site/more.json', 'json', 1, more);
    const edits = navigationRenameEdits(model, [{ oldPath: '/site/guides', newPath: '/site/how-to' }], (p) => (p === '/site/docs.json' ? docs : p === '/site/more.json' ? part : undefined));
    assert.equal(TextDocument.applyEdits(docs, edits.get('/site/docs.json') ?? []), modern.replace('"guides/index"', '"how-to/index"').replace('"guides/setup"', '"how-to/setup"'));
    assert.equal(TextDocument.applyEdits(part, edits.get('/site/more.json') ?? []), more.replace('"guides/setup"', '"how-to/setup"'));
  });
});
