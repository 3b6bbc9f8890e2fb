import * as path from 'node:path';
import * as vscode from 'vscode';
import type * as RulesModule from './projectRulesCommand';

/**
 * Registers "Docsite: Create Project Rules". The generator and the catalog it reads load from their
 * own bundle (dist/rulesCommand.js) on the first run, so they cost activation nothing.
 */
export function registerRulesCommand(context: vscode.ExtensionContext): void {
  let handler: ReturnType<typeof RulesModule.createRulesCommand> | undefined;
  context.subscriptions.push(
    vscode.commands.registerCommand('docsite.createProjectRules', (resource?: unknown) => {
      // A computed path, so esbuild leaves this require to run time instead of inlining the module.
      handler ??= (require(path.join(__dirname, 'rulesCommand.js')) as typeof RulesModule).createRulesCommand(context);
      return handler(resource);
    }),
  );
}
