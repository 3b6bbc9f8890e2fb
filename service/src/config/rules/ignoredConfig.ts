import { ConfigRule } from './ruleTypes';
import type { NoData } from '../../ruleContract';

/**
 * A configuration the site build ignores: a mint.json beside a docs.json, or a docs.json below
 * another site's docs root (a stale copy). It gets this one notice and no other checks.
 */
export const ignoredConfigRule: ConfigRule<NoData<'ignored-config'>> = {
  codes: {
    'ignored-config': { title: 'Ignored configuration file', severity: 'info', description: 'A mint.json beside docs.json, or a docs.json below another docs root, is ignored by the site build.' },
  },
  // Says why the whole file does not count, which holds however its text reads.
  whileMalformed: true,
  check(ctx, report) {
    if (!ctx.ignoredBecause) return;
    const doc = ctx.config.document;
    report('ignored-config', { start: { line: 0, character: 0 }, end: doc.positionAt(Math.min(1, doc.getText().length)) }, ctx.ignoredBecause);
  },
};
