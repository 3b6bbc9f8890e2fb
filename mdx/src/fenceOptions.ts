/**
 * The options of a fenced code block, from its info string after the language (components-today.md,
 * "Fenced code block options"): ```js index.js {1,3} wrap lines, ```py title="utils/a.py"
 * highlight={2}. String and boolean options take "", '' or no quotes; expressions take {}, "" or ''.
 * The free words that are no option are the title. One reading for the preview, CodeGroup's tab
 * names and the code-block-label check.
 */
export interface FenceOptions {
  /** The header label: `title=` or the free words. */
  readonly title?: string;
  readonly icon?: string;
  /** 1-based line numbers to highlight (`highlight={1-2,5}` or a bare `{1-2,5}`). */
  readonly highlight: ReadonlySet<number>;
  /** 1-based line numbers to focus; the others are dimmed. */
  readonly focus: ReadonlySet<number>;
  readonly lines: boolean;
  readonly wrap: boolean;
  readonly expandable: boolean;
  readonly nocopy: boolean;
  /** Mermaid: where the zoom controls go (components-today.md §2.22). */
  readonly placement?: DiagramPlacement;
  /** Mermaid: `actions={false}` hides the controls, `actions={true}` shows them on any diagram. */
  readonly actions?: boolean;
}

export const DIAGRAM_PLACEMENTS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type DiagramPlacement = (typeof DIAGRAM_PLACEMENTS)[number];

/** The most lines a set of ranges may name: `{1-999999999}` or a thousand ranges must not build a huge set. */
const MAX_RANGE_LINES = 10_000;
const FLAGS = new Set(['lines', 'wrap', 'expandable', 'nocopy', 'twoslash']);
/** `key=value`, a bare `{…}` or `[flag]`, or a word; values in "", '', {} or bare. */
const TOKEN = /\s*(?:([A-Za-z][\w-]*)=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}|(\S+))|\{([^}]*)\}|\[([A-Za-z]+)\]|(\S+))/y;

export function parseFenceOptions(meta: string | undefined | null): FenceOptions {
  const words: string[] = [];
  const options: { -readonly [K in keyof FenceOptions]: FenceOptions[K] } = { highlight: new Set(), focus: new Set(), lines: false, wrap: false, expandable: false, nocopy: false };
  const text = (meta ?? '').trim();
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m && m[0]; m = TOKEN.exec(text)) {
    const [, key, dq, sq, braces, bare, bareBraces, bracketFlag, word] = m;
    if (key) {
      const value = dq ?? sq ?? braces ?? bare ?? '';
      const name = key.toLowerCase();
      if (name === 'title') options.title = value;
      else if (name === 'icon') options.icon = value;
      else if (name === 'highlight') options.highlight = lineSet(value);
      else if (name === 'focus') options.focus = lineSet(value);
      else if (name === 'placement') options.placement = DIAGRAM_PLACEMENTS.find((p) => p === value.trim());
      else if (name === 'actions') options.actions = value.trim() !== 'false';
      else if (FLAGS.has(name)) setFlag(options, name, value !== 'false');
      else words.push(m[0].trim());
    } else if (bareBraces !== undefined) options.highlight = lineSet(bareBraces);
    else if (bracketFlag && FLAGS.has(bracketFlag.toLowerCase())) setFlag(options, bracketFlag.toLowerCase(), true);
    else if (word && FLAGS.has(word.toLowerCase())) setFlag(options, word.toLowerCase(), true);
    else if (word) words.push(word);
  }
  if (options.title === undefined && words.length) options.title = words.join(' ');
  return options;
}

function setFlag(options: { lines: boolean; wrap: boolean; expandable: boolean; nocopy: boolean }, name: string, on: boolean): void {
  if (name === 'lines' || name === 'wrap' || name === 'expandable' || name === 'nocopy') options[name] = on;
}

/** `1-2,5` (or `"[1,3,4]"`, as CodeBlock writes it) as a set of 1-based line numbers. */
export function lineSet(ranges: string): Set<number> {
  const out = new Set<number>();
  for (const part of ranges.replace(/[[\]\s]/g, '').split(',')) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) continue;
    const from = Number(m[1]);
    const to = Math.min(m[2] ? Number(m[2]) : from, from + MAX_RANGE_LINES);
    for (let n = from; n <= to && out.size < MAX_RANGE_LINES; n++) out.add(n);
  }
  return out;
}

/** A diff mark at the end of a line: `// [!code ++]`, `# [!code --]`, `// [!code ++:3]` (this line and the next two). */
const DIFF_MARK = /\s*(?:\/\/|#|--|<!--|\/\*)\s*\[!code (\+\+|--)(?::(\d+))?\]\s*(?:-->|\*\/)?\s*$/;

/** The code without its diff marks, and the 1-based lines each marks as added or removed. */
export function diffMarks(code: string): { code: string; marks: Map<number, 'added' | 'removed'> } {
  const marks = new Map<number, 'added' | 'removed'>();
  if (!code.includes('[!code ')) return { code, marks };
  // One pass: a mark holds until its reach ends or the next mark takes over, however large `:N` is.
  let current: { kind: 'added' | 'removed'; until: number } | undefined;
  const lines = code.split('\n').map((line, i) => {
    const m = DIFF_MARK.exec(line);
    if (m) current = { kind: m[1] === '++' ? 'added' : 'removed', until: i + Number(m[2] ?? 1) };
    if (current && i + 1 <= current.until) marks.set(i + 1, current.kind);
    return m ? line.slice(0, m.index) : line;
  });
  return { code: lines.join('\n'), marks };
}
