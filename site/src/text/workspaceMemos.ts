/**
 * The memos of answers worked out from a workspace's files (a site's pages, its `.mintignore`
 * rules, its discovered OpenAPI files), kept by the object that owns them: the language service
 * (the workspace it reads through), an OverlayWorkspace or a RecordingWorkspace, each its own. A
 * memo in a module-level map keyed by the workspace was module state that outlived nothing and
 * was shared by every service reading one workspace (issue 39): here it goes with its owner.
 *
 * A memo's kind is a slot: a constant that says how to make an empty memo of it. The slot is no
 * state (it is never written); the memo it makes lives in the WorkspaceMemos that asked.
 */
export interface MemoSlot<T> {
  create(): T;
}

export class WorkspaceMemos {
  private readonly made = new Map<MemoSlot<unknown>, unknown>();

  /** This owner's memo of the slot's kind, made empty on first use. */
  of<T>(slot: MemoSlot<T>): T {
    let memo = this.made.get(slot) as T | undefined;
    if (memo === undefined) this.made.set(slot, (memo = slot.create()));
    return memo;
  }
}
