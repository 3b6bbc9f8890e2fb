import { CodeAction, CodeActionKind } from 'vscode-languageserver-types';
import { ConfigDocument } from '../config/configDocument';
import { configFileNameOf, detectLayout } from '../../../site/src';
import { CLIENT_COMMANDS } from '../clientCommands';

/**
 * "Upgrade to the current layout", offered anywhere in a docs.json in the spec's (old) layout and in
 * a mint.json. It runs the editor command rather than carrying an edit: the command shows the diff
 * and asks first, and for mint.json it creates docs.json, which a code action's edit should not do
 * unasked.
 */
export function upgradeCodeActions(config: ConfigDocument): CodeAction[] {
  const fileName = configFileNameOf(config.path);
  if (!fileName || config.root?.type !== 'object' || detectLayout(config.root, fileName) !== 'legacy') return [];
  const title = fileName === 'mint.json' ? 'Upgrade mint.json to a docs.json in the current layout…' : 'Upgrade docs.json to the current layout…';
  return [{ title, kind: CodeActionKind.RefactorRewrite, command: { title, command: CLIENT_COMMANDS.upgradeConfig, arguments: [config.document.uri] } }];
}
