/**
 * The one finder of the settings files (host/src/settingsFiles.ts): the editor (a file's settings,
 * up to its workspace folder) and `docsite check <folder>` (a site's settings, up to the checked
 * folder) pick the same `.docsiterc.json` for the same layout, so CI and the editor agree.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { folderVscodeSettings, nearestProjectConfig, projectConfigForFile, withProjectConfig } from '../../../host/src/settingsFiles';
import { toServicePath } from '../../../host/src/fsWorkspace';
import { ProjectSettings } from '../../../cli/src/projectConfig';

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A temporary folder `outer` holding `repo/` (the workspace folder, and the folder `docsite check` is given) and `files`, relative to `outer`. */
function layout(files: Record<string, string>): { outer: string; repo: string } {
  const outer = toServicePath(fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-settings-'))));
  temps.push(outer);
  fs.mkdirSync(path.join(outer, 'repo'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(outer, name)), { recursive: true });
    fs.writeFileSync(path.join(outer, name), text);
  }
  return { outer, repo: `${outer}/repo` };
}

const RC = '{ "docsite.rules.heading-h1": "off" }';
const SITE = { 'repo/docs/docs.json': '{ "name": "A", "navigation": [] }', 'repo/docs/guides/page.mdx': '# Page\n' };

/** The `.docsiterc.json` each side reads for the page `repo/docs/guides/page.mdx` (relative to `outer`, '' for none). */
function picked(outer: string, repo: string): { editor: string; cli: string } {
  const editor = projectConfigForFile(`${repo}/docs/guides/page.mdx`, [repo])?.path ?? '';
  const cli = new ProjectSettings(repo).forSiteWithSources(`${repo}/docs`).sources.find((f) => f.endsWith('.docsiterc.json')) ?? '';
  const relative = (p: string) => (p ? path.posix.relative(outer, toServicePath(p)) : '');
  return { editor: relative(editor), cli: relative(cli) };
}

describe('settingsFiles: the editor and docsite check pick the same .docsiterc.json', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['at the docs root, below the checked folder (docsite check once read only <repo>/.docsiterc.json)', { 'repo/docs/.docsiterc.json': RC }, 'repo/docs/.docsiterc.json'],
    ['at the repository root, above the docs root', { 'repo/.docsiterc.json': RC }, 'repo/.docsiterc.json'],
    ['the docs root\'s over the repository\'s', { 'repo/.docsiterc.json': RC, 'repo/docs/.docsiterc.json': RC }, 'repo/docs/.docsiterc.json'],
    ['the site\'s, not one in a folder of pages (the editor once took the nearest to each file)', { 'repo/docs/.docsiterc.json': RC, 'repo/docs/guides/.docsiterc.json': RC }, 'repo/docs/.docsiterc.json'],
    ['none above the workspace folder, the checked folder', { '.docsiterc.json': RC }, ''],
  ];
  for (const [name, files, expected] of cases) {
    it(name, () => {
      const { outer, repo } = layout({ ...SITE, ...files });
      assert.deepEqual(picked(outer, repo), { editor: expected, cli: expected });
    });
  }

  it('a file of no site: its own folder, then up to the boundary', () => {
    const { repo } = layout({ 'repo/notes/AGENTS.md': '', 'repo/.docsiterc.json': RC });
    assert.equal(projectConfigForFile(`${repo}/notes/AGENTS.md`, [repo])?.path, `${repo}/.docsiterc.json`);
    assert.equal(new ProjectSettings(repo).forSiteWithSources(`${repo}/notes`).sources[0], `${repo}/.docsiterc.json`);
    // Outside every workspace folder: only the file's own folder is looked in.
    assert.equal(projectConfigForFile(`${repo}/notes/AGENTS.md`, []), undefined);
  });

  it('the editor\'s section with the file\'s .docsiterc.json over it; the checked folder\'s .vscode/settings.json under it in the CLI', () => {
    const { repo } = layout({ ...SITE, 'repo/docs/.docsiterc.json': RC, 'repo/.vscode/settings.json': '{ "docsite.rules.heading-h1": "error", "docsite.rules.missing-page": "warning" }' });
    // (Settings read from files have no prototype: compared as plain JSON.)
    const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    assert.deepEqual(plain(withProjectConfig(`${repo}/docs/guides/page.mdx`, [repo], { rules: { 'missing-page': 'warning' } })), { rules: { 'missing-page': 'warning', 'heading-h1': 'off' } });
    assert.deepEqual(plain(folderVscodeSettings(repo)?.settings), { rules: { 'heading-h1': 'error', 'missing-page': 'warning' } });
    const cli = new ProjectSettings(repo).forSiteWithSources(`${repo}/docs`);
    assert.deepEqual(cli.sources, [`${repo}/.vscode/settings.json`, `${repo}/docs/.docsiterc.json`]);
    assert.equal(cli.settings.rules['heading-h1'], 'off');
    assert.equal(cli.settings.rules['missing-page'], 'warning');
  });

  it('a broken file throws, naming it; the search never goes above the boundary', () => {
    const { outer, repo } = layout({ 'repo/docs/.docsiterc.json': '{ "docsite.__proto__.x": "off" }', '.docsiterc.json': RC });
    assert.throws(() => nearestProjectConfig(`${repo}/docs`, repo), /docs[\\/]\.docsiterc\.json: the key "docsite\.__proto__\.x" is not allowed/);
    assert.equal(nearestProjectConfig(repo, repo), undefined);
    assert.equal(nearestProjectConfig(repo, outer)?.path, path.join(outer, '.docsiterc.json'));
  });
});
