/**
 * Issue 21, items 3, 6 and 7: what the site build builds and serves, pinned on minimal sites.
 * - `.mintignore` (read by the build at the docs root only, gitignore syntax relative to it, after
 *   its default ignores) leaves files out of the site: out of the page listing, a missing page to
 *   navigation, a broken link, a missing image or import, no page in the editor.
 * - The files the build generates at the site's root (`/llms.txt`, `/llms-full.txt`,
 *   `/sitemap.xml`, `/robots.txt`) are valid link targets.
 * - A link under a language or version prefix uses only the redirects written for that path.
 * - duplicate-page: each tab, anchor, dropdown, menu item, version or language has its own sidebar.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver-types';
import { createLanguageService } from '../../../service/src/languageService';
import { siteIgnore } from '../../../site/src/model/siteIgnore';
import { resolveImportTarget, resolveLink, resolveLocalMedia } from '../../../site/src/resolve';
import { defaultSettings } from '../../../site/src/settings';
import { listPages } from '../../../site/src/pages';
import { OverlayWorkspace } from '../../../service/src/workspaceCheck/overlay';
import { RecordingWorkspace } from '../../../service/src/workspaceCheck/recording';
import { withMemos } from '../../../site/src/workspace';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const ROOT = '/s';
const page = (title: string, body = 'Text.') => `---\ntitle: ${title}\ndescription: ${title}.\n---\n\n${body}\n`;
const today = (navigation: unknown, extra: Record<string, unknown> = {}) => JSON.stringify({ theme: 'mint', name: 'S', colors: { primary: '#123456' }, navigation, ...extra });

function site(files: Record<string, string>): InMemoryWorkspace {
  return new InMemoryWorkspace({
    [`${ROOT}/docs.json`]: today({ pages: ['index'] }),
    [`${ROOT}/index.mdx`]: page('Home'),
    ...files,
  });
}

function validate(workspace: InMemoryWorkspace | OverlayWorkspace, path: string): Diagnostic[] {
  const service = createLanguageService(workspace);
  const text = workspace.readFile(path)!;
  return service.validate(TextDocument.create('file://' + path, path.endsWith('.json') ? 'json' : 'mdx', 1, text), defaultSettings);
}

const findings = (workspace: InMemoryWorkspace | OverlayWorkspace, path: string, code: string) =>
  validate(workspace, path)
    .filter((d) => d.code === code)
    .map((d) => d.message);

const pageIds = (workspace: InMemoryWorkspace | OverlayWorkspace) => [...listPages(ROOT, workspace).keys()].sort();

describe('.mintignore: the files the build leaves out', () => {
  it('is read at the docs root, in gitignore syntax relative to it', () => {
    const ws = site({
      [`${ROOT}/.mintignore`]: '# drafts are not published\ndrafts/\n/top.mdx\n  spaced.mdx  \n*.wip.md\n',
      [`${ROOT}/drafts/plan.mdx`]: page('Plan'),
      [`${ROOT}/top.mdx`]: page('Top'),
      [`${ROOT}/guides/top.mdx`]: page('Nested top'), // `/top.mdx` is anchored at the root
      [`${ROOT}/guides/spaced.mdx`]: page('Spaced'), // lines are trimmed; no slash: at any depth
      [`${ROOT}/guides/idea.wip.md`]: page('Idea'),
      [`${ROOT}/guides/intro.mdx`]: page('Intro'),
    });
    assert.deepEqual(pageIds(ws), ['guides/intro', 'guides/top', 'index']);
  });

  it('a .mintignore below the docs root is just a file', () => {
    const ws = site({ [`${ROOT}/guides/.mintignore`]: '*\n', [`${ROOT}/guides/intro.mdx`]: page('Intro') });
    assert.deepEqual(pageIds(ws), ['guides/intro', 'index']);
  });

  it('negation re-includes a file, but not one inside a folder it left out', () => {
    const starred = site({ [`${ROOT}/.mintignore`]: 'drafts/*\n!drafts/keep.mdx\n', [`${ROOT}/drafts/keep.mdx`]: page('Keep'), [`${ROOT}/drafts/drop.mdx`]: page('Drop') });
    assert.deepEqual(pageIds(starred), ['drafts/keep', 'index']);
    const folder = site({ [`${ROOT}/.mintignore`]: 'drafts\n!drafts/keep.mdx\n', [`${ROOT}/drafts/keep.mdx`]: page('Keep') });
    assert.deepEqual(pageIds(folder), ['index']);
  });

  it('the build’s defaults apply without a .mintignore: README, LICENSE, CHANGELOG and CONTRIBUTING .md, in any letter case', () => {
    const ws = site({
      [`${ROOT}/README.md`]: '# Repo',
      [`${ROOT}/guides/changelog.md`]: '# Changes',
      [`${ROOT}/changelog.mdx`]: page('Changelog'), // only the .md name is a default
      [`${ROOT}/node_modules/pkg/doc.mdx`]: page('Dependency'),
    });
    assert.deepEqual(pageIds(ws), ['changelog', 'index']);
  });

  it("pages by name as the build's file categories judge them: every .mdx, and every .md but readme, license, contributing, contribute and the root skill.md (issue 38)", () => {
    const ws = site({
      [`${ROOT}/changelog.mdx`]: page('Changelog'),
      [`${ROOT}/security.mdx`]: page('Security'),
      [`${ROOT}/guides/readme.mdx`]: page('Readme page'),
      [`${ROOT}/code_of_conduct.md`]: page('Conduct'),
      [`${ROOT}/AGENTS.md`]: '# Agents',
      [`${ROOT}/CLAUDE.md`]: '# Claude',
      [`${ROOT}/guides/contribute.md`]: '# How to contribute',
      [`${ROOT}/guides/License.md`]: '# License',
      [`${ROOT}/SKILL.md`]: '# Skill',
      [`${ROOT}/agents/skill.md`]: '# A page named skill',
    });
    assert.deepEqual(pageIds(ws), ['AGENTS', 'CLAUDE', 'agents/skill', 'changelog', 'code_of_conduct', 'guides/readme', 'index', 'security']);
    // A page that was skipped by its name is checked: its broken link is found.
    const changelog = site({ [`${ROOT}/changelog.mdx`]: page('Changelog', 'See [the gone page](/gone).') });
    assert.deepEqual(findings(changelog, `${ROOT}/changelog.mdx`, 'broken-link').length, 1);
    // A file the build makes no page of has no findings, and no link reaches it.
    const skill = site({ [`${ROOT}/skill.md`]: 'See [the gone page](/gone).', [`${ROOT}/index.mdx`]: page('Home', '[Skill](/skill)') });
    assert.deepEqual(findings(skill, `${ROOT}/skill.md`, 'broken-link'), []);
    assert.equal(findings(skill, `${ROOT}/index.mdx`, 'broken-link').length, 1);
  });

  it('an ignored x.mdx leaves x.md as the page', () => {
    const ws = site({ [`${ROOT}/.mintignore`]: 'x.mdx\n', [`${ROOT}/x.mdx`]: page('New'), [`${ROOT}/x.md`]: page('Old') });
    assert.equal(listPages(ROOT, ws).get('x'), `${ROOT}/x.md`);
    assert.equal(resolveLink('/x', `${ROOT}/index.mdx`, ROOT, ws).kind, 'page');
  });

  it('navigation naming an ignored page names a missing page, and says why', () => {
    const ws = site({
      [`${ROOT}/docs.json`]: today({ pages: ['index', 'drafts/plan', 'README'] }),
      [`${ROOT}/.mintignore`]: 'drafts/\n',
      [`${ROOT}/drafts/plan.mdx`]: page('Plan'),
      [`${ROOT}/README.md`]: '# Repo',
    });
    assert.deepEqual(findings(ws, `${ROOT}/docs.json`, 'missing-page'), [
      'Page "drafts/plan" does not exist: drafts/plan.mdx is left out of the build by .mintignore.',
      "Page \"README\" does not exist: README.md is left out of the build by the build's default ignores.",
    ]);
  });

  it('the missing-page quick fix never offers to create over an ignored file', () => {
    const ws = site({ [`${ROOT}/docs.json`]: today({ pages: ['index', 'drafts/plan'] }), [`${ROOT}/.mintignore`]: 'drafts/\n', [`${ROOT}/drafts/plan.mdx`]: page('Plan') });
    const service = createLanguageService(ws);
    const config = TextDocument.create(`file://${ROOT}/docs.json`, 'json', 1, ws.readFile(`${ROOT}/docs.json`)!);
    const diagnostics = service.validate(config, defaultSettings).filter((d) => d.code === 'missing-page');
    assert.equal(diagnostics.length, 1);
    const titles = service.codeActions(config, { start: diagnostics[0].range.start, end: diagnostics[0].range.end }, diagnostics, defaultSettings, { createFiles: true }).map((a) => a.title);
    assert.ok(!titles.some((t) => t.startsWith('Create page')), titles.join(', '));
  });

  it('links, images and imports naming an ignored file find nothing', () => {
    const ws = site({
      [`${ROOT}/.mintignore`]: 'drafts/\nprivate.png\nsnippets/secret.mdx\n',
      [`${ROOT}/drafts/plan.mdx`]: page('Plan'),
      [`${ROOT}/drafts/sheet.pdf`]: 'pdf',
      [`${ROOT}/images/private.png`]: 'png',
      [`${ROOT}/snippets/secret.mdx`]: 'Secret',
    });
    const from = `${ROOT}/index.mdx`;
    assert.equal(resolveLink('/drafts/plan', from, ROOT, ws).kind, 'missing');
    assert.equal(resolveLink('/drafts/sheet.pdf', from, ROOT, ws).kind, 'missing');
    assert.equal(resolveLocalMedia('/images/private.png', from, ROOT, ws).kind, 'missing');
    assert.equal(resolveImportTarget('/snippets/secret.mdx', from, ROOT, ws).kind, 'missing');
    ws.set(from, page('Home', "import Secret from '/snippets/secret.mdx';\n\n[Plan](/drafts/plan) ![x](/images/private.png)\n\n<Secret />"));
    const codes = validate(ws, from).map((d) => d.code);
    for (const code of ['broken-link', 'missing-image', 'snippet-import']) assert.ok(codes.includes(code), `${code} in ${codes.join(', ')}`);
  });

  it('an ignored page is no page of the site in the editor', () => {
    const ws = site({ [`${ROOT}/.mintignore`]: 'drafts/\n', [`${ROOT}/drafts/plan.mdx`]: page('Plan', '[x](/nowhere)') });
    const service = createLanguageService(ws);
    const draft = TextDocument.create(`file://${ROOT}/drafts/plan.mdx`, 'mdx', 1, ws.readFile(`${ROOT}/drafts/plan.mdx`)!);
    assert.equal(service.kindOf(draft), 'other');
    ws.set(`${ROOT}/.mintignore`, '');
    assert.equal(service.kindOf(draft), 'page');
  });

  it('is read through the workspace: an editor’s unsaved text counts, and a recording workspace records it', () => {
    const ws = site({ [`${ROOT}/.mintignore`]: '', [`${ROOT}/drafts/plan.mdx`]: page('Plan') });
    const overlay = new OverlayWorkspace(ws);
    assert.deepEqual(pageIds(overlay), ['drafts/plan', 'index']);
    overlay.setOpen(`${ROOT}/.mintignore`, 'drafts/\n');
    assert.deepEqual(pageIds(overlay), ['index']);
    const recorder = new RecordingWorkspace(ws, { anchorsOf: () => '', importsOf: () => '', agentFactsOf: () => '' });
    recorder.start(`${ROOT}/index.mdx`);
    resolveLink('/drafts/plan', `${ROOT}/index.mdx`, ROOT, recorder);
    const deps = new Map(recorder.stop());
    assert.ok(deps.has(`r\0${ROOT}/.mintignore`), [...deps.keys()].join(' '));
  });

  it('compiles a .mintignore once per text, in the memos of the workspace’s owner', () => {
    const files = site({ [`${ROOT}/.mintignore`]: 'a/\n' });
    const ws = withMemos(files);
    assert.equal(siteIgnore(ROOT, ws), siteIgnore(ROOT, ws));
    const before = siteIgnore(ROOT, ws);
    files.set(`${ROOT}/.mintignore`, 'b/\n');
    assert.notEqual(siteIgnore(ROOT, ws), before);
    assert.ok(siteIgnore(ROOT, ws).ignores(`${ROOT}/b/x.mdx`));
  });

  it('keeps no memo of its own: two owners reading one workspace compile their own, and a workspace without memos compiles on each call', () => {
    const files = site({ [`${ROOT}/.mintignore`]: 'a/\n' });
    assert.notEqual(siteIgnore(ROOT, withMemos(files)), siteIgnore(ROOT, withMemos(files)));
    assert.notEqual(siteIgnore(ROOT, files), siteIgnore(ROOT, files));
  });
});

describe('files the build generates at the site root', () => {
  const ws = site({ [`${ROOT}/guides/intro.mdx`]: page('Intro') });
  const from = `${ROOT}/guides/intro.mdx`;

  for (const file of ['/llms.txt', '/llms-full.txt', '/sitemap.xml', '/robots.txt']) {
    it(`a link to ${file} resolves`, () => assert.equal(resolveLink(file, from, ROOT, ws).kind, 'configured'));
  }

  it('only at the root: a relative llms.txt from a subfolder, or another name, stays broken; the hosting subpath is understood', () => {
    assert.equal(resolveLink('llms.txt', from, ROOT, ws).kind, 'missing');
    assert.equal(resolveLink('/llms.json', from, ROOT, ws).kind, 'missing');
    assert.equal(resolveLink('/docs/llms.txt', from, ROOT, ws).kind, 'configured');
  });

  it('no broken-link finding on a page linking to them', () => {
    ws.set(from, page('Intro', '[llms](/llms.txt), [full](/llms-full.txt), [map](/sitemap.xml) and [robots](/robots.txt).'));
    assert.deepEqual(findings(ws, from, 'broken-link'), []);
  });
});

describe('language-prefixed links and redirects', () => {
  const config = today(
    { languages: [{ language: 'en', pages: ['index', 'api/list'] }, { language: 'es', pages: ['es/index'] }] },
    { redirects: [{ source: '/api/old', destination: '/api/list' }, { source: '/es/api/moved', destination: '/es/index' }, { source: '/:lang/legacy/:slug', destination: '/index' }] },
  );
  const ws = site({ [`${ROOT}/docs.json`]: config, [`${ROOT}/api/list.mdx`]: page('List'), [`${ROOT}/es/index.mdx`]: page('Inicio') });
  const from = `${ROOT}/es/index.mdx`;
  const model = createLanguageService(ws).siteModel(`${ROOT}/docs.json`);
  const kind = (url: string) => resolveLink(url, from, ROOT, ws, model).kind;

  it('a redirect written for the unprefixed path does not serve the language’s path', () => {
    assert.equal(kind('/api/old'), 'configured');
    assert.equal(kind('/es/api/old'), 'missing');
  });

  it('a redirect written for the language’s path does, as written or with a parameter', () => {
    assert.equal(kind('/es/api/moved'), 'configured');
    assert.equal(kind('/es/legacy/page'), 'configured');
  });

  it('the broken-link rule reports the borrowed redirect', () => {
    ws.set(from, page('Inicio', '[viejo](/es/api/old) and [movido](/es/api/moved).'));
    assert.equal(findings(ws, from, 'broken-link').length, 1);
  });
});

describe('duplicate-page: one sidebar per tab, anchor, dropdown, menu item, version or language', () => {
  const files = { [`${ROOT}/intro.mdx`]: page('Intro'), [`${ROOT}/other.mdx`]: page('Other') };
  const duplicates = (navigation: unknown) => findings(site({ ...files, [`${ROOT}/docs.json`]: today(navigation) }), `${ROOT}/docs.json`, 'duplicate-page');
  const group = (name: string, ...pages: unknown[]) => ({ group: name, pages });

  it('a page in two tabs, two anchors, two dropdowns or two menu items is no duplicate', () => {
    assert.deepEqual(duplicates({ tabs: [{ tab: 'A', groups: [group('G', 'intro')] }, { tab: 'B', groups: [group('G', 'intro', 'other')] }] }), []);
    assert.deepEqual(duplicates({ anchors: [{ anchor: 'A', groups: [group('G', 'intro')] }, { anchor: 'B', pages: ['intro'] }] }), []);
    assert.deepEqual(duplicates({ dropdowns: [{ dropdown: 'A', pages: ['intro'] }, { dropdown: 'B', pages: ['intro'] }] }), []);
    assert.deepEqual(duplicates({ tabs: [{ tab: 'T', menu: [{ item: 'A', groups: [group('G', 'intro')] }, { item: 'B', groups: [group('G', 'intro')] }] }] }), []);
  });

  it('a page twice in one group, or in two groups of one tab’s sidebar, is a duplicate', () => {
    assert.equal(duplicates({ tabs: [{ tab: 'A', groups: [group('G', 'intro', 'other', 'intro')] }] }).length, 1);
    assert.equal(duplicates({ tabs: [{ tab: 'A', groups: [group('G', 'intro'), group('H', 'other', 'intro')] }, { tab: 'B', pages: ['intro'] }] }).length, 1);
    assert.equal(duplicates({ groups: [group('G', 'intro'), group('H', group('Nested', 'intro'))] }).length, 1);
  });

  it('two tabs of the same name are still two sidebars', () => {
    assert.deepEqual(duplicates({ tabs: [{ tab: 'A', pages: ['intro'] }, { tab: 'A', pages: ['intro'] }] }), []);
  });
});
