import * as path from 'node:path';
import * as vscode from 'vscode';
import { CLIENT_COMMANDS } from '../../../service/src';
import type * as UpgradeModule from './upgradeCommand';

/**
 * Registers "Docsite: Upgrade docs.json to the Current Layout". The converter loads from its own
 * bundle (dist/upgradeCommand.js) on the first run, so it costs activation nothing.
 */
export function registerUpgradeCommand(context: vscode.ExtensionContext): void {
  let handler: ReturnType<typeof UpgradeModule.createUpgradeCommand> | undefined;
  context.subscriptions.push(
    vscode.commands.registerCommand(CLIENT_COMMANDS.upgradeConfig, (resource?: unknown, options?: UpgradeModule.UpgradeCommandOptions) => {
      // A computed path, so esbuild leaves this require to run time instead of inlining the module.
      handler ??= (require(path.join(__dirname, 'upgradeCommand.js')) as typeof UpgradeModule).createUpgradeCommand(context);
      return handler(resource, options);
    }),
  );
}
