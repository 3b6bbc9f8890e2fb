/**
 * Translation coverage as the editor's Translations view shows it (issue 24, item 3): per language,
 * the sections of the default language with their pages, each with the files to open. Plain data:
 * it crosses from the language server's worker to the client.
 */
import type { DocsWorkspace } from '../workspace';
import type { SiteModel } from '../model/types';
import { resolvePage } from '../site';
import { translationCoverage, type CoverageEntry, type Pairing } from './coverage';

export interface TranslationPageItem {
  /** The default language's page id, and its file (undefined when it does not exist). */
  source: string;
  sourcePath?: string;
  status: CoverageEntry['status'] | 'extra';
  /** The counterpart's page id (expected, for a missing one under folder pairing), and its file. */
  translation?: string;
  translationPath?: string;
}

export interface TranslationSection {
  /** The groups above the pages, outermost first, joined for display; empty for pages outside groups. */
  name: string;
  pages: TranslationPageItem[];
}

export interface TranslationLanguageView {
  language: string;
  pairing: Pairing;
  counts: { translated: number; shared: number; unlisted: number; missing: number; extra: number };
  sections: TranslationSection[];
}

export interface TranslationsView {
  defaultLanguage: string;
  languages: TranslationLanguageView[];
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
