/**
 * The import boundaries between the parts (scripts/check-boundaries.mjs, run by `npm run build`):
 * the repository keeps them, and a forbidden import in a tree laid out the same way fails the check.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { buildSync } from 'esbuild';

const CHECK = path.resolve('scripts/check-boundaries.mjs');
const PARTS = ['catalog', 'assistants', 'common', 'mdx', 'site', 'service', 'preview', 'host', 'server', 'cli', 'client', 'webview'];

function check(root?: string) {
  const r = spawnSync(process.execPath, root ? [CHECK, root] : [CHECK], { encoding: 'utf8' });
  return { code: r.status, stderr: r.stderr };
}

/** Temporary folders the helpers below made, removed after each test (also a failing one). */
const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A tree with every part's folder and the given files. */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-boundaries-'));
  temps.push(root);
  for (const part of PARTS) fs.mkdirSync(path.join(root, part, 'src'), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe('import boundaries', () => {
  it('the repository keeps them', () => {
    const r = check();
    assert.equal(r.code, 0, r.stderr);
  });

  it('the service may not use VS Code, Node built-ins or a host', () => {
    const root = tree({
      'service/src/a.ts': "import * as vscode from 'vscode';\nimport { readFileSync } from 'node:fs';\nimport { FsWorkspace } from '../../host/src/fsWorkspace';\n",
      'host/src/fsWorkspace.ts': 'export class FsWorkspace {}\n',
    });
    const r = check(root);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /service\/src\/a\.ts: vscode: no VS Code API in service\//);
    assert.match(r.stderr, /service\/src\/a\.ts: node:fs: no Node built-ins in service\//);
    assert.match(r.stderr, /service\/src\/a\.ts: \.\.\/\.\.\/host\/src\/fsWorkspace: service\/ may not import from host\//);
  });

  it('the helpers every part shares (common/) know nothing of a docs site nor of Node, and are reached through their entry', () => {
    const root = tree({
      'common/src/paths.ts': "import { siteOf } from '../../service/src';\nimport { sep } from 'node:path';\n",
      'common/src/index.ts': "export { dirname } from './paths';\n",
      'service/src/index.ts': 'export const siteOf = 1;\n',
      'site/src/pages.ts': "import { dirname } from '../../common/src/paths';\n",
      'preview/src/render.ts': "import { dirname } from '../../common/src';\n",
    });
    const r = check(root);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /common\/src\/paths\.ts: \.\.\/\.\.\/service\/src: common\/ may not import from service\//);
    assert.match(r.stderr, /common\/src\/paths\.ts: node:path: no Node built-ins in common\//);
    assert.match(r.stderr, /site\/src\/pages\.ts: \.\.\/\.\.\/common\/src\/paths: import common\/ through its public entry/);
    assert.doesNotMatch(r.stderr, /preview\/src\/render\.ts/);
  });

  it('the site model (site/) reads no language service, host nor Node, and is reached through its entry', () => {
    const root = tree({
      'site/src/model/build.ts': "import { createLanguageService } from '../../../service/src';\nimport { readFileSync } from 'node:fs';\nimport { parsePage } from '../../../mdx/src';\n",
      'site/src/index.ts': "export { buildSiteModel } from './model/build';\n",
      'service/src/index.ts': 'export const createLanguageService = 1;\n',
      'mdx/src/index.ts': 'export const parsePage = 1;\n',
      'preview/src/chrome.ts': "import { buildSiteModel } from '../../site/src';\nimport { pageEntries } from '../../site/src/model/walk';\n",
    });
    const r = check(root);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /site\/src\/model\/build\.ts: \.\.\/\.\.\/\.\.\/service\/src: site\/ may not import from service\//);
    assert.match(r.stderr, /site\/src\/model\/build\.ts: node:fs: no Node built-ins in site\//);
    assert.match(r.stderr, /preview\/src\/chrome\.ts: \.\.\/\.\.\/site\/src\/model\/walk: import site\/ through its public entry/);
    assert.doesNotMatch(r.stderr, /mdx\/src'?: site\/ may not/, 'the model reads pages as text through mdx/');
    assert.doesNotMatch(r.stderr, /chrome\.ts: \.\.\/\.\.\/site\/src:/);
  });

  it("the assistants' table (assistants/) knows no docs site: it reads only the shared helpers, and is reached through its entry", () => {
    const root = tree({
      'assistants/src/targets.ts': "import { findSite } from '../../site/src';\nimport { INVISIBLE } from '../../common/src';\n",
      'assistants/src/index.ts': "export { RULES_TARGETS } from './targets';\n",
      'site/src/index.ts': 'export const findSite = 1;\n',
      'common/src/index.ts': 'export const INVISIBLE = 1;\n',
      'client/src/picker.ts': "import { RULES_TARGETS } from '../../assistants/src';\nimport { rulesTarget } from '../../assistants/src/targets';\n",
    });
    const r = check(root);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /assistants\/src\/targets\.ts: \.\.\/\.\.\/site\/src: assistants\/ may not import from site\//);
    assert.match(r.stderr, /client\/src\/picker\.ts: \.\.\/\.\.\/assistants\/src\/targets: import assistants\/ through its public entry/);
    assert.doesNotMatch(r.stderr, /common\/src'?: assistants\/ may not|picker\.ts: \.\.\/\.\.\/assistants\/src:/);
  });

  it('the preview renderer may not reach the client, nor the server the preview', () => {
    const root = tree({
      'preview/src/r.ts': "import { x } from '../../client/src/x';\n",
      'server/src/s.ts': "import { render } from '../../preview/src/r';\n",
      'client/src/ok.ts': "import * as vscode from 'vscode';\nimport { render } from '../../preview/src';\n",
      'preview/src/index.ts': "export { render } from './r';\n",
    });
    const r = check(root);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /preview\/ may not import from client\//);
    assert.match(r.stderr, /server\/ may not import from preview\//);
    assert.doesNotMatch(r.stderr, /client\/src\/ok\.ts/, 'the client may use both');
  });

  it("what the CLI and the client share (host/) may not import the server, whose threads live in server/", () => {
    const root = tree({
      'host/src/h.ts': "import type { SiteInfo } from '../../server/src';\n",
      'server/src/index.ts': 'export interface SiteInfo { name: string }\n',
      'server/src/thread.ts': "import { FsWorkspace } from '../../host/src';\n",
      'host/src/index.ts': 'export class FsWorkspace {}\n',
    });
    const r = check(root);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /host\/src\/h\.ts: \.\.\/\.\.\/server\/src: host\/ may not import from server\//);
    assert.doesNotMatch(r.stderr, /server\/src\/thread\.ts/, 'the server uses host/ through its entry');
  });

  it('a part is imported only through its public entry', () => {
    const root = tree({
      'client/src/deep.ts': "import { SiteModelCache } from '../../site/src/model/cache';\n",
      'client/src/entry.ts': "import { SiteModelCache } from '../../service/src';\nimport { FsWorkspace } from '../../host/src/index';\n",
      'cli/src/deep.ts': "import { FsWorkspace } from '../../host/src/fsWorkspace';\n",
      'webview/src/page.ts': "import { isMode } from '../../preview/src/browser';\nimport { buildChrome } from '../../preview/src';\n",
      'site/src/pages.ts': "import { SiteModelCache } from './model/cache';\n",
    });
    const r = check(root);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /client\/src\/deep\.ts: \.\.\/\.\.\/site\/src\/model\/cache: import site\/ through its public entry/);
    assert.match(r.stderr, /cli\/src\/deep\.ts: .*import host\/ through its public entry \(host\/src\/index\.ts\)/);
    assert.match(r.stderr, /webview\/src\/page\.ts: \.\.\/\.\.\/preview\/src: import preview\/ through its public entry \(preview\/src\/browser\.ts\)/);
    assert.doesNotMatch(r.stderr, /client\/src\/entry\.ts/, 'index.ts, named or not, is the entry');
    assert.doesNotMatch(r.stderr, /page\.ts: \.\.\/\.\.\/preview\/src\/browser:/, "the webview's entry is browser.ts");
    assert.doesNotMatch(r.stderr, /site\/src\/pages\.ts/, 'a part reaches its own modules freely');
  });

  it('inside service/ a file imports only from its own floor or a lower one, and every file stands on a floor', () => {
    const root = tree({
      // Up: a site fact reaching for the language service (the facade), a page rule's helper reached from the text floor.
      'service/src/references/routes.ts': "import { DocsLanguageService } from '../languageService';\nimport { lineOf } from '../text/positions';\n",
      'service/src/text/closest.ts': "import { linkRule } from '../page/rules/links';\n",
      'service/src/languageService.ts': "import { routesOf } from './references/routes';\n",
      'service/src/text/positions.ts': 'export const lineOf = 1;\n',
      'service/src/page/rules/links.ts': "import { routesOf } from '../../references/routes';\nimport { lineOf } from '../../text/positions';\n",
      'service/src/newFolder/thing.ts': 'export const thing = 1;\n',
    });
    const r = check(root);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /service\/src\/references\/routes\.ts: \.\.\/languageService: imports up a floor of service\/, from "site facts" to "facade"/);
    assert.match(r.stderr, /service\/src\/text\/closest\.ts: \.\.\/page\/rules\/links: imports up a floor of service\/, from "text" to "features"/);
    assert.match(r.stderr, /service\/src\/newFolder\/thing\.ts: on no floor of service\//);
    // Down is free: the facade takes the site facts, they the text floor's helpers, a rule both.
    assert.doesNotMatch(r.stderr, /languageService\.ts:|\.\.\/text\/positions:|rules\/links\.ts:/);
  });

  it('no file reaches itself through imports, in any part, type imports included', () => {
    const root = tree({
      'cli/src/check.ts': "import { messageText } from './summary';\n",
      'cli/src/summary.ts': "import type { CheckResult } from './check';\n",
      'preview/src/a.ts': "import { b } from './b';\n",
      'preview/src/b.ts': "import { c } from './c';\n",
      'preview/src/c.ts': "export { a } from './a';\n",
      'host/src/self.ts': "import { me } from './self';\n",
      'server/src/chain.ts': "import { end } from './end';\n",
      'server/src/end.ts': 'export const end = 1;\n',
    });
    const r = check(root);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /import cycle: cli\/src\/check\.ts -> cli\/src\/summary\.ts -> cli\/src\/check\.ts/);
    assert.match(r.stderr, /import cycle: preview\/src\/a\.ts -> preview\/src\/b\.ts -> preview\/src\/c\.ts -> preview\/src\/a\.ts/);
    assert.match(r.stderr, /import cycle: host\/src\/self\.ts -> host\/src\/self\.ts/);
    assert.doesNotMatch(r.stderr, /server\/src\/chain/, 'a chain without a way back is no cycle');
  });

  it('the service\'s public entry may not widen: more names than the cap, or an export *, fail the check (issue 39, item 3)', () => {
    const cap = Number(/^const MAX_SERVICE_EXPORTS = (\d+);/m.exec(fs.readFileSync(CHECK, 'utf8'))![1]);
    const names = (count: number) => Array.from({ length: count }, (_, i) => `n${i}`);
    const entry = (count: number) => `export { ${names(count - 1).join(', ')} } from './text/a';\nexport type T = string;\n`;
    const defining = `export const ${names(cap).join(' = 1;\nexport const ')} = 1;\n`;
    const at = check(tree({ 'service/src/index.ts': entry(cap), 'service/src/text/a.ts': defining }));
    assert.equal(at.code, 0, at.stderr);
    const over = check(tree({ 'service/src/index.ts': entry(cap + 1), 'service/src/text/a.ts': defining }));
    assert.equal(over.code, 1);
    assert.match(over.stderr, new RegExp(`service/src/index\\.ts exports ${cap + 1} names, more than the ${cap} allowed`));
    const star = check(tree({ 'service/src/index.ts': "export * from './text/a';\n", 'service/src/text/a.ts': defining }));
    assert.match(star.stderr, /export \* hides what the service exports/);
  });

  it("the preview's host thread imports nothing that builds the chrome, the site model or a page (issue 22)", () => {
    const root = tree({
      'client/src/preview/previewPanel.ts': "import { buildChrome, buildDocument } from '../../../preview/src';\nimport { createLanguageService as service } from '../../../service/src';\nimport { findSite, buildSiteModel } from '../../../site/src';\nimport type { SiteModel } from '../../../site/src';\n",
      'client/src/preview/pageRenderer.ts': "import * as service from '../../../service/src';\n",
      'client/src/preview/renderThread.ts': "import { buildChrome } from '../../../preview/src';\nimport { createLanguageService } from '../../../service/src';\n",
      'client/src/commands.ts': "import { createLanguageService } from '../../service/src';\n",
      'preview/src/index.ts': 'export const buildChrome = 1, buildDocument = 2;\n',
      'service/src/index.ts': 'export const createLanguageService = 2;\n',
      'site/src/index.ts': 'export const findSite = 1, buildSiteModel = 3;\nexport type SiteModel = {};\n',
    });
    const r = check(root);
    fs.rmSync(root, { recursive: true, force: true });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /previewPanel\.ts: \.\.\/\.\.\/\.\.\/preview\/src: buildChrome runs on the preview's render thread/);
    assert.match(r.stderr, /previewPanel\.ts: \.\.\/\.\.\/\.\.\/service\/src: createLanguageService runs on the preview's render thread/);
    assert.match(r.stderr, /previewPanel\.ts: \.\.\/\.\.\/\.\.\/site\/src: buildSiteModel runs on the preview's render thread/);
    assert.match(r.stderr, /pageRenderer\.ts: .*may not take service\/ whole/);
    assert.doesNotMatch(r.stderr, /buildDocument|findSite|: SiteModel/, 'the document and the site lookup stay on the host');
    assert.doesNotMatch(r.stderr, /^\s*client\/src\/(preview\/renderThread|commands)\.ts:/m, 'the render thread, and code outside the preview, are not bound by it');
  });

  it("the preview panel's bundle holds no code of the chrome, the site model or the page parser", () => {
    const result = buildSync({ entryPoints: ['client/src/preview/previewPanel.ts'], bundle: true, platform: 'node', format: 'cjs', external: ['vscode'], mainFields: ['module', 'main'], write: false, metafile: true, outdir: 'out-boundaries', logLevel: 'error' });
    const used = Object.values(result.metafile.outputs).flatMap((o) => Object.entries(o.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([file]) => file));
    for (const module of ['preview/src/chrome.ts', 'preview/src/chromeTitles.ts', 'preview/src/chromeSidebar.ts', 'preview/src/render.ts', 'site/src/model/build.ts', 'mdx/src/frontmatter.ts', 'mdx/src/parse.ts', 'client/src/preview/renderThread.ts']) {
      assert.ok(used.length > 0 && !used.includes(module), `${module} is bundled into dist/previewPanel.js`);
    }
    assert.ok(used.includes('client/src/preview/pageRenderer.ts'));
  });

  it("Create Project Rules' command bundle holds no code that reads the site: the site model, the OpenAPI parse and the generator run on its thread (issue 36)", () => {
    const result = buildSync({ entryPoints: ['client/src/projectRules/projectRulesCommand.ts'], bundle: true, platform: 'node', format: 'cjs', external: ['vscode'], mainFields: ['module', 'main'], write: false, metafile: true, outdir: 'out-boundaries', logLevel: 'error' });
    const used = Object.values(result.metafile.outputs).flatMap((o) => Object.entries(o.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([file]) => file));
    for (const module of ['site/src/model/build.ts', 'service/src/openapi/cache.ts', 'service/src/projectRules/generate.ts', 'service/src/projectRules/siteFacts.ts', 'client/src/projectRules/rulesThread.ts']) {
      assert.ok(used.length > 0 && !used.includes(module), `${module} is bundled into dist/projectRulesCommand.js`);
    }
    assert.ok(used.includes('client/src/projectRules/threadedRulesReader.ts'));
  });
});
