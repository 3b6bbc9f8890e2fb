/**
 * The folder `docsite mcp` serves, and the one gate every path an agent names goes through: a path
 * is read only when it stays inside this folder, as written (`..`) and through every symlink
 * (host/src/diskContainment.ts). Nothing here writes.
 */
import * as fs from 'node:fs';
import * as nodePath from 'node:path';
import { FsWorkspace, staysInside, toServicePath } from '../../../host/src';
import { createLanguageService, type DocsLanguageService } from '../../../service/src';
import { DocsiteSettings, SiteLocation, discoverSites } from '../../../site/src';
import { settingsOfSite, type SiteSettings } from '../projectConfig';
import { ToolRefusal } from './toolResult';

/** Longer paths are no page of a site; refused before any file system call. */
const MAX_PATH_LENGTH = 1024;

export class DocsRoot {
  /** The served folder's real path, with forward slashes. */
  readonly root: string;
  private current = DocsRoot.view();

  constructor(
    dir: string,
    /** Each site's settings, by its docs root (as `docsite check` takes them). */
    readonly settings: SiteSettings,
    /** The version `docsite --version` prints, for the reports. */
    readonly version: string,
  ) {
    this.root = toServicePath(fs.realpathSync(dir));
  }

  /**
   * A fresh view of the disk. The agent writes pages between calls and no watcher runs here, so
   * each call starts from a new index (the server calls this before each), never from a stale one.
   */
  refresh(): void {
    this.current = DocsRoot.view();
  }

  private static view() {
    const workspace = new FsWorkspace();
    return { workspace, service: createLanguageService(workspace) };
  }

  get workspace(): FsWorkspace {
    return this.current.workspace;
  }

  get service(): DocsLanguageService {
    return this.current.service;
  }

  /** The sites under the root (usually one). */
  sites(): SiteLocation[] {
    return discoverSites(this.root, this.workspace);
  }

  /**
   * The absolute path (forward slashes) of `written`, read from the root; a ToolRefusal when it is
   * not a plain path or leaves the root, by `..`, by being absolute elsewhere, or through a symlink.
   */
  inside(written: string, what = 'path'): string {
    if (written.length === 0 || written.length > MAX_PATH_LENGTH || /[\0\r\n]/.test(written)) throw new ToolRefusal(`The ${what} must be a path of at most ${MAX_PATH_LENGTH} characters on one line.`);
    const absolute = nodePath.resolve(this.root, written);
    const relative = nodePath.relative(this.root, absolute);
    const lexicallyInside = relative === '' || (!relative.startsWith('..') && !nodePath.isAbsolute(relative));
    if (!lexicallyInside || !staysInside(absolute, this.root)) throw new ToolRefusal(`Refused: ${JSON.stringify(written)} is outside the docs root ${this.root}; docsite mcp reads only inside it.`);
    return toServicePath(absolute);
  }

  /** `path` relative to the root, as reports print it. */
  relative(path: string): string {
    return nodePath.posix.relative(this.root, path) || '.';
  }

  /** The site a file inside the root belongs to: the innermost site under the root holding it. */
  siteOf(path: string): SiteLocation | undefined {
    return this.sites()
      .filter((s) => path === s.docsRoot || path.startsWith(s.docsRoot === '/' ? '/' : s.docsRoot + '/'))
      .sort((a, b) => b.docsRoot.length - a.docsRoot.length)[0];
  }

  /** The settings a file is checked with: its site's (the root's when it is in none). */
  settingsOf(path: string): DocsiteSettings {
    return settingsOfSite(this.settings, this.siteOf(path)?.docsRoot ?? this.root);
  }

  /** The site of `path`, or a ToolRefusal naming why there is none. */
  requireSiteOf(path: string): SiteLocation {
    const site = this.siteOf(path);
    if (!site) throw new ToolRefusal(`${this.relative(path)} belongs to no site: no docs.json (or mint.json) above it inside the docs root.`);
    return site;
  }
}
