/**
 * docs.json as the site build reads it: JSON, with no comments and no trailing commas. The one parse
 * behind the editor's `json-syntax` errors (config/configDocument.ts) and the site model the preview
 * and the page checks read (configReader.ts), so both report the same errors at the same spots.
 */
import { Node, ParseError, ParseErrorCode, parseTree, printParseErrorCode } from 'jsonc-parser';

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
  for (const e of parseErrors) {
    // A byte order mark is an encoding detail that editors hide, not a JSON error.
    if (e.offset === 0 && text.charCodeAt(0) === 0xfeff) continue;
    const comma = trailingCommaBefore(text, e);
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

/** The offset of the comma, when `e` is jsonc-parser's report of a comma directly before `}` or `]`. */
function trailingCommaBefore(text: string, e: ParseError): number | undefined {
  if (e.error !== ParseErrorCode.PropertyNameExpected && e.error !== ParseErrorCode.ValueExpected) return undefined;
  const close = text[e.offset];
  if (close !== '}' && close !== ']') return undefined;
  let i = e.offset - 1;
  while (i >= 0 && /\s/.test(text[i])) i--;
  return text[i] === ',' ? i : undefined;
}
