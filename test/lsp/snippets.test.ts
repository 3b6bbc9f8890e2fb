/**
 * Issue 23, item 2, in the real server: an edit of an open snippet checks the open pages importing
 * it again against its unsaved text (the snippet's fingerprint holds its exports), and a snippet's
 * CodeLens counts the pages using it, nested snippets followed.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { CodeLens, Diagnostic } from 'vscode-languageserver-types';
import { LspTestClient, stopAndRemove } from './lspClient';

const CONFIG = JSON.stringify({ name: 'S', theme: 'mint', colors: { primary: '#123456' }, navigation: { pages: ['index', 'guide'] } }, null, 2);
const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: The ${title} page.\n---\n\n${body}\n`;
const TIPS = 'export const Tip = () => <Note>A tip.</Note>;\n\nexport const Other = 1;\n';
const TIPS_WITHOUT_TIP = 'export const Other = 1;\n';
const INDEX = page('Home', "import { Tip } from '/snippets/tips.mdx';\n\n<Tip />");
const WRAPPER = "import { Tip } from './tips.mdx';\n\n<Tip />\n";
const GUIDE = page('Guide', "import Wrapper from '/snippets/wrapper.mdx';\n\n<Wrapper />");

describe('LSP server: snippets and the pages using them', () => {
  let client: LspTestClient;
  let dir: string;
  const uriOf = (name: string) => 'file://' + path.join(dir, name);
  const exportFindings = (d: Diagnostic[]) => d.filter((x) => x.code === 'snippet-export');

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-snippets-'));
    fs.writeFileSync(path.join(dir, 'docs.json'), CONFIG);
    fs.writeFileSync(path.join(dir, 'index.mdx'), INDEX);
    fs.writeFileSync(path.join(dir, 'guide.mdx'), GUIDE);
    fs.mkdirSync(path.join(dir, 'snippets'));
    fs.writeFileSync(path.join(dir, 'snippets', 'tips.mdx'), TIPS);
    fs.writeFileSync(path.join(dir, 'snippets', 'wrapper.mdx'), WRAPPER);
    client = new LspTestClient();
    await client.initialize(dir);
  });

  after(() => stopAndRemove(client, dir));

  it('an open page gets snippet-export when the unsaved snippet drops the export it uses, and loses it on undo', async () => {
    client.open(uriOf('index.mdx'), INDEX, 'mdx');
    assert.deepEqual(exportFindings(await client.waitForDiagnostics(uriOf('index.mdx'))), []);
    client.open(uriOf('snippets/tips.mdx'), TIPS, 'mdx');
    await client.waitForDiagnostics(uriOf('snippets/tips.mdx'));
    client.forgetDiagnostics(uriOf('index.mdx'));
    client.change(uriOf('snippets/tips.mdx'), TIPS_WITHOUT_TIP, 2);
    const broken = exportFindings(await client.waitForDiagnostics(uriOf('index.mdx')));
    assert.equal(broken.length, 1, 'checked again against the unsaved snippet');
    assert.deepEqual(broken[0].range.start, { line: 5, character: 9 });
    client.forgetDiagnostics(uriOf('index.mdx'));
    client.change(uriOf('snippets/tips.mdx'), TIPS, 3);
    assert.deepEqual(exportFindings(await client.waitForDiagnostics(uriOf('index.mdx'))), [], 'the undo checks it again too');
    client.close(uriOf('snippets/tips.mdx'));
    client.close(uriOf('index.mdx'));
  });

  it('the CodeLens of a snippet counts the pages using it, through the snippet that imports it', async () => {
    client.open(uriOf('snippets/tips.mdx'), TIPS, 'mdx');
    await client.waitForDiagnostics(uriOf('snippets/tips.mdx'));
    const lenses = await client.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri: uriOf('snippets/tips.mdx') } });
    assert.equal(lenses.length, 1);
    assert.equal(lenses[0].command?.title, 'Used by 2 pages');
    assert.equal(lenses[0].command?.command, 'docsite.showSnippetUsers');
    assert.deepEqual((lenses[0].command?.arguments?.[1] as string[]).map((u) => path.basename(u)), ['guide.mdx', 'index.mdx']);
    client.close(uriOf('snippets/tips.mdx'));
  });
});
