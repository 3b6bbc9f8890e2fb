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
 * JSON printed to a terminal (`docsite upgrade`'s docs.json): the same characters written as JSON
 * escapes (`\u001b`), so the printed text parses to the same value and the terminal acts on none of
 * them. Line breaks are JSON.stringify's layout (inside its strings it escapes them itself): kept.
 */
export function escapeControlsInJson(json: string): string {
  return json.replace(UNSAFE, (c) => (c === '\n' ? c : Array.from({ length: c.length }, (_, i) => '\\u' + c.charCodeAt(i).toString(16).padStart(4, '0')).join('')));
}

/**
 * A path put at the start of an output line. CI runners read a line that starts (after blanks)
 * with `::` or `##[` as a workflow command, so a relative path starting with `:` or `#` is written
 * `./…`, which names the same file.
 */
export function safeLineStart(shownPath: string): string {
  return /^[:#]/.test(shownPath) ? './' + shownPath : shownPath;
}

/** A line a CI runner reads as a workflow command: `::` or `##[` after blanks. */
const WORKFLOW_COMMAND = /^(\s*)([:#])(?=:|#\[)/;

/**
 * Text from the repository (a site name, a docs.json key) printed as part of a line: control, bidi
 * and invisible characters shown as code points (escapeControls, line breaks included, so it stays
 * on its line), and, where it would start a workflow command, that first `:` or `#` shown as its
 * code point too. Checked wherever the text lands: a blank-led line is a command too.
 */
export function escapeText(text: string): string {
  return escapeControls(text).replace(WORKFLOW_COMMAND, (_all, blanks: string, first: string) => `${blanks}\\u{${first.codePointAt(0)!.toString(16)}}`);
}
