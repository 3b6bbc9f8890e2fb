import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { parseConfigDocument } from '../../../server/src/service/config/configDocument';
import { navigationRenameEdits } from '../../../server/src/service/config/rename';

function apply(text: string, renames: { oldPath: string; newPath: string }[]): string {
  const document = TextDocument.create('file:///site/docs.json', 'json', 1, text);
  return TextDocument.applyEdits(document, navigationRenameEdits(parseConfigDocument(document, '/site/docs.json'), renames));
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
});
