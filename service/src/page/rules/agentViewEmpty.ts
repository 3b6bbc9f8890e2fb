/**
 * A page agents read as nothing: its Markdown view (llms/visibility.ts) holds no prose, only
 * imports and content for humans. Users report such pages as bugs of the site. An endpoint page
 * (`openapi:`/`api:` naming an HTTP operation, `asyncapi:`) and a schema page (`openapi-schema:`)
 * are not empty while `markdown.schema` leaves the spec's part in the Markdown; a `webhook` operation adds nothing we can vouch for, so a
 * webhook page with no body counts as empty. Link pages (`url:`) and snippets are skipped.
 * Reported on the page's first line.
 */
import { parseOperation } from '../../../../site/src';
import { agentBodyIsEmpty } from '../../llms/visibility';
import type { NoData } from '../../ruleContract';
import type { PageRule } from './rule';

export const agentViewEmptyRule: PageRule<NoData<'agent-view-empty'>> = {
  codes: {
    'agent-view-empty': { title: 'Empty agent view', severity: 'warning', description: "The page's Markdown for agents (llms-full.txt, its `.md` view) holds no content." },
  },
  check(ctx, report) {
    const page = ctx.page;
    if (ctx.isSnippet || !ctx.site || !page.strict || page.skipped) return;
    const data = page.frontmatter.data;
    if (typeof data.url === 'string' || typeof data.asyncapi === 'string') return;
    const operation = [data.openapi, data.api].find((v): v is string => typeof v === 'string');
    const parsed = operation === undefined ? undefined : parseOperation(operation.trim());
    const fromSpec = (parsed && parsed.method.toLowerCase() !== 'webhook') || typeof data['openapi-schema'] === 'string';
    if (fromSpec && ctx.site.agents?.schema !== false) return;
    if (!agentBodyIsEmpty(page)) return;
    const lineEnd = page.text.indexOf('\n');
    const why = operation !== undefined || fromSpec ? ' (its operation is a webhook, or `markdown.schema` is false, so nothing from the spec is added)' : '';
    const what = page.elements.some((e) => e.name === 'Visibility') ? 'its body has no content outside `<Visibility for="humans">`' : 'its body is empty';
    report('agent-view-empty', { start: 0, end: lineEnd < 0 ? page.text.length : lineEnd }, `Agents read this page as empty${why}: ${what}. Add text for agents (\`<Visibility for="agents">\` holds text only they read).`);
  },
};
