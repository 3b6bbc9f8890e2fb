/**
 * Checks one page: parse once (cached per version), run every rule over the prepared ParsedPage,
 * apply severity settings, cap the count. Never throws: a rule that fails is skipped.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver-types';
import { MAX_DIAGNOSTICS_PER_FILE, effectiveSeverity, toDiagnostic } from '../diagnostics';
import type { DocsWorkspace } from '../workspace';
import type { DocsiteSettings } from '../settings';
import { SiteModelCache } from '../model/cache';
import { findSite } from '../model/discovery';
import type { SiteModel } from '../model/types';
import type { SpecReader } from '../openapi/scope';
import { getParsedPage } from './cache';
import { PAGE_RULES } from './rules';
import type { DefaultSeverity, RuleCode, RuleContext } from './rules/rule';
import type { ParsedPage, Span } from './types';

export interface PageContext {
  workspace: DocsWorkspace;
  settings: DocsiteSettings;
  /** Absolute forward-slash path of the page. */
  path: string;
  /** The service's site models; without it, links resolve to files only. */
  sites?: SiteModelCache;
  /** The service's parsed OpenAPI files; without it, operation references are not checked. */
  apiSpecs?: SpecReader;
}

/** The site a page belongs to and its model, when the page is inside a site. */
export function pageSite(ctx: PageContext): { docsRoot: string; model: SiteModel | undefined } | undefined {
  const located = findSite(ctx.path, ctx.workspace);
  if (!located) return undefined;
  return { docsRoot: located.docsRoot, model: ctx.sites?.settled(located.configPath) };
}

/** Every page diagnostic code with its default severity and description (settings, CLI, docs). */
export const PAGE_RULE_CODES: Record<string, RuleCode> = Object.assign({}, ...PAGE_RULES.map((r) => r.codes));

/** A code's severity under a preset, before the per-rule setting (which wins) is applied. */
export function presetSeverity(code: string, preset: DocsiteSettings['preset']): DefaultSeverity {
  const rule = Object.hasOwn(PAGE_RULE_CODES, code) ? PAGE_RULE_CODES[code] : undefined;
  if (!rule) return 'warning';
  return preset === 'strict' && rule.writing ? 'error' : rule.severity;
}

export function validatePage(document: TextDocument, ctx: PageContext): Diagnostic[] {
  if (isRepositoryFile(ctx.path)) return [];
  try {
    return validateParsed(getParsedPage(document), document, ctx);
  } catch {
    return [];
  }
}

export function validateParsed(page: ParsedPage, document: TextDocument, ctx: PageContext): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const site = safe(() => pageSite(ctx));
  const docsRoot = site?.docsRoot;
  const ruleContext: RuleContext = {
    page,
    workspace: ctx.workspace,
    settings: ctx.settings,
    path: ctx.path,
    docsRoot,
    site: site?.model,
    apiSpec: ctx.apiSpecs,
    isSnippet: isSnippetPath(ctx.path, docsRoot),
    report(code: string, span: Span, message: string, data?: Record<string, unknown>) {
      if (diagnostics.length >= MAX_DIAGNOSTICS_PER_FILE) return;
      const severity = effectiveSeverity(code, presetSeverity(code, ctx.settings.preset), ctx.settings.rules);
      if (severity === undefined) return;
      const range = { start: document.positionAt(span.start), end: document.positionAt(span.end) };
      diagnostics.push(toDiagnostic(code, severity, { range, message, data: data && { ...data, code } }));
    },
  };
  for (const rule of PAGE_RULES) {
    try {
      rule.check(ruleContext);
    } catch {
      // One faulty rule must not take the others down with it.
    }
  }
  return diagnostics;
}

/** README.md and friends sit next to the pages but are not part of the site. */
export function isRepositoryFile(path: string): boolean {
  return /(^|\/)(readme|contributing|changelog|license|code_of_conduct|security)\.mdx?$/i.test(path);
}

/** Snippets are fragments included into pages: they need no frontmatter and are placed by their includer. */
export function isSnippetPath(path: string, docsRoot: string | undefined): boolean {
  const rel = docsRoot && path.startsWith(docsRoot + '/') ? path.slice(docsRoot.length) : path;
  return /(^|\/)_?snippets\//.test(rel);
}

function safe<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}
