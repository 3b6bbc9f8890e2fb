/**
 * Quick fixes through the real server over stdio: a broken link's closest page, a code block's
 * language, and a missing navigation page created or removed. Each fix is applied as the editor
 * would, and the server's next diagnostics must no longer hold the finding.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ParseError, parse } from 'jsonc-parser';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CodeAction, CreateFile, Diagnostic, TextDocumentEdit, TextEdit } from 'vscode-languageserver-types';
import { LspTestClient } from './lspClient';

const EXAMPLES = path.resolve('examples');
const WORKSPACE_CAPABILITIES = { configuration: true, didChangeWatchedFiles: { dynamicRegistration: true } };
const hasCode = (code: string) => (d: Diagnostic[]) => d.some((x) => x.code === code);
const missingPage = (page: string) => (d: Diagnostic[]) => d.some((x) => x.code === 'missing-page' && (x.data as { page?: string } | undefined)?.page === page);

function codeActions(client: LspTestClient, uri: string, d: Diagnostic): Promise<CodeAction[]> {
  return client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri }, range: d.range, context: { diagnostics: [d] } });
}

function applyChanges(uri: string, text: string, action: CodeAction): string {
  return TextDocument.applyEdits(TextDocument.create(uri, 'any', 0, text), action.edit!.changes![uri] as TextEdit[]);
}

describe('LSP quick fixes', () => {
  let client: LspTestClient;
  let site: string;

  before(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-lsp-fixes-'));
    fs.cpSync(EXAMPLES, site, { recursive: true });
    client = new LspTestClient();
    await client.initialize(site, { workspace: { ...WORKSPACE_CAPABILITIES, workspaceEdit: { documentChanges: true, resourceOperations: ['create', 'rename', 'delete'] } } });
  });

  after(async () => {
    try {
      await client?.shutdown();
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  it('a broken link offers the closest page, preferred, and applying it clears the finding', async () => {
    const uri = 'file://' + path.join(site, 'quickstart.mdx');
    const text = fs.readFileSync(path.join(site, 'quickstart.mdx'), 'utf8') + '\nRead [the webhooks guide](/guides/webhook).\n';
    client.open(uri, text, 'mdx');
    const broken = (await client.waitForDiagnostics(uri, hasCode('broken-link'))).find((d) => d.code === 'broken-link')!;
    const actions = await codeActions(client, uri, broken);
    assert.equal(actions[0].title, 'Replace with `/guides/webhooks`');
    assert.equal(actions[0].isPreferred, true);
    assert.ok(actions.slice(1).every((a) => !a.isPreferred));
    const fixed = applyChanges(uri, text, actions[0]);
    assert.ok(fixed.endsWith('Read [the webhooks guide](/guides/webhooks).\n'));
    client.change(uri, fixed, 2);
    await client.waitForDiagnostics(uri, (d) => !hasCode('broken-link')(d));
    client.close(uri);
  });

  it('a code block without a language gets the language the message names', async () => {
    const uri = 'file://' + path.join(site, 'introduction.mdx');
    const text = fs.readFileSync(path.join(site, 'introduction.mdx'), 'utf8') + '\n```\n{\n  "temperature": 21.5,\n  "unit": "celsius"\n}\n```\n';
    client.open(uri, text, 'mdx');
    const finding = (await client.waitForDiagnostics(uri, hasCode('code-block-language'))).find((d) => d.code === 'code-block-language')!;
    assert.match(String(finding.message), /```json/);
    const [plain, fix] = await codeActions(client, uri, finding);
    assert.equal(plain.title, 'Add the language `text`');
    assert.equal(fix.title, 'Add the language `json`');
    const fixed = applyChanges(uri, text, fix);
    assert.ok(fixed.includes('\n```json\n{\n'));
    client.change(uri, fixed, 2);
    await client.waitForDiagnostics(uri, (d) => !hasCode('code-block-language')(d));
    client.close(uri);
  });

  it('a missing navigation page: "Remove entry" keeps docs.json valid JSON and clears the finding', async () => {
    const uri = 'file://' + path.join(site, 'docs.json');
    const text = fs.readFileSync(path.join(site, 'docs.json'), 'utf8').replace('"pages": ["introduction", "quickstart"]', '"pages": ["introduction", "guides/not-yet", "quickstart"]');
    client.open(uri, text, 'json');
    const finding = (await client.waitForDiagnostics(uri, missingPage('guides/not-yet'))).find((d) => (d.data as { page?: string }).page === 'guides/not-yet')!;
    const actions = await codeActions(client, uri, finding);
    const remove = actions.find((a) => a.title === 'Remove entry')!;
    const fixed = applyChanges(uri, text, remove);
    const errors: ParseError[] = [];
    parse(fixed, errors);
    assert.deepEqual(errors, []);
    assert.ok(fixed.includes('"pages": ["introduction", "quickstart"]'), fixed.slice(0, 3000));
    client.change(uri, fixed, 2);
    await client.waitForDiagnostics(uri, (d) => !missingPage('guides/not-yet')(d));
    client.close(uri);
  });

  it('a missing navigation page: "Create page" creates it from a template, never over a file, and the finding goes', async () => {
    const uri = 'file://' + path.join(site, 'docs.json');
    // A page no other page's name is close to: with one close by, "Did you mean" comes first.
    const text = fs.readFileSync(path.join(site, 'docs.json'), 'utf8').replace('"pages": ["introduction", "quickstart"]', '"pages": ["introduction", "guides/usage-quotas", "quickstart"]');
    client.open(uri, text, 'json');
    const finding = (await client.waitForDiagnostics(uri, missingPage('guides/usage-quotas'))).find((d) => (d.data as { page?: string }).page === 'guides/usage-quotas')!;
    const actions = await codeActions(client, uri, finding);
    const create = actions.find((a) => a.title === 'Create page `guides/usage-quotas.mdx` from template')!;
    assert.ok(create, JSON.stringify(actions.map((a) => a.title)));
    assert.equal(create.isPreferred, true);
    const [op, insert] = create.edit!.documentChanges! as [CreateFile, TextDocumentEdit];
    const file = path.join(site, 'guides', 'usage-quotas.mdx');
    assert.deepEqual(op, { kind: 'create', uri: 'file://' + file, options: { overwrite: false, ignoreIfExists: true } });
    assert.equal(insert.textDocument.uri, op.uri);
    // Apply it as an editor does: create (the file does not exist), then insert the template.
    assert.ok(!fs.existsSync(file));
    fs.writeFileSync(file, TextDocument.applyEdits(TextDocument.create(op.uri, 'mdx', 0, ''), insert.edits as TextEdit[]));
    assert.equal(fs.readFileSync(file, 'utf8'), '---\ntitle: Usage quotas\ndescription: ""\n---\n\n');
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: op.uri, type: 1 }] });
    await client.waitForDiagnostics(uri, (d) => !missingPage('guides/usage-quotas')(d));
    client.close(uri);
  });
});

describe('LSP quick fixes for a client without CreateFile support', () => {
  let client: LspTestClient;
  let site: string;

  before(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-lsp-fixes-nocreate-'));
    fs.cpSync(EXAMPLES, site, { recursive: true });
    client = new LspTestClient();
    await client.initialize(site, { workspace: { ...WORKSPACE_CAPABILITIES, workspaceEdit: { documentChanges: true } } });
  });

  after(async () => {
    try {
      await client?.shutdown();
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  it('offers only "Remove entry" for a missing page', async () => {
    const uri = 'file://' + path.join(site, 'docs.json');
    const text = fs.readFileSync(path.join(site, 'docs.json'), 'utf8').replace('"pages": ["introduction", "quickstart"]', '"pages": ["introduction", "guides/not-yet", "quickstart"]');
    client.open(uri, text, 'json');
    const finding = (await client.waitForDiagnostics(uri, missingPage('guides/not-yet'))).find((d) => (d.data as { page?: string }).page === 'guides/not-yet')!;
    const titles = (await codeActions(client, uri, finding)).filter((a) => a.kind === 'quickfix').map((a) => a.title);
    assert.deepEqual(titles, ['Remove entry']);
  });
});
