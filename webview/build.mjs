// Bundles the preview's webview script and stylesheet into webview/dist/ with esbuild.
// Used by scripts/build.mjs (`import { buildWebview } from './build.mjs'`) or run alone:
// `node webview/build.mjs [--watch]`.
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));

/** What both webview bundles share: one browser script each into webview/dist/. */
function browserBundle(minify) {
  return { outdir: join(here, 'dist'), bundle: true, platform: 'browser', format: 'iife', target: 'chrome114', minify, sourcemap: false };
}

export function webviewBuildOptions(minify = true) {
  return {
    ...browserBundle(minify),
    entryPoints: [join(here, 'src/preview.ts'), join(here, 'src/preview.css')],
    logLevel: 'warning',
    loader: { '.css': 'css' },
  };
}

/**
 * Mermaid as its own script (dist/mermaid.js), added by the preview script only when a page shows a
 * diagram: the preview script stays small, and a page without diagrams never loads mermaid.
 */
export function mermaidBuildOptions(minify = true) {
  return {
    ...browserBundle(minify),
    entryPoints: { mermaid: join(here, 'src/mermaidBundle.ts') },
    logLevel: 'error',
    legalComments: 'linked',
  };
}

export async function buildWebview({ watch = false } = {}) {
  const options = webviewBuildOptions(!watch);
  const mermaidOptions = mermaidBuildOptions(!watch);
  if (watch) {
    const ctx = await esbuild.context(options);
    await ctx.watch();
    await (await esbuild.context(mermaidOptions)).watch();
    return ctx;
  }
  const [result] = await Promise.all([esbuild.build(options), esbuild.build(mermaidOptions)]);
  return result;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildWebview({ watch: process.argv.includes('--watch') });
}
