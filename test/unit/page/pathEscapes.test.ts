/**
 * Issue 11, finding 5 and the preview half of 8: no reference in a page or in docs.json reaches a
 * file outside the docs root, whether written with `..` or through a symlink inside the root.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Hover, MarkupContent } from 'vscode-languageserver-types';
import { FsWorkspace, toServicePath } from '../../../host/src/fsWorkspace';
import { createLanguageService } from '../../../service/src/languageService';
import { resolveAsset } from '../../../site/src/resolve';
import { pathToUri } from '../../../common/src';
import { DocsWorkspace } from '../../../site/src/workspace';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const FM = '---\ntitle: Guide\ndescription: How to use it.\n---\n\n';
const SECRET = 'root:x:0:0:TOP-SECRET';

function service(workspace: DocsWorkspace) {
  return createLanguageService(workspace, (where, e) => {
    throw new Error(`${where}: ${String(e)}`);
  });
}

const page = (path: string, text: string) => TextDocument.create(pathToUri(path), 'mdx', 1, text);
const config = (path: string, text: string) => TextDocument.create(pathToUri(path), 'json', 1, text);
/** The position just inside the first occurrence of `needle`. */
const at = (doc: TextDocument, needle: string) => doc.positionAt(doc.getText().indexOf(needle) + 2);
const hoverText = (h: Hover | null) => (h ? (h.contents as MarkupContent).value : '');

/** An in-memory disk where secrets exist outside the site. */
function memorySite(files: Record<string, string> = {}) {
  return new InMemoryWorkspace({
    '/work/site/docs.json': JSON.stringify({ name: 'S', navigation: [{ group: 'G', pages: ['guide'] }] }),
    '/etc/passwd': SECRET,
    '/proc/self/environ': SECRET,
    '/work/outside/logo.png': SECRET,
    ...files,
  });
}

/** Temporary folders the helpers below made, removed after each test (also a failing one). */
const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A real temp site with `site/shared` → `outside/` (a folder holding secrets) and `site/disk` → `/`. */
function diskSite() {
  const base = toServicePath(fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-escape-'))));
  temps.push(base);
  const files: Record<string, string> = {
    'site/docs.json': JSON.stringify({ name: 'S', navigation: [{ group: 'G', pages: ['guide'] }] }),
    'site/guide.mdx': FM,
    'site/images/ok.png': 'png',
    'outside/secret.mdx': SECRET,
    'outside/secret.png': SECRET,
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(base, name)), { recursive: true });
    fs.writeFileSync(path.join(base, name), text);
  }
  fs.symlinkSync(base + '/outside', base + '/site/shared');
  fs.symlinkSync(base + '/outside/secret.mdx', base + '/site/alias.mdx');
  fs.symlinkSync('/', base + '/site/disk');
  const workspace = new FsWorkspace();
  // Indexed first, as the server does: the index leaves escaping links out, and the checks must
  // still say "outside the docs root" rather than "missing".
  workspace.listFiles(base + '/site');
  return { site: base + '/site', workspace };
}

describe('imports that leave the docs root', () => {
  for (const source of ['../../../../etc/passwd', '/../../etc/passwd', '/../../../proc/self/environ']) {
    it(`${source}: reported, not shown on hover, no definition`, () => {
      const ws = memorySite();
      const svc = service(ws);
      const doc = page('/work/site/guide.mdx', `${FM}import Secret from '${source}';\n\n<Secret />\n`);
      const diagnostics = svc.validate(doc).filter((d) => d.code === 'snippet-import');
      assert.equal(diagnostics.length, 1);
      assert.match(String(diagnostics[0].message), /outside the docs root/);
      const onSource = hoverText(svc.hover(doc, at(doc, source)));
      const onTag = hoverText(svc.hover(doc, at(doc, '<Secret')));
      for (const shown of [onSource, onTag]) {
        assert.doesNotMatch(shown, /TOP-SECRET/);
        assert.match(shown, /outside the docs root/);
      }
      assert.equal(svc.definition(doc, at(doc, source)), null);
      assert.equal(svc.definition(doc, at(doc, 'Secret />')), null);
    });
  }

  it('through a symlinked folder or file inside the root: reported, never read', () => {
    const { site, workspace } = diskSite();
    const svc = service(workspace);
    for (const source of ['/shared/secret.mdx', './alias.mdx', '/disk/etc/passwd']) {
      const doc = page(site + '/guide.mdx', `${FM}import Secret from '${source}';\n`);
      const diagnostics = svc.validate(doc).filter((d) => d.code === 'snippet-import');
      assert.equal(diagnostics.length, 1, source);
      assert.match(String(diagnostics[0].message), /outside the docs root/);
      assert.doesNotMatch(hoverText(svc.hover(doc, at(doc, source))), /TOP-SECRET|root:/);
      assert.equal(svc.definition(doc, at(doc, source)), null, source);
    }
  });
});

