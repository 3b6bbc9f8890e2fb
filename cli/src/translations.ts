/**
 * `docsite translations [dir]` (issue 24): the coverage of each language of each site under `dir`,
 * from the same site model and pairing as the editor's `translation-missing` findings: a table per
 * site (human), JSON, or Markdown for a pull-request comment. `--fail-under PERCENT` fails the run
 * when a language covers less of the default language's pages.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { FsWorkspace, StalenessReader, toServicePath, type TranslatedPair } from '../../host/src';
import { buildSiteModel, describeStale, discoverSites, resolvePage, reviewedAgainstOf, translationCoverage, type LanguageCoverage, type StaleTranslation } from '../../site/src';
import { readFrontmatter } from '../../mdx/src';
import { displayPath } from './paths';
import { escapeControls } from './formatters/escape';
import { htmlCode, mdCode, mdTableCode } from './formatters/markdownText';

export type TranslationsFormat = 'human' | 'json' | 'markdown';

interface LanguageRow {
  language: string;
  pairing: LanguageCoverage['pairing'];
  counts: LanguageCoverage['counts'];
  /** Translated or shared pages, as a share of the default language's pages (100 when it has none). */
  coverage: number;
  missing: { source: string; translation?: string }[];
  unlisted: { source: string; translation?: string }[];
  extra: string[];
  /** Translations whose source changed since (git history); empty when staleness is not reported. */
  stale: StaleTranslation[];
}

interface SiteRow {
  config: string;
  defaultLanguage: string;
  languages: LanguageRow[];
  /** Why staleness is not reported (no git, no repository); absent when it is. */
  stalenessNotReported?: string;
}

/** The coverage of every site under `dir` that has languages, with stale translations from git history. */
export async function translationReport(dir: string): Promise<SiteRow[]> {
  const root = toServicePath(path.resolve(dir));
  const workspace = new FsWorkspace();
  const located = fs.statSync(root).isFile() ? [{ docsRoot: path.posix.dirname(root), configPath: root }] : discoverSites(root, workspace);
  const sites: SiteRow[] = [];
  for (const { configPath, docsRoot } of located) {
    const model = buildSiteModel(configPath, workspace);
    const fileOf = (id: string | undefined) => (id === undefined ? undefined : resolvePage(model.docsRoot, id, workspace));
    for (const set of translationCoverage(model, (id) => fileOf(id) !== undefined)) {
      const pairs: TranslatedPair[] = [];
      for (const language of set.languages) {
        for (const e of language.entries) {
          const sourcePath = fileOf(e.source);
          const translationPath = e.status === 'translated' ? fileOf(e.translation) : undefined;
          if (sourcePath && translationPath && e.translation) pairs.push({ source: e.source, sourcePath, translation: e.translation, translationPath, reviewedAgainst: reviewedCommitOf(translationPath, workspace) });
        }
      }
      const staleness = await new StalenessReader().read(docsRoot, pairs);
      const stale = 'stale' in staleness ? staleness.stale : [];
      sites.push({
        config: configPath,
        defaultLanguage: set.defaultLanguage,
        languages: set.languages.map((language) => rowOf(language, stale)),
        ...('notReported' in staleness ? { stalenessNotReported: staleness.notReported } : {}),
      });
    }
  }
  return sites;
}

/** The commit a translation says it was reviewed against, when its frontmatter names one. */
function reviewedCommitOf(file: string, workspace: FsWorkspace): string | undefined {
  const text = workspace.readFile(file);
  return text === undefined ? undefined : reviewedAgainstOf(readFrontmatter(text).frontmatter.data);
}

function rowOf(language: LanguageCoverage, stale: readonly StaleTranslation[]): LanguageRow {
  const { counts } = language;
  const total = language.entries.length;
  const pick = (status: 'missing' | 'unlisted') => language.entries.filter((e) => e.status === status).map(({ source, translation }) => ({ source, translation }));
  return {
    language: language.language,
    pairing: language.pairing,
    counts,
    coverage: total === 0 ? 100 : Math.floor(((counts.translated + counts.shared) / total) * 1000) / 10,
    missing: pick('missing'),
    unlisted: pick('unlisted'),
    extra: language.extra.map((e) => e.page),
    stale: stale.filter((s) => language.entries.some((e) => e.status === 'translated' && e.translation === s.translation && e.source === s.source)),
  };
}

