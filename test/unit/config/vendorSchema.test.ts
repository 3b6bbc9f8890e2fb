/** The quick fix on docs.json's "$schema" naming the vendor's schema (config/vendorSchema.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Diagnostic } from 'vscode-languageserver-types';
import { createLanguageService } from '../../../service/src/languageService';
import { CLIENT_COMMANDS } from '../../../service/src/clientCommands';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const text = (schema: string) => `{\n  "$schema": "${schema}",\n  "name": "S",\n  "navigation": [{ "group": "G", "pages": ["index"] }]\n}\n`;
const line = (n: number, from = 0, to = from) => ({ start: { line: n, character: from }, end: { line: n, character: to } });

function actionsAt(schema: string, range: ReturnType<typeof line>, diagnostics: Diagnostic[] = []) {
  const workspace = new InMemoryWorkspace({ '/s/docs.json': text(schema), '/s/index.mdx': '---\ntitle: Home\n---\n' });
  const document = TextDocument.create('file:///s/docs.json', 'json', 1, text(schema));
  return createLanguageService(workspace).codeActions(document, range, diagnostics).filter((a) => a.command?.command === CLIENT_COMMANDS.mapVendorSchema);
}

describe('the vendor-schema quick fix', () => {
  // VS Code's own warning on that line when the URL is not trusted.
  const untrusted: Diagnostic = { range: line(1, 13, 45), message: "Unable to load schema from 'https://mintlify.com/docs.json': Location https://mintlify.com/docs.json is untrusted.", source: 'json', code: 65538 };

  it('is offered on the "$schema" line of either vendor URL, with the URL as its argument, and claims VS Code\'s warning there', () => {
    const [action] = actionsAt('https://mintlify.com/docs.json', line(1, 20), [untrusted]);
    assert.ok(action, 'offered');
    assert.deepEqual(action.command!.arguments, ['file:///s/docs.json', 'https://mintlify.com/docs.json']);
    assert.deepEqual(action.diagnostics, [untrusted]);
    assert.equal(action.kind, 'quickfix');
    assert.equal(actionsAt('https://mintlify.com/docs.json', line(1, 20))[0].kind, 'refactor.rewrite', 'without VS Code\'s problem: no lightbulb');
    assert.match(action.title, /workspace settings/);
    assert.equal(actionsAt('https://mintlify.com/schema.json', line(1, 3)).length, 1);
  });

  it('is not offered elsewhere in the file, nor for another schema', () => {
    assert.deepEqual(actionsAt('https://mintlify.com/docs.json', line(2, 5)), []);
    assert.deepEqual(actionsAt('https://json.schemastore.org/package.json', line(1, 20)), []);
  });
});
