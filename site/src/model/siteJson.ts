/**
 * docs.json as the site build reads it: JSON, with no comments and no trailing commas. The one parse
 * behind the editor's `json-syntax` errors (config/configDocument.ts) and the site model the preview
 * and the page checks read (configReader.ts), so both report the same errors at the same spots.
 */
import { createScanner, Node, ParseError, ParseErrorCode, parseTree, printParseErrorCode, SyntaxKind } from 'jsonc-parser';

export interface JsonSyntaxError {
  /** jsonc-parser's name of the error (`ColonExpected`), or `TrailingComma`. */
  readonly code: string;
  readonly message: string;
  readonly offset: number;
  readonly length: number;
}

/** The code of a comma before `}` or `]`, which jsonc-parser reports as the value or name that should follow. */
export const TRAILING_COMMA = 'TrailingComma';

const MESSAGES: Partial<Record<ParseErrorCode, string>> = {
  [ParseErrorCode.InvalidSymbol]: 'Invalid symbol.',
  [ParseErrorCode.InvalidNumberFormat]: 'Invalid number format.',
  [ParseErrorCode.PropertyNameExpected]: 'Property name expected.',
  [ParseErrorCode.ValueExpected]: 'Value expected.',
  [ParseErrorCode.ColonExpected]: 'Colon expected.',
  [ParseErrorCode.CommaExpected]: 'Comma expected.',
  [ParseErrorCode.CloseBraceExpected]: 'Closing brace `}` expected.',
  [ParseErrorCode.CloseBracketExpected]: 'Closing bracket `]` expected.',
  [ParseErrorCode.EndOfFileExpected]: 'End of file expected.',
  [ParseErrorCode.InvalidCommentToken]: 'Comments are not allowed in docs.json.',
  [ParseErrorCode.UnexpectedEndOfComment]: 'Unexpected end of comment.',
  [ParseErrorCode.UnexpectedEndOfString]: 'Unterminated string.',
  [ParseErrorCode.UnexpectedEndOfNumber]: 'Unexpected end of number.',
  [ParseErrorCode.InvalidUnicode]: 'Invalid unicode escape sequence.',
  [ParseErrorCode.InvalidEscapeCharacter]: 'Invalid escape character in string.',
  [ParseErrorCode.InvalidCharacter]: 'Invalid character in string.',
};

export interface SiteJsonParse {
  readonly root: Node | undefined;
  readonly errors: JsonSyntaxError[];
  /**
   * Whether `root` is the tree the author wrote: no errors, or only trailing commas and comments,
   * which the reading skips without moving anything. False while a brace, bracket or quote is
   * unbalanced: the tree then nests the keys that follow in the wrong object.
   */
  readonly wellFormed: boolean;
}

/** Errors that a tolerant reading skips: the tree is the same with or without them. */
const SKIPPED_BY_TOLERANT_READING = new Set([TRAILING_COMMA, printParseErrorCode(ParseErrorCode.InvalidCommentToken)]);

/**
 * The tree and the syntax errors of a docs.json text, from one parse. The tree is the one a tolerant
 * reading gives (jsonc-parser builds the same tree whatever it is told about comments and trailing
 * commas), so a file whose only errors are those still yields what the author wrote. Throws a
 * RangeError when nesting overflows the parser's stack (see configDocument.ts).
 */
export function parseSiteJson(text: string): SiteJsonParse {
  const parseErrors: ParseError[] = [];
  const root = parseTree(text, parseErrors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
  const errors = siteErrors(text, parseErrors);
  return { root, errors, wellFormed: errors.every((e) => SKIPPED_BY_TOLERANT_READING.has(e.code)) };
}

function siteErrors(text: string, parseErrors: readonly ParseError[]): JsonSyntaxError[] {
  const errors: JsonSyntaxError[] = [];
  const trailingCommas = new Set<number>();
  let tokens: Token[] | undefined;
  for (const e of parseErrors) {
    // A byte order mark is an encoding detail that editors hide, not a JSON error.
    if (e.offset === 0 && text.charCodeAt(0) === 0xfeff) continue;
    const comma = closesAfterComma(text, e) ? commaBefore((tokens ??= significantTokens(text)), e.offset) : undefined;
    if (comma !== undefined) {
      // An object's trailing comma is reported twice (name expected, value expected): one error, at the comma.
      if (!trailingCommas.has(comma)) errors.push({ code: TRAILING_COMMA, message: 'Trailing comma: JSON allows no comma before `}` or `]`.', offset: comma, length: 1 });
      trailingCommas.add(comma);
      continue;
    }
    errors.push({ code: printParseErrorCode(e.error), message: MESSAGES[e.error] ?? printParseErrorCode(e.error), offset: e.offset, length: e.length });
  }
  return errors;
}

interface Token {
  readonly offset: number;
  readonly kind: SyntaxKind;
}

/** Whether `e` is jsonc-parser's report of a missing name or value at a `}` or `]`: maybe a trailing comma. */
function closesAfterComma(text: string, e: ParseError): boolean {
  if (e.error !== ParseErrorCode.PropertyNameExpected && e.error !== ParseErrorCode.ValueExpected) return false;
  return text[e.offset] === '}' || text[e.offset] === ']';
}

/** The tokens of the text without whitespace and comments, from one scan (only when an error may be a trailing comma). */
function significantTokens(text: string): Token[] {
  const scanner = createScanner(text, true);
  const tokens: Token[] = [];
  for (let kind = scanner.scan(); kind !== SyntaxKind.EOF; kind = scanner.scan()) tokens.push({ offset: scanner.getTokenOffset(), kind });
  return tokens;
}

/** The offset of the comma that is the last token before `offset` (comments and whitespace between), if it is one. */
function commaBefore(tokens: readonly Token[], offset: number): number | undefined {
  let low = 0;
  let high = tokens.length - 1;
  let before = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (tokens[mid].offset < offset) {
      before = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return before >= 0 && tokens[before].kind === SyntaxKind.CommaToken ? tokens[before].offset : undefined;
}
