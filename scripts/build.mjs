// Bundles the three fixed entry points (client, server, CLI) and the preview script with esbuild.
// `--watch` rebuilds on change. Type checking is tsc's job (npm run typecheck), not esbuild's.
import * as esbuild from 'esbuild';
import { buildWebview } from '../webview/build.mjs';
import { buildIcons } from './buildIcons.mjs';
import { chmodSync, readFileSync } from 'node:fs';
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
  { ...common, entryPoints: { upgradeCommand: 'client/src/upgrade/upgradeCommand.ts' }, outdir: 'dist', external: ['vscode'] },
  { ...common, entryPoints: { server: 'server/src/server.ts' }, outdir: 'dist' },
  // The server's whole-site check runs in a worker thread, started from dist/server.js.
  { ...common, entryPoints: { workspaceWorker: 'host/src/workspaceWorker.ts' }, outdir: 'dist' },
  // The server checks open documents on a worker thread, under a time budget.
  { ...common, entryPoints: { validationWorker: 'host/src/validationWorker.ts' }, outdir: 'dist' },
  // `docsite check --jobs N` checks on worker threads, started from dist/cli.js.
  { ...common, entryPoints: { checkWorker: 'cli/src/checkWorker.ts' }, outdir: 'dist' },
  {
    ...common,
    entryPoints: { cli: 'cli/src/main.ts' },
    outdir: 'dist',
    banner: { js: '#!/usr/bin/env node' },
    define: { DOCSITE_VERSION: JSON.stringify(version) },
  },
];
if (watch) {
  for (const b of builds) await (await esbuild.context(b)).watch();
} else {
  await Promise.all(builds.map((b) => esbuild.build(b)));
  chmodSync('dist/cli.js', 0o755);
}
// The preview's webview script and styles (webview/dist/).
await buildWebview({ watch });
// The preview's icon sets as small lookup files (dist/icons/), rebuilt only when a package changes.
buildIcons();
