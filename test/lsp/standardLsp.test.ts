/**
 * `docsite lsp --stdio` for editors other than VS Code (issue 37 item 8): a bare JSON-RPC client
 * (vscode-jsonrpc over stdio, no VS Code, no Docsite client code) starts `node dist/cli.js lsp
 * --stdio` on a fixture site, as Neovim or Helix would: its configuration answer is null (the
 * client knows no `docsite` section), so the folder's `.vscode/settings.json` gives the settings.
 * Diagnostics arrive for an opened page; completion, hover and quick fixes answer; nothing
 * extension-only (the `docsite/sites` notification) is sent to it.
 */
import assert from 'node:assert/strict';
import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { MessageConnection, StreamMessageReader, StreamMessageWriter, createMessageConnection } from 'vscode-jsonrpc/node';
import { CodeAction, CompletionList, Diagnostic, DiagnosticSeverity, Hover } from 'vscode-languageserver-types';
import { pathToFileURL } from 'node:url';
import { CLI, docsJsonText, makeTempFolder } from '../support/builtCli';

const FM = '---\ntitle: Page\ndescription: A page of the fixture.\n---\n';
const SITE: Record<string, string> = {
  'docs.json': docsJsonText('Editors', {
    navigation: { pages: ['index', 'new', 'page'] },
    redirects: [{ source: '/old', destination: '/new' }],
  }),
  // What a team shares in the repository: read by `docsite check` and, here, by the server.
  '.vscode/settings.json': '{\n  // broken links are warnings on this site\n  "docsite.rules.broken-link": "warning"\n}\n',
  'index.mdx': FM,
  'new.mdx': FM + '\n## Install\n',
};
const PAGE = FM + '\n[Moved](/old#install) and [Gone](/nowhere).\n\n<Note>Hello</Note>\n\n<\n';

describe('docsite lsp --stdio with a bare client', () => {
  let dir: string;
  let server: ChildProcess;
  let connection: MessageConnection;
  const published: { uri: string; diagnostics: Diagnostic[] }[] = [];
  const waiters: (() => void)[] = [];
  const methods: string[] = [];
  let pageUri: string;

  before(async () => {
    dir = makeTempFolder('docsite-lsp-stdio-', SITE, { realPath: true });
    pageUri = pathToFileURL(path.join(dir, 'page.mdx')).href;
    server = spawn(process.execPath, [CLI, 'lsp', '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    connection = createMessageConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
    // As Neovim answers for a section it was not given: null.
    connection.onRequest('workspace/configuration', (params: { items: unknown[] }) => params.items.map(() => null));
    connection.onRequest((method) => {
      methods.push(method);
      return null;
    });
    connection.onNotification('textDocument/publishDiagnostics', (p: { uri: string; diagnostics: Diagnostic[] }) => {
      published.push(p);
      for (const wake of waiters.splice(0)) wake();
    });
    connection.onNotification((method) => {
      methods.push(method);
    });
    connection.listen();
    await connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: pathToFileURL(dir).href,
      workspaceFolders: [{ uri: pathToFileURL(dir).href, name: 'site' }],
      capabilities: { workspace: { configuration: true, didChangeWatchedFiles: { dynamicRegistration: true } }, textDocument: { publishDiagnostics: {} } },
    });
    await connection.sendNotification('initialized', {});
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri: pageUri, languageId: 'mdx', version: 1, text: PAGE } });
  });

  after(async () => {
    try {
      if (connection && server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        await connection.sendRequest('shutdown');
        await connection.sendNotification('exit');
        await exited;
      }
      connection?.dispose();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  /** The page's first publication that holds diagnostics (an empty one may come first). */
  async function pageDiagnostics(): Promise<Diagnostic[]> {
    for (;;) {
      const found = published.find((p) => p.uri === pageUri && p.diagnostics.length > 0);
      if (found) return found.diagnostics;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  }

  it('publishes the page\'s diagnostics, with the severity .vscode/settings.json sets', async () => {
    const diagnostics = await pageDiagnostics();
    const byCode = new Map(diagnostics.map((d) => [String(d.code), d]));
    assert.equal(byCode.get('broken-link')?.severity, DiagnosticSeverity.Warning, JSON.stringify(diagnostics.map((d) => [d.code, d.severity])));
    assert.equal(byCode.get('redirected-link')?.severity, DiagnosticSeverity.Information);
  });

  it('asks for file events by dynamic registration and sends nothing only the extension reads', async () => {
    await pageDiagnostics();
    assert.ok(methods.includes('client/registerCapability'), methods.join(', '));
    assert.ok(!methods.some((m) => m.startsWith('docsite/')), methods.join(', '));
  });

  it('answers completion with the components, and hover on one', async () => {
    await pageDiagnostics();
    const lines = PAGE.split('\n');
    const completion = (await connection.sendRequest('textDocument/completion', { textDocument: { uri: pageUri }, position: { line: lines.length - 2, character: 1 } })) as CompletionList | null;
    assert.ok(completion?.items.some((i) => i.label === 'Note' || i.label === '<Note>'), JSON.stringify(completion?.items.slice(0, 5).map((i) => i.label)));
    const noteLine = lines.findIndex((l) => l.startsWith('<Note>'));
    const hover = (await connection.sendRequest('textDocument/hover', { textDocument: { uri: pageUri }, position: { line: noteLine, character: 2 } })) as Hover | null;
    assert.match(JSON.stringify(hover?.contents ?? ''), /Note/);
  });

  it('offers the quick fix that rewrites a redirected link to where it leads', async () => {
    const redirected = (await pageDiagnostics()).find((d) => d.code === 'redirected-link')!;
    const actions = (await connection.sendRequest('textDocument/codeAction', { textDocument: { uri: pageUri }, range: redirected.range, context: { diagnostics: [redirected] } })) as CodeAction[];
    const update = actions.find((a) => a.title === 'Update the link to `/new#install`');
    assert.ok(update, JSON.stringify(actions.map((a) => a.title)));
    assert.deepEqual(update.edit?.changes?.[pageUri], [{ range: redirected.range, newText: '/new#install' }]);
    assert.ok(actions.every((a) => a.command === undefined), 'no action runs a command of the extension');
  });
});
