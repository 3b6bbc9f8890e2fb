/**
 * The edit behind "Turn off <rule> for this site": `"docsite.rules.<code>": "off"` in the docs root's
 * `.docsiterc.json`, as a WorkspaceEdit the writer sees and can undo, never a silent write. An
 * existing file is edited in place with jsonc-parser's `modify` (its comments, order and formatting
 * stay); a missing one is created. projectConfig.ts reads either form back.
 */
import { findNodeAtLocation, modify, parseTree, type JSONPath } from 'jsonc-parser';
import { CreateFile, TextDocumentEdit, TextEdit, type WorkspaceEdit } from 'vscode-languageserver-types';
import { positionOf, pathToUri, childPath } from '../../common/src';
import { type DocsWorkspace, PROJECT_CONFIG_FILE } from '../../site/src';

const FORMATTING = { insertSpaces: true, tabSize: 2, eol: '\n' };

/**
 * Where the rule's setting goes in an existing file: where the file already sets it or keeps its rules
 * (`"docsite.rules": { … }`, `"docsite": { "rules": { … } }`), else a flat key as the VS Code settings
 * write it. A value written elsewhere would be read in file order and could lose to the old one.
 */
function settingPath(root: ReturnType<typeof parseTree>, code: string): JSONPath {
  const flat = `docsite.rules.${code}`;
  if (!root || findNodeAtLocation(root, [flat])) return [flat];
  if (findNodeAtLocation(root, ['docsite.rules'])?.type === 'object') return ['docsite.rules', code];
  if (findNodeAtLocation(root, ['docsite', 'rules'])?.type === 'object') return ['docsite', 'rules', code];
  return [flat];
}

/**
 * The WorkspaceEdit that sets `code` to `off` for the site at `docsRoot`; undefined when the file is
 * there but is no JSON object (the writer's to repair), or missing while the client cannot create files.
 */
export function turnOffRuleEdit(docsRoot: string, code: string, workspace: DocsWorkspace, createFiles: boolean): WorkspaceEdit | undefined {
  const path = childPath(docsRoot, PROJECT_CONFIG_FILE);
  const uri = pathToUri(path);
  const text = workspace.readFile(path);
  if (text === undefined) {
    if (!createFiles) return undefined;
    return {
      documentChanges: [
        // ignoreIfExists: a file that appeared meanwhile is left alone, never replaced.
        CreateFile.create(uri, { overwrite: false, ignoreIfExists: true }),
        TextDocumentEdit.create({ uri, version: null }, [TextEdit.insert({ line: 0, character: 0 }, `{\n  ${JSON.stringify(`docsite.rules.${code}`)}: "off"\n}\n`)]),
      ],
    };
  }
  const root = parseTree(text, [], { allowTrailingComma: true });
  if (text.trim() !== '' && root?.type !== 'object') return undefined;
  const edits = modify(text, settingPath(root, code), 'off', { formattingOptions: FORMATTING }).map((e) =>
    TextEdit.replace({ start: positionOf(text, e.offset), end: positionOf(text, e.offset + e.length) }, e.content),
  );
  return { documentChanges: [TextDocumentEdit.create({ uri, version: null }, edits)] };
}
