/**
 * The preview's chrome on the render thread (issue 22, item 3): built there and not on the
 * extension host, its page titles cached by content (a keystroke in one page reads that page again,
 * not the site), and a build past the budget keeping the last good chrome.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSync } from 'esbuild';
import { FsWorkspace } from '../../../host/src/fsWorkspace';
import { OverlayWorkspace } from '../../../service/src/workspaceCheck/overlay';
import { RenderThread } from '../../../client/src/preview/renderThread';
import { PageRenderer } from '../../../client/src/preview/pageRenderer';
import { PanelChrome } from '../../../client/src/preview/panelChrome';
import type { ChromeJob, ChromeReply } from '../../../client/src/preview/renderJob';
import { writeTitledSite as writeSite } from '../../support/titledSite';

const EXAMPLES = path.resolve('examples');
const ICONS = path.resolve('dist', 'icons');

/** The disk, counting each file read from it. */
class CountingDisk extends FsWorkspace {
  reads: string[] = [];
  override readFile(path: string): string | undefined {
    this.reads.push(path);
    return super.readFile(path);
  }
}

/** Every file the thread reads through its workspace (the editors' texts over the disk) while `run` runs. */
function readsThroughWorkspace<T>(run: () => T): { result: T; reads: string[] } {
  const reads: string[] = [];
  const original = OverlayWorkspace.prototype.readFile;
  OverlayWorkspace.prototype.readFile = function (this: OverlayWorkspace, path: string) {
    reads.push(path);
    return original.call(this, path);
  };
  try {
    return { result: run(), reads };
  } finally {
    OverlayWorkspace.prototype.readFile = original;
  }
}

