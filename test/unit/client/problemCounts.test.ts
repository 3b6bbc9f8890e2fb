import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countSiteProblems, describeCounts } from '../../../client/src/problemCounts';

const ERROR = 0, WARNING = 1, INFO = 2, HINT = 3;
const d = (severity: number, source = 'docsite') => ({ severity, source });

describe('the status bar summary of the site problems', () => {
  it('counts Docsite errors, warnings and infos of files inside a docs root, and the files that have them', () => {
    const counts = countSiteProblems(
      [
        ['file:///ws/docs/docs.json', [d(ERROR), d(WARNING), d(HINT)]],
        ['file:///ws/docs/guides/a.mdx', [d(WARNING), d(INFO), d(ERROR, 'eslint')]],
        ['file:///ws/docs/clean.mdx', [d(HINT)]],
        ['file:///ws/other/b.mdx', [d(ERROR)]],
        ['file:///ws/docs-old/c.mdx', [d(ERROR)]],
      ],
      ['file:///ws/docs'],
    );
    assert.deepEqual(counts, { errors: 1, warnings: 2, infos: 1, files: 2 });
  });

  it('adds up several sites', () => {
    const counts = countSiteProblems([['file:///a/x.mdx', [d(ERROR)]], ['file:///b/y.mdx', [d(ERROR), d(ERROR)]]], ['file:///a', 'file:///b']);
    assert.deepEqual(counts, { errors: 3, warnings: 0, infos: 0, files: 2 });
  });

  it('says what it counted in words', () => {
    assert.equal(describeCounts({ errors: 0, warnings: 0, infos: 0, files: 0 }), 'no problems');
    assert.equal(describeCounts({ errors: 1, warnings: 0, infos: 0, files: 1 }), '1 error in 1 file');
    assert.equal(describeCounts({ errors: 3, warnings: 1, infos: 2, files: 4 }), '3 errors, 1 warning and 2 infos in 4 files');
  });
});
