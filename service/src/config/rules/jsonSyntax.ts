import { MAX_JSON_DEPTH } from '../configDocument';
import { ConfigRule } from './ruleTypes';

/** JSON syntax errors (site/src/model/siteJson.ts), located where the parser stopped. The site build cannot read such a file. */
export const jsonSyntaxRule: ConfigRule<{ 'json-syntax': { parseError: string } | undefined }> = {
  codes: {
    'json-syntax': { title: 'Invalid JSON', severity: 'error', description: 'docs.json is not valid JSON.' },
  },
  whileMalformed: true,
  check({ config }, report) {
    const doc = config.document;
    if (config.tooDeepAt !== undefined) {
      const at = doc.positionAt(config.tooDeepAt);
      report('json-syntax', { start: at, end: doc.positionAt(config.tooDeepAt + 1) }, `Nesting is deeper than ${MAX_JSON_DEPTH} levels here; docs.json is not checked further.`);
    }
    for (const e of config.syntaxErrors) {
      const start = doc.positionAt(e.offset);
      const end = doc.positionAt(e.offset + Math.max(e.length, 1));
      // The kind of error lets an editor tell which of ours its own JSON support reports too.
      report('json-syntax', { start, end }, e.message, { parseError: e.code });
    }
  },
};
