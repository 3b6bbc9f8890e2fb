/**
 * The preview render report (issue 40, item 8): every page the navigation of each site lists,
 * rendered as the preview renders it, with what it drew of the site's own components and snippets
 * (the renderer's RenderStats), the placeholders by component and reason, missing imports,
 * Visibility leaks (content for agents shown to people), untitled pages and render errors. Times
 * are collected for the test's output only: they differ between runs, the generated table cannot.
 */
import { existsSync, readdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { renderPreviewPage } from '../../../preview/src/endpoint';
import { ApiSpecCache } from '../../../service/src/openapi/cache';
import { emptyRenderStats } from '../../../preview/src/siteElements';
import { buildSiteModel } from '../../../site/src/model/build';
import { pageEntries } from '../../../site/src/model/walk';
import { resolvePage } from '../../../site/src/pages';
import { DiskWorkspace } from '../page/diskWorkspace';

export interface CorpusRender {
  corpus: string;
  pages: number;
  siteComponentUses: number;
  siteComponentsDrawn: number;
  /** `name: reason` → count, the file and line left out (they differ per use). */
  placeholders: Map<string, number>;
  unresolvedImports: string[];
  visibilityLeaks: string[];
  untitled: string[];
  renderErrors: string[];
  millis: number[];
}

const assetUrl = (p: string): string => 'https://res.test' + p;

export function renderCorpus(corpusDir: string): CorpusRender {
  const report: CorpusRender = { corpus: corpusDir.split('/').pop()!, pages: 0, siteComponentUses: 0, siteComponentsDrawn: 0, placeholders: new Map(), unresolvedImports: [], visibilityLeaks: [], untitled: [], renderErrors: [], millis: [] };
  for (const site of readdirSync(corpusDir).sort()) {
    const root = `${corpusDir}/${site}`;
    if (!existsSync(`${root}/docs.json`)) continue;
    const workspace = new DiskWorkspace(root);
    const model = buildSiteModel(`${root}/docs.json`, workspace);
    // As the panel renders: a page generated from an OpenAPI operation takes its title from the spec.
    const specs = new ApiSpecCache(workspace);
    const api = { model, readSpec: (p: string) => specs.get(p) };
    const files = new Set<string>();
    for (const { entry } of pageEntries(model.navigation)) {
      const file = entry.operation ? undefined : resolvePage(root, entry.id, workspace);
      if (file) files.add(file);
    }
    for (const file of [...files].sort()) {
      const name = `${site}/${file.slice(root.length + 1)}`;
      const text = workspace.readFile(file) ?? '';
      const stats = emptyRenderStats();
      const start = performance.now();
      let html = '';
      try {
        const result = renderPreviewPage(text, { pagePath: file, docsRoot: root, workspace, assetUrl, stats }, api);
        html = result.html;
        if (!result.ok) report.renderErrors.push(`${name}: ${result.error.message}`);
      } catch (error) {
        report.renderErrors.push(`${name}: threw ${(error as Error).message}`);
      }
      report.millis.push(performance.now() - start);
      report.pages++;
      report.siteComponentUses += stats.siteComponentUses;
      report.siteComponentsDrawn += stats.siteComponentsDrawn;
      for (const p of stats.notRendered) {
        if (p.missing) report.unresolvedImports.push(`${name}: <${p.name}> ${p.reason}`);
        const key = `\`<${p.name}>\`: ${p.reason.replace(/`[^`]*\/([^`/]+)`/g, '`$1`')}`;
        report.placeholders.set(key, (report.placeholders.get(key) ?? 0) + 1);
      }
      // A page without a title gets the build's default from its path (buildDefaultTitle), never "Untitled page".
      if (html.includes('Untitled page')) report.untitled.push(name);
      if (leaksVisibility(text, html)) report.visibilityLeaks.push(name);
    }
  }
  return report;
}

/** Whether content only for agents reached the page: a "Visibility" box, or the first words of a `for="agents"` block. */
function leaksVisibility(text: string, html: string): boolean {
  if (/ds-vendor-label">Visibility</.test(html)) return true;
  for (const m of text.matchAll(/<Visibility\s+for=["']agents["']\s*>([\s\S]*?)<\/Visibility>/g)) {
    const words = /[A-Za-z][A-Za-z ,]{24,}/.exec(m[1])?.[0];
    if (words && html.includes(words) && text.split(words).length - 1 === 1) return true;
  }
  return false;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

/** The generated section of docs/corpus-findings.md: no times (they differ between runs). */
export function renderReportSection(reports: readonly CorpusRender[]): string {
  const lines = [
    '## Preview render report (issue 40, generated)',
    '',
    'Every page the navigation of each site lists, rendered as the preview renders it (`test/corpus/preview/renderReport.test.ts`, which also prints render time p50/p95 per corpus; times are never asserted). "Site components" are uses of a component or snippet the site defines or imports (a legacy `<Snippet file>` included), counted each time one is drawn, inside snippets too.',
    '',
    '| corpus | pages | site component uses | drawn | placeholders and error boxes | unresolved imports | Visibility leaks | untitled pages | render errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of reports) {
    const placeholders = [...r.placeholders.values()].reduce((a, b) => a + b, 0);
    const share = r.siteComponentUses ? ` (${((100 * r.siteComponentsDrawn) / r.siteComponentUses).toFixed(1)}%)` : '';
    lines.push(`| \`${r.corpus}\` | ${r.pages} | ${r.siteComponentUses} | ${r.siteComponentsDrawn}${share} | ${placeholders} | ${r.unresolvedImports.length} | ${r.visibilityLeaks.length} | ${r.untitled.length} | ${r.renderErrors.length} |`);
  }
  lines.push('', 'Placeholders by component and reason, both corpora (most frequent first):', '', '| component: reason | count |', '|---|---:|');
  const merged = new Map<string, number>();
  for (const r of reports) for (const [key, n] of r.placeholders) merged.set(key, (merged.get(key) ?? 0) + n);
  for (const [key, n] of [...merged].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) lines.push(`| ${key.replace(/\|/g, '\\|')} | ${n} |`);
  const missing = reports.flatMap((r) => r.unresolvedImports);
  if (missing.length) lines.push('', 'Unresolved imports: each names a file the site does not have (the checks report the same import as `snippet-import`), drawn as an error box where it is used:', '', ...missing.map((m) => `- \`${m.split(':')[0]}\`: ${m.slice(m.indexOf(':') + 2).replace(/^<([^>]+)>/, '`<$1>`')}`));
  lines.push('');
  return lines.join('\n');
}
