/** Issue 12, item 5: one line/offset helper for texts that are not open documents. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { lineOf, lineStart, positionOf } from '../../../common/src';

const TEXTS = ['', 'one line', '\nstarts with a line end', 'a\nb\n\nd\n', '---\ntitle: x\n---\n\n# Heading\n'];

describe('text positions', () => {
  it('agree with an open document’s positionAt at every offset, the ends included', () => {
    for (const text of TEXTS) {
      const doc = TextDocument.create('file:///x.mdx', 'mdx', 1, text);
      for (let offset = 0; offset <= text.length; offset++) {
        assert.deepEqual(positionOf(text, offset), doc.positionAt(offset), `${JSON.stringify(text)} at ${offset}`);
        assert.equal(lineOf(text, offset), doc.positionAt(offset).line);
      }
    }
  });

  it('lineStart is the offset of a line’s first character, and the text’s length past the last line', () => {
    const text = 'a\nbc\n\nd';
    assert.deepEqual([0, 1, 2, 3, 4].map((line) => lineStart(text, line)), [0, 2, 5, 6, text.length]);
    for (let line = 0; line < 4; line++) assert.equal(lineStart(text, line), TextDocument.create('file:///x', 'x', 1, text).offsetAt({ line, character: 0 }));
  });
});
