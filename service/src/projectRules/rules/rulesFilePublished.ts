/**
 * rules-file-published: a Docsite rules file the site build publishes as a page (issue 37, item 3).
 * At a docs root that is also the repository root, AGENTS.md (or CLAUDE.md) lies beside docs.json and
 * the build serves it to everyone; the vendor asks for `.mintlify/AGENTS.md` or a `.mintignore` entry
 * (https://mintlify.com/docs/agent/customize). The quick fix adds the entry.
 */
import { CodeActionKind } from 'vscode-languageserver-types';
import { findSite, mintignorePath } from '../../../../site/src';
import { mintignoreEdit, mintignoreLine } from '../mintignoreEdit';
import { publishedRoute } from '../published';
import type { RulesFileRule } from './rule';

interface PublishedData {
  docsRoot: string;
  /** `.mintignore`'s text when the check ran; undefined when there is none. */
  mintignore?: string;
}

export const rulesFilePublishedRule: RulesFileRule<{ 'rules-file-published': PublishedData }> = {
  codes: {
    'rules-file-published': {
      title: 'Project rules published as a page',
      severity: 'warning',
      description: 'A generated rules file (AGENTS.md, CLAUDE.md, …) in the docs root that the site build serves as a public page: move it to .mintlify/AGENTS.md or list it in .mintignore.',
    },
  },
  check(ctx, report) {
    const site = findSite(ctx.path, ctx.workspace);
    const route = site && publishedRoute(ctx.path, site.docsRoot, ctx.workspace);
    if (!site || !route) return;
    const firstLine = ctx.text.indexOf('\n');
    const mintignore = ctx.workspace.readFile(mintignorePath(site.docsRoot));
    report(
      'rules-file-published',
      { start: 0, end: firstLine < 0 ? ctx.text.length : firstLine },
      `The site build publishes this file as the page ${route}: anyone can read these instructions there. Write the rules to .mintlify/AGENTS.md instead, or add ${mintignoreLine(ctx.path, site.docsRoot)} to .mintignore.`,
      { docsRoot: site.docsRoot, ...(mintignore !== undefined ? { mintignore } : {}) },
    );
  },
  fixes: {
    'rules-file-published': (d, data, { path }) => data.docsRoot === undefined ? undefined : ({
      title: `Add ${mintignoreLine(path, data.docsRoot!)} to .mintignore`,
      kind: CodeActionKind.QuickFix,
      diagnostics: [d],
      isPreferred: true,
      edit: mintignoreEdit(data.mintignore, path, data.docsRoot!),
    }),
  },
};
