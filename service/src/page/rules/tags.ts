/** Rule 9: unclosed and mismatched tags. The strict parser finds them; this rule words and locates them. */
import type { PageRule } from './rule';

export const tagsRule: PageRule = {
  codes: {
    'unclosed-tag': { title: 'Unclosed tag', severity: 'error', description: 'A tag that is never closed, or closed by the wrong closing tag (breaks the build).',
      guidance: { area: 'MDX', text: 'Close every component (`<Note>…</Note>`) or self-close it (`<Card title="…" />`).' },
    },
  },
  check(ctx) {
    const problem = ctx.page.syntaxError;
    if (!problem || problem.kind === 'syntax' || !problem.tag) return;
    const tag = problem.tag;
    if (problem.kind === 'unclosed') {
      const element = ctx.page.elements.find((e) => e.span.start === problem.span.start && e.name === tag);
      const voidHint = /^[a-z]/.test(tag) ? ` In MDX even HTML tags must be closed: write \`<${tag} … />\`.` : '';
      ctx.report('unclosed-tag', problem.span, `\`<${tag}>\` is never closed: add \`</${tag}>\`.${voidHint}`, {
        tag,
        // The tolerant scan ends an unclosed element where its parent closes, or at the end of the page.
        insertAt: element ? Math.min(element.span.end, ctx.page.text.length) : ctx.page.text.length,
      });
    } else {
      // `</Steps>` closing an outer <Steps> while an inner <Step> is open: the inner one lacks its
      // close tag (insert it). Otherwise the closing tag itself is wrong (replace it).
      const closesOuter = ctx.page.elements.some((e) => e.name === problem.closing && e.closeSpan?.start === problem.span.start);
      const fix = closesOuter ? { insertAt: problem.span.start } : { replaceWith: `</${tag}>` };
      ctx.report('unclosed-tag', problem.span, `${problem.message.replace(/\.$/, '')}.`, { tag, ...fix });
    }
  },
};
