/** Rule 15: link text that says nothing out of context ("click here"): an accessibility problem. */
import type { NoData } from '../../ruleContract';
import type { PageRule } from './rule';

const GENERIC = new Set(['click here', 'here', 'read more', 'this link', 'learn more', 'more', 'link', 'this page', 'click this link', 'this']);

export const linkTextRule: PageRule<NoData<'generic-link-text'>> = {
  codes: {
    'generic-link-text': { title: 'Generic link text', severity: 'warning', writing: true, description: 'Link text such as "click here" that says nothing about the target.',
      guidance: { area: 'Accessibility', text: 'Write specific link text ("see the [rate limits](/guides/rate-limits)"), never generic phrases such as "click here" or "read more".' },
    },
  },
  check(ctx, report) {
    for (const link of ctx.page.links) {
      if (link.kind !== 'markdown' || link.text === undefined) continue;
      const words = link.text.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, '').replace(/\s+/g, ' ').trim();
      if (!GENERIC.has(words)) continue;
      report('generic-link-text', link.span, `"${link.text.trim()}" says nothing about where the link goes; describe the target instead.`);
    }
  },
};
