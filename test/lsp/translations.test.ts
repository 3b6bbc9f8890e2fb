/**
 * The Translations view's data over the real server (issue 24): `docsite/translations` answers a
 * site's coverage from its worker; a site the server did not find gets null, a site without
 * languages an empty list. Stale translations on a git repository built by the test: the
 * `translation-stale` information, its source diff, and nothing (and no failure) outside git.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DiagnosticSeverity, type CodeAction, type Diagnostic } from 'vscode-languageserver-types';
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

  it('reports no staleness outside a git repository, and the translated page is checked as usual', async () => {
    const uri = 'file://' + path.join(dir, 'fr/intro.mdx');
    client.open(uri, '---\ntitle: fr/intro\n---\n', 'mdx', 1);
    const found = await client.waitForDiagnostics(uri);
    assert.deepEqual(found.filter((d) => d.code === 'translation-stale'), []);
    assert.ok(found.some((d) => d.code === 'frontmatter-description'), 'the other rules ran');
    const [view] = await client.request<{ stalenessNotReported?: string; languages: { counts: { stale?: number } }[] }[]>('docsite/translations', { configUri: 'file://' + path.join(dir, 'docs.json') });
    assert.match(view.stalenessNotReported ?? '', /not in a git repository/);
    assert.equal(view.languages[0].counts.stale, undefined);
  });
});

describe('LSP: stale translations (translation-stale, the source diff)', () => {
  let client: LspTestClient;
  let dir: string;
  /** git in `dir`, as the test's author (set locally: the machine may have no identity). */
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  const commit = (message: string, date: string) => execFileSync('git', ['commit', '-qam', message], { cwd: dir, env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });
  const uriOf = (page: string) => 'file://' + path.join(dir, page + '.mdx');
  const frIntro = '---\ntitle: Intro\ndescription: Bonjour\n---\n\nBonjour.\n';
  const enIntro = '---\ntitle: Intro\ndescription: Hello\n---\n\nHello.\n';
  let base: string;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-lsp-stale-'));
    const navigation = {
      languages: [
        { language: 'en', groups: [{ group: 'Start', pages: ['en/intro'] }] },
        { language: 'fr', groups: [{ group: 'Début', pages: ['fr/intro'] }] },
      ],
    };
    fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'Bilingual', theme: 'mint', colors: { primary: '#000000' }, navigation }));
    fs.mkdirSync(path.join(dir, 'en'));
    fs.mkdirSync(path.join(dir, 'fr'));
    fs.writeFileSync(path.join(dir, 'en/intro.mdx'), enIntro);
    git('init', '-q');
    git('config', 'user.email', 'writer@example.com');
    git('config', 'user.name', 'Writer');
    git('add', '-A');
    commit('The English intro', '2026-02-01T10:00:00Z');
    fs.writeFileSync(path.join(dir, 'fr/intro.mdx'), frIntro);
    git('add', '-A');
    commit('Translate the intro', '2026-03-01T10:00:00Z');
    base = git('rev-parse', 'HEAD');
    fs.appendFileSync(path.join(dir, 'en/intro.mdx'), 'A new paragraph.\n');
    commit('Explain the intro better', '2026-05-02T10:00:00Z');
    client = new LspTestClient();
    await client.initialize(dir);
  });

  after(() => stopAndRemove(client, dir));

  const stale = (d: Diagnostic[]) => d.filter((x) => x.code === 'translation-stale');

  it('shows information on the translated page, offers the source diff, and serves the source as it was', async () => {
    const uri = uriOf('fr/intro');
    client.open(uri, frIntro, 'mdx', 1);
    const [finding, ...more] = stale(await client.waitForDiagnostics(uri, (d) => stale(d).length > 0));
    assert.deepEqual(more, []);
    assert.equal(finding.severity, DiagnosticSeverity.Information);
    assert.deepEqual(finding.range, { start: { line: 1, character: 0 }, end: { line: 1, character: 12 } });
    assert.match(String(finding.message), /^This translation may be out of date: en\/intro changed on 2026-05-02, 1 commit since fr\/intro's last change on 2026-03-01: [0-9a-f]{7} Explain the intro better\.$/);
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri }, range: finding.range, context: { diagnostics: [finding] } });
    const diff = actions.find((a) => a.title === 'Open source diff since translation');
    assert.deepEqual(diff?.command, { title: 'Open source diff since translation', command: 'docsite.openSourceDiff', arguments: [uriOf('en/intro'), base, 'en/intro'] });
    // The diff's left side: the source as it was when the translation was made.
    assert.equal(await client.request('docsite/gitShow', { uri: uriOf('en/intro'), commit: base }), enIntro);
    // Only a page inside the workspace, only a commit sha.
    assert.equal(await client.request('docsite/gitShow', { uri: uriOf('en/intro'), commit: 'HEAD' }), null);
    assert.equal(await client.request('docsite/gitShow', { uri: 'file://' + path.join(dir, '.git/config'), commit: base }), null);
    assert.equal(await client.request('docsite/gitShow', { uri: 'file:///etc/passwd', commit: base }), null);
  });

  it("counts the stale translation in the Translations view", async () => {
    const [view] = await client.request<{ languages: { counts: { stale?: number }; sections: { pages: { translation?: string; stale?: object }[] }[] }[] }[]>('docsite/translations', { configUri: 'file://' + path.join(dir, 'docs.json') });
    assert.equal(view.languages[0].counts.stale, 1);
    assert.deepEqual(view.languages[0].sections[0].pages.filter((p) => p.stale).map((p) => p.translation), ['fr/intro']);
  });

  it('goes away when the translation says it was reviewed against the source commit (unsaved), and when the translation is committed after', async () => {
    const uri = uriOf('fr/intro');
    client.open(uri, frIntro, 'mdx', 1);
    await client.waitForDiagnostics(uri, (d) => stale(d).length === 1);
    const head = git('rev-parse', '--short', 'HEAD');
    client.change(uri, frIntro.replace('---\n', `---\nreviewedAgainst: "${head}"\n`), 2);
    await client.waitForDiagnostics(uri, (d) => stale(d).length === 0);
    client.change(uri, frIntro, 3);
    await client.waitForDiagnostics(uri, (d) => stale(d).length === 1);
    // A new commit of the translation moves HEAD: the next check reads git again.
    fs.appendFileSync(path.join(dir, 'fr/intro.mdx'), 'Un nouveau paragraphe.\n');
    commit('Translate the new paragraph', '2026-05-03T10:00:00Z');
    client.change(uri, frIntro + 'Un nouveau paragraphe.\n', 4);
    await client.waitForDiagnostics(uri, (d) => stale(d).length === 0);
  });

  it('reports nothing, and fails nothing, without git on PATH', async () => {
    const noGit = new LspTestClient({ PATH: path.join(dir, 'no-such-folder') });
    try {
      await noGit.initialize(dir);
      const uri = uriOf('fr/intro');
      noGit.open(uri, frIntro, 'mdx', 1);
      const found = await noGit.waitForDiagnostics(uri);
      assert.deepEqual(stale(found), []);
      assert.ok(!noGit.stderr.includes('Error'), noGit.stderr);
      assert.equal(await noGit.request('docsite/gitShow', { uri: uriOf('en/intro'), commit: base }), null);
    } finally {
      await noGit.shutdown();
    }
  });
});

