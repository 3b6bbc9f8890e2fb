// Fails when code imports across a boundary of where it runs (see docs/architecture.md):
//   service/  the pure language service: no VS Code, no Node built-ins, nothing of the hosts
//   preview/  the preview renderer (pure too): runs in the extension host's render thread
//   host/     Node adapters (disk workspace, budgeted worker threads, git, writers) that the server, CLI
//             and client share; it imports none of them (the server's own threads live in server/)
//   server/   the LSP server;  cli/  the command line;  client/  the VS Code extension
//   webview/  the preview's page script (in the browser): pure code of preview/ and service/ only
// A part is imported only through its public entry: `<part>/src/index.ts`, or for the webview, which
// runs in a browser, `<part>/src/browser.ts`. Anything else in a part is internal to it.
// The preview's code on the extension host's thread (client/src/preview/ but its render thread) hands
// texts over and posts results only: it may not import what parses pages or builds the site model or
// the chrome, which run on the render thread (see HOST_THREAD).
// Run by `npm run build` before bundling, so a forbidden import fails the build.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { builtinModules } from 'node:module';

const ZONES = {
  service: { may: ['service', 'schemas'], vscode: false, node: false },
  preview: { may: ['service', 'preview', 'schemas'], vscode: false, node: false },
  host: { may: ['service', 'preview', 'host'], vscode: false, node: true },
  server: { may: ['service', 'host', 'server'], vscode: false, node: true },
  cli: { may: ['service', 'host', 'cli'], vscode: false, node: true },
  client: { may: ['service', 'preview', 'host', 'client', 'server'], vscode: true, node: true },
  // The renderer and the service are pure (no Node built-ins, checked above), so what the page
  // script takes from them bundles for the browser.
  webview: { may: ['webview', 'preview', 'service'], vscode: false, node: false, entries: ['browser.ts'] },
};
/** The public entries of the parts others import; data folders (schemas/) are read whole. */
const ENTRIES = {
  service: ['index.ts', 'browser.ts'],
  preview: ['index.ts', 'browser.ts'],
  host: ['index.ts'],
  server: ['index.ts'],
};
/**
 * The preview panel runs on the extension host's thread, which runs every extension: a site of
 * thousands of pages must not freeze it (issue 22). Only the render thread's modules may import
 * the renderer, the chrome, the site model and the parsers; the other files of the folder may not
 * name them, nor take a whole part as a namespace.
 */
const HOST_THREAD = {
  dir: 'client/src/preview',
  renderThread: ['renderThread.ts', 'renderWorker.ts'],
  forbidden: new Set([
    'buildChrome', 'FrontmatterCache', 'renderPreviewPage', 'pageToc', 'RenderCache',
    'buildSiteModel', 'SiteModelCache', 'ApiSpecCache', 'readFrontmatter', 'parsePage', 'resolveLink', 'resolvePage', 'OverlayWorkspace',
  ]),
};
const NODE = new Set([...builtinModules, ...builtinModules.map((m) => 'node:' + m)]);
/** The repository root: the working folder, or the first argument (the tests check other trees). */
const root = process.argv[2] ?? process.cwd();

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.ts$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)/gm;
const problems = [];
for (const [zone, rule] of Object.entries(ZONES)) {
  const dir = join(root, zone, 'src');
  for (const file of sources(dir)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[3] ?? m[4] ?? m[5];
      const where = `${relative(root, file)}: ${spec}`;
      if (spec === 'vscode') {
        if (!rule.vscode) problems.push(`${where}: no VS Code API in ${zone}/`);
      } else if (NODE.has(spec) || NODE.has(spec.split('/')[0])) {
        if (!rule.node) problems.push(`${where}: no Node built-ins in ${zone}/`);
      } else if (spec.startsWith('.')) {
        const parts = relative(root, normalize(join(dirname(file), spec))).split(/[\\/]/);
        const target = parts[0];
        problems.push(...hostThreadProblems(file, where, target, m[0]));
        if (!rule.may.includes(target)) problems.push(`${where}: ${zone}/ may not import from ${target}/`);
        else if (target !== zone && ENTRIES[target]) {
          const entry = parts[1] === 'src' && parts.length <= 3 ? (parts[2] ?? 'index').replace(/(\.ts)?$/, '.ts') : undefined;
          const allowed = rule.entries ?? ENTRIES[target];
          if (!entry || !allowed.includes(entry)) {
            problems.push(`${where}: import ${target}/ through its public entry (${allowed.map((e) => `${target}/src/${e}`).join(' or ')})`);
          }
        }
      }
    }
  }
}
/** What a preview file on the extension host's thread may not import (see HOST_THREAD). */
function hostThreadProblems(file, where, target, statement) {
  const rel = relative(root, file).split(/[\\/]/).join('/');
  if (!rel.startsWith(HOST_THREAD.dir + '/') || HOST_THREAD.renderThread.includes(rel.slice(HOST_THREAD.dir.length + 1))) return [];
  if (target !== 'preview' && target !== 'service') return [];
  if (/^\s*(import|export)\s+(type\s+)?\*/.test(statement)) return [`${where}: the preview's host thread may not take ${target}/ whole (see HOST_THREAD)`];
  if (/^\s*(import|export)\s+type\s/.test(statement)) return [];
  const names = (/\{([^}]*)\}/.exec(statement)?.[1] ?? '').split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type ')).map((n) => n.split(/\s+as\s+/)[0]);
  return names.filter((n) => HOST_THREAD.forbidden.has(n)).map((n) => `${where}: ${n} runs on the preview's render thread, not the extension host's (client/src/preview/renderThread.ts)`);
}

if (problems.length) {
  console.error(`Import boundaries crossed (scripts/check-boundaries.mjs):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
