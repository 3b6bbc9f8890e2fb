/**
 * PageFactsCache (llms/pages.ts), the agents' view's frontmatter facts per page: read again only
 * when a page's text changed, and bounded like every cache (it was unbounded: issue 39).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_PAGE_FACTS, PageFactsCache, agentPages } from '../../../service/src/llms/pages';
import { buildSiteModel } from '../../../site/src/model/build';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const page = (title: string) => `---\ntitle: ${title}\n---\n\nText.\n`;

describe('PageFactsCache', () => {
  it('reads a page again only when its text changed', () => {
    const facts = new PageFactsCache();
    assert.equal(facts.of('/site/a.mdx', page('A'), 'a').title, 'A');
    facts.of('/site/a.mdx', page('A'), 'a');
    assert.equal(facts.reads, 1);
    assert.equal(facts.of('/site/a.mdx', page('B'), 'a').title, 'B');
    assert.equal(facts.reads, 2);
  });

  it('keeps at most its count of pages, the least recently read going first', () => {
    const facts = new PageFactsCache(3);
    for (const name of ['a', 'b', 'c', 'd', 'e']) facts.of(`/site/${name}.mdx`, page(name), name);
    assert.equal(facts.size, 3);
    facts.of('/site/e.mdx', page('e'), 'e');
    assert.equal(facts.reads, 5, 'the newest is kept');
    facts.of('/site/a.mdx', page('a'), 'a');
    assert.equal(facts.reads, 6, 'the oldest was let go');
  });

  it('keeps at most its amount of page text', () => {
    const text = page('Twenty-something');
    const facts = new PageFactsCache(100, text.length * 2);
    for (const name of ['a', 'b', 'c', 'd']) facts.of(`/site/${name}.mdx`, text, name);
    assert.equal(facts.size, 2);
  });

  it('is bounded by default', () => {
    const facts = new PageFactsCache();
    for (let i = 0; i <= MAX_PAGE_FACTS; i++) facts.of(`/site/p${i}.mdx`, '', `p${i}`);
    assert.equal(facts.size, MAX_PAGE_FACTS);
  });

  it('serves agentPages: a second listing of an unchanged site reads no page again', () => {
    const workspace = new InMemoryWorkspace({
      '/site/docs.json': JSON.stringify({ navigation: { pages: ['a', 'b'] } }),
      '/site/a.mdx': page('A'),
      '/site/b.mdx': page('B'),
    });
    const model = buildSiteModel('/site/docs.json', workspace);
    const facts = new PageFactsCache();
    const first = agentPages(model, workspace, facts);
    assert.deepEqual(first.pages.map((p) => p.title), ['A', 'B']);
    agentPages(model, workspace, facts);
    assert.equal(facts.reads, 2);
  });
});
