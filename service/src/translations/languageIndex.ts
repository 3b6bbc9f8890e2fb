/**
 * Which languages list each page, and each page's counterparts, derived once per site model (the
 * model is rebuilt when docs.json changes, so this never goes stale): the cross-language link check
 * asks it for every link of every page, which must not walk the navigation each time.
 */
import type { SiteModel } from '../model/types';
import { pageEntries } from '../model/walk';
import { translationCoverage } from './coverage';

export interface LanguageIndex {
  /** The languages whose navigation lists the page (a shared page: several). */
  languagesOf(pageId: string): ReadonlySet<string> | undefined;
  /** The page that is `pageId` in `language`, when that language lists one. */
  counterpart(pageId: string, language: string): string | undefined;
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
  // page → (language → page): every page of a pair names the others.
  const pairs = new Map<string, Map<string, string>>();
  for (const set of translationCoverage(model, () => false)) {
    for (const language of set.languages) {
      for (const entry of language.entries) {
        if (entry.status !== 'translated' || !entry.translation) continue;
        const group = pairs.get(entry.source) ?? new Map<string, string>([[set.defaultLanguage, entry.source]]);
        group.set(language.language, entry.translation);
        pairs.set(entry.source, group);
        pairs.set(entry.translation, group);
      }
    }
  }
  index = {
    languagesOf: (pageId) => languages.get(pageId),
    counterpart: (pageId, language) => pairs.get(pageId)?.get(language),
  };
  indexes.set(model, index);
  return index;
}
