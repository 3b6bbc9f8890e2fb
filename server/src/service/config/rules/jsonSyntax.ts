import { ParseErrorCode, printParseErrorCode } from 'jsonc-parser';
import { MAX_JSON_DEPTH } from '../configDocument';
import { ConfigRule } from './ruleTypes';

const messages: Partial<Record<ParseErrorCode, string>> = {
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

/** JSON syntax errors, located where the parser stopped. The site build cannot read such a file. */
export const jsonSyntaxRule: ConfigRule = {
  codes: {
    'json-syntax': { title: 'Invalid JSON', severity: 'error', description: 'docs.json is not valid JSON.' },
  },
  whileMalformed: true,
  *check({ config }) {
    const doc = config.document;
    if (config.tooDeepAt !== undefined) {
      const at = doc.positionAt(config.tooDeepAt);
      yield { range: { start: at, end: doc.positionAt(config.tooDeepAt + 1) }, message: `Nesting is deeper than ${MAX_JSON_DEPTH} levels here; docs.json is not checked further.` };
    }
    for (const e of config.syntaxErrors) {
      const start = doc.positionAt(e.offset);
      const end = doc.positionAt(e.offset + Math.max(e.length, 1));
      // The kind of error lets an editor tell which of ours its own JSON support reports too.
      yield { range: { start, end }, message: messages[e.error] ?? printParseErrorCode(e.error), data: { parseError: printParseErrorCode(e.error) } };
    }
  },
};
