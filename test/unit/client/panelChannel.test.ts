/**
 * The panel's side of the preview protocol (client/src/preview/panelChannel.ts): every webview
 * message reaches its handler, `ready` included, which sends the webview the latest state again
 * (a message posted before its script listened is otherwise lost); nothing else is obeyed.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PanelChannel, type WebviewHandlers } from '../../../client/src/preview/panelChannel';
import { readHostEnvelope, type HostEnvelope, type HostMessage, type WebviewMessage } from '../../../preview/src/previewMessages';

const chrome = { name: 'Site', topbar: '<nav></nav>', sidebar: '<ul></ul>', pager: '', footer: '', theme: {}, modeToggle: {}, versions: [] };

function channel() {
  const sent: HostEnvelope[] = [];
  const handled: WebviewMessage[] = [];
  const record = (m: WebviewMessage) => void handled.push(m);
  const handlers: WebviewHandlers = { ready: record, state: record, resync: record, reveal: record, version: record, link: record, action: record };
  const c = new PanelChannel((e) => sent.push(e), handlers);
  /** What the webview takes from what was sent (its own check, with the secret it was given). */
  const received = () => sent.map((e) => readHostEnvelope(e, c.secret)).filter((m): m is HostMessage => m !== undefined);
  return { c, sent, handled, received };
}

describe('the preview panel channel', () => {
  it('hands each webview message to the handler of its type', () => {
    const { c, handled } = channel();
    const messages: WebviewMessage[] = [
      { type: 'ready', state: { line: 3 } },
      { type: 'state', state: { mode: 'dark' } },
      { type: 'reveal', line: 12 },
      { type: 'version', version: 'v2' },
      { type: 'link', href: '/quickstart', page: 'quickstart' },
      { type: 'action', action: 'suggest-edit' },
    ];
    for (const m of messages) c.receive(m);
    assert.deepEqual(handled, messages);
  });

  it('obeys no message of another shape', () => {
    const { c, handled, sent } = channel();
    for (const m of [null, 'ready', { type: 'ready' }, { type: 'reveal', line: -1 }, { type: 'link' }, { type: 'eval', code: '1' }, { type: 'version', version: 2 }]) c.receive(m);
    assert.deepEqual(handled, []);
    assert.deepEqual(sent, []);
  });

  it('on ready, sends the latest page, chrome, settings and lock again; a scroll is not replayed', () => {
    const { c, received } = channel();
    c.documentBuilt();
    c.post({ type: 'page', html: '<p>old</p>', title: 'Old' });
    c.post({ type: 'chrome', chrome });
    c.post({ type: 'page', html: '<p>new</p>', title: 'New' });
    c.post({ type: 'settings', settings: { scrollEditorWithPreview: false, scrollPreviewWithEditor: true } });
    c.post({ type: 'resource', resource: 'file:///site/a.mdx', locked: true });
    c.post({ type: 'scroll', line: 40 });
    const before = received().length;
    c.receive({ type: 'ready', state: {} });
    const again = received().slice(before);
    assert.deepEqual(
      again.map((m) => m.type).sort(),
      ['chrome', 'page', 'resource', 'settings'],
    );
    assert.deepEqual(again.find((m) => m.type === 'page'), { type: 'page', html: '<p>new</p>', title: 'New' });
    assert.deepEqual(again.find((m) => m.type === 'chrome'), { type: 'chrome', chrome });
  });

  it('a new document holds the state itself: what was posted to the old one is not sent again', () => {
    const { c, received } = channel();
    c.post({ type: 'page', html: '<p>of the old page</p>', title: 'Old' });
    c.documentBuilt();
    c.receive({ type: 'ready', state: {} });
    assert.equal(received().length, 1);
    c.post({ type: 'chrome', chrome });
    c.receive({ type: 'ready', state: {} });
    assert.deepEqual(received().slice(2), [{ type: 'chrome', chrome }]);
  });

  it('every message goes out in the envelope with the panel secret', () => {
    const { c, sent } = channel();
    c.post({ type: 'scroll', line: 1 });
    assert.match(c.secret, /^[A-Za-z0-9]{16,}$/);
    assert.deepEqual(sent, [{ channel: c.secret, message: { type: 'scroll', line: 1 } }]);
  });
  it('edits of the chrome are not replayed: a reloaded script gets the whole chrome they led to', () => {
    const { c, sent, received } = channel();
    c.post({ type: 'chrome', chrome });
    const edited = { ...chrome, sidebar: '<ul><li>New</li></ul>' };
    c.post({ type: 'chromeEdits', edits: { sidebar: { at: 4, remove: 0, insert: '<li>New</li>' } } }, { type: 'chrome', chrome: edited });
    sent.length = 0;
    c.receive({ type: 'ready', state: {} });
    assert.deepEqual(received(), [{ type: 'chrome', chrome: edited }]);
  });
});
