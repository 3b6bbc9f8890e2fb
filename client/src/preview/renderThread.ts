/**
 * What the preview's render thread (renderWorker.ts) does with each job, and the state it keeps
 * between jobs: the file index, the parsed site models and OpenAPI files, the rendered chunks of long
 * pages, and what the chrome keeps between builds (titles, page files, sanitized sidebar blocks).
 * All of it lives in one `RenderThread` the worker owns (nothing module-global), so a test can run
 * the thread's work in its own process over a workspace it counts reads on.
 */
import { FsWorkspace, IconFiles } from '../../../host/src';
import { createLanguageService, OverlayWorkspace, type DocsLanguageService } from '../../../service/src';
import { pageIdOf, type DocsWorkspace } from '../../../site/src';
import { BoundedCache, isContained } from '../../../common/src';
import { areaEdit, buildChrome, CHROME_AREAS, ChromeCache, escapeAttribute, loadTailwind, OPERATION_KEY_PREFIX, pageModeOfText, pageToc, renderPreviewPage, RenderCache, sameChrome, sameFrame, sameSidebar, sidebarEdit, type ChromeArea, type ChromeEdits, type ChromeModel, type SidebarParts } from '../../../preview/src';
import { AssetPlaceholders, type ChromeJob, type ChromeReply, type LinkJob, type LinkReply, type PageJob, type RandomToken, type RenderJob, type RenderReply, type RenderThreadReply, type RenderWorkerMessage } from './renderJob';

/** The disk under the thread's overlay: FsWorkspace, or in tests one that counts what is read. */
export type ThreadDisk = DocsWorkspace & Pick<FsWorkspace, 'generation' | 'fileCreated' | 'fileDeleted' | 'fileChanged' | 'index'>;

/** A chrome as last sent to a panel: its name, its areas before sealing, its sidebar block by block. */
interface SentChrome {
  hash: string;
  chrome: ChromeModel;
  sidebarParts: SidebarParts;
}

export class RenderThread {
  private readonly workspace: OverlayWorkspace;
  /** The site models, the parsed OpenAPI files and where links lead: the language service's, over the editor's texts. */
  private readonly service: DocsLanguageService;
  /** The chunks of long pages this thread parsed and rendered: a keystroke re-renders the chunk it touched. */
  private readonly renderCache = new RenderCache();
  /** The chrome's pages' frontmatter (read again only for files that changed), their files, its sanitized sidebar blocks. */
  private readonly chromeCache = new ChromeCache();
  /** This thread's placeholders for local files (see AssetPlaceholders): random, so no page forges one. */
  private readonly placeholders: AssetPlaceholders;
  /**
   * Per panel, the last chrome sent to it (before sealing) and its name: an unchanged one is not
   * sent again, a changed one goes as the edits of its areas.
   */
  private readonly lastChrome = new BoundedCache<string, SentChrome>({ maxEntries: 64 });
  /**
   * Chromes are named by this thread's random token and a count, not by a hash of their text:
   * hashing a 10,000-page sidebar took a third of a keystroke's build. A fresh thread has a new token.
   */
  private readonly chromeNames: { token: string; count: number };
  private icons: IconFiles | undefined;

  constructor(
    private readonly disk: ThreadDisk = new FsWorkspace(),
    randomToken: RandomToken,
    /** tailwindcss/theme.css: with it, pages' utility classes are styled once Tailwind has compiled it (a fraction of a second after start). */
    tailwindTheme?: string,
  ) {
    if (tailwindTheme) {
      void loadTailwind(tailwindTheme).then(
        (compiler) => (this.renderCache.siteStyles = compiler),
        () => undefined, // without Tailwind, utility classes stay unstyled
      );
    }
    this.workspace = new OverlayWorkspace(disk);
    this.service = createLanguageService(this.workspace);
    this.placeholders = new AssetPlaceholders(randomToken);
    this.chromeNames = { token: randomToken(), count: 0 };
  }

