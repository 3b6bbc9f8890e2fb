/** Rule 12: RequestExample/ResponseExample only on API endpoint pages (frontmatter `api`/`openapi`). */
import { componentFor } from '../known';
import type { NoData } from '../../ruleContract';
import type { PageRule } from './rule';

export const apiExamplesRule: PageRule<NoData<'api-example-page'>> = {
  codes: {
    // Information only: they render on any page, and hundreds of real non-API pages use them.
    'api-example-page': { title: 'API examples on a non-API page', severity: 'info', writing: true, description: 'RequestExample/ResponseExample on a page without api/openapi frontmatter.' },
  },
  check(ctx, report) {
    const data = ctx.page.frontmatter.data;
    if (ctx.isSnippet || data.api !== undefined || data.openapi !== undefined) return;
    for (const element of ctx.page.elements) {
      if (!componentFor(ctx.page, element.name)?.apiPageOnly) continue;
      report('api-example-page', element.nameSpan, `\`<${element.name}>\` is meant for API endpoint pages (it renders anywhere): add \`api\` or \`openapi\` ("METHOD /path") to the frontmatter.`);
    }
  },
};
