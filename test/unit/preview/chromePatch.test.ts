/**
 * The chrome's edits (chromePatch.ts): what the render thread sends for a changed chrome instead of
 * the whole of it, and what the host and the webview apply.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyAreaEdit, applyChromeEdits, areaEdit, sameFrame } from '../../../preview/src/chromePatch';
import { readHostMessage } from '../../../preview/src/previewMessages';
import type { ChromeModel } from '../../../preview/src/chrome';

const chrome: ChromeModel = { name: 'S', topbar: '<nav></nav>', sidebar: '<ul><li>Page 1</li><li>Page 2</li></ul>', pager: '', footer: '<footer></footer>', theme: {}, modeToggle: {}, versions: [] } as unknown as ChromeModel;

describe('the chrome edits', () => {
  it('an area edit keeps the common start and end and applies back to the new text', () => {
    const cases: [string, string][] = [
      ['<li>Page 1</li>', '<li>Page one</li>'],
      ['abc', 'abc'],
      ['', 'new'],
      ['old', ''],
      ['aaaa', 'aaaaaa'],
      ['xaaay', 'xay'],
    ];
    for (const [before, after] of cases) {
      const edit = areaEdit(before, after);
      assert.equal(applyAreaEdit(before, edit), after, `${before} → ${after}`);
      assert.ok(!('whole' in edit) && edit.insert.length <= after.length);
    }
    assert.deepEqual(areaEdit('<li>Page 1</li>', '<li>Page one</li>'), { at: 9, remove: 1, insert: 'one' });
  });

  it('random texts round-trip', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const text = () => Array.from({ length: Math.floor(random() * 12) }, () => 'ab<'[Math.floor(random() * 3)]).join('');
    for (let i = 0; i < 500; i++) {
      const [before, after] = [text(), text()];
      assert.equal(applyAreaEdit(before, areaEdit(before, after)), after, `${before} → ${after}`);
    }
  });

  it('an edit that does not fit the text it is applied to gives nothing, so the whole chrome is asked for', () => {
    assert.equal(applyAreaEdit('short', { at: 3, remove: 5, insert: 'x' }), undefined);
    assert.equal(applyChromeEdits(chrome, { sidebar: { at: 1_000, remove: 0, insert: 'x' } }), undefined);
    const next = applyChromeEdits(chrome, { sidebar: areaEdit(chrome.sidebar, '<ul><li>Page 1</li></ul>'), footer: { whole: '' } });
    assert.deepEqual(next, { ...chrome, sidebar: '<ul><li>Page 1</li></ul>', footer: '' });
  });

  it('edits are made only between chromes of the same frame (theme, versions, mode toggle)', () => {
    assert.ok(sameFrame(chrome, { ...chrome, sidebar: '' }));
    assert.ok(!sameFrame(chrome, { ...chrome, versions: ['v2'] }));
  });

  it('the webview takes only well-formed edits of known areas', () => {
    const ok = { type: 'chromeEdits', edits: { sidebar: { at: 3, remove: 1, insert: 'x' }, footer: { whole: '<p></p>' } } };
    assert.deepEqual(readHostMessage(ok), ok);
    for (const edits of [
      { body: { whole: '' } },
      { sidebar: { at: -1, remove: 0, insert: '' } },
      { sidebar: { at: 1.5, remove: 0, insert: '' } },
      { sidebar: { at: 0, remove: 0 } },
      { sidebar: { whole: '', at: 0 } },
      { sidebar: 'text' },
      [],
    ]) {
      assert.equal(readHostMessage({ type: 'chromeEdits', edits }), undefined, JSON.stringify(edits));
    }
  });
});
