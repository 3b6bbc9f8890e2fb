/** Rule 1: every page starts with frontmatter holding a non-empty `title` and `description`. */
import type { PageRule, RuleContext } from './rule';

export const frontmatterRule: PageRule = {
  codes: {
    'frontmatter-missing': { title: 'No frontmatter', severity: 'warning', writing: true, description: 'A page has no frontmatter block (the site then takes the title from the file name).',
      guidance: { area: 'Page rules', text: 'Every page begins with YAML frontmatter holding `title` (clear, specific, keyword-rich) and `description` (a concise statement of the page\'s purpose).' },
    },
    'frontmatter-yaml': { title: 'Invalid frontmatter YAML', severity: 'error', description: 'The frontmatter is not valid YAML (breaks the build).' },
    'frontmatter-title': { title: 'No title in the frontmatter', severity: 'warning', writing: true, description: 'The frontmatter has no title, or an empty one.' },
    'frontmatter-description': { title: 'No description in the frontmatter', severity: 'warning', writing: true, description: 'The frontmatter has no description, or an empty one.' },
  },
  check(ctx) {
    const fm = ctx.page.frontmatter;
    if (fm.error) {
      ctx.report('frontmatter-yaml', fm.error.span, fm.error.message);
      return;
    }
    if (ctx.isSnippet) return;
    if (!fm.present) {
      const lineEnd = ctx.page.text.indexOf('\n');
      ctx.report('frontmatter-missing', { start: 0, end: lineEnd < 0 ? ctx.page.text.length : lineEnd }, 'The page has no frontmatter: start it with a `---` block holding `title` and `description`.');
      return;
    }
    // An OpenAPI page takes its title and description from the operation in the OpenAPI file.
    if (fm.data.openapi !== undefined) return;
    requireKey(ctx, 'title', 'frontmatter-title');
    requireKey(ctx, 'description', 'frontmatter-description');
  },
};

function requireKey(ctx: RuleContext, key: string, code: string): void {
  const fm = ctx.page.frontmatter;
  const value = fm.data[key];
  const entry = fm.entries.find((e) => e.key === key);
  if (!entry && value === undefined) {
    ctx.report(code, { start: 0, end: 3 }, `The frontmatter has no \`${key}\`.`, { key });
  } else if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    ctx.report(code, entry ? { start: entry.keySpan.start, end: Math.max(entry.valueSpan.end, entry.keySpan.end + 1) } : { start: 0, end: 3 }, `The frontmatter \`${key}\` is empty.`, { key });
  }
}
