import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { makeSite } from './helpers';

/** The text a range covers, counted the way VS Code counts: UTF-16 code units per line. */
function textAt(text: string, range: { start: { line: number; character: number }; end: { line: number; character: number } }): string {
  const lines = text.split(/\r\n|\n/);
  if (range.start.line !== range.end.line) throw new Error('multi-line range');
  return lines[range.start.line].slice(range.start.character, range.end.character);
}

describe('positions are right with CRLF, a BOM, tabs and astral characters', () => {
  const variants: [string, (s: string) => string][] = [
    ['LF', (s) => s],
    ['CRLF', (s) => s.replace(/\n/g, '\r\n')],
    ['BOM + CRLF', (s) => '\ufeff' + s.replace(/\n/g, '\r\n')],
    ['tabs', (s) => s.replace(/ {2}/g, '\t')],
  ];
  const base = '{\n  "name": "Docs 😀👩‍💻 𝔘",\n  "navigation": [{ "group": "🇫🇷 Groupe", "pages": ["introduction", "nope-🙂"] }],\n  "favicon": 12\n}';

  for (const [label, transform] of variants) {
    it(label, () => {
      const text = transform(base);
      const { service, document } = makeSite(text);
      const diagnostics = service.validate(document);
      assert.deepEqual(
        diagnostics.map((d) => [d.code, textAt(text, d.range)]),
        [
          ['wrong-type', '12'],
          ['missing-page', '"nope-🙂"'],
        ],
      );
      // The service's positions agree with the LSP document model's UTF-16 offsets.
      const doc = TextDocument.create('file:///x', 'json', 1, text);
      const page = diagnostics[1];
      assert.equal(doc.getText(page.range), '"nope-🙂"');
    });
  }
});