export function formatTranslations(sites: SiteRow[], format: TranslationsFormat, version: string): string {
  if (format === 'json') return JSON.stringify({ version, sites: sites.map((s) => ({ ...s, config: displayPath(s.config) })) }, null, 2) + '\n';
  if (sites.length === 0) return format === 'markdown' ? 'No site under this folder has more than one language.\n' : 'No site here has more than one language (navigation.languages).\n';
  return sites.map((site) => (format === 'markdown' ? markdownSite(site) : humanSite(site))).join('\n');
}

const PAIRING = { prefix: 'language folder', position: 'position' } as const;

function humanSite(site: SiteRow): string {
  const header = ['language', 'pairing', 'translated', 'shared', 'missing', 'unlisted', 'extra', 'stale', 'coverage'];
  const staleCount = (l: LanguageRow) => (site.stalenessNotReported ? '-' : String(l.stale.length));
  const rows = site.languages.map((l) => [l.language, PAIRING[l.pairing], ...[l.counts.translated, l.counts.shared, l.counts.missing, l.counts.unlisted, l.counts.extra].map(String), staleCount(l), `${l.coverage.toFixed(1)}%`]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ').trimEnd();
  const out = [`${escapeControls(displayPath(site.config))} (default language: ${escapeControls(site.defaultLanguage)})`, line(header), ...rows.map((r) => line(r.map(escapeControls)))];
  for (const l of site.languages) {
    for (const m of l.missing) out.push(`  ${l.language}: missing ${m.translation ?? `a counterpart of ${m.source}`} (for ${m.source})`);
    for (const m of l.unlisted) out.push(`  ${l.language}: not in the navigation: ${m.translation} (for ${m.source})`);
    for (const page of l.extra) out.push(`  ${l.language}: only in ${l.language}: ${page}`);
    for (const s of l.stale) out.push(`  ${l.language}: stale ${s.translation}: ${describeStale(s)}`);
  }
  if (site.stalenessNotReported) out.push(`Staleness not reported: ${site.stalenessNotReported}.`);
  return out.map(escapeControls).join('\n') + '\n';
}

/**
 * Markdown for a pull-request comment: the table, then the gaps folded away per language. Every
 * value from the repository (paths, language codes, commit subjects, git's messages) is a code span
 * (formatters/markdownText.ts): no @mention, link, issue reference or formatting of its own.
 */
function markdownSite(site: SiteRow): string {
  const out = [
    `### Translations of ${mdCode(displayPath(site.config))} (default: ${mdCode(site.defaultLanguage)})`,
    '',
    '| language | translated | shared | missing | not listed | only here | stale | coverage |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...site.languages.map((l) => `| ${mdTableCode(l.language)} | ${l.counts.translated} | ${l.counts.shared} | ${l.counts.missing} | ${l.counts.unlisted} | ${l.counts.extra} | ${site.stalenessNotReported ? '–' : l.stale.length} | ${l.coverage.toFixed(1)}% |`),
  ];
  if (site.stalenessNotReported) out.push('', `Staleness not reported: ${mdCode(site.stalenessNotReported)}.`);
  for (const l of site.languages) {
    const gaps = [
      ...l.missing.map((m) => `- missing: ${mdCode(m.translation ?? m.source)} (for ${mdCode(m.source)})`),
      ...l.unlisted.map((m) => `- not in the navigation: ${mdCode(m.translation ?? '')} (for ${mdCode(m.source)})`),
      ...l.extra.map((p) => `- only in ${mdCode(l.language)}: ${mdCode(p)}`),
      ...l.stale.map((st) => `- stale: ${mdCode(st.translation)}: ${markdownStale(st)}`),
    ];
    if (gaps.length) out.push('', `<details><summary>${htmlCode(l.language)}: ${gaps.length} to look at</summary>`, '', ...gaps, '', '</details>');
  }
  return out.join('\n') + '\n';
}

/** describeStale's sentence with each value from git or the site as code. */
const markdownStale = (s: StaleTranslation) =>
  describeStale(s, {
    value: mdCode,
    // A date as git gives it (`2026-05-02T10:00:00+02:00`) is shown as its day; anything else as code.
    day: (iso) => (/^\d{4}-\d{2}-\d{2}(T|$)/.test(iso) ? iso.slice(0, 10) : mdCode(iso)),
  });

/** The languages below `percent`, for `--fail-under`. */
export function languagesUnder(sites: SiteRow[], percent: number): string[] {
  return sites.flatMap((s) => s.languages.filter((l) => l.coverage < percent).map((l) => `${l.language} (${l.coverage.toFixed(1)}%) in ${displayPath(s.config)}`));
}
