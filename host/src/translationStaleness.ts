/**
 * Reads git for stale translations (site/src/translations/staleness.ts says when one is stale),
 * for `docsite translations` and the language server's validation worker alike. One `git log` of the
 * site's folder gives every file's commits; a translation reviewed against a source commit
 * (`reviewedAgainst:` in its frontmatter) asks git for the source's commits since that one.
 *
 * A reader kept (the worker's) remembers the history per site and HEAD: HEAD is fingerprinted from
 * the repository's files (git.ts `headFingerprint`), so a keystroke in a translation runs no git
 * unless it changes the commit `reviewedAgainst:` names. Outside a repository, or without git,
 * staleness is not reported and nothing fails.
 */
import { staleTranslations, type StaleTranslation, type StalenessPair } from '../../site/src';
import { GitError, commitInfo, commitsSince, fileHistory, headCommit, headFingerprint, repositoryLocation, type HistoryCommit, type RepositoryLocation } from './git';

export interface TranslatedPair {
  source: string;
  sourcePath: string;
  translation: string;
  translationPath: string;
  /** The commit the translation's frontmatter says it was reviewed against (`reviewedAgainst:`). */
  reviewedAgainst?: string;
}

export type StalenessAnswer = { stale: StaleTranslation[] } | { notReported: string };

type History = Awaited<ReturnType<typeof fileHistory>>;

interface SiteHistory {
  head: string;
  history: Promise<History>;
  /** `reviewedAgainst` answers at this HEAD: (commit, source file) → the pair's base and commits since. */
  reviewed: Map<string, Promise<Pick<StalenessPair, 'base' | 'sourceCommitsSince'> | undefined>>;
}

export class StalenessReader {
  /** Per docs root: its repository, or why there is none (remembered: a folder does not become one often). */
  private readonly repositories = new Map<string, Promise<RepositoryLocation | string>>();
  private readonly histories = new Map<string, SiteHistory>();

  /** The stale translations among `pairs` (all of one site, under `docsRoot`), or why staleness is not reported. */
  async read(docsRoot: string, pairs: readonly TranslatedPair[]): Promise<StalenessAnswer> {
    const location = await this.repositoryOf(docsRoot);
    if (typeof location === 'string') return { notReported: location };
    try {
      const site = await this.siteHistory(docsRoot, location);
      const history = await site.history;
      const checked: StalenessPair[] = [];
      for (const pair of pairs) {
        if (pair.reviewedAgainst) {
          const key = `${pair.reviewedAgainst}\0${pair.sourcePath}`;
          let since = site.reviewed.get(key);
          if (!since) site.reviewed.set(key, (since = reviewedSince(location.root, pair.reviewedAgainst, pair.sourcePath)));
          const measured = await since;
          if (measured) {
            checked.push({ source: pair.source, translation: pair.translation, reviewed: true, ...measured });
            continue;
          }
        }
        // Measured from the translation's last commit; a translation never committed is new, not stale.
        const base = history.byFile.get(pair.translationPath)?.[0];
        if (!base) continue;
        const sourceCommitsSince = (history.byFile.get(pair.sourcePath) ?? []).filter((c) => c.index < base.index).map(plain);
        checked.push({ source: pair.source, translation: pair.translation, base: plain(base), reviewed: false, sourceCommitsSince });
      }
      return { stale: staleTranslations(checked) };
    } catch (e) {
      // An empty repository (no HEAD), a history git could not print within its bounds: not reported.
      if (e instanceof GitError) {
        this.histories.delete(docsRoot);
        return { notReported: e.message };
      }
      throw e;
    }
  }

  private repositoryOf(docsRoot: string): Promise<RepositoryLocation | string> {
    let found = this.repositories.get(docsRoot);
    if (!found) {
      found = repositoryLocation(docsRoot).catch((e: unknown) => {
        if (e instanceof GitError) return e.message;
        throw e;
      });
      this.repositories.set(docsRoot, found);
    }
    return found;
  }

  private async siteHistory(docsRoot: string, location: RepositoryLocation): Promise<SiteHistory> {
    const head = headFingerprint(location) ?? (await headCommit(location.root));
    const known = this.histories.get(docsRoot);
    if (known && known.head === head) return known;
    const fresh: SiteHistory = { head, history: fileHistory(location.root, docsRoot), reviewed: new Map() };
    // A failed read is not remembered: the next question asks git again.
    fresh.history.catch(() => this.histories.get(docsRoot) === fresh && this.histories.delete(docsRoot));
    this.histories.set(docsRoot, fresh);
    return fresh;
  }
}

/** The source's commits since the commit a translation was reviewed against; undefined when git knows no such commit. */
async function reviewedSince(root: string, reviewedAgainst: string, sourcePath: string): Promise<Pick<StalenessPair, 'base' | 'sourceCommitsSince'> | undefined> {
  const base = await commitInfo(root, reviewedAgainst);
  return base && { base, sourceCommitsSince: await commitsSince(root, base.sha, sourcePath) };
}

function plain({ sha, date, subject }: HistoryCommit) {
  return { sha, date, subject };
}
