import * as vscode from 'vscode';
import { closingTagFor } from './closingTag';

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
      void editor.insertSnippet(new vscode.SnippetString(`$0</${name}>`), position, { undoStopBefore: false, undoStopAfter: false });
    }),
  );
}
