/**
 * The quick fixes every rule gets, through the real server over stdio: "Fix all of <code> in this
 * file", and "Turn off <code> for this site", whose `.docsiterc.json`, once on disk and announced as
 * the editor's file watcher does, turns the rule off in the editor (the server reads the file over
 * the VS Code settings).
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CodeAction, CreateFile, Diagnostic, TextDocumentEdit, TextEdit } from 'vscode-languageserver-types';
import { UNLABELLED_BLOCKS as BLOCKS, languageFindings } from './codeBlockFindings';
import { LspTestClient } from './lspClient';

const EXAMPLES = path.resolve('examples');
const CAPABILITIES = { workspace: { configuration: true, didChangeWatchedFiles: { dynamicRegistration: true }, workspaceEdit: { documentChanges: true, resourceOperations: ['create', 'rename', 'delete'] } } };

describe('LSP: fix all, and turn a rule off for the site', () => {
  let client: LspTestClient;
  let site: string;

  before(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-lsp-rulewide-'));
    fs.cpSync(EXAMPLES, site, { recursive: true });
    fs.rmSync(path.join(site, '.docsiterc.json'), { force: true });
    client = new LspTestClient();
    await client.initialize(site, CAPABILITIES);
  });

  after(async () => {
    try {
      await client?.shutdown();
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  it('offers both beside the finding\'s own fixes; the written .docsiterc.json takes the warnings away', async () => {
    const file = path.join(site, 'quickstart.mdx');
    const uri = 'file://' + file;
    const text = fs.readFileSync(file, 'utf8') + BLOCKS;
    client.open(uri, text, 'mdx');
    const findings = languageFindings(await client.waitForDiagnostics(uri, (d) => languageFindings(d).length === 2));
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri }, range: findings[0].range, context: { diagnostics: [findings[0]] } });
    const titles = actions.map((a) => a.title);
    assert.ok(titles.includes('Add the language `text`'), titles.join(' | '));

    const all = actions.find((a) => a.title === 'Fix all of `code-block-language` in this file');
    assert.ok(all, titles.join(' | '));
    const fixed = TextDocument.applyEdits(TextDocument.create(uri, 'mdx', 1, text), all.edit!.changes![uri] as TextEdit[]);
    assert.ok(fixed.endsWith('\n```text\nnpm install\n```\n\n```text\nnpm start\n```\n'));

    const off = actions.find((a) => a.title === 'Turn off `code-block-language` for this site');
    assert.ok(off, titles.join(' | '));
    const [create, insert] = off.edit!.documentChanges!;
    const rc = path.join(site, '.docsiterc.json');
    assert.ok(CreateFile.is(create) && create.uri === 'file://' + rc && create.options?.overwrite === false);
    assert.ok(TextDocumentEdit.is(insert));
    // The editor applies the edit and saves the file; its watcher tells the server.
    fs.writeFileSync(rc, TextDocument.applyEdits(TextDocument.create(create.uri, 'json', 0, ''), insert.edits as TextEdit[]));
    assert.deepEqual(JSON.parse(fs.readFileSync(rc, 'utf8')), { 'docsite.rules.code-block-language': 'off' });
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: create.uri, type: 1 }] });
    const after = await client.waitForDiagnostics(uri, (d) => languageFindings(d).length === 0);
    assert.deepEqual(languageFindings(after), []);

    // Deleting the file brings them back: the server reads it on each change, not once.
    fs.rmSync(rc);
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: create.uri, type: 3 }] });
    await client.waitForDiagnostics(uri, (d) => languageFindings(d).length === 2);
    client.close(uri);
  });
});
