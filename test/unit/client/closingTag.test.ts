import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closingTagFor } from '../../../client/src/closingTag';

describe('auto-closing tags in MDX pages', () => {
  it('closes the opening tag of a component just typed', () => {
    assert.equal(closingTagFor('<Note>', ''), 'Note');
    assert.equal(closingTagFor('Text <Card title="A" href="/b">', ''), 'Card');
    assert.equal(closingTagFor('<Tree.Folder name="src">', ''), 'Tree.Folder');
  });

  it('adds nothing for a self-closing tag, a closing tag already there, HTML, text or an arrow in prose', () => {
    assert.equal(closingTagFor('<Card title="A" />', ''), undefined);
    assert.equal(closingTagFor('<Note>', '</Note>'), undefined);
    assert.equal(closingTagFor('<div>', ''), undefined);
    assert.equal(closingTagFor('a -> b', ''), undefined);
    assert.equal(closingTagFor('</Note>', ''), undefined);
    assert.equal(closingTagFor('<Note a={x => y}>', ''), undefined);
  });
});
