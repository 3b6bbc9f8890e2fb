// Bundles the three fixed entry points (client, server, CLI) and the preview script with esbuild.
// `--watch` rebuilds on change. Type checking is tsc's job (npm run typecheck), not esbuild's.
import * as esbuild from 'esbuild';
import { buildWebview } from '../webview/build.mjs';
import { buildIcons } from './buildIcons.mjs';
import { chmodSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const watch = process.argv.includes('--watch');
// A forbidden import between the parts (service, preview, host, server, cli, client, webview) fails
// the build before anything is bundled.
execFileSync(process.execPath, ['scripts/check-boundaries.mjs'], { stdio: 'inherit' });
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  minify: !watch,
  logLevel: 'warning',
  // jsonc-parser's UMD entry hides its requires from esbuild; its ESM build bundles cleanly.
  mainFields: ['module', 'main'],
};
const builds = [
  { ...common, entryPoints: { extension: 'client/src/extension.ts' }, outdir: 'dist', external: ['vscode'] },
  // Loaded by the client after activation (language client) or on first use (preview, project rules
  // and upgrade commands), so activation stays light.
  { ...common, entryPoints: { languageClient: 'client/src/languageClient.ts' }, outdir: 'dist', external: ['vscode'] },
  { ...common, entryPoints: { previewPanel: 'client/src/preview/previewPanel.ts' }, outdir: 'dist', external: ['vscode'] },
  // The preview renders pages on a worker thread under a time budget, started from dist/previewPanel.js.
  { ...common, entryPoints: { renderWorker: 'client/src/preview/renderWorker.ts' }, outdir: 'dist' },
  { ...common, entryPoints: { projectRulesCommand: 'client/src/projectRules/projectRulesCommand.ts' }, outdir: 'dist', external: ['vscode'] },
  // "Create Project Rules" reads the site (docs.json, OpenAPI files) on a worker thread under a time
  // budget, started from dist/projectRulesCommand.js.
  { ...common, entryPoints: { rulesWorker: 'client/src/projectRules/rulesWorker.ts' }, outdir: 'dist' },
  { ...common, entryPoints: { upgradeCommand: 'client/src/upgrade/upgradeCommand.ts' }, outdir: 'dist', external: ['vscode'] },
  { ...common, entryPoints: { server: 'server/src/server.ts' }, outdir: 'dist' },
  // The server's whole-site check runs in a worker thread, started from dist/server.js.
  { ...common, entryPoints: { workspaceWorker: 'server/src/workspaceWorker.ts' }, outdir: 'dist' },
  // The server checks open documents on a worker thread, under a time budget.
  { ...common, entryPoints: { validationWorker: 'server/src/validationWorker.ts' }, outdir: 'dist' },
  // `docsite check --jobs N` checks on worker threads, started from dist/cli.js.
  { ...common, entryPoints: { checkWorker: 'cli/src/checkWorker.ts' }, outdir: 'dist' },
  // `docsite preview --out` renders the static copy's pages on worker threads, under the same budget.
  { ...common, entryPoints: { staticPreviewWorker: 'host/src/staticPreview/worker.ts' }, outdir: 'dist' },
  {
    ...common,
    entryPoints: { cli: 'cli/src/main.ts' },
    outdir: 'dist',
    banner: { js: '#!/usr/bin/env node' },
    define: { DOCSITE_VERSION: JSON.stringify(version) },
  },
];
// Each part is imported through its public entry (an index.ts re-exporting its API). package.json's
// `"sideEffects": false` tells esbuild that our modules do nothing on import, so a bundle keeps only
// the modules it uses from an entry; without it, the activation bundle would carry the whole service.
const ACTIVATION_BUDGET = 256 * 1024;
if (watch) {
  for (const b of builds) await (await esbuild.context(b)).watch();
} else {
  removeStaleBundles();
  await Promise.all(builds.map((b) => esbuild.build(b)));
  chmodSync('dist/cli.js', 0o755);
  // Tailwind's theme for the preview's render thread (host/src/tailwindTheme.ts): the VSIX ships no node_modules.
  writeFileSync('dist/tailwindTheme.js', `module.exports = ${JSON.stringify(readFileSync('node_modules/tailwindcss/theme.css', 'utf8'))};\n`);
  const size = statSync('dist/extension.js').size;
  if (size > ACTIVATION_BUDGET) {
    console.error(`dist/extension.js is ${Math.round(size / 1024)} KB, over ${ACTIVATION_BUDGET / 1024} KB: activation must load only the light client; something heavy is imported eagerly.`);
    process.exit(1);
  }
}

/** A bundle whose entry was renamed or removed would otherwise linger in dist/ and ship in the VSIX. */
function removeStaleBundles() {
  const wanted = new Set([...builds.flatMap((b) => Object.keys(b.entryPoints)), 'tailwindTheme']);
  let names = [];
  try { names = readdirSync('dist'); } catch { return; }
  for (const name of names) {
    const m = /^(.+)\.js(\.map)?$/.exec(name);
    if (m && !wanted.has(m[1])) rmSync(`dist/${name}`);
  }
}
// The preview's webview script and styles (webview/dist/).
await buildWebview({ watch });
// The preview's icon sets as small lookup files (dist/icons/), rebuilt only when a package changes.
buildIcons();
