import { ConfigRule, formatPath, nodeRange } from './ruleTypes';
import type { NoData } from '../../ruleContract';

const compiled = new Map<string, RegExp>();
const regex = (pattern: string) => compiled.get(pattern) ?? compiled.set(pattern, new RegExp(pattern)).get(pattern)!;

/** A color that is not a hex code (`#0D9373`, `#fff`). The site build ignores or rejects it. */
export const invalidColorRule: ConfigRule<NoData<'invalid-color'>> = {
  codes: {
    'invalid-color': { title: 'Invalid color', severity: 'error', description: 'A docs.json color is not a hex color code such as `#0E7490`.' },
  },
  check(ctx, report) {
    for (const match of ctx.walk.values) {
      const s = match.resolved;
      if (!s?.pattern || match.node.type !== 'string') continue;
      if (regex(s.pattern).test(match.node.value)) continue;
      report(
        'invalid-color',
        nodeRange(ctx, match.node),
        `Invalid color ${JSON.stringify(match.node.value)} for \`${formatPath(match.path)}\`. ${s.patternErrorMessage ?? `It must match ${s.pattern}.`}`,
      );
    }
  },
};
