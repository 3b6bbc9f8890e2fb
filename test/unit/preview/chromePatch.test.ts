/**
 * The chrome's edits (chromePatch.ts): what the render thread sends for a changed chrome instead of
 * the whole of it, and what the host and the webview apply.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyAreaEdit, applyChromeEdits, areaEdit, joinSidebar, sameFrame, sameSidebar, sidebarEdit, type SidebarParts } from '../../../preview/src/chromePatch';
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
    const inBlock = { type: 'chromeEdits', edits: { sidebar: { at: 3, remove: 1, insert: 'x', block: { index: 1, of: 2, start: 2, length: 9 } } } };
    assert.deepEqual(readHostMessage(inBlock), inBlock);
    for (const edits of [
      { body: { whole: '' } },
      { sidebar: { at: -1, remove: 0, insert: '' } },
      { sidebar: { at: 1.5, remove: 0, insert: '' } },
      { sidebar: { at: 0, remove: 0 } },
      { sidebar: { whole: '', at: 0 } },
      { sidebar: 'text' },
      { sidebar: { at: 0, remove: 0, insert: '', block: { index: 2, of: 2, start: 0, length: 1 } } },
      { sidebar: { at: 0, remove: 0, insert: '', block: { index: 0, of: 1, start: -1, length: 1 } } },
      { sidebar: { at: 0, remove: 0, insert: '', block: { index: 0, of: 1, start: 0 } } },
      [],
    ]) {
      assert.equal(readHostMessage({ type: 'chromeEdits', edits }), undefined, JSON.stringify(edits));
    }
  });
});

describe('the sidebar edit, block by block', () => {
  const parts = (...blocks: string[]): SidebarParts => ({ open: '<nav class="ds-anchors"></nav><nav class="ds-nav">', blocks, close: '</nav>' });
  const group = (name: string, pages: string[]) => `<div class="ds-navgroup"><div class="ds-navgroup-title">${name}</div><ul>${pages.map((p) => `<li><a>${p}</a></li>`).join('')}</ul></div>`;
  const before = parts(group('One', ['Page 1', 'Page 2']), group('Two', ['Page 3', 'Page 4']), group('Three', ['Page 5']));

  it('a title changed in one block: the edit of its middle, and where that block lies in the new sidebar', () => {
    const after = parts(before.blocks[0], group('Two', ['Page 3', 'Page four']), before.blocks[2]);
    const edit = sidebarEdit(before, after);
    assert.ok(!('whole' in edit) && edit.block);
    assert.equal(applyAreaEdit(joinSidebar(before), edit), joinSidebar(after));
    assert.ok(edit.insert.length < 10, JSON.stringify(edit));
    assert.deepEqual({ index: edit.block.index, of: edit.block.of }, { index: 1, of: 3 });
    assert.equal(joinSidebar(after).slice(edit.block.start, edit.block.start + edit.block.length), after.blocks[1]);
  });

  it('two blocks changed, one added, or the anchors above changed: an edit of the middle with no block to redraw alone', () => {
    const changes = [
      parts(group('One', ['Page one', 'Page 2']), group('Two', ['Page 3', 'Page four']), before.blocks[2]),
      parts(...before.blocks, group('Four', ['Page 6'])),
      { ...before, open: '<nav class="ds-anchors"><a>API</a></nav><nav class="ds-nav">' },
    ];
    for (const after of changes) {
      const edit = sidebarEdit(before, after);
      assert.ok(!('whole' in edit) && edit.block === undefined, JSON.stringify(edit));
      assert.equal(applyAreaEdit(joinSidebar(before), edit), joinSidebar(after));
    }
  });

  it('sidebars compare part by part', () => {
    assert.ok(sameSidebar(before, parts(...before.blocks)));
    assert.ok(!sameSidebar(before, parts(before.blocks[0], before.blocks[1])));
    assert.ok(!sameSidebar(before, parts(before.blocks[0], before.blocks[1], group('Three', ['Page five']))));
  });
});
