/**
 * Stale translations in the editor (issue 24): the `translation-stale` finding from the staleness
 * facts a host read from git, its quick fix (the source's diff since the translation), which page a
 * translation translates, and the Translations view's stale counts. Git itself is exercised by the
 * LSP tier (test/lsp/translations.test.ts) on a repository built there.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { createLanguageService, type DocsLanguageService } from '../../../service/src/languageService';
import { buildSiteModel } from '../../../site/src/model/build';
import { defaultSettings } from '../../../site/src/settings';
import { languageIndex } from '../../../site/src/translations/languageIndex';
import { describeStale, staleTranslations, type StaleTranslation } from '../../../site/src/translations/staleness';
import { translatedPairs, translationsView, withStaleness } from '../../../site/src/translations/view';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const config = JSON.stringify({
  name: 'T',
  theme: 'mint',
  colors: { primary: '#000000' },
  navigation: {
    languages: [
      { language: 'en', groups: [{ group: 'Start', pages: ['en/intro', 'en/guide', 'en/shared'] }] },
      { language: 'fr', groups: [{ group: 'Début', pages: ['fr/intro', 'fr/guide', 'en/shared'] }] },
    ],
  },
});

function site(frIntro = '---\ntitle: Intro\ndescription: d\n---\n\nBonjour.\n') {
  const ws = new InMemoryWorkspace({ '/s/docs.json': config });
  for (const f of ['en/intro', 'en/guide', 'en/shared', 'fr/guide']) ws.set(`/s/${f}.mdx`, '---\ntitle: x\ndescription: d\n---\n');
  ws.set('/s/fr/intro.mdx', frIntro);
  const service = createLanguageService(ws, (where, e) => {
    throw new Error(`${where}: ${String(e)}`);
  });
  return { ws, service, doc: TextDocument.create('file:///s/fr/intro.mdx', 'mdx', 1, frIntro) };
}

const commit = (sha: string, date: string, subject: string) => ({ sha, date, subject });
const base = commit('1111111aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', '2026-03-01T10:00:00+00:00', 'Translate intro');
const stale: StaleTranslation = staleTranslations([
  {
    source: 'en/intro',
    translation: 'fr/intro',
    base,
    reviewed: false,
    sourceCommitsSince: [commit('3333333ccccccccccccccccccccccccccccccccc', '2026-05-02T09:00:00+00:00', 'Fix the install step'), commit('2222222bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', '2026-04-01T09:00:00+00:00', 'Add a note')],
  },
])[0];

describe('translation-stale', () => {
  it('is information on the title of a stale translation, naming the source, both dates and the commits since', () => {
    const { service, doc } = site();
    const found = service.validate(doc, defaultSettings, { stale, sourcePath: '/s/en/intro.mdx' }).filter((d) => d.code === 'translation-stale');
    assert.deepEqual(
      found.map((d) => [doc.getText(d.range), d.range.start.line, d.severity, d.message]),
      [['title: Intro', 1, DiagnosticSeverity.Information, 'This translation may be out of date: en/intro changed on 2026-05-02, 2 commits since fr/intro\'s last change on 2026-03-01: 3333333 Fix the install step, 2222222 Add a note.']],
    );
    assert.equal(found[0].message, `This translation may be out of date: ${describeStale(stale)}.`, 'the same sentence as `docsite translations`');
  });

  it('sits on the first line of a page without a title', () => {
    const { service, doc } = site('Bonjour.\n\nMore.\n');
    const [found] = service.validate(doc, defaultSettings, { stale, sourcePath: '/s/en/intro.mdx' }).filter((d) => d.code === 'translation-stale');
    assert.deepEqual(found.range, { start: { line: 0, character: 0 }, end: { line: 0, character: 8 } });
  });

  it('is no finding without facts (no git), for an up-to-date translation, or when the setting turns it off', () => {
    const { service, doc } = site();
    const codes = (facts?: Parameters<DocsLanguageService['validate']>[2], settings = defaultSettings) => service.validate(doc, settings, facts).map((d) => d.code);
    assert.ok(!codes().includes('translation-stale'));
    assert.ok(!codes({ sourcePath: '/s/en/intro.mdx' }).includes('translation-stale'));
    assert.ok(!codes({ stale, sourcePath: '/s/en/intro.mdx' }, { ...defaultSettings, rules: { 'translation-stale': 'off' } }).includes('translation-stale'));
  });

  it("offers 'Open source diff since translation': the client command with the source file and the base commit", () => {
    const { service, doc } = site();
    const diagnostics = service.validate(doc, defaultSettings, { stale, sourcePath: '/s/en/intro.mdx' }).filter((d) => d.code === 'translation-stale');
    const actions = service.codeActions(doc, diagnostics[0].range, diagnostics, defaultSettings);
    assert.deepEqual(
      actions.map((a) => [a.title, a.command?.command, a.command?.arguments, a.edit]),
      [['Open source diff since translation', 'docsite.openSourceDiff', ['file:///s/en/intro.mdx', base.sha, 'en/intro'], undefined]],
    );
    // Data that came back altered (not a commit) offers nothing.
    const altered = [{ ...diagnostics[0], data: { ...diagnostics[0].data, baseCommit: '--output=x' } }];
    assert.deepEqual(service.codeActions(doc, diagnostics[0].range, altered, defaultSettings), []);
  });
});

describe('which page a translation translates', () => {
  it('names the source page and files of a listed translation, with its reviewedAgainst commit; nothing for the source, a shared page or an unlisted one', () => {
    const { ws, service, doc } = site('---\ntitle: Intro\nreviewedAgainst: "abc1234"\n---\n');
    assert.deepEqual(service.translationOf(doc), {
      docsRoot: '/s',
      source: 'en/intro',
      sourcePath: '/s/en/intro.mdx',
      translation: 'fr/intro',
      translationPath: '/s/fr/intro.mdx',
      reviewedAgainst: 'abc1234',
    });
    const model = buildSiteModel('/s/docs.json', ws);
    assert.equal(languageIndex(model).sourceOf('fr/guide'), 'en/guide');
    for (const id of ['en/intro', 'en/shared', 'fr/unlisted']) assert.equal(languageIndex(model).sourceOf(id), undefined, id);
    assert.equal(service.translationOf(TextDocument.create('file:///s/en/intro.mdx', 'mdx', 1, ws.readFile('/s/en/intro.mdx')!)), undefined);
  });
});

describe('the Translations view with stale translations', () => {
  it('marks the stale pages and counts them per language; says why when git could not tell', () => {
    const { ws } = site();
    const views = translationsView(buildSiteModel('/s/docs.json', ws), ws);
    assert.deepEqual(
      translatedPairs(views).map((p) => [p.source, p.translation]),
      [
        ['en/intro', 'fr/intro'],
        ['en/guide', 'fr/guide'],
      ],
    );
    const [marked] = withStaleness(views, { stale: [stale] });
    const fr = marked.languages[0];
    assert.equal(fr.counts.stale, 1);
    assert.deepEqual(
      fr.sections[0].pages.filter((p) => p.stale).map((p) => p.translation),
      ['fr/intro'],
    );
    const [unknown] = withStaleness(views, { notReported: '/s is not in a git repository' });
    assert.equal(unknown.stalenessNotReported, '/s is not in a git repository');
    assert.equal(unknown.languages[0].counts.stale, undefined, 'not "0 stale"');
  });

  it('gives a host the pairs to ask git about, each with the commit its frontmatter names, read again when its text changes', () => {
    const { ws, service } = site('---\ntitle: Intro\nreviewedAgainst: abc1234\n---\n\nBonjour.\n');
    const pairs = () => service.translatedPairs(service.translations('/s/docs.json')).map((p) => [p.translationPath, p.sourcePath, p.reviewedAgainst]);
    assert.deepEqual(pairs(), [
      ['/s/fr/intro.mdx', '/s/en/intro.mdx', 'abc1234'],
      ['/s/fr/guide.mdx', '/s/en/guide.mdx', undefined],
    ]);
    ws.set('/s/fr/intro.mdx', '---\ntitle: Intro\nreviewedAgainst: def5678\n---\n\nBonjour.\n');
    ws.set('/s/fr/guide.mdx', '---\ntitle: x\nreviewedAgainst: 0123abc\n---\n');
    assert.deepEqual(pairs(), [
      ['/s/fr/intro.mdx', '/s/en/intro.mdx', 'def5678'],
      ['/s/fr/guide.mdx', '/s/en/guide.mdx', '0123abc'],
    ]);
  });
});
