import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SLOW_MS, displayPath, noSitesLine, passLine, siteFoundLine, validationLine } from '../../../server/src/activityLog';

describe('the server activity lines of the Docsite output channel', () => {
  it('names a site found with its folder, its configuration file and its layout', () => {
    const site = { name: 'Acme', docsRootUri: 'file:///ws/docs', configUri: 'file:///ws/docs/docs.json', layout: 'today' as const };
    assert.equal(siteFoundLine(site, ['/ws']), 'site found: "Acme" in docs (docs.json, today\'s layout)');
    const legacy = { name: 'Old', docsRootUri: 'file:///ws', configUri: 'file:///ws/mint.json', layout: 'legacy' as const };
    assert.equal(siteFoundLine(legacy, ['/ws']), 'site found: "Old" in . (mint.json, the spec\'s older layout)');
    assert.equal(noSitesLine(['/ws']), 'no docs.json or mint.json found in /ws');
  });

  it('always reports a whole-site check with its page count and time', () => {
    assert.equal(passLine({ whole: true, pages: 12, otherFiles: 2, ms: 34.6, cancelled: false }), 'checked 12 pages and 2 other files in 35 ms (whole-site check)');
    assert.equal(passLine({ whole: true, pages: 1, otherFiles: 0, ms: 3, cancelled: false }), 'checked 1 page in 3 ms (whole-site check)');
    assert.equal(passLine({ whole: true, pages: 40, otherFiles: 1, ms: 900, cancelled: true }), 'whole-site check cancelled after 40 pages and 1 other file (900 ms)');
  });

  it('reports a re-check after an edit only when it was slow', () => {
    assert.equal(passLine({ whole: false, pages: 3, otherFiles: 0, ms: SLOW_MS, cancelled: false }), undefined);
    assert.equal(passLine({ whole: false, pages: 3, otherFiles: 0, ms: SLOW_MS + 1, cancelled: false }), `re-checked 3 pages in ${SLOW_MS + 1} ms after a change`);
  });

  it('names a validated file relative to its workspace folder', () => {
    assert.equal(validationLine('/ws/docs/guides/a.mdx', ['/ws', '/ws/docs'], 12.2, 1), 'validated guides/a.mdx in 12 ms: 1 problem');
    assert.equal(displayPath('/elsewhere/a.mdx', ['/ws']), '/elsewhere/a.mdx');
    assert.equal(displayPath('/ws2/a.mdx', ['/ws']), '/ws2/a.mdx');
  });
});
