/**
 * Reads git for `docsite translations`: which translations are stale (service/src/translations/
 * staleness.ts says when). One `git log` for the site's folder gives every file's commits; a
 * translation reviewed against a source commit (`reviewedAgainst:` in its frontmatter) asks git for
 * the source's commits since that one.
 */
import { REVIEWED_AGAINST_KEY, readFrontmatter, staleTranslations, type StaleTranslation, type StalenessPair } from '../../service/src';
import { GitError, commitInfo, commitsSince, fileHistory, repositoryRoot } from './git';
import * as fs from 'node:fs';

export interface TranslatedPair {
  source: string;
  sourcePath: string;
  translation: string;
  translationPath: string;
}

/** The stale translations among `pairs`, or why staleness is not reported (no git, no repository). */
export async function readStaleness(docsRoot: string, pairs: readonly TranslatedPair[]): Promise<{ stale: StaleTranslation[] } | { notReported: string }> {
  let root: string;
  try {
    root = await repositoryRoot(docsRoot);
  } catch (e) {
    if (e instanceof GitError) return { notReported: e.message };
    throw e;
  }
  const history = await fileHistory(root, docsRoot);
  const checked: StalenessPair[] = [];
  for (const pair of pairs) {
    const reviewedAgainst = reviewedCommitOf(pair.translationPath);
    if (reviewedAgainst) {
      const base = await commitInfo(root, reviewedAgainst);
      if (base) {
        checked.push({ source: pair.source, translation: pair.translation, base, reviewed: true, sourceCommitsSince: await commitsSince(root, base.sha, pair.sourcePath) });
        continue;
      }
    }
    // Measured from the translation's last commit; a translation never committed is new, not stale.
    const base = history.byFile.get(pair.translationPath)?.[0];
    if (!base) continue;
    const since = (history.byFile.get(pair.sourcePath) ?? []).filter((c) => c.index < base.index);
    checked.push({ source: pair.source, translation: pair.translation, base, reviewed: false, sourceCommitsSince: since });
  }
  return { stale: staleTranslations(checked) };
}

/** The commit a translation says it was reviewed against, when its frontmatter names one. */
function reviewedCommitOf(file: string): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const value = readFrontmatter(text).frontmatter.data[REVIEWED_AGAINST_KEY];
  // An unquoted all-digit sha reads as a number in YAML.
  const written = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[0-9a-f]{4,64}$/i.test(written) ? written : undefined;
}
