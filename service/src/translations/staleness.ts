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
      commits: [...p.sourceCommitsSince],
    }));
}
