import { isContained } from '../../containment';
import { isExternalReference } from '../../site';
import { valuesWithFormat } from '../navigation';
import { ConfigRule, formatPath, nodeRange } from './ruleTypes';

/** A local logo, favicon, background image or OpenAPI file that is not on disk. URLs are not fetched. */
export const missingAssetRule: ConfigRule = {
  code: 'missing-asset',
  defaultSeverity: 'error',
  description: 'A local file referenced by docs.json does not exist.',
  *check(ctx) {
    for (const match of valuesWithFormat(ctx.walk, 'asset-path')) {
      const ref = (match.node.value as string).trim();
      if (ref === '' || isExternalReference(ref)) continue;
      const outside = !isContained(ctx.site.assetPath(ref), [ctx.site.docsRoot], ctx.workspace);
      if (!outside && ctx.site.assetExists(ref)) continue;
      yield {
        range: nodeRange(ctx, match.node),
        message: outside
          ? `File "${ref}" is outside the docs root; the site cannot use it, and Docsite does not read it.`
          : `File "${ref}" for \`${formatPath(match.path.filter((s) => typeof s === 'string'))}\` does not exist under the docs root.`,
      };
    }
  },
};
