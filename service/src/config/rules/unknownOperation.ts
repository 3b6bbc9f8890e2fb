import { isContained } from '../../containment';
import { closest } from '../../text/closest';
import { divisions, pageEntries } from '../../model/walk';
import { ApiSource } from '../../model/types';
import { localApiPath } from './missingAsset';
import { ConfigRule, locRange } from './ruleTypes';

/**
 * A `METHOD /path` navigation entry that matches no operation of the OpenAPI sources in its scope
 * (its divisions' `openapi`, else the site's): the build has no page to generate for it. When a
 * source in scope is a URL, it is not fetched and the entry is not checked.
 */
export const unknownOperationRule: ConfigRule = {
  codes: {
    'unknown-operation': { title: 'Unknown API operation in navigation', severity: 'error', description: 'A `METHOD /path` navigation entry matches no operation of the OpenAPI files in scope.' },
  },
  scope: 'site',
  *check(ctx) {
    const entries = pageEntries(ctx.model.navigation).filter((e) => e.entry.operation);
    if (entries.length === 0) return;
    const inDivisions = new Set<ApiSource>(divisions(ctx.model.navigation).flatMap((d) => d.apis));
    const siteSources = ctx.model.apis.filter((a) => !inDivisions.has(a) && a.kind === 'openapi');
    for (const { entry, ancestors } of entries) {
      const range = locRange(ctx, entry.loc);
      if (!range) continue;
      const op = entry.operation!;
      const scoped = [...ancestors].reverse().flatMap((d) => d.apis).filter((a) => a.kind === 'openapi');
      let sources = scoped.length ? scoped : siteSources;
      if (op.specFile) {
        const named = op.specFile.replace(/^\/+/, '');
        sources = [...scoped, ...siteSources].filter((s) => s.source.replace(/^\.?\/+/, '') === named || s.source.endsWith('/' + named));
        if (sources.length === 0 && localApiPath(ctx.model.docsRoot, named)) sources = [{ kind: 'openapi', source: named, loc: entry.loc }];
      }
      if (sources.length === 0) {
        yield { range, message: `"${entry.value.trim()}" names an API operation, but no OpenAPI file applies here (set \`openapi\` on a division above it or in \`api.openapi\`).` };
        continue;
      }
      const paths = sources.map((s) => localApiPath(ctx.model.docsRoot, s.source)).map((p) => (p && isContained(p, [ctx.model.docsRoot], ctx.workspace) ? p : undefined));
      // A remote or unreadable source may hold the operation: nothing certain can be said.
      const summaries = paths.map((p) => (p ? ctx.apiSpec(p) : undefined));
      if (summaries.some((s) => !s || s.error)) continue;
      const key = `${op.method} ${op.path}`;
      if (summaries.some((s) => s!.operations.has(key))) continue;
      const all = summaries.flatMap((s) => [...s!.operations]);
      const suggestion = closest(key, all);
      const files = sources.map((s) => s.source).join(', ');
      yield {
        range,
        message: `No operation \`${key}\` in ${files}.${suggestion ? ` Did you mean \`${suggestion}\`?` : ''}`,
        data: suggestion ? { suggestion } : undefined,
      };
    }
  },
};
