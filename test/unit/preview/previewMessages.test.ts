import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readHostEnvelope, readHostMessage, readWebviewMessage } from '../../../preview/src/previewMessages';
import { cssUrl } from '../../../webview/src/cssUrl';

const chrome = { name: 'n', topbar: '', sidebar: '', pager: '', footer: '', theme: { primary: '#fff' }, modeToggle: { default: 'dark' }, versions: ['v1'] };

describe('preview webview: the host messages it accepts', () => {
  it('accepts each message the host sends', () => {
    for (const m of [
      { type: 'page', html: '<p>x</p>', title: 't' },
      { type: 'page', html: '<h2 id="a">A</h2>', title: 't', toc: '<nav><a href="#a">A</a></nav>' },
      { type: 'page', error: { message: 'bad', line: 3 }, title: 't' },
      { type: 'chrome', chrome },
      { type: 'scroll', line: 4 },
      { type: 'settings', settings: { scrollEditorWithPreview: true, scrollPreviewWithEditor: false } },
      { type: 'resource', resource: 'file:///site/a.mdx', locked: true },
    ]) {
      assert.equal(readHostMessage(m), m, JSON.stringify(m));
    }
  });

  it('rejects anything of another shape', () => {
    for (const m of [
      null,
      'page',
      [],
      { type: 'eval', code: 'x' },
      { type: 'page', html: 1 },
      { type: 'page', html: 'x', toc: ['<a>'] },
      { type: 'chrome', chrome: { ...chrome, pager: undefined } },
      { type: 'page', error: { message: 'x', line: 'y' } },
      { type: 'chrome', chrome: { ...chrome, topbar: 1 } },
      { type: 'chrome', chrome: { ...chrome, theme: { backgroundImage: {} } } },
      { type: 'chrome', chrome: { ...chrome, modeToggle: { default: 'sepia' } } },
      { type: 'chrome', chrome: { ...chrome, versions: [1] } },
      { type: 'scroll', line: Number.NaN },
      { type: 'scroll', line: -1 },
      { type: 'settings', settings: { scrollEditorWithPreview: 'yes', scrollPreviewWithEditor: true } },
      { type: 'resource', resource: 'https://attacker.test/x.mdx', locked: false },
      { type: 'resource', resource: 'file:///a.mdx' },
    ]) {
      assert.equal(readHostMessage(m), undefined, JSON.stringify(m));
    }
  });
});

describe('preview panel: the webview messages it acts on', () => {
  it('accepts each message the webview sends, ready included', () => {
    for (const m of [
      { type: 'ready', state: { resource: 'file:///site/a.mdx', locked: false, line: 3 } },
      { type: 'state', state: { mode: 'dark' } },
      { type: 'reveal', line: 12 },
      { type: 'version', version: 'v2' },
      { type: 'link', href: '/quickstart', page: 'quickstart' },
      { type: 'link', href: 'https://example.com' },
      { type: 'action', action: 'raise-issue' },
    ]) {
      assert.equal(readWebviewMessage(m), m, JSON.stringify(m));
    }
  });

  it('rejects anything of another shape', () => {
    for (const m of [null, [], 'ready', { type: 'ready' }, { type: 'state', state: 'x' }, { type: 'reveal', line: Number.POSITIVE_INFINITY }, { type: 'version' }, { type: 'link', href: 1 }, { type: 'link', href: '/a', page: 2 }, { type: 'action' }, { type: 'page', html: '' }]) {
      assert.equal(readWebviewMessage(m), undefined, JSON.stringify(m));
    }
  });
});

describe('preview webview: background image URL', () => {
  it('a malformed % does not throw and stays as written', () => {
    assert.equal(cssUrl('https://cdn.test/bg%.png'), 'url("https://cdn.test/bg%.png")');
  });
  it('only https, quotes and backslashes escaped', () => {
    assert.equal(cssUrl('javascript:alert(1)'), undefined);
    assert.equal(cssUrl('http://cdn.test/a.png'), undefined);
    assert.equal(cssUrl('not a url'), undefined);
    assert.equal(cssUrl(undefined), undefined);
    assert.equal(cssUrl('https://cdn.test/a b"c).png'), 'url("https://cdn.test/a%20b%22c).png")');
  });

  it('takes a message only in an envelope with the panel\'s channel secret', () => {
    const message = { type: 'page', html: '<p>x</p>', title: 't' };
    const channel = 'S3cretChannel0123456789';
    assert.equal(readHostEnvelope({ channel, message }, channel), message);
    for (const data of [
      message,
      { message },
      { channel: 'guess', message },
      { channel: '', message },
      { channel: [channel], message },
      { channel, message: { type: 'eval' } },
    ]) {
      assert.equal(readHostEnvelope(data, channel), undefined, JSON.stringify(data));
    }
    // A script that started without a secret accepts nothing, an empty one included.
    assert.equal(readHostEnvelope({ channel: '', message }, ''), undefined);
  });
});
