/**
 * Stale translations from git history (issue 24, item 2): a translation is stale when its source
 * page was committed after the translation's last commit, or after the source commit the writer
 * marked it as reviewed against (`reviewedAgainst:` in the translation's frontmatter). Pure: the
 * caller reads the history (the CLI through git) and gives each file's commits, newest first.
 */

export interface Commit {
  sha: string;
  /** ISO 8601. */
  date: string;
  subject: string;
}

/** The frontmatter key that marks a translation as reviewed against a source commit. */
export const REVIEWED_AGAINST_KEY = 'reviewedAgainst';

export interface StalenessPair {
  source: string;
  translation: string;
  /** The source file's commits since the translation's base (its last commit, or reviewedAgainst), newest first. */
  sourceCommitsSince: readonly Commit[];
  /** The commit the translation is measured from: its last commit, or the one it was reviewed against. */
  base: Commit;
  reviewed: boolean;
}

export interface StaleTranslation {
  source: string;
  translation: string;
  /** When the source last changed, and when the translation last did (or the commit it was reviewed against). */
  sourceChanged: string;
  translationChanged: string;
  reviewed: boolean;
  /** The commit the translation is measured from (full sha): the left side of "the source's diff since". */
  baseCommit: string;
  /** The source's commits since, newest first. */
  commits: Commit[];
}

export function staleTranslations(pairs: readonly StalenessPair[]): StaleTranslation[] {
  return pairs
    .filter((p) => p.sourceCommitsSince.length > 0)
    .map((p) => ({
      source: p.source,
      translation: p.translation,
      sourceChanged: p.sourceCommitsSince[0].date,
      translationChanged: p.base.date,
      reviewed: p.reviewed,
      baseCommit: p.base.sha,
      commits: [...p.sourceCommitsSince],
    }));
}

/** How describeStale writes what comes from git or the site: a path or commit, and a date. */
export interface StaleFormat {
  value(text: string): string;
  day(iso: string): string;
}

const PLAIN: StaleFormat = { value: (text) => text, day: (iso) => iso.slice(0, 10) };

/**
 * `en/intro changed on 2026-05-02, 2 commits since fr/intro's last change on 2026-03-01: abc1234 Fix …, …`:
 * the one sentence for a stale translation, in `docsite translations` (plain, or Markdown with
 * `format`) and the editor's finding.
 */
export function describeStale(s: StaleTranslation, { value, day }: StaleFormat = PLAIN): string {
  const commits = s.commits.slice(0, 3).map((c) => value(`${c.sha.slice(0, 7)} ${c.subject}`)).join(', ') + (s.commits.length > 3 ? ', …' : '');
  const since = s.reviewed ? `the reviewed source commit of ${day(s.translationChanged)}` : `${value(s.translation)}'s last change on ${day(s.translationChanged)}`;
  return `${value(s.source)} changed on ${day(s.sourceChanged)}, ${s.commits.length} commit${s.commits.length === 1 ? '' : 's'} since ${since}: ${commits}`;
}

/** What the caller (a host reading git) gives for the translation being checked: its staleness, if stale. */
export interface StalenessFacts {
  /** The translation's stale record; undefined when it is up to date or staleness is not known. */
  stale?: StaleTranslation;
  /** The source page's file, for the quick fix's diff. */
  sourcePath?: string;
}

/** The frontmatter value of `reviewedAgainst:` when it is a commit name (an all-digit sha reads as a number). */
export function reviewedAgainstOf(data: Record<string, unknown>): string | undefined {
  const value = data[REVIEWED_AGAINST_KEY];
  const written = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[0-9a-f]{4,64}$/i.test(written) ? written : undefined;
}
