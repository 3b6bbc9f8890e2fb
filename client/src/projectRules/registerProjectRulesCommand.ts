import * as path from 'node:path';
import * as vscode from 'vscode';
import type * as ProjectRulesModule from './projectRulesCommand';

/**
 * Registers "Docsite: Create Project Rules". The generator and the catalog it reads load from their
 * own bundle (dist/projectRulesCommand.js) on the first run, so they cost activation nothing.
 */
export function registerProjectRulesCommand(context: vscode.ExtensionContext): void {
  let handler: ReturnType<typeof ProjectRulesModule.createProjectRulesCommand> | undefined;
  context.subscriptions.push(
    vscode.commands.registerCommand('docsite.createProjectRules', (resource?: unknown) => {
      // A computed path, so esbuild leaves this require to run time instead of inlining the module.
      handler ??= (require(path.join(__dirname, 'projectRulesCommand.js')) as typeof ProjectRulesModule).createProjectRulesCommand(context);
      return handler(resource);
    }),
  );
}
