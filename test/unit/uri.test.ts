/** Issue 12, item 5: one rule between file URIs and service paths, for the server and the preview alike. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pathToUri, uriToPath } from '../../common/src';

describe('uri ↔ path', () => {
  it('round-trips paths with characters a URI escapes', () => {
    for (const path of ['/site/docs.json', '/my site/guides/a b.mdx', '/site/50%/#1.mdx', '/site/é/ü.md']) {
      assert.equal(uriToPath(pathToUri(path)), path);
    }
    assert.equal(pathToUri('/my site/#1.mdx'), 'file:///my%20site/%231.mdx');
  });

  it('reads a URI however its client encoded it, and only file URIs', () => {
    assert.equal(uriToPath('file:///my%20site/a.mdx'), '/my site/a.mdx');
    assert.equal(uriToPath('file:///my site/a.mdx'), '/my site/a.mdx');
    assert.equal(uriToPath('untitled:Untitled-1'), undefined);
    assert.equal(uriToPath('vscode-notebook-cell:/site/a.mdx'), undefined);
  });
});
