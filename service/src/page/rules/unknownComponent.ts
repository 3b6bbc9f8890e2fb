/** Rule 4: every capitalised tag names a known component (an unknown one fails the build). */
import { isComponentName, knownComponents } from '../known';
import { closest } from '../../../../common/src';
import { COMPONENTS } from '../../../../catalog/src';
import { TextEdit } from 'vscode-languageserver-types';
import type { PageRule } from './rule';

export const unknownComponentRule: PageRule<{ 'unknown-component': { name: string; suggestion?: string } }> = {
  codes: {
    'unknown-component': { title: 'Unknown component', severity: 'error', description: 'A component that is neither built in, imported, defined on the page nor configured.' },
  },
  check(ctx, report) {
    const { page } = ctx;
    if (page.elements.length === 0) return;
    const known = knownComponents(page, ctx.settings);
    for (const element of page.elements) {
      if (!isComponentName(element.name, page) || known.has(element.name)) continue;
      // `<Folder>` written for `<Tree.Folder>`: a member name matches exactly; else the closest name.
      const suggestion = memberNamed(element.name) ?? closest(element.name, [...known]);
      const hint = suggestion ? ` Did you mean \`${suggestion}\`?` : ctx.isSnippet ? SNIPPET_HINT : ' Import it from a snippet or add it to `docsite.components.custom`.';
      report('unknown-component', element.nameSpan, `Unknown component \`${element.name}\`.${hint}`, { name: element.name, suggestion });
    }
  },
  fixes: {
    'unknown-component': (d, { suggestion }, page, document) => {
      if (typeof suggestion !== 'string') return undefined;
      const start = document.offsetAt(d.range.start);
      const element = page.elements.find((e) => e.nameSpan.start === start);
      const edits = [TextEdit.replace(d.range, suggestion)];
      if (element?.closeSpan) {
        const nameStart = element.closeSpan.start + 2;
        edits.push(TextEdit.replace({ start: document.positionAt(nameStart), end: document.positionAt(nameStart + element.name.length) }, suggestion));
      }
      return { title: `Change to \`${suggestion}\``, edits };
    },
  },
};

/**
 * In a snippet, the import must be its own: the build resolves each snippet's imports from that
 * snippet alone, and the vendor's docs warn that a nested snippet using a component it does not
 * import "may render as empty content". Built-in components need no import (the catalog).
 */
const SNIPPET_HINT = ' A snippet must import the components it uses itself: one imported by another snippet may otherwise render as empty content.';

/** The dotted catalog name whose member is `name` (`Folder` → `Tree.Folder`). */
function memberNamed(name: string): string | undefined {
  return COMPONENTS.find((c) => c.name.endsWith('.' + name))?.name;
}
