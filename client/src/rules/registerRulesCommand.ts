import * as vscode from 'vscode';

/** Registers "Docsite: Create Project Rules". Implemented by the rules module. */
export function registerRulesCommand(_context: vscode.ExtensionContext): void {}