describe('the preview chrome on the render thread', () => {
  let dir: string;
  let script: string;
  const renderers: PageRenderer[] = [];
  const renderer = (budgetMs = 60_000) => {
    const r = new PageRenderer({ script, iconsDir: ICONS, budgetMs });
    renderers.push(r);
    return r;
  };

  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-chrome-thread-'));
    script = path.join(dir, 'renderWorker.js');
    buildSync({ entryPoints: ['client/src/preview/renderWorker.ts'], bundle: true, platform: 'node', format: 'cjs', mainFields: ['module', 'main'], outfile: script, logLevel: 'error' });
  });

  after(() => {
    for (const r of renderers) r.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a keystroke in one page reads that page again, not every page of the navigation', () => {
    const site = path.join(dir, 'titles');
    const files = writeSite(site, 300);
    const disk = new CountingDisk();
    const thread = new RenderThread(disk, () => 'token0123');
    const configPath = path.join(site, 'docs.json');
    const job = (): ChromeJob => ({ kind: 'chrome', pagePath: files[0], docsRoot: site, configPath, iconsDir: ICONS });
    // The editor's texts reach the thread as the stream of open texts posts them: once per change.
    const type = (texts: [string, string | undefined][]) => {
      for (const [path, text] of texts) thread.message({ type: 'text', path, text });
    };
    const build = (texts: [string, string | undefined][]) => {
      type(texts);
      disk.reads = [];
      const { result: reply, reads } = readsThroughWorkspace(() => thread.handle(job()) as ChromeReply);
      assert.ok(reply.ok && 'chrome' in reply, reply.ok ? 'unchanged' : reply.error);
      const pages = (list: string[]) => list.filter((p) => p.endsWith('.mdx'));
      return { reply, pagesRead: pages(reads), pagesFromDisk: pages(disk.reads) };
    };
    const first = build([]);
    // The sidebar lists every group of the site: each page is read once.
    assert.equal(new Set(first.pagesRead).size, 300);
    assert.equal(first.pagesRead.length, 300);
    assert.match(first.reply.chrome.sidebar, />Page 42</);

    // The writer retitles page 42 in its editor: one page read, and the sidebar has the new title.
    const edited = `---\ntitle: Renamed forty-two\n---\n\nWords.\n`;
    const second = build([[files[42], edited]]);
    assert.deepEqual(second.pagesRead, [files[42]]);
    assert.deepEqual(second.pagesFromDisk, [], "the editor's text, not the disk's");
    assert.match(second.reply.chrome.sidebar, />Renamed forty-two</);
    assert.doesNotMatch(second.reply.chrome.sidebar, />Page 42</);

    // The next keystroke there (below the frontmatter) reads it once more; nothing else is read.
    const third = build([[files[42], edited + 'More.\n']]);
    assert.deepEqual(third.pagesRead, [files[42]]);

    // Nothing changed: no page is read at all.
    assert.deepEqual(build([]).pagesRead, []);

    // The editor is closed after a save (its text leaves the overlay) and the watcher reports another page changed on disk.
    fs.writeFileSync(files[42], edited);
    fs.writeFileSync(files[7], '---\ntitle: Seven on disk\n---\n');
    thread.message({ type: 'files', created: [], deleted: [], changed: [files[7], files[42]] });
    const saved = build([[files[42], undefined]]);
    assert.deepEqual(saved.pagesRead.sort(), [files[42], files[7]].sort());
    assert.deepEqual(saved.pagesFromDisk.sort(), [files[42], files[7]].sort());
    assert.match(saved.reply.chrome.sidebar, />Seven on disk</);
    assert.match(saved.reply.chrome.sidebar, />Renamed forty-two</);

    // Asked for a panel, a chrome equal to the last one that panel got comes back as `unchanged`.
    const forPanel = (texts: [string, string][]) => {
      type(texts);
      return thread.handle({ ...job(), panel: 'p1' }) as ChromeReply;
    };
    assert.ok('chrome' in forPanel([]));
    assert.ok('unchanged' in forPanel([[files[3], '---\ntitle: Page 3\n---\n\nA body edit.\n']]));
    // A changed one that keeps its theme and versions comes as the edits of its areas: here a few bytes of the sidebar.
    const retitled = forPanel([[files[3], '---\ntitle: Three\n---\n']]);
    assert.ok('edits' in retitled, JSON.stringify(retitled).slice(0, 200));
    assert.deepEqual(Object.keys(retitled.edits), ['sidebar']);
    const edit = retitled.edits.sidebar!;
    assert.ok(!('whole' in edit) && edit.insert.length < 20 && edit.insert.includes('Three'), JSON.stringify(edit));
    // It names the sidebar block (the group of 100 pages) that holds the page, for the webview to redraw alone.
    assert.deepEqual(edit.block && { index: edit.block.index, of: edit.block.of }, { index: 0, of: 3 });
    assert.ok('chrome' in (thread.handle({ ...job(), panel: 'p2' }) as ChromeReply), 'another panel gets its own');
  });

  it('a title typed in a page of a 2,000-page site reaches the panel as edits that give the whole chrome, even after a lost reply', async () => {
    const site = path.join(dir, 'edits');
    const files = writeSite(site, 2_000);
    const r = renderer(60_000);
    const request = { panelKey: 'e', panel: 'edits-panel', pagePath: files[0], docsRoot: site, configPath: path.join(site, 'docs.json'), toUrl: (p: string) => p };
    const whole = async () => (await r.chrome({ ...request, panelKey: 'w', panel: undefined }))!.chrome!;
    const panel = new PanelChrome(r);
    const first = await panel.build(request);
    assert.ok(first && 'chrome' in first, panel.error);
    for (const title of ['Typed', 'Typed title', 'Typed title here']) {
      r.editorText(files[1_234], `---\ntitle: ${title}\n---\n\nWords.\n`);
      const change = await panel.build(request);
      assert.ok(change && 'edits' in change, `edits for "${title}"`);
      const sent = JSON.stringify(change.edits).length;
      assert.ok(sent < 200, `${sent} characters posted, not the ${panel.chrome!.sidebar.length} of the sidebar`);
      assert.deepEqual(panel.chrome, await whole(), 'the edits give the chrome a whole build gives');
    }
    // Another panel object under the same id takes the thread's last chrome: the first one's next
    // reply is made from a chrome it never had, so it asks for the whole chrome instead.
    const other = new PanelChrome(r);
    r.editorText(files[5], '---\ntitle: Five\n---\n');
    assert.ok(await other.build(request));
    r.editorText(files[6], '---\ntitle: Six\n---\n');
    const recovered = await panel.build(request);
    assert.ok(recovered && 'chrome' in recovered, 'the whole chrome, not edits it cannot apply');
    assert.deepEqual(panel.chrome, await whole());
    assert.match(panel.chrome!.sidebar, />Six</);
  });

  it('builds the chrome on the thread while the host stays free, with the local logo mapped to a webview URL', async () => {
    const r = renderer();
    let turns = 0;
    let waiting = true;
    const spin = () => {
      if (!waiting) return;
      turns++;
      setImmediate(spin);
    };
    const pending = r.chrome({ panelKey: 'p', pagePath: path.join(EXAMPLES, 'quickstart.mdx'), docsRoot: EXAMPLES, configPath: path.join(EXAMPLES, 'docs.json'), toUrl: (p) => `https://webview.test${p}` });
    setImmediate(spin);
    const built = await pending;
    waiting = false;
    assert.ok(built?.chrome, built?.error);
    assert.ok(turns > 0, 'the host thread ran other work while the chrome was built');
    assert.ok(built.chrome.topbar.includes(`src="https://webview.test${EXAMPLES}/logo/light.svg"`), built.chrome.topbar.slice(0, 400));
    assert.ok(!JSON.stringify(built.chrome).includes('docsite-asset.invalid'));
    assert.ok(built.sources?.includes(path.join(EXAMPLES, 'docs.json')));
  });

  it('on a 2,000-page site the host call returns at once and the host keeps running while the thread builds', async () => {
    const site = path.join(dir, 'big');
    const files = writeSite(site, 2_000);
    const r = renderer();
    let turns = 0;
    let waiting = true;
    const spin = () => {
      if (!waiting) return;
      turns++;
      setImmediate(spin);
    };
    const pending = r.chrome({ panelKey: 'big', pagePath: files[1_500], docsRoot: site, configPath: path.join(site, 'docs.json'), toUrl: (p) => p });
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    assert.equal(settled, false, 'the call returned before the chrome was built');
    setImmediate(spin);
    const built = await pending;
    waiting = false;
    assert.ok(built?.chrome, built?.error);
    assert.match(built.chrome.sidebar, />Page 1500</);
    assert.ok(turns > 1, `the host's event loop turned ${turns} times during the build`);
  });

  it('a chrome build past the budget keeps the last good chrome, and the page still renders', async () => {
    const site = path.join(dir, 'budget');
    const files = writeSite(site, 3);
    const configPath = path.join(site, 'docs.json');
    // docs.json, unsaved, will list 60,000 entries in one group: seconds of chrome work, while a page
    // render reads the same docs.json in a fraction of that. The budget sits between the two: the
    // geometric mean of both, timed here in the same run, so a load that changes between the two
    // timings by less than their ratio's square root still leaves one under and one over it.
    const pages = Array.from({ length: 60_000 }, (_, i) => `section-0/page-${i}`);
    const huge = JSON.stringify({ name: 'Generated', theme: 'mint', navigation: { groups: [{ group: 'All', pages }] } });
    const pageText = '---\ntitle: Still here\n---\n\nThe page still shows.\n';
    const probe = renderer(600_000);
    probe.editorText(configPath, huge);
    const timed = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };
    const renderMs = await timed(async () => assert.ok((await probe.render({ panelKey: 'probe', pagePath: files[0], docsRoot: site, configPath, toUrl: (p: string) => p, pageText }))?.ok));
    const chromeMs = await timed(async () => assert.ok(await new PanelChrome(probe).build({ panelKey: 'probe-chrome', pagePath: files[0], docsRoot: site, configPath, toUrl: (p: string) => p })));
    assert.ok(chromeMs > 4 * renderMs, `the chrome (${Math.round(chromeMs)} ms) costs far more than the page (${Math.round(renderMs)} ms)`);
    const budget = Math.ceil(Math.sqrt(renderMs * chromeMs));
    const r = renderer(budget);
    const panel = new PanelChrome(r);
    const request = { panelKey: 'b', pagePath: files[0], docsRoot: site, configPath, toUrl: (p: string) => p };
    const built = await panel.build(request);
    assert.ok(built && 'chrome' in built, panel.error);
    const good = built.chrome;
    assert.match(good.sidebar, />Page 2</);
    r.editorText(configPath, huge);
    assert.equal(await panel.build(request), undefined);
    assert.match(panel.error ?? '', new RegExp(`longer than ${budget} ms`));
    assert.equal(panel.chrome, good, 'the last good chrome stays');
    // The fresh thread after the stopped build was given the open texts again: the page is judged against the unsaved docs.json.
    const page = await r.render({ ...request, pageText });
    assert.ok(page?.ok);
    assert.match(page.html, /The page still shows/);
  });
});
