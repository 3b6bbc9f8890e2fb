// Fails when code imports across a boundary of where it runs (see docs/architecture.md):
//   common/   plain helpers every part shares (text, paths, URIs, hashes): nothing of a docs site
//   catalog/  the one component table (data: every component, attribute and frontmatter key)
//   assistants/ the AI assistants Create Project Rules writes for: where each reads its rules, and
//             in what format (each place cited from the tool's own documentation)
//   mdx/      a site's pages as text, as the build reads them (the MDX parse, frontmatter, heading
//             ids, fence options, the bounding scans): what the service and the renderer both read
//   site/     one site from its docs.json (either layout): the site model (navigation, routes,
//             redirects, discovery), the workspace interface, settings, translations, the caches
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
// Inside service/ the files stand on floors (FLOORS below): a file imports only from its own floor
// or a lower one. Anywhere in the tree, no file reaches itself through imports (type imports count:
// a cycle of types is a knot a reader has to untie just the same).
// Run by `npm run build` before bundling, so a forbidden import fails the build.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { builtinModules } from 'node:module';

const ZONES = {
  common: { may: ['common'], vscode: false, node: false },
  catalog: { may: ['catalog'], vscode: false, node: false },
  assistants: { may: ['common', 'assistants'], vscode: false, node: false },
  mdx: { may: ['common', 'mdx'], vscode: false, node: false },
  site: { may: ['common', 'mdx', 'site', 'schemas'], vscode: false, node: false },
  service: { may: ['common', 'catalog', 'assistants', 'mdx', 'site', 'service', 'schemas'], vscode: false, node: false },
  preview: { may: ['common', 'catalog', 'assistants', 'mdx', 'site', 'service', 'preview', 'schemas'], vscode: false, node: false },
  host: { may: ['common', 'catalog', 'assistants', 'mdx', 'site', 'service', 'preview', 'host'], vscode: false, node: true },
  server: { may: ['common', 'catalog', 'assistants', 'mdx', 'site', 'service', 'host', 'server'], vscode: false, node: true },
  cli: { may: ['common', 'catalog', 'assistants', 'mdx', 'site', 'service', 'host', 'cli'], vscode: false, node: true },
  client: { may: ['common', 'catalog', 'assistants', 'mdx', 'site', 'service', 'preview', 'host', 'client', 'server'], vscode: true, node: true },
  // The renderer and the site model are pure (no Node built-ins, checked above), so what the page
  // script takes from them bundles for the browser.
  webview: { may: ['webview', 'preview', 'site', 'common'], vscode: false, node: false, entries: ['browser.ts'] },
};
/** The public entries of the parts others import; data folders (schemas/) are read whole. */
const ENTRIES = {
  common: ['index.ts'],
  mdx: ['index.ts'],
  site: ['index.ts', 'browser.ts'],
  catalog: ['index.ts'],
  assistants: ['index.ts'],
  service: ['index.ts'],
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
    'buildSiteModel', 'createLanguageService', 'RecordedChecks', 'readFrontmatter', 'parsePage', 'resolvePage', 'OverlayWorkspace',
  ]),
};
/**
 * The floors of service/, lowest first (docs/architecture.md, "The service's floors"); a file is on
 * the first floor one of whose patterns matches its path under service/src/. A file on no floor
 * is reported, so a new folder is placed on purpose.
 * - text: the service's own tables and helpers that know nothing of a site (the rule contract,
 *   diagnostics' source and severities, the writing guide, highlighting).
 * (Below them all, parts of their own: mdx/, what a page is as text (the MDX parse, frontmatter,
 * headings and their ids), and site/, one site from its docs.json (either layout): the workspace
 * interface, settings, navigation, routes, redirects, discovery, translations. The preview's
 * renderer and the hosts read both without the language service.)
 * - site facts: what the model and the pages mean together: links and snippets resolved, OpenAPI
 *   specs and their operations, what agents read (llms).
 * - features: each rule and each request's provider (page/, config/, upgrade/, projectRules/, the
 *   rule index and runner).
 * - facade: the language service (providers/: its core and one provider per feature, wired by
 *   languageService.ts), the whole-site check, and the entries.
 */
