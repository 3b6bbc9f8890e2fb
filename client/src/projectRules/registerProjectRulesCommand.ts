import * as path from 'node:path';
import * as vscode from 'vscode';
import type * as ProjectRulesModule from './projectRulesCommand';
import { CLIENT_COMMANDS } from '../../../service/src';
import { registerStaleRulesNotice } from './staleRulesNotice';

/**
 * Registers "Docsite: Create Project Rules". The generator and the catalog it reads load from their
 * own bundle (dist/projectRulesCommand.js) on the first run, so they cost activation nothing.
 */
export function registerProjectRulesCommand(context: vscode.ExtensionContext): void {
  let handler: ReturnType<typeof ProjectRulesModule.createProjectRulesCommand> | undefined;
  const run = (resource?: unknown) => {
    // A computed path, so esbuild leaves this require to run time instead of inlining the module.
    handler ??= (require(path.join(__dirname, 'projectRulesCommand.js')) as typeof ProjectRulesModule).createProjectRulesCommand(context);
    return handler(resource);
  };
  context.subscriptions.push(
    vscode.commands.registerCommand('docsite.createProjectRules', run),
    // "Regenerate (show diff)" of a stale rules file: `{ file, configPath }`, straight to the diff.
    vscode.commands.registerCommand(CLIENT_COMMANDS.regenerateProjectRules, (target?: unknown) => (typeof target === 'object' && target !== null && !(target instanceof vscode.Uri) ? run(target) : undefined)),
  );
  registerStaleRulesNotice(context);
}