  readonly handle = (job: RenderJob): RenderThreadReply => {
    this.icons ??= new IconFiles(job.iconsDir);
    switch (job.kind) {
      case 'page':
        return this.page(job);
      case 'chrome':
        return this.chrome(job);
      case 'link':
        return this.link(job);
    }
  };

  /**
   * The extension's file watcher: files created, deleted or changed since this thread started (a
   * fresh thread indexes the disk as it finds it, so nothing needs replaying). A changed JSON/YAML
   * file may have become an OpenAPI file, which the disk's generation tells the spec discovery.
   */
  readonly message = (raw: RenderWorkerMessage | { type?: string }): void => {
    const message = raw as RenderWorkerMessage;
    if (message.type === 'text') return this.editorText(message.path, message.text);
    if (message.type !== 'files') return;
    const generation = this.disk.generation;
    for (const path of message.created) this.disk.fileCreated(path);
    for (const path of message.deleted) this.disk.fileDeleted(path);
    for (const path of message.changed) this.disk.fileChanged(path);
    for (const path of [...message.created, ...message.deleted, ...message.changed]) this.chromeCache.changed(path);
    if (message.created.length || message.deleted.length || this.disk.generation !== generation) this.renderCache.filesChanged();
  };

  /**
   * An open file's text as the editor holds it (undefined: closed, the disk's again), from the one
   * stream of open texts (host/src/editorTexts.ts, posted once per change); the chrome reads it again.
   */
  private editorText(path: string, text: string | undefined): void {
    if (text === undefined) this.workspace.close(path);
    else this.workspace.setOpen(path, text);
    this.chromeCache.changed(path);
  }

  private readonly readSpec = (path: string) => this.service.apiSpec(path);

  private inside(docsRoot: string): (path: string) => boolean {
    // Each file once more, after symlinks: inside the docs root, or not shown.
    return (path) => isContained(path, [docsRoot], this.disk);
  }

  private page(job: PageJob): RenderReply {
    const pageText = job.pageText ?? this.workspace.readFile(job.pagePath) ?? '';
    if (job.agentView) return this.agentView(job, pageText);
    const model = job.configPath ? this.service.siteModel(job.configPath) : undefined;
    const options = {
      pagePath: job.pagePath,
      docsRoot: job.docsRoot,
      workspace: this.workspace,
      assetUrl: this.placeholders.url,
      icons: { library: model?.iconLibrary ?? ('fontawesome' as const), source: this.icons },
      cache: this.renderCache,
    };
    const result = renderPreviewPage(pageText, options, { model, readSpec: this.readSpec });
    const sealed = this.placeholders.seal(result.html, this.inside(job.docsRoot));
    return result.ok ? { ...result, ...sealed, toc: pageToc(pageText, result.html), mode: pageModeOfText(pageText) } : { ...result, ...sealed };
  }

  /** The page's Markdown for agents as escaped text: nothing of it is rendered. */
  private agentView(job: PageJob, pageText: string): RenderReply {
    const markdown = this.service.agentPage(job.pagePath, pageText);
    const title = /^# (.*)$/m.exec(markdown)?.[1] ?? '';
    return { ok: true, title, html: `<div class="ds-agent-view" aria-label="As agents read it">${escapeAttribute(markdown)}</div>` };
  }

