/**
 * git runs nothing the repository names, through the language server (issue 36, item 1): with
 * `docsite.redirects.base` set, a translated page open, the Translations view asked and the
 * whole-site pass over a two-language site, on a site whose `.git` names programs and on a docs
 * folder shaped like a git directory. In Restricted Mode (the client starts the server with
 * DOCSITE_GIT=off) no git runs at all; trusted, git runs hardened and still reads the history.
 */
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { after, describe, it } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver-types';
import { LspTestClient } from './lspClient';
import { committedGitDir, downloadedGit, type HostileRepository } from '../support/hostileGit';

interface TranslationsAnswer {
  stalenessNotReported?: string;
  languages: { counts: { stale?: number } }[];
}

const made: { client: LspTestClient; repository: HostileRepository }[] = [];
after(async () => {
  for (const { client, repository } of made.splice(0)) {
    await client.shutdown();
    repository.remove();
  }
});

/** The server on the fixture, with everything that reads git asked once; what it answered. */
async function exercise(make: () => HostileRepository, env: Record<string, string>) {
  const repository = make();
  const client = new LspTestClient(env);
  made.push({ client, repository });
  client.settings = { redirects: { base: 'base' } };
  const uriOf = (file: string) => 'file://' + path.join(repository.docsRoot, file);
  await client.initialize(repository.docsRoot);
  // The whole-site pass reads the stale translations of closed pages: wait for it to publish the site's pages.
  await client.waitForDiagnostics(uriOf('en/moved.mdx'), (d) => codes(d).includes('broken-link'), 30_000);
  const translations = (await client.request<TranslationsAnswer[]>('docsite/translations', { configUri: uriOf('docs.json') }))[0];
  const config = await openAndWait(client, uriOf('docs.json'), 'json');
  const page = await openAndWait(client, uriOf('de/intro.mdx'), 'mdx');
  const shown = await client.request<string | null>('docsite/gitShow', { uri: uriOf('en/intro.mdx'), commit: 'f'.repeat(40) });
  return { repository, translations, config, page, shown };
}

async function openAndWait(client: LspTestClient, uri: string, languageId: string): Promise<Diagnostic[]> {
  const fs = await import('node:fs');
  client.open(uri, fs.readFileSync(new URL(uri), 'utf8'), languageId, 1);
  return client.waitForDiagnostics(uri);
}

const codes = (found: Diagnostic[]) => found.map((d) => d.code);

describe("LSP: git runs nothing the repository's configuration names", () => {
  it('Restricted Mode: no git at all, and the Translations view says why staleness is not reported', async () => {
    for (const make of [downloadedGit, committedGitDir]) {
      const { repository, translations, config, page } = await exercise(make, { DOCSITE_GIT: 'off' });
      assert.deepEqual(repository.ran(), [], make.name);
      assert.match(translations.stalenessNotReported ?? '', /untrusted workspace \(Restricted Mode\)/, make.name);
      assert.ok(!codes(config).includes('missing-redirect'), make.name);
      assert.ok(!codes(page).includes('translation-stale'), make.name);
    }
  });

  it('trusted, a downloaded .git: git reads the history and the base, and runs none of its programs', async () => {
    const { repository, translations, config, page } = await exercise(downloadedGit, {});
    assert.deepEqual(repository.ran(), []);
    assert.equal(translations.stalenessNotReported, undefined);
    assert.equal(translations.languages[0].counts.stale, 1);
    assert.ok(codes(config).includes('missing-redirect'), JSON.stringify(codes(config)));
    assert.ok(codes(page).includes('translation-stale'), JSON.stringify(codes(page)));
  });

  it('trusted, a docs folder shaped like a git directory: refused, nothing runs', async () => {
    const { repository, translations, config } = await exercise(committedGitDir, {});
    assert.deepEqual(repository.ran(), []);
    assert.match(translations.stalenessNotReported ?? '', /shaped like a git directory/);
    assert.ok(!codes(config).includes('missing-redirect'));
  });
});
