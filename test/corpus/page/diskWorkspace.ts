/** A read-only DocsWorkspace over a real folder, indexed once; for the corpus test. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocsWorkspace } from '../../../site/src/workspace';
import { WorkspaceMemos } from '../../../site/src/text/workspaceMemos';

export class DiskWorkspace implements DocsWorkspace {
  private readonly files: string[] = [];
  private readonly set = new Set<string>();
  private readonly texts = new Map<string, string | undefined>();
  /** As FsWorkspace: `.mintignore` compiled once per text for the checks that read through it without a service. */
  readonly memos = new WorkspaceMemos();

  constructor(root: string) {
    this.walk(root);
    this.files.sort();
  }

  private walk(dir: string): void {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name).replace(/\\/g, '/');
      if (entry.isDirectory()) this.walk(path);
      else if (entry.isFile()) {
        this.files.push(path);
        this.set.add(path);
      }
    }
  }

  fileExists(path: string): boolean {
    return this.set.has(path);
  }

  readFile(path: string): string | undefined {
    if (!this.set.has(path)) return undefined;
    if (!this.texts.has(path)) this.texts.set(path, readFileSync(path, 'utf8'));
    return this.texts.get(path);
  }

  /** The corpus has no symlinks (the walk above skips them). */
  realPath(path: string): string | undefined {
    return path;
  }

  listFiles(dir: string): readonly string[] {
    const prefix = dir.endsWith('/') ? dir : dir + '/';
    return this.files.filter((f) => f.startsWith(prefix));
  }
}
