/**
 * The two fallbacks of a written reference, in the one resolver (site/src/resolve.ts): a rooted
 * link or media path under the hosting subpath (`/docs/guide`, `/docs/images/x.png`) and a relative
 * media path from the docs root (`images/x.png` on a page in a subfolder). Every reader goes through
 * them, so the rules, go to definition, rename, the whole-site link index and the preview agree.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextEdit } from 'vscode-languageserver-types';
import { createLanguageService } from '../../../service/src/languageService';
import { buildSiteModel } from '../../../site/src/model/build';
import { findPageDefinition } from '../../../service/src/page/definition';
import { resolveMedia } from '../../../service/src/page/media';
import { resolveAsset, resolveLink, resolveLocalMedia } from '../../../site/src/resolve';
import { WorkspaceChecker } from '../../../service/src/workspaceCheck/checker';
import { renderPage } from '../../../preview/src/render';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { FM, check, contextOf, ctx, rangesOf, siteWorkspace } from '../page/helpers';

const ROOT = '/site';
const PAGE = `${ROOT}/guides/page.mdx`;

function files(extra: Record<string, string> = {}): InMemoryWorkspace {
  return new InMemoryWorkspace({
    [`${ROOT}/docs.json`]: JSON.stringify({ name: 'S', navigation: [{ group: 'G', pages: ['index', 'guides/page', 'guides/setup'] }], redirects: [{ source: '/old', destination: '/guides/setup' }] }),
    [`${ROOT}/index.mdx`]: '# Home',
    [PAGE]: '# Page',
    [`${ROOT}/guides/setup.mdx`]: '## Install\n',
    [`${ROOT}/images/a.png`]: 'png',
    [`${ROOT}/guides/images/b.png`]: 'png',
    ...extra,
  });
}

/** A workspace where `/site/leak.png` and `/site/leak.mdx` are symlinks to outside the docs root. */
class LeakyWorkspace extends InMemoryWorkspace {
  override realPath(path: string): string | undefined {
    return /^\/site\/leak\.(png|mdx)$/.test(path) ? '/elsewhere' + path.slice(ROOT.length) : path;
  }
}

