/**
 * The only way a value read from the site (docs.json, OpenAPI files, file and folder names) reaches
 * the rules file. An AI assistant obeys that file, so a value must stay data: one line, with no
 * control, invisible or text-direction characters, capped in length, quoted, and unable to open a
 * heading, list, quote, HTML tag, link, code fence or emphasis wherever it lands.
 *
 * Every line of the file is `Md`, a string type that only this module makes: `md` templates (whose
 * literal parts are the generator's own text), `quoted`/`literal` for site values, `ownText` for the
 * catalog's and the rule index's text, `fenced` for code blocks built with `code`. A section builder
 * that interpolates a raw site string into an `md` template does not compile.
 */
import { inlineCode, fencedCode, INVISIBLE } from '../../../common/src';

declare const MD: unique symbol;
declare const CODE: unique symbol;
declare const TOKEN: unique symbol;

/** Markdown of the rules file: template text, or site data made inert. */
export type Md = string & { readonly [MD]: true };
/** The body of a fenced code block (template text and vetted code tokens). */
export type Code = string & { readonly [CODE]: true };
/** A site value vetted for use inside a code example (a URL, a path, a header name). */
export type CodeToken = string & { readonly [TOKEN]: true };

const INVISIBLE_RUNS = new RegExp(`(?:${INVISIBLE.source}|\\s)+`, 'gu');

/** Default caps: a name is short; a path, URL or summary may be longer. */
export const MAX_NAME = 80;
export const MAX_LITERAL = 160;

/** One line of plain characters: every run of breaks, controls and invisibles becomes one space; capped with an ellipsis. */
export function oneLine(value: string, max: number, trim = true): string {
  const spaced = value.replace(INVISIBLE_RUNS, ' ');
  const flat = trim ? spaced.trim() : spaced;
  const chars = [...flat];
  return chars.length <= max ? flat : chars.slice(0, Math.max(1, max - 1)).join('').trimEnd() + '…';
}

/**
 * Backslash-escapes what could start Markdown structure anywhere in a line: emphasis, code, links,
 * images, HTML tags, entities (`&` only where it starts one: `Q&A` stays), headings, quotes, tables,
 * MDX expressions and math, and our own quote mark; a list or setext marker (`-`, `+`, `=`, `1.`)
 * where it begins a word.
 */
function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]<>#|~!{}"$]/g, '\\$&')
    .replace(/&(?=#?\w+;)/g, '\\&')
    .replace(/(^|\s)([-+=])/g, '$1\\$2')
    .replace(/(^|\s)(\d+)([.)])/g, '$1$2\\$3');
}

/** A site value as quoted, escaped prose: `"Acme Weather"`. */
export function quoted(value: string, max = MAX_NAME): Md {
  return `"${escapeMarkdown(oneLine(value, max))}"` as Md;
}

/**
 * A site value to copy exactly (a path, a URL, an `openapi:` key), as inline code: nothing inside a
 * code span is Markdown, and the span's backticks outnumber any run inside (common/src/codeFence.ts).
 */
export function literal(value: string, max = MAX_LITERAL): Md {
  // Not trimmed: a prefix such as `Bearer ` means its space.
  return inlineCode(oneLine(value, max, false) || ' ') as Md;
}

/** Text of Docsite's own tables (the component catalog, the rule index): trusted, never site data. */
export function ownText(text: string): Md {
  return text as Md;
}

function isTemplate(strings: TemplateStringsArray): boolean {
  return Array.isArray(strings) && Array.isArray((strings as { raw?: unknown }).raw) && Object.isFrozen(strings);
}

/**
 * A line of the rules file: the literal parts are the generator's text, every `${}` must already be
 * `Md` (or a number). Called other than as a tagged template, it throws, so a computed string cannot
 * pass for template text.
 */
export function md(strings: TemplateStringsArray, ...values: readonly (Md | number)[]): Md {
  if (!isTemplate(strings)) throw new TypeError('md is a template tag');
  return strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]) : ''), '') as Md;
}

/** Joins Md pieces (a list of names) with template text. */
export function joinMd(parts: readonly Md[], separator: string): Md {
  return parts.join(separator) as Md;
}

/** A code example line: literal parts are the generator's, `${}` must be a vetted token, code or a number. */
export function code(strings: TemplateStringsArray, ...values: readonly (CodeToken | Code | number)[]): Code {
  if (!isTemplate(strings)) throw new TypeError('code is a template tag');
  return strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]) : ''), '') as Code;
}

/** A catalog example, trusted as code. */
export function ownCode(text: string): Code {
  return text as Code;
}

/** A fenced block (the fence outgrows any backtick run inside). */
export function fenced(info: 'mdx' | 'bash', lines: readonly Code[]): Md {
  return fencedCode(info, lines.join('\n')) as Md;
}

/**
 * What a site value must look like to appear inside a code example, where Markdown escaping does
 * not apply: a URL, a request path, a header name, a title in a YAML string, an import path.
 */
const TOKEN_SHAPES = {
  url: /^https?:\/\/[A-Za-z0-9.\-:[\]]+(?:\/[A-Za-z0-9._~\-/%:@+,;=]*)?$/,
  path: /^\/[^\s"'`$\\<>]*(?: [^\s"'`$\\<>]+)*$/,
  endpoint: /^[A-Za-z]+ [^\s"'`$\\<>]+(?: [^\s"'`$\\<>]+)*$/,
  header: /^[A-Za-z0-9_-]+$/,
  method: /^[A-Za-z]+$/,
  prefix: /^[A-Za-z0-9_.-]*[ ]?$/,
  title: /^[^\s"`$\\<>](?:[^"`$\\<>]*[^\s"`$\\<>])?$/,
  file: /^[A-Za-z0-9_][A-Za-z0-9_./-]*$/,
  /** A JavaScript identifier: a snippet's export or one of its props. */
  identifier: /^[A-Za-z_][A-Za-z0-9_]*$/,
} as const;

export type TokenShape = keyof typeof TOKEN_SHAPES;

/**
 * The value as a code token when it has the shape (after the same one-line cleaning, and under the
 * cap), otherwise undefined: the caller then falls back to a generic example rather than quoting a
 * value that could break out of its string or carry markup.
 */
export function codeToken(value: string | undefined, shape: TokenShape, max = 120): CodeToken | undefined {
  if (value === undefined || value.length > max || INVISIBLE.test(value)) return undefined;
  return TOKEN_SHAPES[shape].test(value) ? (value as CodeToken) : undefined;
}

/** A generator-made token (a placeholder such as `<API_KEY>`), trusted. */
export function ownToken(text: string): CodeToken {
  return text as CodeToken;
}
