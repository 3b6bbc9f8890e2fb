// Benchmark 11 (issue 22, item 3): the preview's site chrome (top bar, sidebar, pager, footer) on the
// generated 2,000- and 10,000-page sites. Before, the extension host built it on its own thread on
// every keystroke in any page of the site, reading every page's frontmatter for the titles: that
// whole build is the time every extension was frozen. Now the render thread builds it, reading only
// the pages that changed; the host hands texts over and maps and posts the reply. Printed side by
// side: the old build on the host, the render thread's builds (cold, and per keystroke), and how long
// the host thread was busy per keystroke (its event loop's active time).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { buildSync } from 'esbuild';
import { buildChrome } from '../preview/src';
import { FsWorkspace } from '../host/src';
import { createLanguageService, OverlayWorkspace } from '../service/src';
import { PageRenderer } from '../client/src/preview/pageRenderer';
import { PanelChrome } from '../client/src/preview/panelChrome';
import { generateSite } from './generatedSite';
import { elapsedMs, fmt, median, percentile } from './stats';

const KEYSTROKES = 30;

/** The old way: the whole chrome on the calling thread, every page's frontmatter read anew. */
function hostBuild(site: string, page: string, unsaved: [string, string][]): number {
  const workspace = new OverlayWorkspace(new FsWorkspace());
  for (const [p, text] of unsaved) workspace.setOpen(p, text);
  const start = process.hrtime.bigint();
  const model = createLanguageService(workspace).siteModel(path.join(site, 'docs.json'));
  const result = buildChrome(model, { pageId: path.relative(site, page).replace(/\.mdx$/, ''), workspace, assetUrl: (p) => p });
  if (!result.ok) throw new Error(result.error);
  return elapsedMs(start);
}

/**
 * One keystroke through the render thread as the panel sends it: the wall time until the chrome is
 * back (and mapped), and how long the host thread was busy meanwhile (its event loop's active time:
 * handing the texts over, taking the reply, mapping its files, serializing a changed chrome for the
 * webview as `postMessage` does). Waiting for the thread is idle time, free for other extensions.
 */
async function threadKeystroke(panel: PanelChrome, site: string, page: string): Promise<{ wall: number; busy: number; posted: number }> {
  const before = performance.eventLoopUtilization();
  const start = process.hrtime.bigint();
  const change = await panel.build({ panelKey: 'bench', panel: 'bench', pagePath: page, docsRoot: site, configPath: path.join(site, 'docs.json'), toUrl: (p) => 'https://file+.vscode-resource.vscode-cdn.net' + p });
  if (panel.error) throw new Error(panel.error);
  // What the panel posts (the whole chrome, or the edits of its areas), serialized as postMessage does.
  const message = !change ? undefined : 'edits' in change ? { type: 'chromeEdits', edits: change.edits } : { type: 'chrome', chrome: change.chrome };
  const posted = message ? JSON.stringify({ channel: 'c', message }).length : 0;
  const wall = elapsedMs(start);
  const busy = performance.eventLoopUtilization(before).active;
  return { wall, busy, posted };
}

async function measure(count: number, script: string): Promise<string[]> {
  const site = generateSite(count);
  try {
    const pages = fs.readdirSync(path.join(site, 'section-0')).map((f) => path.join(site, 'section-0', f));
    const shown = pages[0];
    const typed = pages[5];
    const original = fs.readFileSync(typed, 'utf8');
    // A keystroke in the body of another page, and one in its title (the sidebar changes).
    const body = (i: number) => original + '\nTyped' + 'x'.repeat(i) + '\n';
    const title = (i: number) => `---\ntitle: Typed title ${'x'.repeat(i)}\n---\n` + original.replace(/^---\n[\s\S]*?\n---\n/, '');

    const old: number[] = [];
    for (let i = 0; i < (count > 5_000 ? 4 : KEYSTROKES); i++) old.push(hostBuild(site, shown, [[typed, body(i)]]));

    const renderer = new PageRenderer({ script, iconsDir: path.resolve('dist', 'icons'), budgetMs: 600_000 });
    const panel = new PanelChrome(renderer);
    try {
      const cold = await threadKeystroke(panel, site, shown);
      const bodyKeys: Awaited<ReturnType<typeof threadKeystroke>>[] = [];
      const titleKeys: Awaited<ReturnType<typeof threadKeystroke>>[] = [];
      // Typing in the body of the other page, then in its title.
      for (let i = 0; i < KEYSTROKES; i++) {
        renderer.editorText(typed, body(i));
        bodyKeys.push(await threadKeystroke(panel, site, shown));
      }
      for (let i = 0; i < KEYSTROKES; i++) {
        renderer.editorText(typed, title(i));
        titleKeys.push(await threadKeystroke(panel, site, shown));
      }
      const row = (what: string, xs: number[], note = '') => `| ${count.toLocaleString('en')} | ${what} | ${fmt(median(xs))} | ${fmt(percentile(xs, 95))} | ${note} |`;
      return [
        row('before: the build on the host thread (= host blocked), per keystroke', old, 'every page read'),
        row('render thread: first build (cold thread)', [cold.wall], 'every page read once'),
        row('render thread: keystroke in a page body, wall', bodyKeys.map((k) => k.wall), `one page read; chrome unchanged, posted ${bodyKeys.filter((k) => k.posted).length}×`),
        row('render thread: keystroke in a page title, wall', titleKeys.map((k) => k.wall), `one page read; edits posted, ${median(titleKeys.map((k) => k.posted))} characters (the whole chrome: ${cold.posted.toLocaleString('en')})`),
        row('host thread busy per body keystroke', bodyKeys.map((k) => k.busy), 'hand-over only'),
        row('host thread busy per title keystroke', titleKeys.map((k) => k.busy), 'hand-over, applying and serializing the edits (target ≤ 16)'),
      ];
    } finally {
      renderer.dispose();
    }
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
}

export async function run(): Promise<string[]> {
  const out = fs.mkdtempSync(path.join(path.resolve('out'), 'bench-render-'));
  const script = path.join(out, 'renderWorker.js');
  buildSync({ entryPoints: ['client/src/preview/renderWorker.ts'], bundle: true, platform: 'node', format: 'cjs', mainFields: ['module', 'main'], outfile: script, logLevel: 'error' });
  const lines = [
    '### 11. Preview chrome: the generated 2,000- and 10,000-page sites, a keystroke in another page',
    '',
    '| pages | what | p50 (ms) | p95 (ms) | |',
    '|---|---|---|---|---|',
  ];
  try {
    for (const count of [2_000, 10_000]) lines.push(...(await measure(count, script)));
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
  return lines;
}

if (require.main === module) void run().then((lines) => console.log(lines.join('\n')));
