/**
 * Issue 12, item 2: the caches belong to the service instance. Two services on the same documents
 * keep their own parses and anchors: one never answers from, or drops, the other's.
 */
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DocsLanguageService } from '../../../service/src/languageService';
import { AnchorCache } from '../../../service/src/page/anchorCache';
import { FM, siteWorkspace } from './helpers';

const page = (text: string, version = 1) => TextDocument.create('file:///site/guide.mdx', 'mdx', version, text);

describe('state owned by the service instance', () => {
  it('keeps a parse per service: a parse in one is not the other\'s', () => {
    const workspace = siteWorkspace();
    const one = new DocsLanguageService(workspace);
    const two = new DocsLanguageService(workspace);
    const document = page(FM + '## Hello\n');
    const parsed = one.parsedPage(document);
    assert.equal(one.parsedPage(document), parsed, 'the same version is parsed once per service');
    assert.notEqual(two.parsedPage(document), parsed);
  });

  it('forgets a document in one service only', () => {
    const workspace = siteWorkspace();
    const one = new DocsLanguageService(workspace);
    const two = new DocsLanguageService(workspace);
    const document = page(FM + '## Hello\n');
    const kept = one.parsedPage(document);
    const dropped = two.parsedPage(document);
    two.forget(document.uri);
    assert.notEqual(two.parsedPage(document), dropped, 'forget drops the parse of the service it is called on');
    assert.equal(one.parsedPage(document), kept, 'and leaves the other service\'s parse alone');
  });

  it('parses a new version of the document again', () => {
    const service = new DocsLanguageService(siteWorkspace());
    const first = service.parsedPage(page(FM + '## One\n', 1));
    const second = service.parsedPage(page(FM + '## Two\n', 2));
    assert.notEqual(second, first);
    assert.deepEqual(second.headings.map((h) => h.text), ['Two']);
  });

  it('keeps anchors of linked pages per cache, and reads a changed page again', () => {
    const workspace = siteWorkspace();
    const one = new AnchorCache(workspace);
    const two = new AnchorCache(workspace);
    const target = '/site/setup/install.mdx';
    const anchors = one.of(target);
    assert.ok(anchors.has('getting-started'));
    assert.equal(one.of(target), anchors, 'an unchanged page is not parsed again');
    assert.notEqual(two.of(target), anchors, 'another cache has its own entry');
    workspace.set(target, FM + '## Renamed\n');
    assert.deepEqual([...one.of(target)], ['renamed']);
  });

  it('checks an anchor against the linked page as it is now, in each service', () => {
    const workspace = siteWorkspace();
    const one = new DocsLanguageService(workspace);
    const two = new DocsLanguageService(workspace);
    const link = page(FM + '[Install](/setup/install#getting-started)\n');
    const brokenAnchors = (service: DocsLanguageService) => service.validate(link).filter((d) => d.code === 'broken-anchor').length;
    assert.equal(brokenAnchors(one), 0);
    workspace.set('/site/setup/install.mdx', FM + '## Renamed\n');
    assert.equal(brokenAnchors(two), 1);
    assert.equal(brokenAnchors(one), 1);
  });
});
