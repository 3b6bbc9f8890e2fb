/**
 * Issue 21: headings that come from an imported snippet are on the page as the build renders it (it
 * inlines the snippet where `<Name />` stands), so a link to one is not broken. Found in the
 * hand-checked broken-anchor sample: novu links from a snippet to the heading that snippet puts on
 * the page importing it.
 */
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anchorFingerprint } from '../../../service/src/page/anchorCache';
import { parsePage } from '../../../mdx/src/parse';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createLanguageService, type DocsLanguageService } from '../../../service/src/languageService';
import { defaultSettings } from '../../../site/src/settings';
import { FM, check, ctx, siteWorkspace } from './helpers';

const PAGE = '---\ntitle: Hooks\ndescription: d\n---\n\n';
const SNIPPET = '### `useNotifications` props\n\nSee [the props](/setup/hooks#usenotifications-props).\n';

function site(extra: Record<string, string>) {
  return ctx(siteWorkspace({ '/site/snippets/props.mdx': SNIPPET, ...extra }));
}
const anchorFindings = (text: string, sources = ctx()) => check(text, sources).filter((d) => d.code === 'broken-anchor').map((d) => String(d.message));

describe('anchors from imported snippets', () => {
  it('a link to a heading that a page shows from a snippet is not broken', () => {
    const sources = site({ '/site/setup/hooks.mdx': PAGE + 'import Props from "/snippets/props.mdx"\n\n## Usage\n\n<Props />\n' });
    assert.deepEqual(anchorFindings(FM + '[a](/setup/hooks#usenotifications-props) [b](/setup/hooks#usage)\n', sources), []);
    assert.deepEqual(anchorFindings(FM + '[a](/setup/hooks#nope)\n', sources), ['No heading on `setup/hooks.mdx` has the anchor `#nope`.']);
  });

  it('a snippet imported but never shown adds nothing', () => {
    const sources = site({ '/site/setup/hooks.mdx': PAGE + 'import Props from "/snippets/props.mdx"\n\n## Usage\n' });
    assert.deepEqual(anchorFindings(FM + '[a](/setup/hooks#usenotifications-props)\n', sources), [
      'No heading on `setup/hooks.mdx` has the anchor `#usenotifications-props`.',
    ]);
  });

  it('the link written in the snippet itself, to the page that shows it (the novu case)', () => {
    const sources = { ...site({ '/site/setup/hooks.mdx': PAGE + 'import Props from "/snippets/props.mdx"\n\n<Props />\n' }), path: '/site/snippets/props.mdx' };
    assert.deepEqual(anchorFindings(SNIPPET, sources), []);
  });

  it('a page\'s own links see the headings of the snippets it shows, through nested snippets', () => {
    const sources = site({
      '/site/snippets/outer.mdx': 'import Props from "./props.mdx"\n\n## Outer\n\n<Props />\n',
    });
    const text = FM + 'import Outer from "/snippets/outer.mdx"\n\n<Outer />\n\n[a](#outer) [b](#usenotifications-props) [c](#nope)\n';
    assert.deepEqual(anchorFindings(text, sources), ['No heading on this page has the anchor `#nope`.']);
  });

  it('snippets that import each other end the walk', () => {
    const sources = site({
      '/site/snippets/a.mdx': 'import B from "./b.mdx"\n\n## From A\n\n<B />\n',
      '/site/snippets/b.mdx': 'import A from "./a.mdx"\n\n## From B\n\n<A />\n',
      '/site/setup/hooks.mdx': PAGE + 'import A from "/snippets/a.mdx"\n\n<A />\n',
    });
    assert.deepEqual(anchorFindings(FM + '[a](/setup/hooks#from-a) [b](/setup/hooks#from-b) [c](/setup/hooks#from-c)\n', sources), [
      'No heading on `setup/hooks.mdx` has the anchor `#from-c`.',
    ]);
  });

  it('showing another snippet changes the page\'s anchor fingerprint, so links to it are checked again', () => {
    const without = anchorFingerprint(parsePage(PAGE + '## Usage\n'));
    const withSnippet = anchorFingerprint(parsePage(PAGE + 'import Props from "/snippets/props.mdx"\n\n## Usage\n\n<Props />\n'));
    assert.notEqual(without, withSnippet);
  });
});

describe('anchors a link names on its own page (issue 38, item 3)', () => {
  const service = (files: Record<string, string>) => createLanguageService(siteWorkspace(files));
  const anchorMessages = (svc: DocsLanguageService, path: string, text: string) =>
    svc.validate(TextDocument.create('file://' + path, 'mdx', 1, text), defaultSettings).filter((d) => d.code === 'broken-anchor').map((d) => String(d.message));

  it("the page's own URL with an anchor is checked against the page as written, unsaved text included", () => {
    const text = FM + '## Set up\n\n[ok](/guide#set-up) [gone](/guide#nope) [same](#set-up)\n';
    // On disk the page has another heading: the check reads the text being checked.
    assert.deepEqual(anchorMessages(service({ '/site/guide.mdx': FM + '## Old heading\n' }), '/site/guide.mdx', text), ['No heading on this page has the anchor `#nope`.']);
  });

  it("a snippet's #anchor is checked on each page that shows it, and reported at the snippet naming the pages", () => {
    const snippet = '## From the snippet\n\n[a](#from-the-snippet) [b](#usage) [c](#nope)\n';
    const svc = service({
      '/site/snippets/part.mdx': snippet,
      '/site/setup/hooks.mdx': PAGE + 'import Part from "/snippets/part.mdx"\n\n## Usage\n\n<Part />\n',
      '/site/setup/other.mdx': PAGE + 'import Part from "/snippets/part.mdx"\n\n<Part />\n',
    });
    assert.deepEqual(anchorMessages(svc, '/site/snippets/part.mdx', snippet), [
      'No heading on the page showing this snippet has the anchor `#usage`: `setup/other.mdx`.',
      'No heading on the pages showing this snippet has the anchor `#nope`: `setup/hooks.mdx`, `setup/other.mdx`.',
    ]);
  });
});
