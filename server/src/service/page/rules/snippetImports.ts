/** Rule 14: an import of a snippet file that does not exist breaks the site build. */
import { resolveImport } from '../imports';
import type { PageRule } from './rule';

export const snippetImportsRule: PageRule = {
  codes: {
    'snippet-import': { severity: 'error', description: 'An import of a snippet file that does not exist (breaks the build).' },
  },
  check(ctx) {
    for (const imp of ctx.page.imports) {
      if (!/^\.{0,2}\//.test(imp.source)) continue; // package imports are not files of the site
      if (resolveImport(imp.source, ctx.path, ctx.docsRoot, ctx.workspace)) continue;
      ctx.report('snippet-import', imp.sourceSpan, `\`${imp.source}\` does not exist; the import breaks the site build.`);
    }
  },
};
