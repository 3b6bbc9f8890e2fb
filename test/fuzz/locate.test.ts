import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getLocation } from 'jsonc-parser';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { locate } from '../../service/src/config/completion';
import { parseConfigDocument } from '../../service/src/config/configDocument';

// In the fuzz tier, not the unit tier: the whole-text scan it compares with at every third offset
// is quadratic, over a minute of CPU for the four texts.

/** The location as getLocation reports it, in a comparable form. */
function shape(l: Pick<ReturnType<typeof getLocation>, 'path' | 'previousNode' | 'isAtPropertyKey'>): string {
  const p = l.previousNode;
  return JSON.stringify([l.path, l.isAtPropertyKey, p && [p.offset, p.length, p.type, p.value, p.colonOffset]]);
}

describe('docs.json completion location from the innermost container', () => {
  const groups = Array.from({ length: 200 }, (_, g) => ({ group: `Group ${g}`, pages: Array.from({ length: 12 }, (_, p) => `g${g}/page-${p}`) }));
  const whole = JSON.stringify({ name: 'Big', colors: { primary: '#000000' }, navigation: [{ tab: 'T', groups }] }, null, 2);
  const variants = {
    whole,
    'cut short': whole.slice(0, Math.floor(whole.length * 0.6)),
    'a bracket missing': whole.replace(/"\]/, '"'),
    'a string left open': whole.replace('"g50/page-3"', '"g50/pa'),
  };
  for (const [name, text] of Object.entries(variants)) {
    it(`agrees with scanning the whole text (${name})`, () => {
      assert.ok(text.length > 32 * 1024, 'big enough to take the shortcut');
      const config = parseConfigDocument(TextDocument.create('file:///s/docs.json', 'json', 1, text), '/s/docs.json');
      for (let offset = 0; offset <= text.length; offset += 3) {
        assert.equal(shape(locate(config, text, offset)), shape(getLocation(text, offset)), `at offset ${offset}`);
      }
    });
  }
});
