import { type DocsWorkspace, type Questions, WorkspaceMemos } from '../../../site/src';

/**
 * A workspace whose files read as the editor holds them: the text of an open document wins over the
 * disk's. The background check of the whole site uses it, so a link on an unopened page is checked
 * against the headings a writer is typing in an open one. Which files exist still comes from the
 * disk: an unsaved new document is not a page of the site yet.
 */
export class OverlayWorkspace implements DocsWorkspace {
  private readonly open = new Map<string, string>();
  /** Its own memos (DocsWorkspace.memos): what they hold was worked out through this workspace's answers. */
  readonly memos = new WorkspaceMemos();

  constructor(private readonly base: DocsWorkspace) {}

  get generation(): number | undefined {
    return this.base.generation;
  }

  setOpen(path: string, text: string): void {
    this.open.set(path, text);
  }

  close(path: string): void {
    this.open.delete(path);
  }

  isOpen(path: string): boolean {
    return this.open.has(path);
  }

  fileExists(path: string): boolean {
    return this.base.fileExists(path);
  }

  readFile(path: string): string | undefined {
    const text = this.open.get(path);
    // Open but deleted on disk: the editor still shows it, yet the site no longer has it.
    return text !== undefined && this.base.fileExists(path) ? text : this.base.readFile(path);
  }

  listFiles(dir: string): readonly string[] {
    return this.base.listFiles(dir);
  }

  realPath(path: string): string | undefined {
    return this.base.realPath(path);
  }

  recordQuestions<T>(compute: () => T): { value: T; questions: Questions } {
    return this.base.recordQuestions ? this.base.recordQuestions(compute) : { value: compute(), questions: [] };
  }

  replayQuestions(questions: Questions): void {
    this.base.replayQuestions?.(questions);
  }
}
