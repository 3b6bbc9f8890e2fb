/**
 * The Translations view's data over the real server (issue 24): `docsite/translations` answers a
 * site's coverage from its worker; a site the server did not find gets null, a site without
 * languages an empty list.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { LspTestClient, stopAndRemove } from './lspClient';

describe('LSP: docsite/translations', () => {
  let client: LspTestClient;
  let dir: string;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-lsp-translations-'));
    const navigation = {
      languages: [
        { language: 'en', groups: [{ group: 'Start', pages: ['en/intro', 'en/setup'] }] },
        { language: 'fr', groups: [{ group: 'Début', pages: ['fr/intro'] }] },
      ],
    };
    fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'Bilingual', theme: 'mint', colors: { primary: '#000000' }, navigation }));
    for (const page of ['en/intro', 'en/setup', 'fr/intro']) {
      fs.mkdirSync(path.join(dir, path.dirname(page)), { recursive: true });
      fs.writeFileSync(path.join(dir, page + '.mdx'), `---\ntitle: ${page}\n---\n`);
    }
    client = new LspTestClient();
    await client.initialize(dir);
  });

  after(() => stopAndRemove(client, dir));

  it("answers each language's counts and pages, with the files to open", async () => {
    const configUri = 'file://' + path.join(dir, 'docs.json');
    const [view] = await client.request<{ defaultLanguage: string; languages: { language: string; counts: object; sections: { name: string; pages: { status: string; translationPath?: string; sourcePath?: string }[] }[] }[] }[]>('docsite/translations', { configUri });
    assert.equal(view.defaultLanguage, 'en');
    const [fr] = view.languages;
    assert.deepEqual(fr.counts, { translated: 1, shared: 0, unlisted: 0, missing: 1, extra: 0 });
    assert.deepEqual(
      fr.sections[0].pages.map((p) => [p.status, p.translationPath ?? null, p.sourcePath]),
      [
        ['translated', path.join(dir, 'fr/intro.mdx'), path.join(dir, 'en/intro.mdx')],
        ['missing', null, path.join(dir, 'en/setup.mdx')],
      ],
    );
    assert.equal(await client.request('docsite/translations', { configUri: 'file://' + path.join(os.tmpdir(), 'elsewhere', 'docs.json') }), null);
  });
});
