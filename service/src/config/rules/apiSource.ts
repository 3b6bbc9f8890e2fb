import { isContained, lineOf } from '../../../../common/src';
import { ConfigRule, locRange } from './ruleTypes';
import type { NoData } from '../../ruleContract';
import { localApiPath } from './missingAsset';

/**
 * An OpenAPI or AsyncAPI file that is missing or does not parse: the site build cannot generate the
 * API reference from it. Remote sources are not fetched.
 */
export const apiSourceRule: ConfigRule<NoData<'invalid-api-source'>> = {
  codes: {
    'invalid-api-source': { title: 'Invalid OpenAPI or AsyncAPI file', severity: 'error', description: 'An OpenAPI or AsyncAPI file named in docs.json is missing or does not parse.' },
  },
  scope: 'site',
  check(ctx, report) {
    const seen = new Set<string>();
    for (const api of ctx.model.apis) {
      const path = localApiPath(ctx.model.docsRoot, api.source);
      const range = path && locRange(ctx, api.loc);
      if (!path || !range || seen.has(`${api.loc.offset}`)) continue;
      seen.add(`${api.loc.offset}`);
      const label = api.kind === 'openapi' ? 'OpenAPI' : 'AsyncAPI';
      if (!isContained(path, [ctx.model.docsRoot], ctx.workspace)) {
        report('invalid-api-source', range, `${label} file "${api.source}" is outside the docs root; the site cannot use it, and Docsite does not read it.`);
        continue;
      }
      if (!ctx.workspace.fileExists(path)) {
        report('invalid-api-source', range, `${label} file "${api.source}" does not exist under the docs root.`);
        continue;
      }
      const summary = ctx.apiSpec(path);
      if (summary?.error?.reason === 'too-large') {
        // Not a fault of the file, which may well be valid: Docsite only does not read it.
        report('invalid-api-source', range, `${label} file "${api.source}" is not checked: ${summary.error.message}`, undefined, { severity: 'warning' });
      } else if (summary?.error) {
        const line = lineOf(ctx.workspace.readFile(path) ?? '', summary.error.offset) + 1;
        report('invalid-api-source', range, `${label} file "${api.source}" does not parse (line ${line}): ${summary.error.message}`);
      }
    }
  },
};
