import { TextDocument } from 'vscode-languageserver-textdocument';
import {
  CodeAction,
  Color,
  ColorInformation,
  ColorPresentation,
  CompletionList,
  Diagnostic,
  DocumentLink,
  DocumentSymbol,
  Hover,
  Location,
  Position,
  Range,
  TextEdit,
  WorkspaceEdit,
} from 'vscode-languageserver-types';
import { getConfigCodeActions } from './config/codeActions';
import { findConfigColors, getConfigColorPresentations } from './config/colors';
import { doConfigComplete } from './config/completion';
import { ConfigDocument, parseConfigDocument } from './config/configDocument';
import { doConfigHover } from './config/hover';
import { findConfigDefinition, findConfigLinks } from './config/links';
import { PathRename, navigationRenameEdits } from './config/rename';
import { validateConfig } from './config/validate';
import { forgetParsedPage } from './page/cache';
import { getPageCodeActions } from './page/codeActions';
import { doPageComplete } from './page/completion';
import { findPageDefinition } from './page/definition';
import { doPageHover } from './page/hover';
import { linkRenameEdits } from './page/renameLinks';
import { getPageSymbols } from './page/symbols';
import { PageContext, validatePage } from './page/validate';
import { ParseCache } from './parseCache';
import { DocsiteSettings, defaultSettings } from './settings';
import { CONFIG_FILE_NAME, findDocsRoot, isPagePath } from './site';
import { uriToPath } from './uri';
import { DocsWorkspace } from './workspace';

export type DocumentKind = 'config' | 'page' | 'other';

/** Reports an internal failure of one rule or provider; the caller decides how to log it. */
export type ErrorReporter = (where: string, error: unknown) => void;

/**
 * The one entry point of the language service. It takes documents and a workspace and returns LSP
 * types; it knows nothing of VS Code or of a connection, so the server, the CLI and the tests all
 * drive the same engine. It owns a parse cache keyed by URI and version.
 */
export class DocsLanguageService {
  private readonly configs = new ParseCache<ConfigDocument>();

  constructor(
    readonly workspace: DocsWorkspace,
    private readonly reportError: ErrorReporter = () => {},
  ) {}

  /** The absolute path of a document (file URIs), or its URI path for unsaved documents. */
  pathOf(document: TextDocument): string {
    return uriToPath(document.uri) ?? decodeURIComponent(new URL(document.uri).pathname || '/untitled');
  }

  /**
   * What a document is to the service: a site's docs.json, a page of a site (an .mdx/.md file below a
   * folder holding docs.json), or anything else, which gets no Docsite features.
   */
  kindOf(document: TextDocument): DocumentKind {
    const path = this.pathOf(document);
    if (path === CONFIG_FILE_NAME || path.endsWith('/' + CONFIG_FILE_NAME)) return 'config';
    return isPagePath(path) && findDocsRoot(path, this.workspace) !== undefined ? 'page' : 'other';
  }

  private pageContext(document: TextDocument, settings: DocsiteSettings = defaultSettings): PageContext {
    return { workspace: this.workspace, settings, path: this.pathOf(document) };
  }

  /** The cached parse of a docs.json version. */
  config(document: TextDocument): ConfigDocument {
    return this.configs.get(document.uri, document.version, () => parseConfigDocument(document, this.pathOf(document)));
  }

  forget(uri: string): void {
    this.configs.forget(uri);
    forgetParsedPage(uri);
  }

  validate(document: TextDocument, settings: DocsiteSettings = defaultSettings): Diagnostic[] {
    const kind = this.kindOf(document);
    if (kind === 'page') return validatePage(document, this.pageContext(document, settings));
    if (kind !== 'config') return [];
    return validateConfig(this.config(document), this.workspace, settings, (code, e) => this.reportError(`rule ${code}`, e));
  }

  complete(document: TextDocument, position: Position, settings?: DocsiteSettings): CompletionList {
    const kind = this.kindOf(document);
    if (kind === 'page') return doPageComplete(document, position, this.pageContext(document, settings));
    if (kind !== 'config') return { isIncomplete: false, items: [] };
    return doConfigComplete(this.config(document), position, this.workspace);
  }

  hover(document: TextDocument, position: Position, settings?: DocsiteSettings): Hover | null {
    const kind = this.kindOf(document);
    if (kind === 'page') return doPageHover(document, position, this.pageContext(document, settings));
    if (kind !== 'config') return null;
    return doConfigHover(this.config(document), position);
  }

  documentColors(document: TextDocument): ColorInformation[] {
    return this.kindOf(document) === 'config' ? findConfigColors(this.config(document)) : [];
  }

  colorPresentations(document: TextDocument, color: Color, range: Range): ColorPresentation[] {
    return this.kindOf(document) === 'config' ? getConfigColorPresentations(color, range) : [];
  }

  documentLinks(document: TextDocument): DocumentLink[] {
    return this.kindOf(document) === 'config' ? findConfigLinks(this.config(document), this.workspace) : [];
  }

  definition(document: TextDocument, position: Position): Location | null {
    const kind = this.kindOf(document);
    if (kind === 'page') return findPageDefinition(document, position, this.pageContext(document));
    return kind === 'config' ? findConfigDefinition(this.config(document), position, this.workspace) : null;
  }

  /** The outline: headings and components of a page. */
  documentSymbols(document: TextDocument): DocumentSymbol[] {
    return this.kindOf(document) === 'page' ? getPageSymbols(document) : [];
  }

  /**
   * The edits that keep a site consistent when pages or folders are renamed or moved: navigation
   * entries in each given docs.json, and every link to a moved page in the site's pages. One
   * WorkspaceEdit, so the user can undo it with the rename. `textOf` gives open editors' text.
   */
  renameEdits(configs: readonly TextDocument[], renames: readonly PathRename[], textOf?: (path: string) => string | undefined): WorkspaceEdit {
    const changes: Record<string, TextEdit[]> = {};
    const read = (path: string) => textOf?.(path) ?? this.workspace.readFile(path);
    for (const document of configs) {
      const edits = navigationRenameEdits(this.config(document), renames);
      if (edits.length) changes[document.uri] = edits;
      const docsRoot = this.config(document).docsRoot;
      for (const [uri, pageEdits] of Object.entries(linkRenameEdits(docsRoot, renames, this.workspace, read))) {
        (changes[uri] ??= []).push(...pageEdits);
      }
    }
    return { changes };
  }

  codeActions(document: TextDocument, range: Range, diagnostics: readonly Diagnostic[], settings?: DocsiteSettings): CodeAction[] {
    const kind = this.kindOf(document);
    if (kind === 'page') return getPageCodeActions(document, range, [...diagnostics], this.pageContext(document, settings));
    return kind === 'config' ? getConfigCodeActions(this.config(document), diagnostics) : [];
  }
}
