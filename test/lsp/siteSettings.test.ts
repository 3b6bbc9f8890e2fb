/**
 * The editor's `.docsiterc.json` for a page is its site's: the one nearest to the docs root, up to the
 * workspace folder (host/src/settingsFiles.ts), as `docsite check` takes it for the site and where
 * "Turn off <code> for this site" writes it. A `.docsiterc.json` in a folder of pages does not steer
 * that folder's pages apart from the rest of the site (the server once took the nearest to each file).
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Diagnostic } from 'vscode-languageserver-types';
import { UNLABELLED_BLOCKS as BLOCKS, languageFindings } from './codeBlockFindings';
import { LspTestClient } from './lspClient';

const EXAMPLES = path.resolve('examples');
const CAPABILITIES = { workspace: { configuration: true, didChangeWatchedFiles: { dynamicRegistration: true } } };

describe('LSP: a page takes its site\'s .docsiterc.json', () => {
  let client: LspTestClient;
  let repo: string;

  before(async () => {
    // The site in docs/ of a repository opened as the workspace folder.
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-lsp-sitesettings-'));
    const docs = path.join(repo, 'docs');
    fs.cpSync(EXAMPLES, docs, { recursive: true });
    fs.writeFileSync(path.join(docs, '.docsiterc.json'), '{ "docsite.rules.code-block-language": "off" }');
    fs.writeFileSync(path.join(docs, 'guides', '.docsiterc.json'), '{ "docsite.rules.code-block-language": "warning" }');
    // A page nobody opens: the whole-site check's findings for it.
    fs.writeFileSync(path.join(docs, 'closed.mdx'), `---\ntitle: Closed\ndescription: A page nobody opens.\n---\n\nSee [nothing](/nowhere).\n${BLOCKS}`);
    client = new LspTestClient();
    await client.initialize(repo, CAPABILITIES);
  });

  after(async () => {
    try {
      await client?.shutdown();
    } finally {
      fs.rmSync(repo, { recursive: true, force: true });
    }
  });

  it("the whole-site check takes the site's .docsiterc.json for a page nobody opened, not the workspace folder's settings", async () => {
    const d = await client.waitForDiagnostics('file://' + path.join(repo, 'docs', 'closed.mdx'), (found) => found.some((x) => x.code === 'broken-link'), 30_000);
    assert.deepEqual(languageFindings(d), [], 'docs/.docsiterc.json turns code-block-language off for the whole site');
  });

  it('docs/.docsiterc.json turns the rule off for docs/guides/ too; removed, the findings come back', async () => {
    const file = path.join(repo, 'docs', 'guides', 'authentication.mdx');
    const uri = 'file://' + file;
    client.open(uri, fs.readFileSync(file, 'utf8') + BLOCKS, 'mdx');
    const first = await client.waitForDiagnostics(uri);
    assert.deepEqual(languageFindings(first), []);
    const rc = path.join(repo, 'docs', '.docsiterc.json');
    fs.rmSync(rc);
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: 'file://' + rc, type: 3 }] });
    // Without the site's file, none steers the page (the one in guides/ is no site's): the default severity.
    await client.waitForDiagnostics(uri, (d) => languageFindings(d).length === 2);
    client.close(uri);
  });
});
