/**
 * Runs every page rule over a folder of real sites (one docs root per subfolder) with default
 * settings, the way the editor and the CLI see them: a DiskWorkspace, the site model (so links read
 * docs.json), the site's OpenAPI files (so `openapi:` frontmatter and fields are checked against
 * them) and its import graph (for unused snippets). Shared by the corpus tests, which pin what it finds.
 */
import { existsSync, readdirSync } from 'node:fs';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { defaultSettings } from '../../../site/src/settings';
import { validatePage } from '../../../service/src/page/validate';
import { PAGE_RULES } from '../../../service/src/page/rules';
import { RULE_INDEX } from '../../../service/src/ruleIndex';
import { createPageContext } from '../../../service/src/page/context';
import { SiteModelCache } from '../../../site/src/model/cache';
import { ApiSpecCache } from '../../../service/src/openapi/cache';
import { SnippetUsers } from '../../../service/src/references/snippetUsers';
import { DiskWorkspace } from './diskWorkspace';

export type Counts = Record<string, Record<string, { error: number; other: number }>>;

export interface CorpusRun {
  counts: Counts;
  pages: number;
  /** Error-severity findings per site and code. */
  errors: Record<string, Record<string, number>>;
  /** Unknown-component and unknown-attribute findings (any severity) per site and code. */
  unknowns: Record<string, Record<string, number>>;
}

const UNKNOWN_CODES = new Set(['unknown-component', 'unknown-attribute']);

export function runCorpus(corpus: string): CorpusRun {
  const counts: Counts = {};
  let pages = 0;
  for (const site of readdirSync(corpus).sort()) {
    const root = `${corpus}/${site}`;
    if (!existsSync(`${root}/docs.json`)) continue;
    const workspace = new DiskWorkspace(root);
    const sites = new SiteModelCache(workspace);
    const specs = new ApiSpecCache(workspace);
    const apiSpecs = (p: string) => specs.get(p);
    // The site's import graph, as the service keeps it: unused-snippet reads it.
    const snippetUsers = new SnippetUsers(workspace);
    const perSite: Counts[string] = (counts[site] = {});
    for (const path of workspace.listFiles(root)) {
      if (!/\.mdx?$/.test(path)) continue;
      pages++;
      const document = TextDocument.create('file://' + path, 'mdx', 1, workspace.readFile(path) ?? '');
      for (const d of validatePage(document, createPageContext(document, { workspace, settings: defaultSettings, path, sites, apiSpecs, snippetUsers }))) {
        const cell = (perSite[String(d.code)] ??= { error: 0, other: 0 });
        if (d.severity === DiagnosticSeverity.Error) cell.error++;
        else cell.other++;
      }
    }
  }
  const errors: CorpusRun['errors'] = {};
  const unknowns: CorpusRun['unknowns'] = {};
  for (const [site, perCode] of Object.entries(counts)) {
    for (const [code, c] of Object.entries(perCode)) {
      if (c.error) (errors[site] ??= {})[code] = c.error;
      if (UNKNOWN_CODES.has(code) && c.error + c.other) (unknowns[site] ??= {})[code] = c.error + c.other;
    }
  }
  return { counts, pages, errors, unknowns };
}

/** The per-site × per-rule table, as Markdown. */
export function findingsTable(run: CorpusRun, corpusName: string): string[] {
  const codes = PAGE_RULES.flatMap((rule) => Object.keys(rule.codes));
  const sites = Object.keys(run.counts);
  const header = `| rule (default severity) | ${sites.map((s) => s.split('__')[0]).join(' | ')} | total |`;
  const rows = codes.map((code) => {
    const cells = sites.map((s) => (run.counts[s][code]?.error ?? 0) + (run.counts[s][code]?.other ?? 0));
    return `| \`${code}\` (${RULE_INDEX.get(code)!.severity}) | ${cells.join(' | ')} | ${cells.reduce((a, b) => a + b, 0)} |`;
  });
  return [
    `Generated over ${run.pages} Markdown/MDX files of ${sites.length} sites in \`${corpusName}\`, with default settings. Columns are sites (owner only), cells are findings.`,
    '',
    header,
    `|---|${sites.map(() => '---:').join('|')}|---:|`,
    ...rows,
  ];
}

/** Findings per 1,000 pages, one decimal. */
export function perThousand(count: number, pages: number): string {
  return ((count * 1000) / pages).toFixed(2);
}

export function total(perSite: Record<string, Record<string, number>>): number {
  return Object.values(perSite).reduce((sum, codes) => sum + Object.values(codes).reduce((a, b) => a + b, 0), 0);
}
