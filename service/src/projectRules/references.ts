/**
 * What a rules file refers to, found in its Markdown (rules-unknown-reference): component tags and
 * their attributes, inline code spans (page paths, docs.json keys, commands), link targets and the
 * lines of fenced code. Offsets are into the scanned text. Bounded: one pass per line, each match
 * capped in length.
 */
import type { Span } from './rules/rule';

export interface Ref {
  value: string;
  span: Span;
}

export interface ComponentTag extends Ref {
  attributes: Ref[];
}

export interface RulesFileRefs {
  tags: ComponentTag[];
  /** The contents of inline code spans outside fences. */
  codeSpans: Ref[];
  /** Targets of Markdown links outside fences (`[text](/path)`). */
  links: Ref[];
  /** Each line of fenced code. */
  fenceLines: Ref[];
}

/** A component-like tag: capitalised, then lowercase (so `<API_KEY>` and `<T>` are no components); not escaped. */
const TAG = /(?<![\\\w<])<([A-Z][a-z][A-Za-z0-9]{0,60}(?:\.[A-Z][A-Za-z0-9]{0,60})?)(?=[\s/>])/g;
const CODE_SPAN = /(`+)([^`]{1,300}?)\1(?!`)/g;
const LINK = /\]\(([^)\s]{1,300})\)/g;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** References of each kind read from one file: far above any real rules file, a bound for a hostile one. */
export const MAX_REFERENCES = 5000;

export function scanReferences(text: string): RulesFileRefs {
  const refs: RulesFileRefs = { tags: [], codeSpans: [], links: [], fenceLines: [] };
  let fence: string | undefined;
  let offset = 0;
  for (const line of text.split('\n')) {
    if (refs.tags.length >= MAX_REFERENCES || refs.codeSpans.length >= MAX_REFERENCES || refs.fenceLines.length >= MAX_REFERENCES || refs.links.length >= MAX_REFERENCES) break;
    const at = offset;
    offset += line.length + 1;
    const opener = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length && line.trim() === opener) fence = undefined;
      else refs.fenceLines.push({ value: line, span: { start: at, end: at + line.length } });
    } else if (opener) {
      fence = opener;
      continue;
    } else {
      for (const m of line.matchAll(CODE_SPAN)) {
        const start = at + m.index! + m[1].length;
        const inner = m[2];
        const lead = inner.length - inner.trimStart().length;
        refs.codeSpans.push({ value: inner.trim(), span: { start: start + lead, end: start + lead + inner.trim().length } });
      }
      for (const m of line.matchAll(LINK)) refs.links.push({ value: m[1], span: { start: at + m.index! + 2, end: at + m.index! + 2 + m[1].length } });
    }
    for (const m of line.matchAll(TAG)) {
      const nameStart = at + m.index! + 1;
      refs.tags.push({ value: m[1], span: { start: nameStart, end: nameStart + m[1].length }, attributes: attributesOf(line, m.index! + 1 + m[1].length, at) });
    }
  }
  return refs;
}

/** The attribute names of a tag from `from` to its `>` on the same line (values skipped: strings, braces). */
function attributesOf(line: string, from: number, lineStart: number): Ref[] {
  const names: Ref[] = [];
  let i = from;
  while (i < line.length) {
    const c = line[i];
    if (c === '>' || c === '/' || c === '<') break;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const name = /^[A-Za-z_][\w:-]{0,60}/.exec(line.slice(i, i + 62))?.[0];
    if (!name) break;
    names.push({ value: name, span: { start: lineStart + i, end: lineStart + i + name.length } });
    i += name.length;
    if (line[i] !== '=') continue;
    i++;
    const quote = line[i];
    if (quote === '"' || quote === "'") {
      const close = line.indexOf(quote, i + 1);
      if (close < 0) break;
      i = close + 1;
    } else if (quote === '{') {
      let depth = 0;
      for (; i < line.length; i++) {
        if (line[i] === '{') depth++;
        else if (line[i] === '}' && --depth === 0) break;
      }
      i++;
    } else break;
  }
  return names;
}
