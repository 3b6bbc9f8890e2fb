/**
 * Issue 12, item 2: the caches belong to the service instance. Two services on the same documents
 * keep their own parses and anchors: one never answers from, or drops, the other's.
 */
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createLanguageService, type DocsLanguageService } from '../../../service/src/languageService';
import { ServiceCore } from '../../../service/src/providers/core';
import { AnchorCache } from '../../../service/src/page/anchorCache';
import { FM, siteWorkspace } from './helpers';

const page = (text: string, version = 1) => TextDocument.create('file:///site/guide.mdx', 'mdx', version, text);

describe('state owned by the service instance', () => {
  it('is a frozen object of its providers: a host can neither replace a method nor reach the caches', () => {
    const service = createLanguageService(siteWorkspace());
    assert.ok(Object.isFrozen(service));
    assert.throws(() => Object.assign(service, { validate: () => [] }), TypeError);
    for (const internal of ['sites', 'pages', 'anchors', 'apiSpecs', 'parsedPage', 'config', 'pageContext', 'configSite']) {
      assert.equal(internal in service, false, `${internal} is the core's, not the interface's`);
    }
    assert.deepEqual(service.documentSymbols(page(FM + '## Hello\n')).map((s) => s.name), ['Hello']);
  });

  it('keeps a parse per service: a parse in one is not the other\'s', () => {
    const workspace = siteWorkspace();
    const one = new ServiceCore(workspace);
    const two = new ServiceCore(workspace);
    const document = page(FM + '## Hello\n');
    const parsed = one.parsedPage(document);
    assert.equal(one.parsedPage(document), parsed, 'the same version is parsed once per service');
    assert.notEqual(two.parsedPage(document), parsed);
  });

  it('forgets a document in one service only', () => {
    const workspace = siteWorkspace();
    const one = new ServiceCore(workspace);
    const two = new ServiceCore(workspace);
    const document = page(FM + '## Hello\n');
    const kept = one.parsedPage(document);
    const dropped = two.parsedPage(document);
    two.forget(document.uri);
    assert.notEqual(two.parsedPage(document), dropped, 'forget drops the parse of the service it is called on');
    assert.equal(one.parsedPage(document), kept, 'and leaves the other service\'s parse alone');
  });

  it('parses a new version of the document again', () => {
    const service = new ServiceCore(siteWorkspace());
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
    const one = createLanguageService(workspace);
    const two = createLanguageService(workspace);
    const link = page(FM + '[Install](/setup/install#getting-started)\n');
    const brokenAnchors = (service: DocsLanguageService) => service.validate(link).filter((d) => d.code === 'broken-anchor').length;
    assert.equal(brokenAnchors(one), 0);
    workspace.set('/site/setup/install.mdx', FM + '## Renamed\n');
    assert.equal(brokenAnchors(two), 1);
    assert.equal(brokenAnchors(one), 1);
  });
});

/**
 * Issue 27: a whole-site check parses each page once. A linked page parsed for its anchors hands
 * that parse to its own check (ServiceOptions.spareParses), and a checked page, once forgotten,
 * leaves its anchors for the pages checked after it that link to it.
 */
describe('one parse per page in a whole-site check', () => {
  const install = '/site/setup/install.mdx';
  const linking = TextDocument.create('file:///site/guide.mdx', 'mdx', 1, FM + 'See [the notes](/setup/install#getting-started).\n');
  const installDocument = (workspace: ReturnType<typeof siteWorkspace>) => TextDocument.create('file://' + install, 'mdx', 1, workspace.readFile(install)!);
  /** Checks the two pages in `order` as the CLI does (validate, then forget), and counts the parses. */
  const parsesFor = (order: 'linking first' | 'linked first', spareParses: number) => {
    const workspace = siteWorkspace();
    const service = createLanguageService(workspace, undefined, { spareParses });
    const documents = order === 'linking first' ? [linking, installDocument(workspace)] : [installDocument(workspace), linking];
    const findings = documents.map((document) => {
      const diagnostics = service.validate(document).map((d) => d.code);
      service.forget(document.uri);
      return diagnostics;
    });
    return { parses: service.parses().pages, findings };
  };

  it('a linked page parsed for its anchors is not parsed again for its own check, when spares are kept', () => {
    const kept = parsesFor('linking first', 4);
    const none = parsesFor('linking first', 0);
    assert.equal(kept.parses, 2);
    assert.equal(none.parses, 3, 'without spares the linked page is parsed twice');
    assert.deepEqual(kept.findings, none.findings);
  });

  it('a spare parse serves only the same text', () => {
    const workspace = siteWorkspace();
    const service = createLanguageService(workspace, undefined, { spareParses: 4 });
    service.validate(linking);
    const edited = TextDocument.create('file://' + install, 'mdx', 2, FM + '## Other\n');
    assert.deepEqual(service.documentSymbols(edited).map((s) => s.name), ['Other']);
    assert.equal(service.parses().pages, 3);
  });

  it('a checked page leaves its anchors: a page linking to it later does not parse it again', () => {
    assert.equal(parsesFor('linked first', 0).parses, 2);
  });

  it('the anchors it leaves are of the text it was checked with, not of a later one', () => {
    const workspace = siteWorkspace();
    const service = createLanguageService(workspace);
    const document = installDocument(workspace);
    service.validate(document);
    service.forget(document.uri);
    workspace.set(install, FM + '## Renamed\n');
    assert.deepEqual(service.validate(linking).map((d) => d.code), ['broken-anchor']);
  });
});
