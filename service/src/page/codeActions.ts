/**
 * Quick fixes for page diagnostics. Each fix is computed from the diagnostic's `data` and the cached
 * parse, and every one leaves the page clean of the diagnostic it fixes (the unit tests check that).
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { CodeAction, CodeActionKind, Diagnostic, Range, TextEdit } from 'vscode-languageserver-types';
import { getAttribute, getComponent } from '../catalog/components';
import { PLAIN_TEXT } from './codeLanguage';
import { parsePage } from './parse';
import { plainTextOfLine, titleFromPath, yamlString } from './text';
import type { ParsedPage } from './types';
import { linkReplacements } from './linkSuggestions';
import { rangesOverlap } from '../text/positions';
import type { PageContext } from './context';

interface FixResult {
  title: string;
  edits: TextEdit[];
}

/** One fix, or several choices best first (only the first is the preferred one). */
type Fix = (d: Diagnostic, page: ParsedPage, document: TextDocument, ctx: PageContext) => FixResult | FixResult[] | undefined;

export function getPageCodeActions(document: TextDocument, range: Range, diagnostics: Diagnostic[], ctx: PageContext): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const d of diagnostics) {
    const fix = d.source === 'docsite' && typeof d.code === 'string' ? FIXES[d.code] : undefined;
    if (!fix || !rangesOverlap(d.range, range)) continue;
    try {
      const results = fix(d, ctx.page, document, ctx);
      if (!results) continue;
      for (const [i, result] of (Array.isArray(results) ? results : [results]).entries()) {
        actions.push({
          title: result.title,
          kind: CodeActionKind.QuickFix,
          diagnostics: [d],
          isPreferred: i === 0,
          edit: { changes: { [document.uri]: result.edits } },
        });
      }
    } catch {
      // A fix that cannot be computed is simply not offered.
    }
  }
  return actions;
}

const data = (d: Diagnostic) => (d.data ?? {}) as Record<string, unknown>;

/** The finding's `suggestion` (the closest name or path) in place of what its range covers. */
function replaceWithSuggestion(d: Diagnostic): FixResult | undefined {
  const suggestion = data(d).suggestion;
  return typeof suggestion === 'string' ? { title: `Change to \`${suggestion}\``, edits: [TextEdit.replace(d.range, suggestion)] } : undefined;
}

