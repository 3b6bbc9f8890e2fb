/**
 * Translation coverage from the site model (issue 24): for each language of `navigation.languages`
 * other than the default one, each page of the default language paired with its counterpart.
 *
 * Pairing follows the site's own layout, detected per language:
 * - `prefix`: pages live under a language folder (`zh/guide` for `en/guide`, or `es/guide` for a
 *   default language without one); the counterpart is the same path under the other folder;
 * - `position`: paths differ freely; entries pair by position within groups matched by position.
 * An entry that names the default language's own page is a shared page on purpose, not a gap.
 */
import type { Division, Loc, SiteModel } from '../model/types';
import { defaultOf, divisions, pageEntries } from '../model/walk';

export type Pairing = 'prefix' | 'position';

/** One page of the default language, and what a language has for it. */
export interface CoverageEntry {
  /** The default language's page id. */
  readonly source: string;
  /**
   * `translated`: listed in the language; `shared`: the language lists the default page itself;
   * `unlisted`: the counterpart's file exists but the language's navigation does not list it;
   * `missing`: no counterpart at all.
   */
  readonly status: 'translated' | 'shared' | 'unlisted' | 'missing';
  /** The counterpart's page id (the expected one, for `unlisted` and `missing` under prefix pairing). */
  readonly translation?: string;
  /** The groups above the source page in the default language, outermost first. */
  readonly section: readonly string[];
  /** Where the counterpart is listed (translated and shared entries). */
  readonly loc?: Loc;
}

/** A page a language lists that pairs with no page of the default language. */
export interface ExtraEntry {
  readonly page: string;
  readonly section: readonly string[];
  readonly loc: Loc;
}

export interface LanguageCoverage {
  readonly language: string;
  /** The language's own entry in docs.json (`"language": "zh"`'s object). */
  readonly loc: Loc;
  readonly pairing: Pairing;
  readonly entries: readonly CoverageEntry[];
  readonly extra: readonly ExtraEntry[];
  readonly counts: Readonly<Record<CoverageEntry['status'], number>> & { readonly extra: number };
}

export interface TranslationCoverage {
  readonly defaultLanguage: string;
  readonly languages: readonly LanguageCoverage[];
}

/** Whether a page file exists for an id (the site's own resolution: extensions, `.mintignore`). */
export type PageExists = (pageId: string) => boolean;

/**
 * The coverage of every set of sibling languages in the navigation (usually one, at the top; a
 * site may also give each version or product its own languages). Empty without languages.
 */
export function translationCoverage(model: SiteModel, exists: PageExists): TranslationCoverage[] {
  const byParent = new Map<Division, Division[]>();
  for (const parent of divisions(model.navigation)) {
    const languages = parent.items.filter((item): item is Division => item.kind !== 'page' && item.kind === 'language');
    if (languages.length > 1) byParent.set(parent, languages);
  }
  return [...byParent.values()].map((languages) => {
    const base = defaultOf(languages)!; // two or more languages (above)
    return { defaultLanguage: base.name, languages: languages.filter((l) => l !== base).map((l) => coverageOf(base, l, exists)) };
  });
}

interface Listed {
  readonly id: string;
  readonly section: readonly string[];
  readonly loc: Loc;
  /** Group positions from the language down to the entry's group (`0/2`), for position pairing. */
  readonly groupPath: string;
  readonly index: number;
}

function listed(language: Division): Listed[] {
  const counters = new Map<string, number>();
  return pageEntries(language)
    .filter(({ entry }) => !entry.operation && entry.id !== '')
    .map(({ entry, ancestors }) => {
      const below = ancestors.slice(ancestors.indexOf(language) + 1);
      const groupPath = below.map((d, i) => String((i === 0 ? language : below[i - 1]).items.indexOf(d))).join('/');
      const index = counters.get(groupPath) ?? 0;
      counters.set(groupPath, index + 1);
      return { id: entry.id, section: below.filter((d) => d.kind === 'group').map((d) => d.name), loc: entry.loc, groupPath, index };
    });
}

/** The folder a language's pages live in (`zh/`), when most of them do; else undefined. */
function folderOf(language: Division, pages: readonly Listed[]): string | undefined {
  const prefix = language.name + '/';
  const inFolder = pages.filter((p) => p.id.startsWith(prefix)).length;
  return pages.length > 0 && inFolder * 2 > pages.length ? prefix : undefined;
}

function coverageOf(base: Division, language: Division, exists: PageExists): LanguageCoverage {
  const sources = listed(base);
  const pages = listed(language);
  const baseFolder = folderOf(base, sources) ?? '';
  const folder = folderOf(language, pages);
  const pairing: Pairing = folder !== undefined ? 'prefix' : 'position';
  const byId = new Map<string, Listed>();
  for (const p of pages) if (!byId.has(p.id)) byId.set(p.id, p);
  const byPosition = new Map(pages.map((p) => [`${p.groupPath}#${p.index}`, p]));
  const sourceIds = new Set(sources.map((s) => s.id));
  // A page listed twice (in two products, say) is one page: its first listing speaks for it.
  const paired = new Set<string>();
  const seen = new Set<string>();
  const entries: CoverageEntry[] = [];
  for (const source of sources) {
    if (seen.has(source.id)) continue;
    seen.add(source.id);
    entries.push(pair(source));
  }
  function pair(source: Listed): CoverageEntry {
    const base = { source: source.id, section: source.section };
    const shared = byId.get(source.id);
    if (shared) {
      paired.add(shared.id);
      return { ...base, status: 'shared', translation: shared.id, loc: shared.loc };
    }
    if (folder !== undefined) {
      const expected = folder + (source.id.startsWith(baseFolder) ? source.id.slice(baseFolder.length) : source.id);
      const found = byId.get(expected);
      if (found) {
        paired.add(found.id);
        return { ...base, status: 'translated', translation: expected, loc: found.loc };
      }
      return { ...base, status: exists(expected) ? 'unlisted' : 'missing', translation: expected };
    }
    const found = byPosition.get(`${source.groupPath}#${source.index}`);
    if (found && !sourceIds.has(found.id)) {
      paired.add(found.id);
      return { ...base, status: 'translated', translation: found.id, loc: found.loc };
    }
    return { ...base, status: 'missing' };
  }
  const extra: ExtraEntry[] = [];
  for (const p of pages) {
    if (paired.has(p.id)) continue;
    paired.add(p.id); // listed once in the extras too
    extra.push({ page: p.id, section: p.section, loc: p.loc });
  }
  const count = (status: CoverageEntry['status']) => entries.filter((e) => e.status === status).length;
  return {
    language: language.name,
    loc: language.loc,
    pairing,
    entries,
    extra,
    counts: { translated: count('translated'), shared: count('shared'), unlisted: count('unlisted'), missing: count('missing'), extra: extra.length },
  };
}
