import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { CompletionList } from 'vscode-languageserver-types';
import { LspTestClient, stopAndRemove } from './lspClient';
import { HOSTILE_PAGES, NORMAL_PAGE, NORMAL_POSITION, writeHostileSite } from './hostileSite';

/**
 * Issue 11, finding 2, over the real connection: the four nested pages are open, each gets its
 * located page-not-checked notice, and completion on another page still answers. (Its latency while
 * they are open is measured in bench/hostileLatency.bench.ts, not asserted here.)
 */
describe('LSP server with deeply nested pages open', () => {
  let client: LspTestClient;
  let dir: string;

  before(async () => {
    dir = writeHostileSite();
    client = new LspTestClient();
    await client.initialize(dir);
  });

  after(() => stopAndRemove(client, dir));

  it('each nested page gets one page-not-checked notice on its body line, and completion answers on another page', async () => {
    const notices = Object.entries(HOSTILE_PAGES).map(([file, text]) => {
      const uri = 'file://' + path.join(dir, file);
      client.open(uri, text, 'mdx');
      return client.waitForDiagnostics(uri, (d) => d.length > 0);
    });
    const guide = 'file://' + path.join(dir, 'guide.mdx');
    client.open(guide, NORMAL_PAGE, 'mdx');
    const list = await client.request<CompletionList>('textDocument/completion', { textDocument: { uri: guide }, position: NORMAL_POSITION });
    assert.ok(list.items.some((i) => i.label === 'Steps'), 'completion lists components');
    for (const diagnostics of await Promise.all(notices)) {
      assert.deepEqual(diagnostics.map((d) => [d.code, d.range.start.line]), [['page-not-checked', 5]]);
      assert.match(String(diagnostics[0].message), /nests too deeply/);
    }
    assert.ok(client.alive);
  });
});

describe('LSP server on a broken stream', () => {
  it('a bad Content-Length is logged on stderr and the server exits instead of going silent', async () => {
    const server = spawn(process.execPath, [path.resolve('dist/server.js'), '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    server.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    server.stdin.write('Content-Length: lots\r\n\r\n{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}');
    assert.equal(await exited, 1);
    assert.match(stderr, /\[docsite\] Broken message framing on stdin.*Content-Length value must be a number/);
  });
});
