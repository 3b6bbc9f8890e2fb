/**
 * Text from the repository (paths, language codes, commit subjects, git's messages) in Markdown
 * meant for a pull-request comment (`docsite translations --format markdown`). A commit subject is
 * anyone's to write: as prose it could @mention people (a notification to each), link anywhere (a
 * bare URL is a link in GitHub's Markdown), reference issues (`#12`) or restyle the comment.
 *
 * So every such value is a code span: nothing inside one is Markdown, and GitHub's reference filters
 * (@mentions, `#12`, commit ids) skip text inside `code` elements, as its open-source rendering
 * pipeline declares (html-pipeline's MentionFilter: `IGNORE_PARENTS = %w(pre code a style script)`).
 * A backslash would not do for `@`: the filters run on the rendered text, after escapes are gone.
 */
import { toHtml } from 'hast-util-to-html';
import { inlineCode } from '../../../common/src';
import { escapeControls } from './escape';

/** One line: controls, line breaks and bidi characters shown as code points (escape.ts). */
const oneLine = (text: string) => escapeControls(text) || ' ';

/** A value as a Markdown code span, its backticks unable to close it (service's inlineCode). */
export function mdCode(text: string): string {
  return inlineCode(oneLine(text));
}

/**
 * A code span in a GFM table row, where `|` ends the cell even inside code: shown as its code point,
 * as controls are (a `\|` escape would be undone by a backslash before it).
 */
export function mdTableCode(text: string): string {
  return mdCode(text.replace(/\|/g, '\\u{7c}'));
}

/**
 * A value inside an HTML block (`<details><summary>…`), where Markdown is not read: a `code`
 * element, its text escaped by hast-util-to-html.
 */
export function htmlCode(text: string): string {
  return toHtml({ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: oneLine(text) }] });
}
