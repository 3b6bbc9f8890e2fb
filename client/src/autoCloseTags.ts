import * as vscode from 'vscode';
import { closingTagFor } from './closingTag';

/** How long the document must stay unchanged after the `>` (VS Code's HTML support waits likewise). */
const AUTO_CLOSE_DELAY_MS = 60;

/**
 * Typing the `>` of a component's opening tag in an MDX page adds its closing tag after the cursor
 * (`<Note>` → `<Note>|</Note>`), as VS Code does for HTML and JSX. A self-closing tag (`/>`), an
 * undo or redo, or a closing tag already there adds nothing. `docsite.autoClosingTags` turns it off.
 */
export function registerAutoCloseTags(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    vscode.workspace.onDidChangeTextDocument((event) => {
      const editor = vscode.window.activeTextEditor;
      if (!editor || editor.document !== event.document || event.document.languageId !== 'mdx') return;
      if (event.reason !== undefined || event.contentChanges.length !== 1) return;
      const change = event.contentChanges[0];
      if (change.text !== '>' || !change.range.isEmpty) return;
      if (!vscode.workspace.getConfiguration('docsite', event.document.uri).get<boolean>('autoClosingTags', true)) return;
      const position = change.range.start.translate(0, 1);
      const line = event.document.lineAt(position.line).text;
      const name = closingTagFor(line.slice(0, position.character), line.slice(position.character));
      if (name === undefined) return;
      // Only a `>` typed at the cursor, and only once the document has rested: an edit made by a
      // command, another extension or fast typing must never race with this insertion.
      const version = event.document.version;
      setTimeout(() => {
        const active = vscode.window.activeTextEditor;
        const selection = active?.selection;
        if (active !== editor || editor.document.version !== version || !selection?.isEmpty || !selection.active.isEqual(position)) return;
        void editor.insertSnippet(new vscode.SnippetString(`$0</${name}>`), position, { undoStopBefore: false, undoStopAfter: false });
      }, AUTO_CLOSE_DELAY_MS);
    }),
  );
}
