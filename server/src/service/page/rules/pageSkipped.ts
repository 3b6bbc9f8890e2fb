/** Says so when a page was too large (or binary) to check, instead of silently showing nothing. */
import { MAX_PAGE_LENGTH } from '../parse';
import type { PageRule } from './rule';

export const pageSkippedRule: PageRule = {
  codes: {
    'page-not-checked': { severity: 'info', description: 'A page too large or binary to check.' },
  },
  check(ctx) {
    const reason = ctx.page.skipped;
    if (!reason) return;
    const message =
      reason === 'binary'
        ? 'This file contains binary data (NUL bytes); its content is not checked.'
        : reason === 'too-complex'
          ? 'This page holds thousands of tags, `[` or backtick characters, too many to parse in time; only its frontmatter is checked.'
          : `This page is larger than ${MAX_PAGE_LENGTH / 1000} KB; only its frontmatter is checked.`;
    ctx.report('page-not-checked', { start: 0, end: Math.min(ctx.page.text.indexOf('\n') >>> 0, ctx.page.text.length) }, message);
  },
};
