/**
 * Stale translations for the whole-site pass (`translation-stale` on closed pages), read from git
 * on the workspace worker. The pass itself stays synchronous: it reads the facts kept here, and
 * after each pass `refresh` asks git again (StalenessReader runs no git while HEAD has not moved)
 * and names the pages whose facts changed, for the worker to check again.
 */
import { type WorkspaceChecker } from '../../service/src';
import { discoverSites, type StalenessFacts } from '../../site/src';
import { StalenessReader } from '../../host/src';

export class PassStaleness {
  private facts = new Map<string, StalenessFacts>();

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
        // Each with the commit its frontmatter names, read again only for the pages whose text changed.
        const pairs = service.translatedPairs(views);
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
}
