/** Rule 14: an import of a snippet file that does not exist breaks the site build. */
import { resolveImportTarget } from '../../../../site/src';
import type { NoData } from '../../ruleContract';
import type { PageRule } from './rule';

export const snippetImportsRule: PageRule<NoData<'snippet-import'>> = {
  codes: {
    'snippet-import': { title: 'Missing snippet import', severity: 'error', description: 'An import of a snippet file that does not exist (breaks the build).' },
  },
  check(ctx, report) {
    for (const imp of ctx.page.imports) {
      if (!/^\.{0,2}\//.test(imp.source)) continue; // package imports are not files of the site
      const target = resolveImportTarget(imp.source, ctx.path, ctx.docsRoot, ctx.workspace);
      if (target.kind === 'file') continue;
      const message =
        target.kind === 'outside'
          ? `\`${imp.source}\` is outside the docs root; the site build only sees files inside it, and Docsite does not read it.`
          : `\`${imp.source}\` does not exist; the import breaks the site build.`;
      report('snippet-import', imp.sourceSpan, message);
    }
  },
};
