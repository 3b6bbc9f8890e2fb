// Runs the in-host suite (suite/index.js) the way most VS Code extensions run theirs: with
// @vscode/test-electron's runTests. Its Electron download of VS Code cannot work offline, so
// vscodeExecutablePath is code-shim.sh, a `code` stand-in backed by code-server (see there).
// run.sh runs this when E2E_ELECTRON=1; alone: node test/e2e/electron.mjs (after setup.sh and
// `npm run build`).
// env: WORKSPACE (folder to open; default: a fresh copy of examples/ or fixtures/site, prepared by
//      fixtures/prepare-workspace.mjs), E2E_EXT_DIR (extension folder; default: the repo root)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { prepareWorkspace } from './fixtures/prepare-workspace.mjs';

const require = createRequire(import.meta.url);
const { runTests } = require('@vscode/test-electron');
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-electron-'));
let workspace = process.env.WORKSPACE;
if (!workspace) {
  const examples = path.join(repo, 'examples');
  const site = fs.existsSync(path.join(examples, 'docs.json')) ? examples : path.join(here, 'fixtures/site');
  workspace = path.join(tmp, 'workspace');
  prepareWorkspace(site, workspace);
}
let code = 1;
try {
  code = await runTests({
    vscodeExecutablePath: path.join(here, 'code-shim.sh'),
    extensionDevelopmentPath: process.env.E2E_EXT_DIR || repo,
    extensionTestsPath: path.join(here, 'suite/index.js'),
    launchArgs: [workspace, `--user-data-dir=${path.join(tmp, 'user-data')}`, `--extensions-dir=${path.join(tmp, 'extensions')}`],
    extensionTestsEnv: { DOCSITE_E2E: 'electron' },
  });
} catch (e) {
  console.log(`electron: runTests failed: ${e && e.message || e}`);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
console.log(`electron: runTests exit code ${code}`);
process.exit(code === 0 ? 0 : 1);
