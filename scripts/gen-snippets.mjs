// Generates snippets/mdx.code-snippets from the component catalog: one snippet per component and a
// "Surround With" snippet for each container. `--check` fails when the committed file has drifted.
// The catalog is TypeScript, so it is bundled in memory with esbuild (no compiled out/ needed).
import * as esbuild from 'esbuild';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const OUT = 'snippets/mdx.code-snippets';
const check = process.argv.includes('--check');

const bundle = await esbuild.build({
  stdin: {
    contents: "export * from './catalog/src/components'; export * from './service/src/page/snippetText';",
    resolveDir: process.cwd(),
    loader: 'ts',
  },
  bundle: true,
  write: false,
  format: 'cjs',
  platform: 'node',
  logLevel: 'error',
});
const module = { exports: {} };
new Function('module', 'exports', 'require', bundle.outputFiles[0].text)(module, module.exports, createRequire(import.meta.url));
const { COMPONENTS, componentSnippet, surroundSnippet } = module.exports;

const snippets = {};
// Typing `<St` already gets the language server's context-aware component completion; a snippet
// with the same prefix would list every component twice. Component snippets therefore answer to
// `mdx-<name>` (and to "Insert Snippet"), the Surround With ones to `wrap-<name>`.
for (const c of COMPONENTS.filter((c) => !c.undocumented)) {
  snippets[c.name] = {
    scope: 'mdx',
    prefix: `mdx-${c.name.toLowerCase()}`,
    body: ('<' + componentSnippet(c)).split('\n'),
    description: c.doc,
  };
}
for (const c of COMPONENTS.filter((c) => c.surround)) {
  snippets[`Surround with ${c.name}`] = {
    scope: 'mdx',
    prefix: `wrap-${c.name}`,
    body: surroundSnippet(c).split('\n'),
    description: `Wrap the selection in <${c.name}>.`,
  };
}
const text = JSON.stringify(snippets, null, 2) + '\n';

if (check) {
  let current = '';
  try {
    current = readFileSync(OUT, 'utf8');
  } catch {}
  if (current !== text) {
    console.error(`${OUT} is out of date with the component catalog: run node scripts/gen-snippets.mjs`);
    process.exit(1);
  }
  console.log(`${OUT} is up to date.`);
} else {
  mkdirSync('snippets', { recursive: true });
  writeFileSync(OUT, text);
  console.log(`Wrote ${Object.keys(snippets).length} snippets to ${OUT}.`);
}
