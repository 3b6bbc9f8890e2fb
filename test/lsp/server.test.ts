import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CompletionList, Diagnostic, DiagnosticSeverity, Hover, MarkupContent } from 'vscode-languageserver-types';
import { LspTestClient } from './lspClient';

const EXAMPLES = path.resolve('examples');
const CORPUS = path.resolve('..', 'shared', 'corpus');
const hasCode = (code: string) => (d: Diagnostic[]) => d.some((x) => x.code === code);

describe('LSP server over stdio on the sample site', () => {
  let client: LspTestClient;
  let site: string;
  let configUri: string;
  let configText: string;

  before(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-lsp-'));
    fs.cpSync(EXAMPLES, site, { recursive: true });
    configUri = 'file://' + path.join(site, 'docs.json');
    configText = fs.readFileSync(path.join(site, 'docs.json'), 'utf8');
    client = new LspTestClient();
    const init = (await client.initialize(site)) as { capabilities: Record<string, unknown> };
    assert.ok(init.capabilities.completionProvider && init.capabilities.hoverProvider && init.capabilities.colorProvider);
  });

  after(async () => {
    try {
      await client?.shutdown();
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  it('publishes no diagnostics for the valid sample docs.json', async () => {
    client.open(configUri, configText);
    assert.deepEqual(await client.waitForDiagnostics(configUri), []);
  });

  it('reports a missing page after an edit, with its exact range', async () => {
    const broken = configText.replace('"quickstart"', '"quickstart", "guides/not-yet"');
    client.change(configUri, broken, 2);
    const diagnostics = await client.waitForDiagnostics(configUri, hasCode('missing-page'));
    const d = diagnostics.find((x) => x.code === 'missing-page')!;
    assert.equal(d.severity, DiagnosticSeverity.Error);
    const lines = broken.split('\n');
    assert.equal(lines[d.range.start.line].slice(d.range.start.character, d.range.end.character), '"guides/not-yet"');
  });

  it('clears it when the page is created on disk (watched file event)', async () => {
    const file = path.join(site, 'guides', 'not-yet.mdx');
    fs.writeFileSync(file, '---\ntitle: Soon\ndescription: Soon.\n---\n');
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: 'file://' + file, type: 1 }] });
    assert.deepEqual((await client.waitForDiagnostics(configUri, (d) => !hasCode('missing-page')(d))).filter((d) => d.code === 'missing-page'), []);
  });

  it('reports it again when the page is deleted', async () => {
    const file = path.join(site, 'guides', 'not-yet.mdx');
    fs.rmSync(file);
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: 'file://' + file, type: 3 }] });
    await client.waitForDiagnostics(configUri, hasCode('missing-page'));
  });

  it('answers completion with the fields missing at the cursor', async () => {
    const text = '{\n  "name": "Acme",\n  \n  "navigation": []\n}';
    client.change(configUri, text, 3);
    const list = await client.request<CompletionList>('textDocument/completion', { textDocument: { uri: configUri }, position: { line: 2, character: 2 } });
    const labels = list.items.map((i) => i.label);
    assert.ok(labels.includes('favicon') && labels.includes('modeToggle'));
    assert.ok(!labels.includes('name') && !labels.includes('navigation'));
  });

  it('answers hover with the field documentation', async () => {
    const hover = await client.request<Hover>('textDocument/hover', { textDocument: { uri: configUri }, position: { line: 1, character: 4 } });
    assert.match((hover.contents as MarkupContent).value, /Name of the project/);
  });

  it('answers colors and links', async () => {
    client.change(configUri, configText, 4);
    const colors = await client.request<unknown[]>('textDocument/documentColor', { textDocument: { uri: configUri } });
    assert.ok(colors.length >= 4);
    const links = await client.request<{ target: string }[]>('textDocument/documentLink', { textDocument: { uri: configUri } });
    assert.ok(links.some((l) => l.target.endsWith('/quickstart.mdx')));
  });

  it('lists the site for the status item', async () => {
    const sites = await client.request<{ name: string; docsRootUri: string }[]>('docsite/listSites', {});
    assert.deepEqual(sites.map((s) => s.name), ['Acme Weather API']);
  });

  it('answers the landing page "Preview the Site" opens: the first page of the navigation', async () => {
    const landing = await client.request<string | null>('docsite/landingPage', { configUri });
    assert.equal(landing, 'file://' + path.join(site, 'introduction.mdx'));
    const elsewhere = 'file://' + path.join(os.tmpdir(), 'not-a-site', 'docs.json');
    assert.equal(await client.request('docsite/landingPage', { configUri: elsewhere }), null, 'only a site the server found');
  });

  it('survives out-of-range positions, closed documents and malformed JSON', async () => {
    const far = await client.request<CompletionList | null>('textDocument/completion', { textDocument: { uri: configUri }, position: { line: 9999, character: 9999 } });
    assert.ok(far === null || Array.isArray(far.items));
    assert.equal(await client.request('textDocument/hover', { textDocument: { uri: 'file:///nowhere/docs.json' }, position: { line: 0, character: 0 } }), null);
    client.change(configUri, '{ "name": "x", "navigation": [ { "group": ', 5);
    const d = await client.waitForDiagnostics(configUri, hasCode('json-syntax'));
    assert.ok(d.length > 0);
    assert.ok(client.alive, 'server still running');
  });

  it('answers workspace/willRenameFiles with the navigation edits', async () => {
    // The navigation's edit alone; the redirect the rename also brings by default is tested in redirects.test.ts.
    client.settings = { redirects: { onMove: 'never' } };
    client.change(configUri, configText, 6);
    const edit = await client.request<{ changes: Record<string, { newText: string }[]> }>('workspace/willRenameFiles', {
      files: [{ oldUri: 'file://' + path.join(site, 'quickstart.mdx'), newUri: 'file://' + path.join(site, 'guides', 'quickstart.mdx') }],
    });
    assert.deepEqual(edit.changes[configUri].map((e) => e.newText), ['guides/quickstart']);
  });

  it('answers a cancelled request with the cancellation error or a result, and keeps serving', async () => {
    const { CancellationTokenSource } = await import('vscode-jsonrpc');
    const source = new CancellationTokenSource();
    const pending = client.connection.sendRequest('textDocument/completion', { textDocument: { uri: configUri }, position: { line: 1, character: 2 } }, source.token);
    source.cancel();
    try {
      await pending;
    } catch (e) {
      assert.equal((e as { code?: number }).code, -32800);
    }
    const hover = await client.request<Hover>('textDocument/hover', { textDocument: { uri: configUri }, position: { line: 1, character: 4 } });
    assert.ok(hover);
  });

  it('clears diagnostics when the document closes', async () => {
    client.close(configUri);
    assert.deepEqual(await client.waitForDiagnostics(configUri, (d) => d.length === 0), []);
  });
});

describe('LSP server on the real corpus', () => {
  it('reports exactly the three broken navigation entries as errors', async () => {
    const client = new LspTestClient();
    try {
      await client.initialize(CORPUS);
      const errors: string[] = [];
      for (const site of fs.readdirSync(CORPUS).sort()) {
        const file = path.join(CORPUS, site, 'docs.json');
        if (!fs.existsSync(file)) continue;
        const uri = 'file://' + file;
        client.open(uri, fs.readFileSync(file, 'utf8'));
        const diagnostics = await client.waitForDiagnostics(uri);
        for (const d of diagnostics) if (d.severity === DiagnosticSeverity.Error) errors.push(`${site} ${d.code}`);
        client.close(uri);
      }
      assert.deepEqual(errors, ['AgentOps-AI__agentops missing-page', 'keephq__keep missing-page', 'keephq__keep missing-page']);
      assert.equal(client.stderr, '');
    } finally {
      await client.shutdown();
    }
  });
});
