/** The preview renderer over real pages: nothing throws, and no script or handler reaches the HTML. */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { renderPage } from '../../../preview/src/render';
import { FsWorkspace } from '../../../host/src/fsWorkspace';

const assetUrl = (p: string): string => 'https://res.test' + p;

describe('preview renderer: the corpus', () => {
  it('renders the corpus pages without throwing, and never emits a script or handler', () => {
    const corpus = path.resolve('..', 'shared', 'corpus');
    const workspace = new FsWorkspace();
    let count = 0;
    for (const site of fs.readdirSync(corpus)) {
      const root = path.join(corpus, site);
      if (!fs.existsSync(path.join(root, 'docs.json'))) continue;
      for (const file of workspace.listFiles(root).filter((f) => /\.mdx?$/.test(f)).slice(0, 150)) {
        const r = renderPage(fs.readFileSync(file, 'utf8'), { pagePath: file, docsRoot: root, workspace, assetUrl });
        assert.doesNotMatch(r.html, /<script|<[^>]*\son[a-z]+=|(href|src)="\s*(javascript|data):/i, file);
        count++;
      }
    }
    assert.ok(count > 100, `rendered ${count} corpus pages`);
  });
});