const FIXES: Record<string, Fix> = {
  'image-frame': (d, _page, document) => {
    const image = document.getText(d.range);
    return { title: 'Wrap the image in <Frame>', edits: [TextEdit.replace(d.range, `<Frame>${image}</Frame>`)] };
  },

  'heading-h1': (d) => {
    if (!data(d).atx) return undefined;
    return { title: 'Change to a level-2 heading', edits: [TextEdit.insert(d.range.start, '#')] };
  },

  'frontmatter-missing': (_d, page, _document, ctx) => {
    const first = page.headings[0];
    const title = first?.text.trim() || titleFromPath(ctx.path);
    const description = firstSentence(page) || title;
    return {
      title: 'Add frontmatter',
      edits: [TextEdit.insert({ line: 0, character: 0 }, `---\ntitle: ${yamlString(title)}\ndescription: ${yamlString(description)}\n---\n\n`)],
    };
  },

  'frontmatter-title': (d, page, document, ctx) => addFrontmatterKey(d, page, document, 'title', page.headings[0]?.text.trim() || titleFromPath(ctx.path)),
  'frontmatter-description': (d, page, document) => addFrontmatterKey(d, page, document, 'description', firstSentence(page) || String(page.frontmatter.data.title ?? 'Describe this page')),

  'missing-attribute': (d, _page, document) => {
    const { attribute, insertAt } = data(d) as { attribute?: string; insertAt?: number };
    const component = getComponent(document.getText(d.range));
    if (!attribute || insertAt === undefined || !component) return undefined;
    const spec = getAttribute(component, attribute);
    const value = spec?.values?.[0] ?? spec?.suggestions?.[0] ?? '';
    return { title: `Add \`${attribute}\``, edits: [TextEdit.insert(document.positionAt(insertAt), ` ${attribute}="${value}"`)] };
  },

  'unknown-component': (d, page, document) => {
    const suggestion = data(d).suggestion;
    if (typeof suggestion !== 'string') return undefined;
    const start = document.offsetAt(d.range.start);
    const element = page.elements.find((e) => e.nameSpan.start === start);
    const edits = [TextEdit.replace(d.range, suggestion)];
    if (element?.closeSpan) {
      const nameStart = element.closeSpan.start + 2;
      edits.push(TextEdit.replace({ start: document.positionAt(nameStart), end: document.positionAt(nameStart + element.name.length) }, suggestion));
    }
    return { title: `Change to \`${suggestion}\``, edits };
  },

  'broken-link': (d, _page, document, ctx) => {
    const { pageId, suggestion } = data(d) as { pageId?: string; suggestion?: string };
    if (typeof pageId !== 'string' || !ctx.docsRoot) return undefined;
    const url = document.getText(d.range);
    return linkReplacements(url, pageId, ctx.path, ctx.docsRoot, ctx.workspace, ctx.anchors, suggestion).map((r) => ({
      title: `Replace with \`${r.url}\``,
      edits: [TextEdit.replace(d.range, r.url)],
    }));
  },

  'missing-image': replaceWithSuggestion,
  'unknown-attribute': replaceWithSuggestion,
  'unknown-icon-type': replaceWithSuggestion,

  'unclosed-tag': (d, page, document) => {
    const { tag, insertAt, replaceWith } = data(d) as { tag?: string; insertAt?: number; replaceWith?: string };
    if (!tag) return undefined;
    if (replaceWith) return { title: `Change to \`${replaceWith}\``, edits: [TextEdit.replace(d.range, replaceWith)] };
    if (insertAt === undefined) return undefined;
    const openStart = document.offsetAt(d.range.start);
    // Offer the first placement after which MDX reads the page; never one that still breaks it.
    const edit = closingTagPlacements(page.text, tag, openStart, insertAt).find((e) => !parsePage(applyInsert(page.text, e)).syntaxError);
    return edit && { title: `Close \`<${tag}>\``, edits: [TextEdit.insert(document.positionAt(edit.at), edit.text)] };
  },

  'code-block-label': (d, _page, document) => {
    const fence = document.getText(d.range);
    const lang = (data(d).lang as string | undefined) ?? '';
    const label = lang && lang !== PLAIN_TEXT ? lang[0].toUpperCase() + lang.slice(1) : 'Example';
    // A fence without a language gets the one its code-block-language finding suggests, then the label.
    const hasLanguage = /^\s*[`~]{3,}\s*\S/.test(fence);
    const edit = hasLanguage ? ` ${label}` : `${lang || PLAIN_TEXT} ${label}`;
    const title = hasLanguage ? `Add the label "${label}"` : `Add the language \`${lang || PLAIN_TEXT}\` and the label "${label}"`;
    return { title, edits: [TextEdit.insert(document.positionAt(document.offsetAt(d.range.start) + fence.trimEnd().length), edit)] };
  },

  'code-block-language': (d, _page, document) => {
    const fence = document.getText(d.range);
    const marks = /^\s*([`~]{3,})/.exec(fence);
    const suggestion = data(d).suggestion;
    if (!marks || typeof suggestion !== 'string') return undefined;
    const at = document.offsetAt(d.range.start) + marks[0].length;
    return { title: `Add the language \`${suggestion}\``, edits: [TextEdit.insert(document.positionAt(at), suggestion)] };
  },
};

interface Insertion {
  at: number;
  text: string;
}

const applyInsert = (text: string, e: Insertion) => text.slice(0, e.at) + e.text + text.slice(e.at);

/**
 * Where `</tag>` may go, most natural first. MDX needs the closing tag in the same block as the
 * opening one: where the element ends, indented like the opening line (inside a list item); at the
 * end of the opening tag's paragraph when it sits inside a sentence; or at the end of its line.
 */
function closingTagPlacements(text: string, tag: string, openStart: number, insertAt: number): Insertion[] {
  const close = `</${tag}>`;
  const lineStart = text.lastIndexOf('\n', openStart - 1) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
  const lineEnd = (from: number) => {
    const nl = text.indexOf('\n', from);
    return nl < 0 ? text.length : nl;
  };
  const blankLine = /\n[ \t]*\n/g;
  blankLine.lastIndex = openStart;
  const paragraphEnd = blankLine.exec(text)?.index ?? text.replace(/\s+$/, '').length;
  const atLineStart = insertAt === 0 || text[insertAt - 1] === '\n';
  return [
    { at: insertAt, text: atLineStart ? `${indent}${close}\n` : `\n${indent}${close}` },
    { at: paragraphEnd, text: close },
    { at: lineEnd(openStart), text: close },
  ];
}

function addFrontmatterKey(d: Diagnostic, page: ParsedPage, document: TextDocument, key: string, value: string): { title: string; edits: TextEdit[] } | undefined {
  const fm = page.frontmatter;
  if (!fm.present) return undefined;
  const entry = fm.entries.find((e) => e.key === key);
  if (entry) {
    return { title: `Fill in \`${key}\``, edits: [TextEdit.replace({ start: document.positionAt(entry.keySpan.start), end: document.positionAt(entry.valueSpan.end) }, `${key}: ${yamlString(value)}`)] };
  }
  const afterOpen = page.text.indexOf('\n') + 1;
  return { title: `Add \`${key}\``, edits: [TextEdit.insert(document.positionAt(afterOpen), `${key}: ${yamlString(value)}\n`)] };
}

function firstSentence(page: ParsedPage): string {
  const body = page.text.slice(page.bodyStart);
  for (const line of body.split('\n')) {
    const text = plainTextOfLine(line);
    if (text.length > 20) return text.split(/(?<=\.)\s/)[0].slice(0, 160);
  }
  return '';
}
