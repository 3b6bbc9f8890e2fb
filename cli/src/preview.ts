/**
 * `docsite preview [dir] --out DIR` (issue 40 item 7): a static copy of the preview, for a reviewer
 * without VS Code or a pull request's CI artifact. Every page the navigation lists (and every page
 * generated from OpenAPI) is rendered as the editor's preview renders it, on worker threads under
 * the page budget (host/src/staticPreview/), and written as `<page>.html` with relative links
 * between the pages, the preview's own script and stylesheet beside them (`_docsite/`) and the
 * site's local files it shows (`_assets/`, each checked once more to be inside the docs root).
 * Opened from disk it loads nothing from the network: its policy allows only files beside it.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ASSET_DIR, FsWorkspace, SCRIPT_DIR, pageBudgetMs, renderStaticSite, StaticRenderError, toServicePath } from '../../host/src';
import { configFileNameOf, discoverSites } from '../../site/src';
import { isContained } from '../../common/src';
import { UsageError } from './args';
import { escapeControls } from './formatters/escape';
import { displayPath } from './paths';
import { PreviewOutput, PreviewRefused } from './previewOutput';

export interface PreviewOptions {
  dir: string;
  out: string;
  force: boolean;
  jobs?: number;
}

/** The preview's own files the copy needs, from the extension's build (webview/dist). */
const SCRIPT_FILES = ['preview.js', 'preview.css', 'mermaid.js'];

export async function runPreview(options: PreviewOptions): Promise<number> {
  try {
    const { configPath, docsRoot } = siteAt(options.dir);
    const output = new PreviewOutput(options.out, docsRoot, options.force);
    const dist = path.join(__dirname, '..', 'webview', 'dist');
    for (const name of SCRIPT_FILES) output.copy(path.join(dist, name), `${SCRIPT_DIR}/${name}`);
    const workspace = new FsWorkspace();
    const copied = new Set<string>();
    let generated = 0;
    const { plan, overBudget } = await renderStaticSite({
      site: { configPath, docsRoot, iconsDir: path.join(__dirname, 'icons') },
      script: path.join(__dirname, 'staticPreviewWorker.js'),
      jobs: options.jobs ?? Math.max(1, Math.min(os.availableParallelism(), 4)),
      budgetMs: pageBudgetMs(),
      onPage(page, result) {
        output.write(page.out, result.html);
        if (page.operation !== undefined) generated++;
        for (const file of result.assets) {
          if (copied.has(file)) continue;
          copied.add(file);
          // The render named it inside the docs root; read only if that holds after every symlink.
          if (!isContained(file, [docsRoot], workspace) || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) continue;
          output.copy(file, `${ASSET_DIR}/${path.posix.relative(docsRoot, file)}`);
        }
      },
    });
    if (!Object.hasOwn(plan.routes, 'index')) output.write('index.html', landingPage(plan.pages[0]?.out));
    const lines = [`${displayPath(path.join(output.dir, 'index.html'))}: ${plan.pages.length} pages (${generated} of OpenAPI operations), ${copied.size} local files`];
    for (const page of overBudget) lines.push(`  ${page.out}: took longer than the page budget; the copy's page says so`);
    process.stdout.write(lines.map(escapeControls).join('\n') + '\n');
    return 0;
  } catch (e) {
    if (!(e instanceof PreviewRefused || e instanceof StaticRenderError)) throw e;
    process.stderr.write(`docsite: ${escapeControls(e.message)}\n`);
    return 2;
  }
}

/** The one site at `dir` (a folder or its docs.json). */
function siteAt(dir: string): { configPath: string; docsRoot: string } {
  if (!fs.existsSync(dir)) throw new PreviewRefused(`${dir} does not exist`);
  const root = toServicePath(path.resolve(dir));
  const isFile = fs.statSync(root).isFile();
  if (isFile && !configFileNameOf(root)) throw new UsageError(`${dir} is not a docs.json or mint.json file; pass a folder or a docs.json file`);
  const sites = isFile ? [{ docsRoot: path.posix.dirname(root), configPath: root }] : discoverSites(root, new FsWorkspace());
  if (sites.length === 0) throw new PreviewRefused(`no docs.json or mint.json under ${dir}`);
  if (sites.length > 1) throw new PreviewRefused(`${sites.length} sites under ${dir} (${sites.map((s) => displayPath(s.configPath)).join(', ')}): pass one site's folder`);
  return sites[0];
}

/** `index.html` for a site without an `index` page: a link to its first page (no script, no redirect). */
function landingPage(first: string | undefined): string {
  const link = first ? `<p><a href="${first.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}">Open the first page</a></p>` : '<p>The navigation lists no page.</p>';
  return `<!DOCTYPE html>\n<html lang="en"><head><meta charset="UTF-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'"><title>Preview</title></head><body>${link}</body></html>\n`;
}