describe('resolveLink: the hosting subpath', () => {
  const ws = files();
  const model = buildSiteModel(`${ROOT}/docs.json`, ws);

  it('`/docs/x` names page `x` when the site has no `docs` folder, keeping the fragment and saying so', () => {
    assert.deepEqual(resolveLink('/docs/guides/setup#install', PAGE, ROOT, ws, model), { kind: 'page', path: `${ROOT}/guides/setup.mdx`, fragment: 'install', subpath: '/docs' });
    assert.deepEqual(resolveLink('/docs/', PAGE, ROOT, ws), { kind: 'page', path: `${ROOT}/index.mdx`, fragment: undefined, subpath: '/docs' });
    assert.deepEqual(resolveLink('/docs/images/a.png', PAGE, ROOT, ws), { kind: 'file', path: `${ROOT}/images/a.png`, subpath: '/docs' });
    assert.deepEqual(resolveLink('/docs/old', PAGE, ROOT, ws, model), { kind: 'configured', pageId: 'old', subpath: '/docs' });
  });

  it('a link that names its target directly carries no subpath', () => {
    assert.deepEqual(resolveLink('/guides/setup', PAGE, ROOT, ws), { kind: 'page', path: `${ROOT}/guides/setup.mdx`, fragment: undefined });
  });

  it('stays missing, under its written page id, when the rest is no page or the site has a `docs` folder', () => {
    assert.deepEqual(resolveLink('/docs/guides/nope', PAGE, ROOT, ws, model), { kind: 'missing', pageId: 'docs/guides/nope' });
    assert.deepEqual(resolveLink('/docs', PAGE, ROOT, ws, model), { kind: 'missing', pageId: 'docs' });
    const withFolder = files({ [`${ROOT}/docs/other.mdx`]: '# Other' });
    assert.deepEqual(resolveLink('/docs/guides/setup', PAGE, ROOT, withFolder), { kind: 'missing', pageId: 'docs/guides/setup' });
  });

  it('only `/docs`, only rooted: another first segment or a relative `docs/` stays broken', () => {
    assert.equal(resolveLink('/de/guides/setup', PAGE, ROOT, ws, model).kind, 'missing');
    assert.equal(resolveLink('docs/setup', PAGE, ROOT, ws, model).kind, 'missing');
  });

  it('containment: a climb out of the site under the subpath stays a broken link, a symlink out is reported', () => {
    // Leaving the site as written is leaving it, as for any link.
    assert.deepEqual(resolveLink('/docs/../../etc/passwd', PAGE, ROOT, ws), { kind: 'external' });
    // Inside the site as written, outside without the subpath (`/../nowhere`): missing, never external.
    assert.deepEqual(resolveLink('/docs/../nowhere', PAGE, ROOT, ws), { kind: 'missing', pageId: 'nowhere' });
    const leaky = new LeakyWorkspace({ ...Object.fromEntries([`${ROOT}/docs.json`, PAGE].map((p) => [p, '{}'])), [`${ROOT}/leak.mdx`]: 'secret' });
    assert.deepEqual(resolveLink('/docs/leak', PAGE, ROOT, leaky), { kind: 'outside', path: `${ROOT}/leak.mdx` });
  });

  it('a relative path the page folder lacks is read from the docs root; the page folder comes first', () => {
    assert.deepEqual(resolveLocalMedia('images/a.png', PAGE, ROOT, ws), { kind: 'found', path: `${ROOT}/images/a.png` });
    assert.deepEqual(resolveLocalMedia('images/b.png', PAGE, ROOT, ws), { kind: 'found', path: `${ROOT}/guides/images/b.png` });
  });

  it('`./` and `../` paths name their folder only', () => {
    assert.deepEqual(resolveLocalMedia('./images/a.png', PAGE, ROOT, ws), { kind: 'missing', path: `${ROOT}/guides/images/a.png` });
    assert.deepEqual(resolveLocalMedia('../guides/images/a.png', PAGE, ROOT, ws), { kind: 'missing', path: `${ROOT}/guides/images/a.png` });
  });

  it('a rooted path under `/docs` names the file without it, unless the site has a `docs` folder', () => {
    assert.deepEqual(resolveLocalMedia('/docs/images/a.png', PAGE, ROOT, ws), { kind: 'found', path: `${ROOT}/images/a.png` });
    assert.deepEqual(resolveLocalMedia('/docs/', PAGE, ROOT, ws), { kind: 'missing', path: `${ROOT}/docs` });
    const withFolder = files({ [`${ROOT}/docs/x.png`]: 'png' });
    assert.deepEqual(resolveLocalMedia('/docs/images/a.png', PAGE, ROOT, withFolder), { kind: 'missing', path: `${ROOT}/docs/images/a.png` });
    assert.deepEqual(resolveLocalMedia('/other/images/a.png', PAGE, ROOT, ws), { kind: 'missing', path: `${ROOT}/other/images/a.png` });
  });

  it('without fallbacks, only the written path counts', () => {
    assert.equal(resolveLocalMedia('images/a.png', PAGE, ROOT, ws, { fallbacks: false }).kind, 'missing');
    assert.equal(resolveLocalMedia('/docs/images/a.png', PAGE, ROOT, ws, { fallbacks: false }).kind, 'missing');
  });

  it('containment: a climb above the root (even back in), under the subpath or through a symlink is outside', () => {
    assert.equal(resolveLocalMedia('../../site/images/a.png', PAGE, ROOT, ws).kind, 'outside');
    assert.equal(resolveLocalMedia('../../../etc/x.png', PAGE, ROOT, ws).kind, 'outside');
    assert.equal(resolveLocalMedia('/docs/../../etc/x.png', PAGE, ROOT, ws).kind, 'outside');
    assert.equal(resolveLocalMedia('/docs/../images/a.png', PAGE, ROOT, ws).kind, 'found', 'the written path, inside the root');
    const leaky = new LeakyWorkspace({ [`${ROOT}/leak.png`]: 'png' });
    assert.equal(resolveLocalMedia('/docs/leak.png', PAGE, ROOT, leaky).kind, 'missing', 'the subpath never reaches a symlink out');
    assert.equal(resolveLocalMedia('leak.png', PAGE, ROOT, leaky).kind, 'missing', 'the docs root fallback never reaches a symlink out');
    assert.equal(resolveLocalMedia('/leak.png', PAGE, ROOT, leaky).kind, 'outside');
  });
});

