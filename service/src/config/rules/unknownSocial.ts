import { ConfigRule, nodeRange } from './ruleTypes';

/**
 * A footerSocials key outside the allowed platforms. Renamed keys (`twitter` → `x`) get their own
 * message and a quick fix; the schema's `x-renamedKeys` says which.
 */
export const unknownSocialRule: ConfigRule = {
  codes: {
    'unknown-social': { title: 'Unknown social platform', severity: 'warning', description: 'A footerSocials (or footer.socials) key is not an allowed platform.' },
  },
  *check(ctx) {
    for (const unknown of ctx.walk.unknownKeys) {
      const schema = unknown.objectSchema;
      if (schema['x-unknownKeyCode'] !== 'unknown-social') continue;
      const key = String(unknown.key.value);
      const renamed = schema['x-renamedKeys']?.[key];
      const allowed = Object.keys(schema.properties ?? {}).join(', ');
      // Today's footer.socials is checked strictly by the site build: an unknown platform fails it.
      const severity = schema['x-unknownKeySeverity'];
      const where = unknown.path[0] === 'footer' ? 'footer.socials' : 'footerSocials';
      yield renamed
        ? {
            range: nodeRange(ctx, unknown.key),
            message: `The footerSocials key \`${key}\` is now \`${renamed}\`.`,
            data: { rename: renamed },
          }
        : {
            range: nodeRange(ctx, unknown.key),
            severity,
            message: `\`${key}\` is not an allowed ${where} key. Allowed keys: ${allowed}.`,
          };
    }
  },
};
