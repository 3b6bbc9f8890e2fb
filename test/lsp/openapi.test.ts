import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CompletionList, Diagnostic } from 'vscode-languageserver-types';
import { LspTestClient } from './lspClient';
import { PETSTORE_YAML, BROKEN_YAML, USERS_YAML } from '../unit/openapi/fixtures';

describe('LSP server on an API site: openapi frontmatter and the spec file', () => {
  let client: LspTestClient;
  let site: string;
  const uriOf = (rel: string) => 'file://' + path.join(site, rel);

  before(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-lsp-openapi-'));
    fs.writeFileSync(path.join(site, 'docs.json'), JSON.stringify({ name: 'Pets', api: { openapi: 'openapi.yaml' }, navigation: { pages: ['list', 'typo'] } }));
    fs.writeFileSync(path.join(site, 'openapi.yaml'), PETSTORE_YAML);
    fs.writeFileSync(path.join(site, 'broken.yaml'), BROKEN_YAML);
    client = new LspTestClient();
    await client.initialize(site);
  });

  after(async () => {
    try {
      await client?.shutdown();
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  it('completes an openapi: value to the operations of the specs (listed first, then found under the docs root, as the build finds them)', async () => {
    const text = '---\nopenapi: "GET /p\n---\n';
    fs.writeFileSync(path.join(site, 'list.mdx'), text);
    client.open(uriOf('list.mdx'), text, 'mdx');
    const list = await client.request<CompletionList>('textDocument/completion', { textDocument: { uri: uriOf('list.mdx') }, position: { line: 1, character: 16 } });
    assert.deepEqual(list.items.map((i) => [i.label, i.detail]), [
      ['GET /pets', 'List pets'],
      ['POST /pets', 'Create a pet'],
      ['GET /pets/{petId}', 'Get a pet'],
      ['GET /things', undefined],
    ]);
  });

  it('reports an operation that matches nothing, with a did-you-mean', async () => {
    const text = '---\nopenapi: "POST /pet"\n---\n\nBody.\n';
    fs.writeFileSync(path.join(site, 'typo.mdx'), text);
    client.open(uriOf('typo.mdx'), text, 'mdx');
    const diagnostics = await client.waitForDiagnostics(uriOf('typo.mdx'), (d: Diagnostic[]) => d.some((x) => x.code === 'unknown-openapi-operation'));
    const d = diagnostics.find((x) => x.code === 'unknown-openapi-operation')!;
    assert.equal(d.message, 'No operation `POST /pet` in openapi.yaml, broken.yaml. Did you mean `POST /pets`?');
    assert.deepEqual(d.range, { start: { line: 1, character: 10 }, end: { line: 1, character: 19 } });
  });

  it('shows the problems of an open spec file at their line', async () => {
    client.open(uriOf('broken.yaml'), BROKEN_YAML, 'yaml');
    const diagnostics = await client.waitForDiagnostics(uriOf('broken.yaml'), (d: Diagnostic[]) => d.length > 0);
    assert.ok(diagnostics.every((d) => d.code === 'invalid-api-source'));
    assert.ok(diagnostics.some((d) => d.range.start.line === 12), JSON.stringify(diagnostics));
  });

  it('checks open pages against the spec as the editor holds it: an unsaved edit, then closing it unsaved', async () => {
    // typo.mdx (opened above) names POST /pet; the spec gains it in the editor, without a save.
    assert.ok(PETSTORE_YAML.includes('\npaths:\n'));
    const edited = PETSTORE_YAML.replace('\npaths:\n', '\npaths:\n  /pet:\n    post:\n      summary: Create a pet (old path)\n      responses:\n        "201":\n          description: Created.\n');
    client.open(uriOf('openapi.yaml'), edited, 'yaml');
    await client.waitForDiagnostics(uriOf('typo.mdx'), (d: Diagnostic[]) => !d.some((x) => x.code === 'unknown-openapi-operation'));
    // Closed without saving: the disk's spec, without the operation, counts again.
    client.close(uriOf('openapi.yaml'));
    await client.waitForDiagnostics(uriOf('typo.mdx'), (d: Diagnostic[]) => d.some((x) => x.code === 'unknown-openapi-operation'));
  });
});

describe('LSP server on a site that lists no OpenAPI file: the files found under its docs root', () => {
  let client: LspTestClient;
  let site: string;
  const uriOf = (rel: string) => 'file://' + path.join(site, rel);
  const hasFinding = (d: Diagnostic[]) => d.some((x) => x.code === 'unknown-openapi-operation');

  before(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-lsp-discover-'));
    fs.writeFileSync(path.join(site, 'docs.json'), JSON.stringify({ name: 'Users', navigation: { pages: ['users'] } }));
    client = new LspTestClient();
    await client.initialize(site);
  });

  after(async () => {
    try {
      await client?.shutdown();
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  it('finds a new file once a spec is saved into it (a changed event, after the created one saw it empty), and drops it again', async () => {
    const page = '---\ntitle: Users\nopenapi: GET /users\n---\n\nBody.\n';
    fs.writeFileSync(path.join(site, 'users.mdx'), page);
    client.open(uriOf('users.mdx'), page, 'mdx');
    await client.waitForDiagnostics(uriOf('users.mdx'), hasFinding);

    // "New File": the file is created empty, and the page is checked again against it.
    fs.writeFileSync(path.join(site, 'api.yaml'), '');
    client.forgetDiagnostics(uriOf('users.mdx'));
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf('api.yaml'), type: 1 }] });
    await client.waitForDiagnostics(uriOf('users.mdx'), hasFinding);

    // The spec is pasted in and saved: only a changed event.
    fs.writeFileSync(path.join(site, 'api.yaml'), USERS_YAML);
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf('api.yaml'), type: 2 }] });
    await client.waitForDiagnostics(uriOf('users.mdx'), (d) => !hasFinding(d));

    // And back: a save that takes the openapi key away.
    fs.writeFileSync(path.join(site, 'api.yaml'), 'name: plain data\n');
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf('api.yaml'), type: 2 }] });
    await client.waitForDiagnostics(uriOf('users.mdx'), hasFinding);
  });
});
