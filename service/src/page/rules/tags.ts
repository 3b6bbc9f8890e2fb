/** Rule 9: unclosed and mismatched tags. The strict parser finds them; this rule words and locates them. */
import { TextEdit } from 'vscode-languageserver-types';
import { parsePage } from '../../../../mdx/src';
import type { PageRule } from './rule';

/**
 * The tag, and how the fix repairs it: insert `</tag>` near `insertAt` (an unclosed tag, or one
 * closed by an outer element's closing tag), or replace the wrong closing tag with `replaceWith`.
 */
type TagsData = { 'unclosed-tag': { tag: string; insertAt?: number; replaceWith?: string } };

export const tagsRule: PageRule<TagsData> = {
  codes: {
    'unclosed-tag': { title: 'Unclosed tag', severity: 'error', description: 'A tag that is never closed, or closed by the wrong closing tag (breaks the build).',
      guidance: { area: 'MDX', text: 'Close every component (`<Note>…</Note>`) or self-close it (`<Card title="…" />`).' },
    },
  },
  check(ctx, report) {
    const problem = ctx.page.syntaxError;
    if (!problem || problem.kind === 'syntax' || !problem.tag) return;
    const tag = problem.tag;
    if (problem.kind === 'unclosed') {
      // The parser stops at the first unclosed tag; the tolerant scan that read the page after it
      // knows every element it had to end without a closing tag: each is reported, with its own fix.
      // The tolerant scan ends an unclosed element where its parent closes, or at the end of the page.
      const end = ctx.page.text.length;
      const unclosed = ctx.page.elements
        .filter((e) => !e.selfClosing && !e.closeSpan && e.name)
        .map((e) => ({ name: e.name, span: e.span.start === problem.span.start ? problem.span : { start: e.span.start, end: e.span.start + 1 + e.name.length }, insertAt: Math.min(e.span.end, end) }));
      if (!unclosed.some((e) => e.span.start === problem.span.start)) unclosed.push({ name: tag, span: problem.span, insertAt: end });
      for (const element of unclosed.sort((a, b) => a.span.start - b.span.start)) {
        const voidHint = /^[a-z]/.test(element.name) ? ` In MDX even HTML tags must be closed: write \`<${element.name} … />\`.` : '';
        report('unclosed-tag', element.span, `\`<${element.name}>\` is never closed: add \`</${element.name}>\`.${voidHint}`, { tag: element.name, insertAt: element.insertAt });
      }
    } else {
      // `</Steps>` closing an outer <Steps> while an inner <Step> is open: the inner one lacks its
      // close tag (insert it). Otherwise the closing tag itself is wrong (replace it).
      const closesOuter = ctx.page.elements.some((e) => e.name === problem.closing && e.closeSpan?.start === problem.span.start);
      const fix = closesOuter ? { insertAt: problem.span.start } : { replaceWith: `</${tag}>` };
      report('unclosed-tag', problem.span, `${problem.message.replace(/\.$/, '')}.`, { tag, ...fix });
    }
  },
  fixes: {
    'unclosed-tag': (d, { tag, insertAt, replaceWith }, page, document) => {
      if (!tag) return undefined;
      if (replaceWith) return { title: `Change to \`${replaceWith}\``, edits: [TextEdit.replace(d.range, replaceWith)] };
      if (insertAt === undefined) return undefined;
      const openStart = document.offsetAt(d.range.start);
      // Tags left open inside this one have findings of their own: a placement is judged as if they
      // were closed where their fixes would close them, so `</Note>` goes where the Note ends (after
      // an open Tip inside it), not at the end of its first line.
      const inner = page.elements
        .filter((e) => !e.selfClosing && !e.closeSpan && e.name && e.span.start > openStart && e.span.start < insertAt)
        .map((e) => ({ start: e.span.start, ...closingTagPlacements(page.text, e.name, e.span.start, Math.min(e.span.end, page.text.length))[0] }));
      // Offer the first placement after which MDX reads the page (with the inner tags closed); a tag
      // left open before this one may remain, with its own finding and fix.
      const edit = closingTagPlacements(page.text, tag, openStart, insertAt).find((e) => {
        const left = parsePage(applyInserts(page.text, [{ start: openStart, ...e }, ...inner])).syntaxError;
        return !left || (left.kind === 'unclosed' && left.span.start < openStart);
      });
      return edit && { title: `Close \`<${tag}>\``, edits: [TextEdit.insert(document.positionAt(edit.at), edit.text)] };
    },
  },
};

interface Insertion {
  at: number;
  text: string;
}

/**
 * The text with each closing tag inserted. At one offset the tag opened first goes in first, so the
 * ones opened inside it come out before it: `</Tip></Note>`.
 */
function applyInserts(text: string, inserts: readonly (Insertion & { start: number })[]): string {
  let out = text;
  for (const e of [...inserts].sort((a, b) => b.at - a.at || a.start - b.start)) out = out.slice(0, e.at) + e.text + out.slice(e.at);
  return out;
}

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
