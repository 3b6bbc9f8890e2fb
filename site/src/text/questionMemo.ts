import { withQuestions, type DocsWorkspace, type Questions } from '../workspace';
import { BoundedCache } from '../../../common/src';

/**
 * A memo of answers worked out through a workspace (a site's pages, its discovered OpenAPI files)
 * that records and replays the questions they were worked out with, by construction: `get` runs
 * `compute` under `withQuestions` and, on a hit, replays them itself. A recording workspace
 * (`docsite check --cache`, the whole-site pass) then notes for every check answered from the memo
 * the files that answer depends on, as if the check had asked them: a memo that forgot to replay
 * made a warm run miss a spec added since (issue 22). Bounded like every cache (BoundedCache).
 */
export class QuestionMemo<K, V> {
  private readonly kept: BoundedCache<K, { value: V; questions: Questions }>;

  constructor(maxEntries: number) {
    this.kept = new BoundedCache({ maxEntries });
  }

  /**
   * The value of `key`: the kept one while `isCurrent` holds for it (its questions replayed to
   * `workspace`), else `compute`'s, kept with the questions it asked.
   */
  get(workspace: DocsWorkspace, key: K, isCurrent: (kept: V) => boolean, compute: () => V): V {
    const hit = this.kept.get(key);
    if (hit && isCurrent(hit.value)) {
      workspace.replayQuestions?.(hit.questions);
      return hit.value;
    }
    const { value, questions } = withQuestions(workspace, compute);
    this.kept.set(key, { value, questions });
    return value;
  }
}
