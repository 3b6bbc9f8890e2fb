/**
 * A page's counterparts in the other languages of its site (issue 24): what the preview's language
 * switcher opens. The same pairing as the coverage findings (coverage.ts).
 */
import type { SiteModel } from '../model/types';
import { translationCoverage } from './coverage';

/**
 * For the languages beside the one holding `pageId`: each language's name → the page that is this
 * page in it, or null when the language has no counterpart. Undefined when the page is in no
 * language set.
 */
export function languageCounterparts(model: SiteModel, pageId: string): Map<string, string | null> | undefined {
  // Only listed pages switch: a written but unlisted page is not part of the language's site.
  for (const set of translationCoverage(model, () => false)) {
    const pairs = set.languages.map((language) => ({
      language: language.language,
      bySource: new Map(language.entries.map((e) => [e.source, e.status === 'translated' || e.status === 'shared' ? (e.translation ?? null) : null])),
    }));
    const sources = new Set(set.languages[0]?.entries.map((e) => e.source) ?? []);
    const source = sources.has(pageId) ? pageId : pairs.flatMap((p) => [...p.bySource].filter(([, t]) => t === pageId).map(([s]) => s))[0];
    if (source === undefined) continue;
    const out = new Map<string, string | null>([[set.defaultLanguage, source]]);
    for (const { language, bySource } of pairs) out.set(language, bySource.get(source) ?? null);
    return out;
  }
  return undefined;
}
