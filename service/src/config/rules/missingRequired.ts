import { keyNodeOf, propertyValue } from '../configDocument';
import { ConfigRule, formatPath, nodeRange } from './ruleTypes';

/**
 * A required property that is absent: `name` and `navigation` at the top, `colors.primary`,
 * `background.light`/`dark`, a navigation group's `group`/`pages`, and `topbarCtaButton.name` for
 * link buttons. Reported on the key of the incomplete object (or its opening brace at the top).
 */
export const missingRequiredRule: ConfigRule<{ 'missing-required': { missing: string[] } }> = {
  codes: {
    'missing-required': { title: 'Missing required property', severity: 'error', description: 'A property the site needs is missing from docs.json (such as `name` or `colors.primary`).' },
  },
  check(ctx, report) {
    const mintJson = /(^|\/)mint\.json$/.test(ctx.config.path);
    for (const match of ctx.walk.values) {
      const own = match.resolved?.required ?? [];
      const required = mintJson && match.resolved?.['x-requiredInMintJson'] ? [...own, ...match.resolved['x-requiredInMintJson']] : own;
      if (required.length === 0 || match.node.type !== 'object') continue;
      const missing = required.filter((key) => propertyValue(match.node, key) === undefined);
      if (missing.length === 0) continue;
      const anchor = keyNodeOf(match.node);
      const range = anchor
        ? nodeRange(ctx, anchor)
        : { start: ctx.config.document.positionAt(match.node.offset), end: ctx.config.document.positionAt(match.node.offset + 1) };
      const owner = match.path.length ? ` in \`${formatPath(match.path)}\`` : '';
      const list = missing.map((k) => `\`${k}\``).join(', ');
      report(
        'missing-required',
        range,
        `Missing required ${missing.length > 1 ? 'properties' : 'property'} ${list}${owner}.`,
        { missing },
        { severity: match.resolved?.['x-requiredSeverity'] },
      );
    }
  },
};
