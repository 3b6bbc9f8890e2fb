/**
 * Issue 39, item 1: one stream of the editor's open texts to every thread that checks or renders
 * (host/src/editorTexts.ts): a text is posted once per change to each thread, and a fresh thread
 * (after one was stopped at its budget) gets every open text again.
 */
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EditorTexts, type EditorTextMessage } from '../../../host/src/editorTexts';

describe('the stream of open texts', () => {
  const thread = () => {
    const got: EditorTextMessage[] = [];
    return { got, post: (m: EditorTextMessage) => got.push(m) };
  };

  it('posts each change to every thread once, and a close as a text of undefined', () => {
    const texts = new EditorTexts();
    const checks = thread();
    const renders = thread();
    texts.feed(checks);
    texts.feed(renders);
    texts.set('/site/a.mdx', 'one');
    texts.set('/site/a.mdx', 'one'); // unchanged: not posted again
    texts.set('/site/a.mdx', 'two');
    texts.set('/site/a.mdx', undefined);
    texts.set('/site/b.mdx', undefined); // never open: nothing to close
    const expected = [
      { type: 'text', path: '/site/a.mdx', text: 'one' },
      { type: 'text', path: '/site/a.mdx', text: 'two' },
      { type: 'text', path: '/site/a.mdx', text: undefined },
    ];
    assert.deepEqual(checks.got, expected);
    assert.deepEqual(renders.got, expected);
  });

  it('gives a fresh thread the texts open now, not the closed ones', () => {
    const texts = new EditorTexts();
    texts.set('/site/a.mdx', 'a');
    texts.set('/site/b.mdx', 'b');
    texts.set('/site/docs.json', '{}');
    texts.set('/site/b.mdx', undefined);
    const fresh = thread();
    texts.replay(fresh.post);
    assert.deepEqual(fresh.got, [
      { type: 'text', path: '/site/a.mdx', text: 'a' },
      { type: 'text', path: '/site/docs.json', text: '{}' },
    ]);
    assert.equal(texts.holds('/site/a.mdx'), true);
    assert.equal(texts.holds('/site/b.mdx'), false);
  });
});
