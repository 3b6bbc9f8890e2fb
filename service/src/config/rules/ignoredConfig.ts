import { ConfigRule } from './ruleTypes';

/**
 * A configuration the site build ignores: a mint.json beside a docs.json, or a docs.json below
 * another site's docs root (a stale copy). It gets this one notice and no other checks.
 */
export const ignoredConfigRule: ConfigRule = {
  codes: {
    'ignored-config': { title: 'Ignored configuration file', severity: 'info', description: 'A mint.json beside docs.json, or a docs.json below another docs root, is ignored by the site build.' },
  },
  // Says why the whole file does not count, which holds however its text reads.
  whileMalformed: true,
  *check(ctx) {
    if (!ctx.ignoredBecause) return;
    const doc = ctx.config.document;
    yield { range: { start: { line: 0, character: 0 }, end: doc.positionAt(Math.min(1, doc.getText().length)) }, message: ctx.ignoredBecause };
  },
};