describe('links and assets that leave the docs root through a symlink', () => {
  it('a link to a symlinked page is a broken link, and go to definition does not open it', () => {
    const { site, workspace } = diskSite();
    const svc = service(workspace);
    const doc = page(site + '/guide.mdx', `${FM}See [it](/shared/secret) and [alias](/alias#top).\n`);
    const broken = svc.validate(doc).filter((d) => d.code === 'broken-link');
    assert.equal(broken.length, 2, JSON.stringify(broken));
    for (const d of broken) assert.match(String(d.message), /outside the docs root/);
    assert.equal(svc.definition(doc, at(doc, '/shared/secret')), null);
    assert.equal(svc.definition(doc, at(doc, '/alias#top')), null);
  });

  it('the preview blocks an image behind a symlink (it would load /etc/passwd into an <img>)', () => {
    const { site, workspace } = diskSite();
    const pagePath = site + '/guide.mdx';
    assert.deepEqual(resolveAsset('/shared/secret.png', pagePath, site, workspace), { kind: 'blocked', reason: 'outside the docs root' });
    assert.deepEqual(resolveAsset('disk/etc/passwd', pagePath, site, workspace), { kind: 'blocked', reason: 'outside the docs root' });
    assert.deepEqual(resolveAsset('/images/ok.png', pagePath, site, workspace), { kind: 'local', path: site + '/images/ok.png' });
  });
});

describe('docs.json paths that leave the docs root', () => {
  const siteConfig = (extra: Record<string, unknown>) => JSON.stringify({ name: 'S', navigation: [{ group: 'G', pages: ['guide'] }], ...extra }, null, 2);

  it('logo, favicon and openapi written with ..: missing-asset / invalid-api-source "outside the docs root", no link, no definition', () => {
    const ws = memorySite({ '/work/openapi.json': SECRET });
    const svc = service(ws);
    const text = siteConfig({ logo: '../outside/logo.png', favicon: '/../../etc/passwd', openapi: '../openapi.json' });
    const doc = config('/work/site/docs.json', text);
    const outside = svc.validate(doc).filter((d) => d.code === 'missing-asset' || d.code === 'invalid-api-source');
    assert.deepEqual(outside.map((d) => d.code), ['missing-asset', 'missing-asset', 'invalid-api-source'], JSON.stringify(outside));
    for (const d of outside) assert.match(String(d.message), /outside the docs root/);
    assert.deepEqual(svc.documentLinks(doc), []);
    assert.equal(svc.definition(doc, at(doc, '../outside/logo.png')), null);
  });

  it('an asset path through a symlink inside the root: reported, no link', () => {
    const { site, workspace } = diskSite();
    const svc = service(workspace);
    const doc = config(site + '/docs.json', siteConfig({ logo: '/shared/secret.png', favicon: '/images/ok.png' }));
    const missing = svc.validate(doc).filter((d) => d.code === 'missing-asset');
    assert.equal(missing.length, 1, JSON.stringify(missing));
    assert.match(String(missing[0].message), /"\/shared\/secret\.png" is outside the docs root/);
    assert.deepEqual(
      svc.documentLinks(doc).map((l) => l.target).sort(),
      [pathToUri(site + '/guide.mdx'), pathToUri(site + '/images/ok.png')],
    );
  });
});
