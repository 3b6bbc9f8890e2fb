import { declaredVersions, valuesWithFormat } from '../navigation';
import { ConfigRule, nodeRange } from './ruleTypes';

/** An anchor tied to a version that `versions` does not list: it could never be shown. */
export const unknownVersionRule: ConfigRule = {
  code: 'unknown-version',
  defaultSeverity: 'error',
  description: 'An anchor version is not listed in `versions`.',
  *check(ctx) {
    const versions = declaredVersions(ctx.walk);
    for (const match of valuesWithFormat(ctx.walk, 'version-name')) {
      const name = match.node.value as string;
      if (versions.includes(name)) continue;
      yield {
        range: nodeRange(ctx, match.node),
        message: versions.length
          ? `Version "${name}" is not listed in \`versions\` (${versions.join(', ')}).`
          : `Version "${name}" is used, but docs.json has no \`versions\` list.`,
      };
    }
  },
};
