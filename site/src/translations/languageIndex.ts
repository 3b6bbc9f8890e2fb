/**
 * Which languages list each page, and each page's counterparts, derived once per site model (the
 * model is rebuilt when docs.json changes, so this never goes stale): the cross-language link check
 * asks it for every link of every page, and the preview's chrome for every build, which must not
 * pair the navigation each time.
 */
import type { SiteModel } from '../model/types';
import { pageEntries } from '../model/walk';
import { translationCoverage } from './coverage';

export interface LanguageIndex {
  /** The languages whose navigation lists the page (a shared page: several). */
  languagesOf(pageId: string): ReadonlySet<string> | undefined;
  /** The page that is `pageId` in `language`, when that language lists one. */
  counterpart(pageId: string, language: string): string | undefined;
  /**
   * For every language of the set holding `pageId`: the page that is it there, or null where that
   * language has none (the preview's language switcher). Undefined for a page in no language set.
   */
  counterparts(pageId: string): Map<string, string | null> | undefined;
  /** The default language's page a listed translation translates (not for shared pages, nor the default's own). */
  sourceOf(pageId: string): string | undefined;
}

const indexes = new WeakMap<SiteModel, LanguageIndex>();

export function languageIndex(model: SiteModel): LanguageIndex {
  let index = indexes.get(model);
  if (index) return index;
  const languages = new Map<string, Set<string>>();
  for (const { entry, ancestors } of pageEntries(model.navigation)) {
    const language = [...ancestors].reverse().find((d) => d.kind === 'language');
    if (!language || !entry.id) continue;
    const set = languages.get(entry.id) ?? new Set<string>();
    set.add(language.name);
    languages.set(entry.id, set);
  }
  // page → its pairing: every page of a pair (source, translations, shared listings) names the others.
  const pairs = new Map<string, { languages: readonly string[]; pages: Map<string, string> }>();
  const sources = new Map<string, string>();
  for (const set of translationCoverage(model, () => false)) {
    const languages = [set.defaultLanguage, ...set.languages.map((l) => l.language)];
    const groups = new Map<string, { languages: readonly string[]; pages: Map<string, string> }>();
    for (const language of set.languages) {
      for (const entry of language.entries) {
        let group = groups.get(entry.source);
        if (!group) {
          group = { languages, pages: new Map([[set.defaultLanguage, entry.source]]) };
          groups.set(entry.source, group);
          if (!pairs.has(entry.source)) pairs.set(entry.source, group);
        }
        // Only listed pages count: a written but unlisted page is not part of the language's site.
        if ((entry.status !== 'translated' && entry.status !== 'shared') || !entry.translation) continue;
        group.pages.set(language.language, entry.translation);
        if (entry.status === 'translated' && !sources.has(entry.translation)) sources.set(entry.translation, entry.source);
        if (!pairs.has(entry.translation)) pairs.set(entry.translation, group);
      }
    }
  }
  index = {
    languagesOf: (pageId) => languages.get(pageId),
    counterpart: (pageId, language) => pairs.get(pageId)?.pages.get(language),
    counterparts: (pageId) => {
      const group = pairs.get(pageId);
      return group && new Map(group.languages.map((language) => [language, group.pages.get(language) ?? null]));
    },
    sourceOf: (pageId) => sources.get(pageId),
  };
  indexes.set(model, index);
  return index;
}
