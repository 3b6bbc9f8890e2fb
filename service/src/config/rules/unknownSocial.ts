import { closest } from '../../../../common/src';
import { ConfigRule, nodeRange, replaceWithSuggestion } from './ruleTypes';

/**
 * A footerSocials (or footer.socials) key outside the platforms the site build draws, with the
 * closest platform as did-you-mean and quick fix (`githb` → `github`).
 */
export const unknownSocialRule: ConfigRule<{ 'unknown-social': { suggestion: string } | undefined }> = {
  codes: {
    'unknown-social': { title: 'Unknown social platform', severity: 'warning', description: 'A footerSocials (or footer.socials) key is not an allowed platform.' },
  },
  check(ctx, report) {
    for (const unknown of ctx.walk.unknownKeys) {
      const schema = unknown.objectSchema;
      if (schema['x-unknownKeyCode'] !== 'unknown-social') continue;
      const key = String(unknown.key.value);
      const platforms = Object.keys(schema.properties ?? {});
      const suggestion = closest(key, platforms);
      // Today's footer.socials is checked strictly by the site build: an unknown platform fails it.
      const severity = schema['x-unknownKeySeverity'];
      const where = unknown.path[0] === 'footer' ? 'footer.socials' : 'footerSocials';
      const message = `\`${key}\` is not an allowed ${where} key.${suggestion ? ` Did you mean \`${suggestion}\`?` : ''} Allowed keys: ${platforms.join(', ')}.`;
      report('unknown-social', nodeRange(ctx, unknown.key), message, suggestion ? { suggestion } : undefined, { severity });
    }
  },
  fixes: { 'unknown-social': replaceWithSuggestion },
};
