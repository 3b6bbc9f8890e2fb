/**
 * Translation coverage as the editor's Translations view shows it (issue 24, item 3): per language,
 * the sections of the default language with their pages, each with the files to open. Plain data:
 * it crosses from the language server's worker to the client.
 */
import type { DocsWorkspace } from '../workspace';
import type { SiteModel } from '../model/types';
import { resolvePage } from '../pages';
import { translationCoverage, type CoverageEntry, type Pairing } from './coverage';
import type { StaleTranslation } from './staleness';

export interface TranslationPageItem {
  /** The default language's page id, and its file (undefined when it does not exist). */
  source: string;
  sourcePath?: string;
  status: CoverageEntry['status'] | 'extra';
  /** The counterpart's page id (expected, for a missing one under folder pairing), and its file. */
  translation?: string;
  translationPath?: string;
  /** A translated page whose source changed since (git history; see `withStaleness`). */
  stale?: StaleTranslation;
}

export interface TranslationSection {
  /** The groups above the pages, outermost first, joined for display; empty for pages outside groups. */
  name: string;
  pages: TranslationPageItem[];
}

export interface TranslationLanguageView {
  language: string;
  pairing: Pairing;
  counts: { translated: number; shared: number; unlisted: number; missing: number; extra: number; stale?: number };
  sections: TranslationSection[];
}

export interface TranslationsView {
  defaultLanguage: string;
  languages: TranslationLanguageView[];
  /** Why stale translations are not counted (no git, no repository); absent when they are or were not asked. */
  stalenessNotReported?: string;
}

/** Every set of sibling languages of the site, for the view (empty without languages). */
export function translationsView(model: SiteModel, workspace: DocsWorkspace): TranslationsView[] {
  const fileOf = (id: string | undefined) => (id === undefined ? undefined : resolvePage(model.docsRoot, id, workspace));
  return translationCoverage(model, (id) => fileOf(id) !== undefined).map((set) => ({
    defaultLanguage: set.defaultLanguage,
    languages: set.languages.map((language) => {
      const sections = new Map<string, TranslationPageItem[]>();
      const add = (section: readonly string[], item: TranslationPageItem) => {
        const name = section.join(' › ');
        sections.set(name, [...(sections.get(name) ?? []), item]);
      };
      for (const entry of language.entries) {
        add(entry.section, { source: entry.source, sourcePath: fileOf(entry.source), status: entry.status, translation: entry.translation, translationPath: fileOf(entry.translation) });
      }
      for (const extra of language.extra) add(extra.section, { source: extra.page, status: 'extra', translation: extra.page, translationPath: fileOf(extra.page) });
      return { language: language.language, pairing: language.pairing, counts: { ...language.counts }, sections: [...sections].map(([name, pages]) => ({ name, pages })) };
    }),
  }));
}

/** The translated pages of the views whose source and translation files both exist: the pairs to ask git about. */
export function translatedPairs(views: readonly TranslationsView[]): { source: string; sourcePath: string; translation: string; translationPath: string }[] {
  return views.flatMap((view) =>
    view.languages.flatMap((language) =>
      language.sections.flatMap((section) =>
        section.pages.flatMap((p) => (p.status === 'translated' && p.sourcePath && p.translationPath && p.translation ? [{ source: p.source, sourcePath: p.sourcePath, translation: p.translation, translationPath: p.translationPath }] : [])),
      ),
    ),
  );
}

/**
 * The views with the stale translations marked on their pages and counted per language (the same
 * facts as `translation-stale` and `docsite translations`), or with why they are not reported.
 */
export function withStaleness(views: readonly TranslationsView[], staleness: { stale: readonly StaleTranslation[] } | { notReported: string }): TranslationsView[] {
  if ('notReported' in staleness) return views.map((view) => ({ ...view, stalenessNotReported: staleness.notReported }));
  const byTranslation = new Map(staleness.stale.map((s) => [`${s.source}\0${s.translation}`, s]));
  return views.map((view) => ({
    ...view,
    languages: view.languages.map((language) => {
      let count = 0;
      const sections = language.sections.map((section) => ({
        ...section,
        pages: section.pages.map((page) => {
          const stale = page.status === 'translated' ? byTranslation.get(`${page.source}\0${page.translation}`) : undefined;
          if (!stale) return page;
          count++;
          return { ...page, stale };
        }),
      }));
      return { ...language, sections, counts: { ...language.counts, stale: count } };
    }),
  }));
}
