/**
 * Links inside translated pages point within their language first (issue 24). The site build does
 * not rewrite links by language (its relative-link resolution knows only the page's folder, and its
 * path → language table only scopes the navigation), so this is no diagnostic: it ranks the pages the
 * editor offers (link completion, a broken link's replacements) by the language of the page being
 * written.
 */
import type { SiteModel } from '../model/types';
import { pageIdOf } from '../pages';
import { languageIndex } from './languageIndex';

/**
 * 0: a page of the reader's language (or shared with it); 1: a page of no language; 2: a page only
 * other languages list. Undefined when the page being written is in no language, or in several
 * (a shared page): then there is nothing to prefer.
 */
export type LanguageRank = (pageId: string) => 0 | 1 | 2;

export function readerLanguageRank(site: SiteModel | undefined, docsRoot: string | undefined, pagePath: string): { language: string; rank: LanguageRank } | undefined {
  if (!site || !docsRoot) return undefined;
  const index = languageIndex(site);
  const own = pageIdOf(pagePath, docsRoot);
  const mine = own === undefined ? undefined : index.languagesOf(own);
  if (!mine || mine.size !== 1) return undefined;
  const [language] = mine;
  return {
    language,
    rank: (pageId) => {
      const theirs = index.languagesOf(pageId);
      return !theirs ? 1 : theirs.has(language) ? 0 : 2;
    },
  };
}