describe('LSP: stale translations of closed pages (the whole-site pass)', () => {
  let client: LspTestClient;
  let dir: string;
  const commit = (message: string, date: string) => execFileSync('git', ['commit', '-qam', message], { cwd: dir, env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-lsp-stale-pass-'));
    const navigation = {
      languages: [
        { language: 'en', groups: [{ group: 'Start', pages: ['en/intro', 'en/setup'] }] },
        { language: 'fr', groups: [{ group: 'Début', pages: ['fr/intro', 'fr/setup'] }] },
      ],
    };
    fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'Bilingual', theme: 'mint', colors: { primary: '#000000' }, navigation }));
    for (const p of ['en/intro', 'en/setup', 'fr/intro', 'fr/setup']) {
      fs.mkdirSync(path.join(dir, path.dirname(p)), { recursive: true });
      fs.writeFileSync(path.join(dir, p + '.mdx'), `---\ntitle: ${p}\ndescription: ${p}.\n---\n\nText.\n`);
    }
    git('init', '-q');
    git('config', 'user.email', 'writer@example.com');
    git('config', 'user.name', 'Writer');
    git('add', '-A');
    commit('Both languages', '2026-03-01T10:00:00Z');
    fs.appendFileSync(path.join(dir, 'en/setup.mdx'), 'A new step.\n');
    commit('A new setup step', '2026-04-01T10:00:00Z');
    client = new LspTestClient();
    await client.initialize(dir);
  });

  after(() => stopAndRemove(client, dir));

  it('publishes translation-stale on the closed translation whose source changed', async () => {
    const setup = 'file://' + path.join(dir, 'fr/setup.mdx');
    const found = await client.waitForDiagnostics(setup, (d) => d.some((x) => x.code === 'translation-stale'), 30_000);
    const [stale] = found.filter((d) => d.code === 'translation-stale');
    assert.equal(stale.severity, DiagnosticSeverity.Information);
    assert.match(String(stale.message), /en\/setup/);
  });
});
