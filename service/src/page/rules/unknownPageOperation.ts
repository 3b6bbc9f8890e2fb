/**
 * `openapi:` frontmatter that names no operation of any OpenAPI file of the site: the site build has
 * nothing to generate the page from. A file named before the method only picks among the files that
 * hold the operation (`openapi/scope.ts`): when it lacks it, the build takes another one that does.
 * A URL source is never fetched, so a page that may point into one is not judged; neither is one
 * whose spec does not parse (the spec file reports that itself).
 */
import { closest } from '../../../../common/src';
import { operationKey } from '../../openapi/scope';
import { pageOperationEntry } from '../operationRef';
import type { PageRule } from './rule';

export const unknownPageOperationRule: PageRule<{ 'unknown-openapi-operation': { suggestion: string } | undefined }> = {
  codes: {
    'unknown-openapi-operation': { title: 'Unknown OpenAPI operation in the frontmatter', severity: 'error', description: 'The `openapi` frontmatter names no operation of the OpenAPI files in scope.' },
  },
  check(ctx, report) {
    if (!ctx.site || !ctx.apiSpecs) return;
    const entry = pageOperationEntry(ctx.page);
    if (!entry || entry.key !== 'openapi') return;
    if (!entry.ref) {
      report('unknown-openapi-operation', entry.valueSpan, `\`openapi\` takes \`METHOD /path\` or \`file METHOD /path\` (such as \`GET /users\`), not "${entry.value}".`);
      return;
    }
    const resolved = ctx.operation()!;
    if (resolved.match) return;
    const { specs, ref } = resolved;
    if (specs.length === 0) {
      const what = `no OpenAPI file is listed in ${configName(ctx.site.configPath)} (\`openapi\` or \`api.openapi\`) or found under the docs root`;
      report('unknown-openapi-operation', entry.valueSpan, `"${entry.value}" names an API operation, but ${what}.`);
      return;
    }
    // A remote, unreadable or broken spec may hold the operation: nothing certain can be said.
    if (specs.some((s) => !s.spec || s.spec.error)) return;
    const key = operationKey(ref);
    const all = specs.flatMap((s) => s.spec!.operationList.map((o) => o.key));
    const suggestion = closest(key, all);
    const prefix = ref.specFile ? `${ref.specFile} ` : '';
    report(
      'unknown-openapi-operation',
      entry.valueSpan,
      `No operation \`${key}\` in ${specs.map((s) => s.source).join(', ')}.${suggestion ? ` Did you mean \`${suggestion}\`?` : ''}`,
      suggestion ? { suggestion: prefix + suggestion } : undefined,
    );
  },
};

function configName(configPath: string): string {
  return configPath.slice(configPath.lastIndexOf('/') + 1);
}
