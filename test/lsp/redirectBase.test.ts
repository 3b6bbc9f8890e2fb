/**
 * Issue 23, item 1, in the editor: with `docsite.redirects.base` set to a git ref, docs.json shows
 * the missing-redirect errors `docsite check --base` gives, read from git on the server's worker,
 * with the quick fix "Add redirect from /old to /new" where git saw the move. On a git repository
 * built by the test; without the setting, nothing is compared.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DiagnosticSeverity, type CodeAction, type Diagnostic } from 'vscode-languageserver-types';
import { LspTestClient, stopAndRemove } from './lspClient';

const page = (title: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\n\nText about ${title}.\n`;
const config = (pages: string[]) => JSON.stringify({ name: 'Moves', theme: 'mint', colors: { primary: '#000000' }, navigation: { groups: [{ group: 'Guides', pages }] } }, null, 2) + '\n';

describe('LSP: missing-redirect against docsite.redirects.base', () => {
  let dir: string;
  const clients: LspTestClient[] = [];
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  const configUri = () => 'file://' + path.join(dir, 'docs.json');

  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-lsp-base-'));
    fs.writeFileSync(path.join(dir, 'docs.json'), config(['index', 'guides/webhooks', 'guides/retired']));
    fs.mkdirSync(path.join(dir, 'guides'));
    fs.writeFileSync(path.join(dir, 'index.mdx'), page('Home'));
    fs.writeFileSync(path.join(dir, 'guides/webhooks.mdx'), page('Webhooks'));
    fs.writeFileSync(path.join(dir, 'guides/retired.mdx'), page('Retired'));
    git('init', '-q');
    git('config', 'user.email', 'writer@example.com');
    git('config', 'user.name', 'Writer');
    git('add', '-A');
    git('commit', '-qm', 'The site');
    // Not committed: one page moved (git sees the rename), one deleted, docs.json updated for both.
    git('mv', 'guides/webhooks.mdx', 'guides/alerts.mdx');
    fs.rmSync(path.join(dir, 'guides/retired.mdx'));
    fs.writeFileSync(path.join(dir, 'docs.json'), config(['index', 'guides/alerts']));
  });

  after(async () => {
    for (const client of clients) await client.shutdown();
    await stopAndRemove(undefined, dir);
  });

  async function open(settings: Record<string, unknown>): Promise<{ client: LspTestClient; found: Diagnostic[] }> {
    const client = new LspTestClient();
    clients.push(client);
    client.settings = settings;
    await client.initialize(dir);
    client.open(configUri(), fs.readFileSync(path.join(dir, 'docs.json'), 'utf8'), 'json', 1);
    return { client, found: await client.waitForDiagnostics(configUri()) };
  }

  it('names each URL gone since HEAD, and offers the redirect where git saw the move', async () => {
    const { client, found } = await open({ redirects: { base: 'HEAD' } });
    const missing = found.filter((d) => d.code === 'missing-redirect');
    assert.equal(missing.length, 2, JSON.stringify(found.map((d) => [d.code, d.message])));
    assert.ok(missing.every((d) => d.severity === DiagnosticSeverity.Error));
    const [retiredMessage, movedMessage] = missing.map((d) => String(d.message)).sort();
    assert.match(retiredMessage, /^The page \/guides\/retired is gone since the base version, and no redirect catches its URL\. Add a redirect/);
    assert.match(movedMessage, /^The page \/guides\/webhooks is gone since the base version, and no redirect catches its URL\. It moved to \/guides\/alerts/);
    const moved = missing.find((d) => String(d.message).includes('/guides/webhooks'))!;
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri: configUri() }, range: moved.range, context: { diagnostics: [moved] } });
    const add = actions.find((a) => a.title === 'Add redirect from /guides/webhooks to /guides/alerts');
    assert.ok(add, `offered: ${actions.map((a) => a.title).join(' | ')}`);
    const retired = missing.find((d) => String(d.message).includes('/guides/retired'))!;
    const none = await client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri: configUri() }, range: retired.range, context: { diagnostics: [retired] } });
    assert.ok(!none.some((a) => a.title.startsWith('Add redirect')), 'no new place is known for a deleted page');
  });

  it('compares nothing without the setting, or with a ref git does not know', async () => {
    for (const settings of [{}, { redirects: { base: 'no-such-branch' } }, { redirects: { base: '--output=/tmp/x' } }]) {
      const { found } = await open(settings);
      assert.deepEqual(found.filter((d) => d.code === 'missing-redirect'), [], JSON.stringify(settings));
    }
  });
});