  private chrome(job: ChromeJob): ChromeReply {
    if (!job.configPath) return { ok: false, error: 'The page belongs to no site.', sources: [] };
    // The docs root's file index (scanned once per thread, then kept by the watcher's events): the
    // chrome asks whether each listed page exists, which is a lookup there instead of a stat.
    this.disk.index(job.docsRoot);
    const model = this.service.siteModel(job.configPath);
    const sources = [...model.sources.keys()];
    const result = buildChrome(model, {
      pageId: job.operation ? OPERATION_KEY_PREFIX + job.operation : pageIdOf(job.pagePath, job.docsRoot),
      version: job.version,
      workspace: this.workspace,
      assetUrl: this.placeholders.url,
      icons: this.icons,
      cache: this.chromeCache,
      readSpec: this.readSpec,
    });
    if (!result.ok) return { ok: false, error: result.error, sources };
    const { chrome, sidebarParts } = result;
    // Compared before sealing: placeholders are numbered under a new token per reply.
    const last = job.panel === undefined || job.whole ? undefined : this.lastChrome.get(job.panel);
    if (last && sameChrome(last, result)) return { ok: true, unchanged: true, hash: last.hash, sources };
    const hash = `${this.chromeNames.token}:${++this.chromeNames.count}`;
    if (job.panel !== undefined) {
      const next = { hash, chrome, sidebarParts };
      this.lastChrome.set(job.panel, next);
      if (last && sameFrame(last.chrome, chrome)) return { ok: true, ...this.edits(last, next, job.docsRoot), base: last.hash, hash, sources };
    }
    const { theme } = chrome;
    const images = [theme.backgroundImage ?? '', theme.backgroundImageDark ?? ''];
    const { values, assetToken, assets } = this.placeholders.sealAll([chrome.topbar, chrome.sidebar, chrome.pager, chrome.footer, ...images], this.inside(job.docsRoot));
    const [topbar, sidebar, pager, footer, image, imageDark] = values;
    const sealedTheme = { ...theme, backgroundImage: theme.backgroundImage === undefined ? undefined : image, backgroundImageDark: theme.backgroundImageDark === undefined ? undefined : imageDark };
    return { ok: true, chrome: { ...chrome, topbar, sidebar, pager, footer, theme: sealedTheme }, hash, sources, assetToken, assets };
  }

  /**
   * The edits from the chrome a panel has to the new one. An area with a local file's placeholder
   * goes whole and sealed (placeholders are numbered anew per reply); any other as the edit of its
   * changed middle, which the host posts as it is (the sidebar's widened to the one block it falls
   * in, which the webview redraws alone).
   */
  private edits(from: SentChrome, to: SentChrome, docsRoot: string): { edits: ChromeEdits; assetToken: string; assets: string[] } {
    const [before, after] = [from.chrome, to.chrome];
    const changed = CHROME_AREAS.filter((area) => (area === 'sidebar' ? !sameSidebar(from.sidebarParts, to.sidebarParts) : before[area] !== after[area]));
    const whole = changed.filter((area) => this.holdsPlaceholder(from, area) || this.holdsPlaceholder(to, area));
    const { values, assetToken, assets } = this.placeholders.sealAll(whole.map((area) => after[area]), this.inside(docsRoot));
    const edits: ChromeEdits = {};
    for (const area of changed) {
      const at = whole.indexOf(area);
      if (at >= 0) edits[area] = { whole: values[at] };
      else edits[area] = area === 'sidebar' ? sidebarEdit(from.sidebarParts, to.sidebarParts) : areaEdit(before[area], after[area]);
    }
    return { edits, assetToken, assets };
  }

  /** Whether an area holds a local file's placeholder; the sidebar is searched part by part, never joined. */
  private holdsPlaceholder(sent: SentChrome, area: ChromeArea): boolean {
    if (area !== 'sidebar') return this.placeholders.holdsPlaceholder(sent.chrome[area]);
    const { open, blocks, close } = sent.sidebarParts;
    return [open, ...blocks, close].some((part) => this.placeholders.holdsPlaceholder(part));
  }

  private link(job: LinkJob): LinkReply {
    // The same resolution as the link checks; a page the build generates from a division's OpenAPI
    // file, which no file holds, opens as that operation.
    const target = this.service.followLink(job.href, job.pagePath, job.docsRoot);
    if (target.kind === 'generated') return { kind: 'generated', operation: target.entry };
    return { kind: target.kind, path: target.kind === 'page' || target.kind === 'file' ? target.path : undefined };
  }
}
