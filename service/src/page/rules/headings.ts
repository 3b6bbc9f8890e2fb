/** Rule 2: body headings start at level 2 (the title is the H1) and never skip a level. */
import { TextEdit } from 'vscode-languageserver-types';
import type { PageRule } from './rule';

/** `atx`: a `#` heading, which the fix can lower by one more `#` (a setext heading it leaves alone). */
type HeadingsData = { 'heading-h1': { atx: boolean }; 'heading-skipped-level': undefined };

export const headingsRule: PageRule<HeadingsData> = {
  codes: {
    'heading-h1': { title: 'Level-1 heading in the body', severity: 'warning', writing: true, description: 'A level-1 heading in the body; headings start at level 2.',
      guidance: { area: 'Page rules', text: 'Headings in the body start at level 2 (`##`). The frontmatter `title` is the page\'s only level-1 heading.' },
    },
    'heading-skipped-level': { title: 'Skipped heading level', severity: 'warning', writing: true, description: 'A heading skips a level (## followed by ####).',
      guidance: { area: 'Accessibility', text: 'Don\'t skip heading levels (the body starts at level 2; see "Page rules").' },
    },
  },
  check(ctx, report) {
    let previous = 1;
    for (const heading of ctx.page.headings) {
      if (heading.depth === 1) {
        const atx = ctx.page.text[heading.span.start] === '#';
        report('heading-h1', heading.span, 'Headings in the body start at level 2; the page title is the level-1 heading.', { atx });
      } else if (heading.depth > previous + 1) {
        report('heading-skipped-level', heading.span, `Heading level ${heading.depth} follows level ${previous}; use level ${previous + 1}.`);
      }
      previous = heading.depth;
    }
  },
  fixes: {
    'heading-h1': (d, data) => (data.atx ? { title: 'Change to a level-2 heading', edits: [TextEdit.insert(d.range.start, '#')] } : undefined),
  },
};
