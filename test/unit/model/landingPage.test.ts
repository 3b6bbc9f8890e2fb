/** The page "Preview the Site" opens: what a reader lands on at the site's root (site/src/model/landingPage.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLanguageService } from '../../../service/src/languageService';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const page = (title: string) => `---\ntitle: ${title}\n---\n`;
const today = (navigation: unknown) => JSON.stringify({ theme: 'mint', name: 'S', colors: { primary: '#112233' }, navigation });

function landing(files: Record<string, string>): string | undefined {
  return createLanguageService(new InMemoryWorkspace(files)).landingPage('/s/docs.json');
}

describe('the landing page of a site', () => {
  const pages = { '/s/introduction.mdx': page('Intro'), '/s/guides/start.mdx': page('Start'), '/s/a-first-by-path.mdx': page('A') };

  it('is the first page of the navigation, not a page named like a home page', () => {
    const nav = { tabs: [{ tab: 'Guides', groups: [{ group: 'G', pages: ['guides/start', 'introduction'] }] }] };
    assert.equal(landing({ '/s/docs.json': today(nav), ...pages }), '/s/guides/start.mdx');
  });

  it('opens the default version first, and skips hidden divisions, as the preview\'s links do', () => {
    const nav = { versions: [{ version: 'v1', groups: [{ group: 'Old', pages: ['introduction'] }] }, { version: 'v2', default: true, tabs: [{ tab: 'Internal', hidden: true, groups: [{ group: 'I', pages: ['a-first-by-path'] }] }, { tab: 'Guides', groups: [{ group: 'G', pages: ['guides/start'] }] }] }] };
    assert.equal(landing({ '/s/docs.json': today(nav), ...pages }), '/s/guides/start.mdx');
  });

  it('skips operations and pages that do not exist yet', () => {
    const nav = { groups: [{ group: 'G', openapi: 'api.yaml', pages: ['GET /users', 'not-written', 'introduction'] }] };
    assert.equal(landing({ '/s/docs.json': today(nav), ...pages }), '/s/introduction.mdx');
  });

  it('reads the spec\'s layout the same way', () => {
    const legacy = JSON.stringify({ name: 'S', navigation: [{ group: 'G', pages: ['guides/start'] }] });
    assert.equal(landing({ '/s/docs.json': legacy, ...pages }), '/s/guides/start.mdx');
  });

  it('is the root index page when there is one', () => {
    const nav = { groups: [{ group: 'G', pages: ['guides/start'] }] };
    assert.equal(landing({ '/s/docs.json': today(nav), '/s/index.mdx': page('Home'), ...pages }), '/s/index.mdx');
  });

  it('falls back to the first page by path while the navigation lists none, and is absent without pages', () => {
    assert.equal(landing({ '/s/docs.json': today({ groups: [] }), ...pages }), '/s/a-first-by-path.mdx');
    const beside = { '/s/README.md': '# Repo', '/s/snippets/a-snippet.mdx': 'Hi', '/s/zz-page.mdx': page('Z') };
    assert.equal(landing({ '/s/docs.json': today({ groups: [] }), ...beside }), '/s/zz-page.mdx', 'not the README or a snippet, which sort first');
    assert.equal(landing({ '/s/docs.json': today({ groups: [] }) }), undefined);
  });
});
