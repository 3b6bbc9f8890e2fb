/** Rule 1: every page starts with frontmatter holding a non-empty `title` and `description`. */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { TextEdit, type Diagnostic } from 'vscode-languageserver-types';
import { plainTextOfLine, titleFromPath, yamlString } from '../text';
import type { ParsedPage } from '../../../../mdx/src';
import type { FixResult, PageReporter, PageRule, RuleContext } from './rule';

/** The key a title or description finding is about. */
type FrontmatterData = {
  'frontmatter-missing': undefined;
  'frontmatter-yaml': undefined;
  'frontmatter-title': { key: string };
  'frontmatter-description': { key: string };
};

export const frontmatterRule: PageRule<FrontmatterData> = {
  codes: {
    'frontmatter-missing': { title: 'No frontmatter', severity: 'warning', writing: true, description: 'A page has no frontmatter block (the site then takes the title from the file name).',
      guidance: { area: 'Page rules', text: 'Every page begins with YAML frontmatter holding `title` (clear, specific, keyword-rich) and `description` (a concise statement of the page\'s purpose).' },
    },
    'frontmatter-yaml': { title: 'Invalid frontmatter YAML', severity: 'error', description: 'The frontmatter is not valid YAML (breaks the build).' },
    'frontmatter-title': { title: 'No title in the frontmatter', severity: 'warning', writing: true, description: 'The frontmatter has no title, or an empty one.' },
    'frontmatter-description': { title: 'No description in the frontmatter', severity: 'warning', writing: true, description: 'The frontmatter has no description, or an empty one.' },
  },
  check(ctx, report) {
    const fm = ctx.page.frontmatter;
    if (fm.error) {
      report('frontmatter-yaml', fm.error.span, fm.error.message);
      return;
    }
    if (ctx.isSnippet) return;
    if (!fm.present) {
      const lineEnd = ctx.page.text.indexOf('\n');
      report('frontmatter-missing', { start: 0, end: lineEnd < 0 ? ctx.page.text.length : lineEnd }, 'The page has no frontmatter: start it with a `---` block holding `title` and `description`.');
      return;
    }
    // An OpenAPI page takes its title and description from the operation in the OpenAPI file.
    if (fm.data.openapi !== undefined) return;
    requireKey(ctx, report, 'title', 'frontmatter-title');
    requireKey(ctx, report, 'description', 'frontmatter-description');
  },
  fixes: {
    'frontmatter-missing': (_d, _data, page, _document, ctx) => {
      const first = page.headings[0];
      const title = first?.text.trim() || titleFromPath(ctx.path);
      const description = firstSentence(page) || title;
      return {
        title: 'Add frontmatter',
        edits: [TextEdit.insert({ line: 0, character: 0 }, `---\ntitle: ${yamlString(title)}\ndescription: ${yamlString(description)}\n---\n\n`)],
      };
    },
    'frontmatter-title': (d, _data, page, document, ctx) => addFrontmatterKey(d, page, document, 'title', page.headings[0]?.text.trim() || titleFromPath(ctx.path)),
    'frontmatter-description': (d, _data, page, document) => addFrontmatterKey(d, page, document, 'description', firstSentence(page) || String(page.frontmatter.data.title ?? 'Describe this page')),
  },
};

function requireKey(ctx: RuleContext, report: PageReporter<FrontmatterData>, key: string, code: 'frontmatter-title' | 'frontmatter-description'): void {
  const fm = ctx.page.frontmatter;
  const value = fm.data[key];
  const entry = fm.entries.find((e) => e.key === key);
  if (!entry && value === undefined) {
    report(code, { start: 0, end: 3 }, `The frontmatter has no \`${key}\`.`, { key });
  } else if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    report(code, entry ? { start: entry.keySpan.start, end: Math.max(entry.valueSpan.end, entry.keySpan.end + 1) } : { start: 0, end: 3 }, `The frontmatter \`${key}\` is empty.`, { key });
  }
}

function addFrontmatterKey(d: Diagnostic, page: ParsedPage, document: TextDocument, key: string, value: string): FixResult | undefined {
  const fm = page.frontmatter;
  if (!fm.present) return undefined;
  const entry = fm.entries.find((e) => e.key === key);
  if (entry) {
    return { title: `Fill in \`${key}\``, edits: [TextEdit.replace({ start: document.positionAt(entry.keySpan.start), end: document.positionAt(entry.valueSpan.end) }, `${key}: ${yamlString(value)}`)] };
  }
  const afterOpen = page.text.indexOf('\n') + 1;
  return { title: `Add \`${key}\``, edits: [TextEdit.insert(document.positionAt(afterOpen), `${key}: ${yamlString(value)}\n`)] };
}

function firstSentence(page: ParsedPage): string {
  const body = page.text.slice(page.bodyStart);
  for (const line of body.split('\n')) {
    const text = plainTextOfLine(line);
    if (text.length > 20) return text.split(/(?<=\.)\s/)[0].slice(0, 160);
  }
  return '';
}
