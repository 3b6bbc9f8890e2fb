/**
 * Text from the checked files (file names, headings and links quoted in messages) reaches terminals
 * and CI logs. Control characters could move the cursor, recolour or rewrite earlier lines, and
 * bidirectional or invisible formatting characters could make a path or message read as something
 * else; so every such character is shown as its code point, `\u{1b}`. Unicode's own categories
 * decide what is unsafe: Cc (C0, DEL, C1), Cf (bidi controls, zero-width characters, the BOM), Cs
 * (lone surrogates) and the line and paragraph separators.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu;

export function escapeControls(text: string): string {
  return text.replace(UNSAFE, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`);
}

/**
 * A path put at the start of an output line. CI runners read a line that starts (after blanks)
 * with `::` or `##[` as a workflow command, so a relative path starting with `:` or `#` is written
 * `./…`, which names the same file.
 */
export function safeLineStart(shownPath: string): string {
  return /^[:#]/.test(shownPath) ? './' + shownPath : shownPath;
}
