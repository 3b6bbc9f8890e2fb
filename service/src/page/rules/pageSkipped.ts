/**
 * Says so when a page was too large, too complex, too deeply nested or binary to check, instead of
 * silently showing nothing; located where the bound was crossed, so the author can find the cause.
 */
import { MAX_PAGE_LENGTH, describeCrossing, describeConstructCrossing, type PageSkip } from '../../../../mdx/src';
import type { NoData } from '../../ruleContract';
import type { PageRule } from './rule';

export const pageSkippedRule: PageRule<NoData<'page-not-checked'>> = {
  codes: {
    'page-not-checked': { title: 'Page not checked', severity: 'info', description: 'A page too large, too deeply nested or binary to check, or whose check ran past its time budget.' },
  },
  check(ctx, report) {
    const skip = ctx.page.skip;
    if (!skip) return;
    const text = ctx.page.text;
    const span =
      skip.offset === undefined
        ? { start: 0, end: Math.min(text.indexOf('\n') >>> 0, text.length) }
        : { start: skip.offset, end: Math.min(skip.offset + 1, text.length) };
    report('page-not-checked', span, skipMessage(skip));
  },
};

export function skipMessage(skip: PageSkip): string {
  switch (skip.reason) {
    case 'binary':
      return 'This file contains binary data (NUL bytes); its content is not checked.';
    case 'too-complex':
      return `This page holds ${skip.construct ? describeConstructCrossing(skip.construct) : 'too many costly constructs'}, too many to parse in time; only its frontmatter is checked.`;
    case 'too-deep':
      return `This page nests too deeply to parse in time (${skip.nesting ? describeCrossing(skip.nesting) : 'nesting'}); only its frontmatter is checked.`;
    case 'too-large':
      return `This page is larger than ${MAX_PAGE_LENGTH / 1000} KB; only its frontmatter is checked.`;
  }
}