describe('the missing-image rule and the preview read page media alike', () => {
  const ws = files({ '/secret.png': 'png' });
  const written = ['images/a.png', '/docs/images/a.png', 'images/b.png', './images/a.png', '/docs/nope.png', '../../site/images/a.png', '../../secret.png', '/images/a.png'];

  for (const ref of written) {
    it(`\`${ref}\``, () => {
      const media = resolveMedia(ref, PAGE, ROOT, ws, false);
      const asset = resolveAsset(ref, PAGE, ROOT, ws);
      const rule = media.kind === 'found' ? media.path : media.kind;
      const preview = asset.kind === 'local' ? asset.path : asset.kind === 'blocked' ? 'outside' : asset.kind;
      assert.equal(preview, rule);
    });
  }

  it('a docs.json asset is read as written, as the missing-asset rule reads it', () => {
    assert.equal(resolveAsset('/docs/images/a.png', `${ROOT}/docs.json`, ROOT, ws).kind, 'missing');
    assert.deepEqual(resolveAsset('images/a.png', `${ROOT}/docs.json`, ROOT, ws), { kind: 'local', path: `${ROOT}/images/a.png` });
  });
});

describe('the readers agree', () => {
  const link = (url: string) => FM + `\nSee [it](${url}).\n`;

  it('the link and image rules accept the fallbacks and report their absence', () => {
    const ok = FM + '\nSee [it](/docs/setup/install#version-1-2-notes).\n\n<Frame>\n![A](/docs/images/shot.png)\n</Frame>\n';
    const sub = siteWorkspace({ '/site/guides/deep.mdx': 'x' });
    assert.deepEqual(check(ok, ctx(sub)).filter((d) => d.code === 'broken-link' || d.code === 'missing-image' || d.code === 'broken-anchor'), []);
    const relative = FM + '\n<Frame>\n![A](images/shot.png)\n</Frame>\n';
    assert.deepEqual(rangesOf(check(relative, ctx(sub, {}, '/site/guides/deep.mdx')), 'missing-image'), []);
    const withFolder = siteWorkspace({ '/site/docs/readme.mdx': 'x' });
    assert.deepEqual(rangesOf(check(link('/docs/setup/install'), ctx(withFolder)), 'broken-link'), [[5, 9, 5, 28]]);
    assert.deepEqual(rangesOf(check(link('/docs/../nowhere'), ctx(siteWorkspace())), 'broken-link'), [[5, 9, 5, 25]]);
  });

  it('go to definition on `/docs/…` reaches the page and its heading', () => {
    const text = link('/docs/setup/install#version-1-2-notes');
    const document = TextDocument.create('file:///site/guide.mdx', 'mdx', 1, text);
    const location = findPageDefinition(document, { line: 5, character: 14 }, contextOf(document));
    assert.equal(location?.uri, 'file:///site/setup/install.mdx');
    assert.equal(location?.range.start.line, 7);
  });

  it('the preview loads a relative image from the docs root and a `/docs/` image without the subpath', () => {
    const assetUrl = (p: string) => 'https://res.test' + p;
    const ws = files();
    const out = renderPage(`---\ntitle: T\n---\n\n![A](images/a.png)\n\n<img src="/docs/images/a.png" alt="B" />\n\n![C](/docs/images/none.png)\n`, { pagePath: PAGE, docsRoot: ROOT, workspace: ws, assetUrl });
    assert.ok(out.ok);
    assert.match(out.html, /<img src="https:\/\/res\.test\/site\/images\/a\.png" alt="A"/);
    assert.match(out.html, /<img src="https:\/\/res\.test\/site\/images\/a\.png" alt="B"/);
    assert.match(out.html, /Image not found: \/docs\/images\/none\.png/);
  });

  it('a preview link opens the page the link rule accepted (the panel resolves it with resolveLink)', () => {
    // client/src/preview/previewPanel.ts openLink: resolveLink(href, page, docsRoot, workspace, siteModel).
    const ws = files();
    const target = resolveLink('/docs/guides/setup', PAGE, ROOT, ws, buildSiteModel(`${ROOT}/docs.json`, ws));
    assert.equal(target.kind === 'page' && target.path, `${ROOT}/guides/setup.mdx`);
  });

  it('renaming a page keeps the subpath of the links written under it', () => {
    const config = JSON.stringify({ name: 'A', navigation: [{ group: 'G', pages: ['intro', 'guides/setup'] }] });
    const ws = new InMemoryWorkspace({
      '/s/docs.json': config,
      '/s/intro.mdx': FM + '\nRead [setup](/docs/guides/setup#install) and [again](/guides/setup).\n',
      '/s/guides/setup.mdx': FM + '## Install\n',
    });
    const service = createLanguageService(ws);
    const { changes } = service.renameEdits([TextDocument.create('file:///s/docs.json', 'json', 1, config)], [{ oldPath: '/s/guides/setup.mdx', newPath: '/s/start/setup.mdx' }]);
    const edits: TextEdit[] = changes!['file:///s/intro.mdx'];
    const text = TextDocument.applyEdits(TextDocument.create('file:///s/intro.mdx', 'mdx', 0, ws.readFile('/s/intro.mdx')!), edits);
    assert.equal(text, FM + '\nRead [setup](/docs/start/setup#install) and [again](/start/setup).\n');
  });

  it('the whole-site record counts a `/docs/…` link, and re-checks it when the page or a `docs` folder comes or goes', () => {
    const page = (body: string) => `---\ntitle: T\ndescription: D.\n---\n\n${body}\n`;
    const ws = new InMemoryWorkspace({
      // `guide` is not in the navigation, so a link to it counts only while the file is there.
      '/s/docs.json': JSON.stringify({ name: 'S', navigation: [{ group: 'G', pages: ['linker'] }] }),
      '/s/guide.mdx': page('## Setup'),
      '/s/linker.mdx': page('See [the guide](/docs/guide#setup).'),
    });
    const checker = new WorkspaceChecker(ws);
    checker.checkAll(['/s']);
    const drain = () => {
      const published = new Map<string, unknown[]>();
      for (let r = checker.step(); r; r = checker.step()) if (r.diagnostics) published.set(r.path, r.diagnostics.map((d) => d.code));
      return published;
    };
    assert.equal(drain().get('/s/linker.mdx'), undefined, 'clean');
    const questions = (checker.dependencies.of('/s/linker.mdx') ?? []).map(([q]) => q);
    assert.ok(questions.includes('a\0/s/guide.mdx'), `its anchors are a dependency: ${questions.join(', ')}`);
    assert.ok(questions.includes('l\0/s/docs'), `so is whether a \`docs\` folder holds files: ${questions.join(', ')}`);

    ws.set('/s/docs/readme.mdx', page('x'));
    checker.createdOrDeleted(['/s/docs/readme.mdx'], true);
    assert.deepEqual(drain().get('/s/linker.mdx'), ['broken-link'], 'a `docs` folder ends the subpath reading');
    ws.delete('/s/docs/readme.mdx');
    checker.createdOrDeleted(['/s/docs/readme.mdx'], false);
    assert.deepEqual(drain().get('/s/linker.mdx'), [], 'cleared again');

    ws.delete('/s/guide.mdx');
    checker.createdOrDeleted(['/s/guide.mdx'], false);
    assert.deepEqual(drain().get('/s/linker.mdx'), ['broken-link']);
    ws.set('/s/guide.mdx', page('## Setup'));
    checker.createdOrDeleted(['/s/guide.mdx'], true);
    assert.deepEqual(drain().get('/s/linker.mdx'), []);

    ws.set('/s/guide.mdx', page('## Install'));
    checker.changed('/s/guide.mdx');
    assert.deepEqual(drain().get('/s/linker.mdx'), ['broken-anchor']);
  });
});
