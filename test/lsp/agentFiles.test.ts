/**
 * "Docsite: Preview llms.txt" over the real server (issue 25 item 3): `docsite/agentFiles` answers
 * llms.txt and llms-full.txt from the validation worker, with a page's unsaved text; a site the
 * server did not find gets null.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { LspTestClient, stopAndRemove } from './lspClient';

interface Preview {
  llms: { text: string; cap: number; shortened: number; dropped: string[] };
  full: { text: string };
  excluded: { id: string; reason: string }[];
}

describe('LSP: docsite/agentFiles', () => {
  let client: LspTestClient;
  let dir: string;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-lsp-llms-'));
    const navigation = { groups: [{ group: 'Start', pages: ['intro', 'secret'] }] };
    fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'Agents', theme: 'mint', colors: { primary: '#000000' }, navigation }));
    fs.writeFileSync(path.join(dir, 'intro.mdx'), '---\ntitle: Intro\ndescription: Start here\n---\n\nOn disk.\n');
    fs.writeFileSync(path.join(dir, 'secret.mdx'), '---\ntitle: Secret\nnoindex: true\n---\n\nHush.\n');
    client = new LspTestClient();
    await client.initialize(dir);
  });

  after(() => stopAndRemove(client, dir));

  it('answers both files from the editor\'s texts, with what was left out', async () => {
    const page = 'file://' + path.join(dir, 'intro.mdx');
    client.open(page, '---\ntitle: Intro\ndescription: Start here\n---\n\nUnsaved. <Visibility for="humans">Click.</Visibility>\n', 'mdx');
    await client.waitForDiagnostics(page);
    const preview = await client.request<Preview>('docsite/agentFiles', { configUri: 'file://' + path.join(dir, 'docs.json') });
    assert.equal(preview.llms.text, '# Agents\n\n## Docs\n\n- [Intro](/intro): Start here\n');
    assert.equal(preview.llms.cap, 100_000);
    assert.equal(preview.full.text, '# Intro\nSource: /intro\n\n> Start here\n\nUnsaved.\n');
    assert.deepEqual(preview.excluded, [{ id: 'secret', reason: 'noindex' }]);
    assert.equal(await client.request('docsite/agentFiles', { configUri: 'file://' + path.join(os.tmpdir(), 'elsewhere', 'docs.json') }), null);
  });
});
