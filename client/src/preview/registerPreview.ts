import * as vscode from 'vscode';

/** Registers the preview commands and panel serializer. Implemented by the preview module. */
export function registerPreview(_context: vscode.ExtensionContext): void {}
