/**
 * Issue 11, findings 5 and 6 through the real server: a symlink to `/` in the workspace does not
 * index the disk (no outside sites, no outside completions), and a page cannot read /etc/passwd
 * through an import (hover, definition).
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CompletionItem, CompletionList, Hover, Location, MarkupContent } from 'vscode-languageserver-types';
import { LspTestClient } from './lspClient';

const FM = '---\ntitle: Hostile\ndescription: Tries to leave the site.\n---\n\n';

describe('LSP server on a workspace with a symlink to / and imports that leave the site', () => {
  let client: LspTestClient;
  let workspace: string;
  let site: string;

  before(async () => {
    workspace = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-lsp-hostile-')));
    site = path.join(workspace, 'docs');
    fs.cpSync(path.resolve('examples'), site, { recursive: true });
    fs.symlinkSync('/', path.join(workspace, 'disk'));
    fs.symlinkSync('/', path.join(site, 'root'));
    client = new LspTestClient();
    await client.initialize(workspace);
  });

  after(async () => {
    try {
      await client?.shutdown();
    } finally {
      fs.rmSync(workspace, { recursive: true, force: true });
    }
  });

  it('lists only the site inside the workspace, not docs.json files found through the link', async () => {
    const sites = await client.request<{ configUri: string }[]>('docsite/listSites', {});
    assert.deepEqual(
      sites.map((s) => s.configUri),
      ['file://' + path.join(site, 'docs.json')],
    );
  });

  it('completes image paths from the site only', async () => {
    const uri = 'file://' + path.join(site, 'hostile.mdx');
    const text = FM + '<img src="" />\n';
    client.open(uri, text, 'mdx');
    await client.waitForDiagnostics(uri);
    const offset = text.indexOf('src="') + 5;
    const line = text.slice(0, offset).split('\n').length - 1;
    const character = offset - text.lastIndexOf('\n', offset - 1) - 1;
    const result = await client.request<CompletionList | CompletionItem[]>('textDocument/completion', { textDocument: { uri }, position: { line, character } });
    const labels = (Array.isArray(result) ? result : result.items).map((i) => i.label);
    assert.ok(labels.length > 0 && labels.length < 100, `${labels.length} completions`);
    assert.ok(!labels.some((l) => l.startsWith('/root/')), JSON.stringify(labels.slice(0, 10)));
    client.close(uri);
  });

  it('an import of /etc/passwd is reported, and hover and definition do not reveal it', async () => {
    const uri = 'file://' + path.join(site, 'passwd.mdx');
    const text = FM + "import P from '../../../../../../../etc/passwd';\nimport R from '/root/etc/passwd';\n";
    client.open(uri, text, 'mdx');
    const diagnostics = await client.waitForDiagnostics(uri, (d) => d.filter((x) => x.code === 'snippet-import').length === 2);
    for (const d of diagnostics.filter((x) => x.code === 'snippet-import')) assert.match(String(d.message), /outside the docs root/);
    for (const needle of ['../../', '/root/etc']) {
      const offset = text.indexOf(needle) + 3;
      const position = { line: text.slice(0, offset).split('\n').length - 1, character: offset - text.lastIndexOf('\n', offset - 1) - 1 };
      const hover = await client.request<Hover | null>('textDocument/hover', { textDocument: { uri }, position });
      assert.doesNotMatch(hover ? (hover.contents as MarkupContent).value : '', /root:x?:?0/);
      const definition = await client.request<Location | Location[] | null>('textDocument/definition', { textDocument: { uri }, position });
      assert.ok(definition === null || (Array.isArray(definition) && definition.length === 0), JSON.stringify(definition));
    }
  });
});
