/**
 * A file of the snippets folder that no page shows: nothing imports it, or only snippets no page
 * shows either. The build publishes no page from the snippets folder, so such a file reaches no
 * reader; it is usually left over from a move or a rename. A warning (the build is fine), on the
 * file's first line. The users are those of the "Used by N pages" lens (SnippetUsers), and the
 * result depends on the site's import graph as one recorded question, so an edit to any page's
 * imports checks the snippets again and an edit to its prose does not.
 */
import { isSnippetPath } from '../../../../site/src';
import type { PageRule } from './rule';

type Data = { 'unused-snippet': { importers: string[] } };

/** Importers named in the message; the hover and the lens's list have them all. */
const NAMED = 3;

export const unusedSnippetRule: PageRule<Data> = {
  codes: {
    'unused-snippet': { title: 'Unused snippet', severity: 'warning', description: 'A file of the snippets folder that no page imports, directly or through other snippets: no reader sees it.' },
  },
  check(ctx, report) {
    const { docsRoot, snippetUsers } = ctx;
    if (!docsRoot || !snippetUsers || !isSnippetPath(ctx.path, docsRoot)) return;
    const use = snippetUsers.usersForCheck(ctx.path, docsRoot);
    if (use.tooLarge || use.pages.length > 0) return;
    const firstLine = ctx.page.text.search(/\r?\n|$/);
    const span = { start: 0, end: firstLine };
    const importers = use.importers.map((file) => file.slice(docsRoot.length + 1));
    const named = importers.slice(0, NAMED).map((file) => `\`${file}\``).join(', ') + (importers.length > NAMED ? `, and ${importers.length - NAMED} more` : '');
    const message =
      importers.length === 0
        ? 'No page imports this snippet, so no reader sees it. Import it where it belongs, or delete it.'
        : `Only snippets that no page shows import this snippet (${named}), so no reader sees it.`;
    report('unused-snippet', span, message, { importers });
  },
};
