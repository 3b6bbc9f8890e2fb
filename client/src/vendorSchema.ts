import * as vscode from 'vscode';
import { CLIENT_COMMANDS, VENDOR_SCHEMA_URLS } from '../../service/src';

interface SchemaSetting {
  url?: unknown;
  schema?: unknown;
  fileMatch?: unknown;
}

/**
 * The command behind the quick fix on docs.json's `"$schema"` (service/src/config/vendorSchema.ts): it
 * adds `{ url, schema: {} }` to `json.schemas` in the workspace settings, so that VS Code's JSON
 * support reads an empty schema for the vendor's URL instead of fetching it. VS Code reads such a
 * mapping only from user or workspace settings, so the user asks for this write by choosing the fix;
 * the entries already there are kept.
 */
export function registerVendorSchemaCommand(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(CLIENT_COMMANDS.mapVendorSchema, async (uri: unknown, url: unknown) => {
      if (typeof uri !== 'string' || typeof url !== 'string' || !VENDOR_SCHEMA_URLS.includes(url)) return;
      const resource = vscode.Uri.parse(uri);
      const folder = vscode.workspace.getWorkspaceFolder(resource);
      if (!folder) {
        void vscode.window.showWarningMessage('Docsite: this docs.json is outside the workspace folders, so there are no workspace settings to add the schema mapping to.');
        return;
      }
      // In a multi-root workspace the folder's own settings; else the workspace's (.vscode/settings.json).
      const multiRoot = (vscode.workspace.workspaceFolders?.length ?? 0) > 1 || vscode.workspace.workspaceFile !== undefined;
      const target = multiRoot ? vscode.ConfigurationTarget.WorkspaceFolder : vscode.ConfigurationTarget.Workspace;
      const json = vscode.workspace.getConfiguration('json', resource);
      const inspected = json.inspect<SchemaSetting[]>('schemas');
      const current = multiRoot ? inspected?.workspaceFolderValue : inspected?.workspaceValue;
      const entries = Array.isArray(current) ? [...current] : [];
      const existing = entries.find((e) => e?.url === url);
      if (existing) {
        // The user's own entry for that URL stays as they wrote it.
        const mapped = typeof existing.schema === 'object' && existing.schema !== null;
        void vscode.window.showInformationMessage(
          mapped
            ? `Docsite: the workspace settings already map ${url} to a schema of their own ("json.schemas"); nothing was changed.`
            : `Docsite: the workspace settings already have a "json.schemas" entry for ${url}; it was left as it is.`,
        );
        return;
      }
      entries.push({ url, schema: {} });
      try {
        await json.update('schemas', entries, target);
      } catch (error) {
        // For example a settings.json that does not parse: VS Code refuses to write it.
        void vscode.window.showErrorMessage(`Docsite: could not add the schema mapping to the workspace settings: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      void vscode.window.showInformationMessage(`Docsite: VS Code now reads an empty schema for ${url} in this workspace ("json.schemas" in its settings); Docsite checks docs.json.`);
    }),
  );
}
