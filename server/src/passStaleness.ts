/**
 * Stale translations for the whole-site pass (`translation-stale` on closed pages), read from git
 * on the workspace worker. The pass itself stays synchronous: it reads the facts kept here, and
 * after each pass `refresh` asks git again (StalenessReader runs no git while HEAD has not moved)
 * and names the pages whose facts changed, for the worker to check again.
 */
import { discoverSites, reviewedAgainstOf, translatedPairs, type StalenessFacts, type WorkspaceChecker } from '../../service/src';
import { readFrontmatter } from '../../mdx/src';
import { StalenessReader } from '../../host/src';

export class PassStaleness {
  private facts = new Map<string, StalenessFacts>();
  /** Per translated page: its text and the `reviewedAgainst:` it names, so a pass end parses only pages that changed. */
  private readonly reviewed = new Map<string, { text: string; commit: string | undefined }>();

  constructor(
    private readonly checker: WorkspaceChecker,
    private readonly reader = new StalenessReader(),
  ) {
    checker.stalenessOf = (path) => this.facts.get(path);
  }

  /** Reads the stale translations of every site under `folders` again; the pages whose facts changed. */
  async refresh(folders: readonly string[]): Promise<string[]> {
    const { service } = this.checker;
    const next = new Map<string, StalenessFacts>();
    for (const folder of folders) {
      for (const site of discoverSites(folder, service.workspace)) {
        const views = service.translations(site.configPath);
        if (views.length === 0) continue;
        const pairs = translatedPairs(views).map((pair) => ({ ...pair, reviewedAgainst: this.reviewedAgainst(pair.translationPath) }));
        let answer;
        try {
          answer = await this.reader.read(site.docsRoot, pairs);
        } catch {
          continue; // git failed in a way StalenessReader does not expect: no finding, as without git
        }
        if (!('stale' in answer)) continue;
        for (const stale of answer.stale) {
          const pair = pairs.find((p) => p.translation === stale.translation && p.source === stale.source);
          if (pair) next.set(pair.translationPath, { stale, sourcePath: pair.sourcePath });
        }
      }
    }
    const changed = [...new Set([...this.facts.keys(), ...next.keys()])].filter((path) => JSON.stringify(this.facts.get(path)) !== JSON.stringify(next.get(path)));
    this.facts = next;
    return changed;
  }

  private reviewedAgainst(path: string): string | undefined {
    const text = this.checker.service.workspace.readFile(path) ?? '';
    const known = this.reviewed.get(path);
    if (known && known.text === text) return known.commit;
    const commit = reviewedAgainstOf(readFrontmatter(text).frontmatter.data);
    this.reviewed.set(path, { text, commit });
    return commit;
  }
}
