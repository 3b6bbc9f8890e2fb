import { CodeAction, CodeActionKind, Diagnostic, Range } from 'vscode-languageserver-types';
import { ConfigDocument, propertyValue } from './configDocument';
import { rangesOverlap } from '../../../common/src';
import { CLIENT_COMMANDS } from '../clientCommands';

/**
 * The site vendor's schemas, as docs.json (today's layout) and the older layout name them in
 * `"$schema"`. VS Code's JSON support follows `$schema` past the empty schema Docsite associates
 * with docs.json: it warns that the location is untrusted, or once trusted proposes the vendor's
 * keys beside Docsite's. It takes a mapping to an empty schema only from user or workspace settings.
 */
export const TODAY_SCHEMA_URL = 'https://mintlify.com/docs.json';
export const VENDOR_SCHEMA_URLS: readonly string[] = [TODAY_SCHEMA_URL, 'https://mintlify.com/schema.json'];


/** On the `$schema` property naming a vendor schema: the action that maps it to an empty schema in the workspace settings. */
export function vendorSchemaCodeActions(config: ConfigDocument, range: Range, diagnostics: readonly Diagnostic[]): CodeAction[] {
  const value = propertyValue(config.root, '$schema');
  const property = value?.parent;
  if (!value || !property || value.type !== 'string' || !VENDOR_SCHEMA_URLS.includes(value.value)) return [];
  const doc = config.document;
  const at = { start: doc.positionAt(property.offset), end: doc.positionAt(property.offset + property.length) };
  if (!rangesOverlap(at, range)) return [];
  const title = "Check docs.json with Docsite alone: map the vendor's schema to an empty one in the workspace settings";
  // VS Code's own problem on that line ("Unable to load schema … untrusted"), which this clears. With
  // it, the action is its quick fix; without (the domain trusted, or the mapping already made), it is
  // offered among the refactorings only, so no lightbulb stays once the mapping is there.
  const fixes = diagnostics.filter((d) => d.source === 'json' && rangesOverlap(d.range, at));
  return [
    {
      title,
      kind: fixes.length ? CodeActionKind.QuickFix : CodeActionKind.RefactorRewrite,
      diagnostics: fixes,
      command: { title, command: CLIENT_COMMANDS.mapVendorSchema, arguments: [doc.uri, value.value] },
    },
  ];
}
