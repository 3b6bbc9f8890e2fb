/** Rule 10: MDX that breaks the site build, located exactly (the one strict-parse failure). */
import type { NoData } from '../../ruleContract';
import type { PageRule } from './rule';

export const mdxSyntaxRule: PageRule<NoData<'mdx-syntax'>> = {
  codes: {
    'mdx-syntax': { title: 'MDX syntax error', severity: 'error', description: 'MDX syntax that breaks the site build.',
      guidance: { area: 'MDX', text: 'A `<` or `{` in running text starts a component or an expression. Put such text in code (`` `<API_KEY>` ``) or escape it (`\\{`).' },
    },
  },
  check(ctx, report) {
    const problem = ctx.page.syntaxError;
    if (!problem || problem.kind !== 'syntax') return;
    report('mdx-syntax', problem.span, `MDX syntax error (breaks the build): ${problem.message}${hint(problem.message)}`);
  },
};

function hint(message: string): string {
  if (/before name/.test(message)) return ' To show a literal `<`, write `&lt;` or put it in `code`.';
  if (/expression|brace|acorn/i.test(message)) return ' To show a literal `{`, write `\\{` or put it in `code`.';
  return '';
}
