/**
 * Issue 12, item 5: links, preview assets, imports, page media and docs.json assets read a written
 * path by one rule, so the same text names the same file whichever kind of reference holds it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildSiteModel } from '../../../site/src/model/build';
import { resolveMedia } from '../../../service/src/page/media';
import { configAssetPath, referencedPath, resolveAsset, resolveImportTarget, resolveLink } from '../../../site/src/resolve';
import { normalizePath } from '../../../common/src';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const ROOT = '/work/site';
const PAGE = `${ROOT}/guides/setup/intro.mdx`;
const workspace = new InMemoryWorkspace({
  [`${ROOT}/docs.json`]: '{}',
  [PAGE]: '# Intro',
  [`${ROOT}/guides/shared.mdx`]: 'shared',
  [`${ROOT}/images/a.png`]: 'png',
  [`${ROOT}/guides/images/b.png`]: 'png',
});

/** The file each kind of reference resolves `written` to from PAGE, undefined where it resolves to none. */
function filesNamedBy(written: string) {
  const link = resolveLink(written, PAGE, ROOT, workspace);
  const asset = resolveAsset(written, PAGE, ROOT, workspace);
  const imported = resolveImportTarget(written, PAGE, ROOT, workspace);
  const media = resolveMedia(written, PAGE, ROOT, workspace, false);
  return {
    link: link.kind === 'page' || link.kind === 'file' ? link.path : undefined,
    asset: asset.kind === 'local' ? asset.path : undefined,
    import: imported.kind === 'file' ? imported.path : undefined,
    media: media.kind === 'found' ? media.path : undefined,
  };
}

describe('one path rule for every kind of reference', () => {
  it('a root-relative path names the same file as a link, an asset, an import and media', () => {
    const expected = `${ROOT}/images/a.png`;
    assert.deepEqual(filesNamedBy('/images/a.png'), { link: expected, asset: expected, import: expected, media: expected });
    assert.equal(configAssetPath('/images/a.png', ROOT), expected);
    assert.equal(configAssetPath('images/a.png?v=2#x', ROOT), expected);
  });

  it('`../x` and `./x` are read from the referring file’s folder, by all of them', () => {
    const up = `${ROOT}/guides/images/b.png`;
    assert.deepEqual(filesNamedBy('../images/b.png'), { link: up, asset: up, import: up, media: up });
    const page = `${ROOT}/guides/shared.mdx`;
    assert.equal(filesNamedBy('./../shared.mdx').import, page);
    assert.equal(filesNamedBy('./../shared.mdx').link, page);
  });

  it('a page named without its extension is found by a link and an import alike', () => {
    const page = `${ROOT}/guides/shared.mdx`;
    assert.equal(filesNamedBy('../shared').link, page);
    assert.equal(filesNamedBy('../shared').import, page);
    assert.equal(filesNamedBy('../shared').asset, undefined, 'an asset is loaded as written, with no extension added');
  });

  it('a climb above the docs root is refused by every kind, each in its own words', () => {
    const written = '../../../../etc/passwd';
    assert.deepEqual(filesNamedBy(written), { link: undefined, asset: undefined, import: undefined, media: undefined });
    assert.equal(resolveLink(written, PAGE, ROOT, workspace).kind, 'external');
    assert.deepEqual(resolveAsset(written, PAGE, ROOT, workspace), { kind: 'blocked', reason: 'outside the docs root' });
    assert.equal(resolveImportTarget(written, PAGE, ROOT, workspace).kind, 'outside');
    assert.equal(resolveMedia(written, PAGE, ROOT, workspace, false).kind, 'outside');
  });

  it('referencedPath: `/x` from the root, anything else from the folder; `..` never above `/`', () => {
    assert.equal(referencedPath('/a/b.png', '/site/guides', '/site'), '/site/a/b.png');
    assert.equal(referencedPath('a/./b.png', '/site/guides', '/site'), '/site/guides/a/b.png');
    assert.equal(referencedPath('../../../../x', '/site/guides', '/site'), '/x');
  });

  it('normalizePath says when a `..` was dropped at `/`, which joinPath hides', () => {
    assert.deepEqual(normalizePath('/site', 'a/../b'), { path: '/site/b', escaped: false });
    assert.deepEqual(normalizePath('/site', '../../site/b'), { path: '/site/b', escaped: true });
  });

  it('a link to /Acme is missing on a site named "Acme": only navigation, redirects and generated pages count', () => {
    const site = new InMemoryWorkspace({
      '/acme/docs.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'Acme', pages: ['index'] }], redirects: [{ source: '/old', destination: '/index' }] }),
      '/acme/index.mdx': '# Home',
    });
    const model = buildSiteModel('/acme/docs.json', site);
    assert.equal(model.name, 'Acme');
    assert.deepEqual(resolveLink('/Acme', '/acme/index.mdx', '/acme', site, model), { kind: 'missing', pageId: 'Acme' });
    assert.deepEqual(resolveLink('/old', '/acme/index.mdx', '/acme', site, model), { kind: 'configured', pageId: 'old' });
  });
});
