import { closest } from '../../../../common/src';
import { divisions, pageEntries, ApiSource } from '../../../../site/src';
import { findOperation, namedSpecs, operationKey, readSpecs } from '../../openapi/scope';
import { ConfigRule, locRange, replaceWithSuggestion } from './ruleTypes';

/**
 * A `METHOD /path` navigation entry that matches no operation of the OpenAPI sources in its scope
 * (its divisions' `openapi`, else the site's): the build has no page to generate for it. The operation
 * is found by the one matcher of `openapi:` frontmatter too (`openapi/scope.ts`), as the build looks
 * it up in navigation: in the named or inherited file only, a trailing `/` forgiven. When a source in
 * scope is a URL, it is not fetched and the entry is not checked.
 */
export const unknownOperationRule: ConfigRule<{ 'unknown-operation': { suggestion: string } | undefined }> = {
  codes: {
    'unknown-operation': { title: 'Unknown API operation in navigation', severity: 'error', description: 'A `METHOD /path` navigation entry matches no operation of the OpenAPI files in scope.' },
  },
  scope: 'site',
  check(ctx, report) {
    const entries = pageEntries(ctx.model.navigation).filter((e) => e.entry.operation);
    if (entries.length === 0) return;
    const inDivisions = new Set<ApiSource>(divisions(ctx.model.navigation).flatMap((d) => d.apis));
    const siteSources = ctx.model.apis.filter((a) => !inDivisions.has(a) && a.kind === 'openapi');
    const docsRoot = ctx.model.docsRoot;
    for (const { entry, ancestors } of entries) {
      const range = locRange(ctx, entry.loc);
      if (!range) continue;
      const op = entry.operation!;
      const scoped = [...ancestors].reverse().flatMap((d) => d.apis).filter((a) => a.kind === 'openapi');
      // An entry that names its file may name any file of its divisions or of the site.
      const candidates = (op.specFile ? [...scoped, ...siteSources] : scoped.length ? scoped : siteSources).map((s) => s.source);
      const specs = readSpecs(namedSpecs(op, [...new Set(candidates)], docsRoot, ctx.workspace), docsRoot, ctx.workspace, (p) => ctx.apiSpec(p));
      if (specs.length === 0) {
        const why = op.specFile
          ? `no OpenAPI file "${op.specFile}" applies here or is found under the docs root`
          : 'no OpenAPI file applies here (set `openapi` on a division above it or in `api.openapi`)';
        report('unknown-operation', range, `"${entry.value.trim()}" names an API operation, but ${why}.`);
        continue;
      }
      // A remote, unreadable or broken source may hold the operation: nothing certain can be said.
      if (specs.some((s) => !s.spec || s.spec.error)) continue;
      if (findOperation(op, specs, 'navigation')) continue;
      const key = operationKey(op);
      const suggestion = closest(key, specs.flatMap((s) => s.spec!.operationList.map((o) => o.key)));
      // The fix writes the entry anew: the file it names, if it names one, then the operation meant.
      const entryValue = suggestion && (op.specFile ? `${op.specFile} ${suggestion}` : suggestion);
      report(
        'unknown-operation',
        range,
        `No operation \`${key}\` in ${specs.map((s) => s.source).join(', ')}.${suggestion ? ` Did you mean \`${suggestion}\`?` : ''}`,
        entryValue ? { suggestion: entryValue } : undefined,
      );
    }
  },
  fixes: { 'unknown-operation': replaceWithSuggestion },
};
