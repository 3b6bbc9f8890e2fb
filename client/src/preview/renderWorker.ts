/**
 * The preview's render thread (see pageRenderer.ts): renders one page at a time with the pure
 * renderer, reading files from disk with the editor's unsaved texts on top. It runs apart from the
 * extension host's thread so that a page that renders slowly is stopped at the time budget instead
 * of freezing VS Code.
 */
import { randomBytes } from 'node:crypto';
import { FsWorkspace, IconFiles, serveBudgetedJobs } from '../../../host/src';
import { ApiSpecCache, SiteModelCache, OverlayWorkspace, isContained } from '../../../service/src';
import { pageToc, renderPreviewPage, RenderCache } from '../../../preview/src';
import { AssetPlaceholders, type RenderJob, type RenderReply, type RenderWorkerMessage } from './renderJob';

const disk = new FsWorkspace();
const workspace = new OverlayWorkspace(disk);
const siteModels = new SiteModelCache(workspace);
const apiSpecs = new ApiSpecCache(workspace);
/** The chunks of long pages this thread parsed and rendered: a keystroke re-renders the chunk it touched. */
const renderCache = new RenderCache();
/** This thread's placeholders for local files (see AssetPlaceholders): random, so no page forges one. */
const placeholders = new AssetPlaceholders(() => randomBytes(18).toString('hex'));
let icons: IconFiles | undefined;
let overlaid: string[] = [];

serveBudgetedJobs<RenderJob, RenderReply>((job) => {
  for (const path of overlaid) workspace.close(path);
  for (const [path, text] of job.dirty) workspace.setOpen(path, text);
  overlaid = job.dirty.map(([path]) => path);
  icons ??= new IconFiles(job.iconsDir);
  const model = job.configPath ? siteModels.get(job.configPath) : undefined;
  const options = {
    pagePath: job.pagePath,
    docsRoot: job.docsRoot,
    workspace,
    assetUrl: placeholders.url,
    icons: { library: model?.iconLibrary ?? ('fontawesome' as const), source: icons },
    cache: renderCache,
  };
  const result = renderPreviewPage(job.pageText, options, { model, readSpec: (p) => apiSpecs.get(p) });
  // Each file once more, after symlinks: inside the docs root, or not shown.
  const sealed = placeholders.seal(result.html, (path) => isContained(path, [job.docsRoot], disk));
  return result.ok ? { ...result, ...sealed, toc: pageToc(job.pageText, result.html) } : { ...result, ...sealed };
}, (raw) => {
  // The extension's file watcher: files created, deleted or changed since this thread started (a
  // fresh thread indexes the disk as it finds it, so nothing needs replaying). A changed JSON/YAML
  // file may have become an OpenAPI file, which the disk's generation tells the spec discovery.
  const message = raw as RenderWorkerMessage;
  if (message.type !== 'files') return;
  const generation = disk.generation;
  for (const path of message.created) disk.fileCreated(path);
  for (const path of message.deleted) disk.fileDeleted(path);
  for (const path of message.changed) disk.fileChanged(path);
  if (message.created.length || message.deleted.length || disk.generation !== generation) renderCache.filesChanged();
});
