/**
 * Page modes (issue 40 item 5), as the vendor documents them (https://mintlify.com/docs/organize/pages#page-mode):
 * custom keeps the top bar alone around the body; wide drops the table of contents; center drops the
 * sidebar and the table of contents; frame keeps the sidebar but drops the rest.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageLayout, pageModeOf } from '../../../preview/src/chromeLayout';
import { pageModeOfText, pageToc } from '../../../preview/src/chromeToc';
import { buildDocument, type InitialData } from '../../../preview/src/document';
import { readHostMessage } from '../../../preview/src/previewMessages';
import type { ChromeModel } from '../../../preview/src/chrome';
import type { PageMode } from '../../../preview/src/chromeLayout';

const chrome: ChromeModel = {
  name: 'Site',
  topbar: '<a class="ds-brand">Site</a>',
  sidebar: '<nav class="ds-nav">SIDEBAR</nav>',
  pager: '<nav class="ds-pager">PAGER</nav>',
  footer: '<div>FOOTER</div>',
  theme: {},
  modeToggle: {},
  versions: [],
};

function documentFor(mode: PageMode | undefined): string {
  const data: InitialData = {
    state: { resource: 'file:///s/p.mdx', locked: false },
    themeKind: 'light',
    chrome,
    page: { html: '<header class="ds-page-header"><h1>T</h1></header><p>BODY</p>', title: 'T', toc: '<nav class="ds-toc-nav">TOC</nav>', mode },
    settings: { scrollEditorWithPreview: true, scrollPreviewWithEditor: true },
  };
  return buildDocument({ nonce: 'N0nce', channel: 'Ch4nnelSecret0123456789', cspSource: 'vscode-resource:', scriptUri: 'p.js', styleUri: 'p.css', data });
}

/** Which areas of the document are shown: an area is `hidden` when its mode drops it. */
function shown(doc: string): Record<string, boolean> {
  const area = (tag: string, id: string) => {
    const open = new RegExp(`<${tag} id="${id}"[^>]*>`).exec(doc)?.[0];
    assert.ok(open, id);
    return !/\shidden[\s>]/.test(open);
  };
  return { topbar: area('header', 'ds-topbar'), sidebar: area('aside', 'ds-sidebar'), toc: area('aside', 'ds-toc'), pager: area('div', 'ds-pager'), footer: area('footer', 'ds-footer') };
}

describe('page modes', () => {
  it('default keeps every area', () => {
    const doc = documentFor(undefined);
    assert.deepEqual(shown(doc), { topbar: true, sidebar: true, toc: true, pager: true, footer: true });
    assert.match(doc, /id="ds-app" class="ds-app" data-ds-mode="default"/);
  });

  it('custom shows the body alone under the top bar: no sidebar, table of contents, pager, footer or page title', () => {
    const doc = documentFor('custom');
    assert.deepEqual(shown(doc), { topbar: true, sidebar: false, toc: false, pager: false, footer: false });
    assert.match(doc, /data-ds-mode="custom"/);
    assert.equal(pageLayout('custom').pageHeader, false);
  });

  it('wide has no table of contents and keeps the sidebar', () => {
    assert.deepEqual(shown(documentFor('wide')), { topbar: true, sidebar: true, toc: false, pager: true, footer: true });
    assert.equal(pageToc('---\nmode: wide\n---\n', '<h2 id="user-content-a">A</h2>'), '');
  });

  it('center drops the sidebar and the table of contents, keeps the title and the footer', () => {
    assert.deepEqual(shown(documentFor('center')), { topbar: true, sidebar: false, toc: false, pager: true, footer: true });
    assert.equal(pageLayout('center').pageHeader, true);
  });

  it('frame keeps the sidebar alone', () => {
    assert.deepEqual(shown(documentFor('frame')), { topbar: true, sidebar: true, toc: false, pager: false, footer: false });
    assert.equal(pageLayout('frame').pageHeader, false);
  });

  it('reads the mode from the frontmatter; an unknown one lays out as default', () => {
    assert.equal(pageModeOfText('---\ntitle: T\nmode: "custom"\n---\n# Hi\n'), 'custom');
    assert.equal(pageModeOfText('# no frontmatter\n'), 'default');
    assert.equal(pageModeOf({ mode: 'assistant' }), 'default');
    assert.equal(pageModeOf({ mode: 42 }), 'default');
  });

  it('the page message carries the mode to the webview; one that is not a mode is refused', () => {
    const ok = { type: 'page', html: '<p>x</p>', mode: 'center' };
    assert.equal(readHostMessage(ok), ok);
    assert.equal(readHostMessage({ type: 'page', html: '<p>x</p>', mode: 'sideways' }), undefined);
  });
});