const FLOORS = [
  ['text', [/^text\//, /^(factsStore|parseCache|writingGuide|projectConfigEdit|ruleContract|diagnostics|clientCommands)\.ts$/]],
  ['site facts', [/^references\//, /^openapi\//, /^llms\//]],
  ['features', [/^page\//, /^config\//, /^upgrade\//, /^projectRules\//, /^(ruleIndex|ruleRunner|ruleWideActions|siteRenameEdits|serviceTypes)\.ts$/]],
  ['facade', [/^languageService\.ts$/, /^providers\//, /^workspaceCheck\//, /^(index|browser)\.ts$/]],
];
/**
 * How wide the service's public entry is (issue 39, item 3: at most 40 names). It is narrowed a
 * group at a time, as hosts move from the service's functions to its providers; the cap follows
 * each step down so the entry never widens again.
 */
const MAX_SERVICE_EXPORTS = 39;
/** The prefix of a service file's path from the root. */
const SERVICE = 'service/src/';
/** The floor of a file of service/src/ (its path under it), or -1 when no floor holds it. */
const floorOf = (path) => FLOORS.findIndex(([, patterns]) => patterns.some((p) => p.test(path)));
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
/** Every source file (path from the root, `/` separated) → the source files it imports. */
const imports = new Map();
for (const [zone, rule] of Object.entries(ZONES)) {
  const dir = join(root, zone, 'src');
  for (const file of sources(dir)) {
    const text = readFileSync(file, 'utf8');
    const from = slashed(relative(root, file));
    const targets = new Set();
    imports.set(from, targets);
    if (zone === 'service' && floorOf(from.slice(SERVICE.length)) < 0) problems.push(`${from}: on no floor of service/ (add it to FLOORS in scripts/check-boundaries.mjs)`);
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[3] ?? m[4] ?? m[5];
      const where = `${relative(root, file)}: ${spec}`;
      const imported = spec.startsWith('.') ? sourceFile(join(dirname(file), spec)) : undefined;
      if (imported) {
        targets.add(imported);
        problems.push(...floorProblems(from, imported, where));
      }
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
for (const cycle of importCycles(imports)) problems.push(`import cycle: ${cycle.join(' -> ')} -> ${cycle[0]}`);
problems.push(...serviceExportProblems(join(root, SERVICE, 'index.ts')));

/** The names service/src/index.ts exports, over MAX_SERVICE_EXPORTS; `export *` hides what is exported: refused. */
function serviceExportProblems(entry) {
  if (!existsSync(entry)) return [];
  const text = readFileSync(entry, 'utf8');
  if (/^\s*export\s+(type\s+)?\*/m.test(text)) return [`${SERVICE}index.ts: export * hides what the service exports; name each export`];
  const names = new Set();
  for (const m of text.matchAll(/^\s*export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
    for (const item of m[1].split(',')) {
      const name = item.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop();
      if (name) names.add(name);
    }
  }
  for (const m of text.matchAll(/^\s*export\s+(?:declare\s+)?(?:const|let|function|class|interface|type|enum|abstract\s+class)\s+([A-Za-z_$][\w$]*)/gm)) names.add(m[1]);
  return names.size > MAX_SERVICE_EXPORTS
    ? [`${SERVICE}index.ts exports ${names.size} names, more than the ${MAX_SERVICE_EXPORTS} allowed: give a host a provider's method rather than another function of the service (see MAX_SERVICE_EXPORTS)`]
    : [];
}

function slashed(path) {
  return path.split(/[\\/]/).join('/');
}

/** The source file an import names (`./x` → `x.ts`, `./dir` → `dir/index.ts`), from the root; undefined for data files. */
function sourceFile(path) {
  for (const candidate of [path, path + '.ts', join(path, 'index.ts')]) {
    if (candidate.endsWith('.ts') && existsSync(candidate) && statSync(candidate).isFile()) return slashed(relative(root, normalize(candidate)));
  }
  return undefined;
}

/** An import inside service/ that runs up a floor (see FLOORS). */
function floorProblems(from, imported, where) {
  if (!from.startsWith(SERVICE) || !imported.startsWith(SERVICE)) return [];
  const [own, theirs] = [floorOf(from.slice(SERVICE.length)), floorOf(imported.slice(SERVICE.length))];
  if (own < 0 || theirs <= own) return [];
  return [`${where}: imports up a floor of service/, from "${FLOORS[own][0]}" to "${FLOORS[theirs][0]}" (see FLOORS)`];
}

/**
 * The import cycles of the graph: each set of files that reach one another (a strongly connected
 * component, Tarjan's algorithm, iterative so a deep chain cannot overflow the stack), as one
 * cycle through it, and each file that imports itself.
 */
function importCycles(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const cycles = [];
  let next = 0;
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work = [[start, [...(graph.get(start) ?? [])].sort(), 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, edges] = frame;
      if (frame[2] < edges.length) {
        const to = edges[frame[2]++];
        if (!graph.has(to)) continue;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push([to, [...graph.get(to)].sort(), 0]);
        } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) !== index.get(node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(cycleThrough(new Set(component), graph));
      else if (graph.get(node)?.has(node)) cycles.push([node]);
    }
  }
  return cycles;
}

/** One cycle inside a strongly connected set: from its first file, the shortest way back to it. */
function cycleThrough(members, graph) {
  const first = [...members].sort()[0];
  const previous = new Map([[first, undefined]]);
  const queue = [first];
  while (queue.length) {
    const node = queue.shift();
    for (const to of [...graph.get(node)].sort()) {
      if (!members.has(to)) continue;
      if (to === first) {
        const path = [node];
        for (let at = previous.get(node); at !== undefined; at = previous.get(at)) path.unshift(at);
        return path;
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [...members].sort();
}

/** What a preview file on the extension host's thread may not import (see HOST_THREAD). */
function hostThreadProblems(file, where, target, statement) {
  const rel = relative(root, file).split(/[\\/]/).join('/');
  if (!rel.startsWith(HOST_THREAD.dir + '/') || HOST_THREAD.renderThread.includes(rel.slice(HOST_THREAD.dir.length + 1))) return [];
  if (!['preview', 'service', 'mdx', 'site'].includes(target)) return [];
  if (/^\s*(import|export)\s+(type\s+)?\*/.test(statement)) return [`${where}: the preview's host thread may not take ${target}/ whole (see HOST_THREAD)`];
  if (/^\s*(import|export)\s+type\s/.test(statement)) return [];
  const names = (/\{([^}]*)\}/.exec(statement)?.[1] ?? '').split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type ')).map((n) => n.split(/\s+as\s+/)[0]);
  return names.filter((n) => HOST_THREAD.forbidden.has(n)).map((n) => `${where}: ${n} runs on the preview's render thread, not the extension host's (client/src/preview/renderThread.ts)`);
}

if (problems.length) {
  console.error(`Import boundaries crossed (scripts/check-boundaries.mjs):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
