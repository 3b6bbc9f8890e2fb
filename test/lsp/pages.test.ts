import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CodeAction, CompletionList, Diagnostic, DocumentSymbol, Hover, MarkupContent, TextEdit } from 'vscode-languageserver-types';
import { LspTestClient } from './lspClient';

const EXAMPLES = path.resolve('examples');
const hasCode = (code: string) => (d: Diagnostic[]) => d.some((x) => x.code === code);

describe('LSP server on MDX pages of the sample site', () => {
  let client: LspTestClient;
  let site: string;
  let uri: string;
  let text: string;

  before(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-lsp-pages-'));
    fs.cpSync(EXAMPLES, site, { recursive: true });
    uri = 'file://' + path.join(site, 'quickstart.mdx');
    text = fs.readFileSync(path.join(site, 'quickstart.mdx'), 'utf8');
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

  it('a clean sample page has no diagnostics', async () => {
    client.open(uri, text, 'mdx');
    assert.deepEqual(await client.waitForDiagnostics(uri), []);
  });

  it('an H1 in the body is reported at its line, and the quick fix makes it an H2', async () => {
    const broken = text + '\n# Stray title\n';
    client.change(uri, broken, 2);
    const diagnostics = await client.waitForDiagnostics(uri, hasCode('heading-h1'));
    const h1 = diagnostics.find((d) => d.code === 'heading-h1')!;
    assert.equal(h1.range.start.line, broken.split('\n').indexOf('# Stray title'));
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri },
      range: h1.range,
      context: { diagnostics: [h1] },
    });
    const fix = actions.find((a) => a.title === 'Change to a level-2 heading')!;
    const fixed = TextDocument.applyEdits(TextDocument.create(uri, 'mdx', 2, broken), fix.edit!.changes![uri] as TextEdit[]);
    assert.match(fixed, /\n## Stray title\n$/);
    client.change(uri, fixed, 3);
    assert.deepEqual(await client.waitForDiagnostics(uri, (d) => !hasCode('heading-h1')(d)), []);
  });

  it('an MDX syntax error is one located diagnostic, not a cascade', async () => {
    const broken = text + '\nA value of 2 <5 breaks the build.\n';
    client.change(uri, broken, 4);
    const diagnostics = await client.waitForDiagnostics(uri, hasCode('mdx-syntax'));
    assert.equal(diagnostics.filter((d) => d.code === 'mdx-syntax').length, 1);
    assert.equal(diagnostics.find((d) => d.code === 'mdx-syntax')!.range.start.line, broken.split('\n').length - 2);
  });

  it('completes components after < and shows their docs on hover', async () => {
    const withTag = text + '\n<St';
    client.change(uri, withTag, 5);
    const line = withTag.split('\n').length - 1;
    const list = await client.request<CompletionList>('textDocument/completion', { textDocument: { uri }, position: { line, character: 3 } });
    assert.ok(list.items.some((i) => i.label === 'Steps'));
    const withSteps = text + '\n<Steps>\n  <Step title="One">Do it.</Step>\n</Steps>\n';
    client.change(uri, withSteps, 6);
    const stepsLine = withSteps.split('\n').indexOf('<Steps>');
    const hover = await client.request<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: stepsLine, character: 2 } });
    assert.match((hover.contents as MarkupContent).value, /Steps/);
  });

  it('gives an outline of headings and components', async () => {
    const symbols = await client.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri } });
    assert.ok(symbols.length > 0);
  });

  it('clears page diagnostics on close', async () => {
    client.close(uri);
    assert.deepEqual(await client.waitForDiagnostics(uri, (d) => d.length === 0), []);
  });
});
