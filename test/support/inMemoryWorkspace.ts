import type { DocsWorkspace } from '../../site/src/workspace';
import { isSpecFileName } from '../../service/src/openapi/scope';

/** A workspace held entirely in memory, for the unit tests, the benchmarks and the browser harness. */
export class InMemoryWorkspace implements DocsWorkspace {
  private readonly files = new Map<string, string>();
  generation = 0;

  constructor(files: Record<string, string> = {}) {
    for (const [path, text] of Object.entries(files)) this.files.set(path, text);
  }

  /**
   * Writes a file. As FsWorkspace does from watcher events, the generation changes when a file is
   * created, and when a JSON/YAML file's text changes (it may have become an OpenAPI file).
   */
  set(path: string, text: string): void {
    const before = this.files.get(path);
    if (before === undefined || (isSpecFileName(path) && before !== text)) this.generation++;
    this.files.set(path, text);
  }

  delete(path: string): void {
    if (this.files.delete(path)) this.generation++;
  }

  fileExists(path: string): boolean {
    return this.files.has(path);
  }

  readFile(path: string): string | undefined {
    return this.files.get(path);
  }

  listFiles(dir: string): readonly string[] {
    const prefix = dir.endsWith('/') ? dir : dir + '/';
    return [...this.files.keys()].filter((p) => p.startsWith(prefix)).sort();
  }

  /** Memory has no symlinks: every path is its own real path. */
  realPath(path: string): string | undefined {
    return path;
  }
}
