import { isContained } from '../../../../common/src';
import { isExternalReference, configAssetPath } from '../../../../site/src';
import { ConfigRule, locRange } from './ruleTypes';
import type { NoData } from '../../ruleContract';

/**
 * A local file that the configuration names (logo, favicon, background image, font source,
 * thumbnail background) and that is not on disk. URLs are not fetched.
 */
export const missingAssetRule: ConfigRule<NoData<'missing-asset'>> = {
  codes: {
    'missing-asset': { title: 'Missing asset', severity: 'error', description: 'A local file referenced by docs.json does not exist.' },
  },
  scope: 'site',
  check(ctx, report) {
    for (const asset of ctx.model.assets) {
      const ref = asset.ref.trim();
      if (ref === '' || isExternalReference(ref)) continue;
      const outside = !isContained(ctx.site.assetPath(ref), [ctx.model.docsRoot], ctx.workspace);
      if (!outside && ctx.site.assetExists(ref)) continue;
      const range = locRange(ctx, asset.loc);
      if (!range) continue;
      report(
        'missing-asset',
        range,
        outside
          ? `File "${ref}" is outside the docs root; the site cannot use it, and Docsite does not read it.`
          : `File "${ref}" for \`${asset.field}\` does not exist under the docs root.`,
      );
    }
  },
};

/** The absolute path of a local API description, or undefined for a URL. */
export function localApiPath(docsRoot: string, source: string): string | undefined {
  return isExternalReference(source) ? undefined : configAssetPath(source, docsRoot);
}
