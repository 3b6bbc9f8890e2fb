/**
 * Translation coverage (issue 24, item 1): each page of the default language paired with its
 * counterpart in every other language, by language folder or by position, on small in-memory sites.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildSiteModel } from '../../../site/src/model/build';
import { resolvePage } from '../../../site/src/pages';
import { translationCoverage, type TranslationCoverage } from '../../../site/src/translations/coverage';
import { translationsView } from '../../../site/src/translations/view';
import { buildChrome } from '../../../preview/src/chrome';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { createLanguageService } from '../../../service/src/languageService';
import { defaultSettings } from '../../../site/src/settings';

function coverage(navigation: object, files: string[]): TranslationCoverage[] {
  const ws = new InMemoryWorkspace({ '/s/docs.json': JSON.stringify({ name: 'T', theme: 'mint', colors: { primary: '#000000' }, navigation }) });
  for (const f of files) ws.set(`/s/${f}.mdx`, `---\ntitle: ${f}\n---\n`);
  const model = buildSiteModel('/s/docs.json', ws);
  return translationCoverage(model, (id) => resolvePage(model.docsRoot, id, ws) !== undefined);
}

const statuses = (c: TranslationCoverage, language: string) => {
  const l = c.languages.find((x) => x.language === language)!;
  return Object.fromEntries(l.entries.map((e) => [e.source, `${e.status}${e.translation ? ' ' + e.translation : ''}`]));
};

describe('translation coverage', () => {
  it('language folders: translated, missing, written but not listed, shared on purpose, and pages only the translation has', () => {
    const [c] = coverage(
      {
        languages: [
          { language: 'en', groups: [{ group: 'Start', pages: ['en/intro', 'en/setup', 'en/faq', 'en/shared', 'en/unlisted'] }] },
          { language: 'zh', groups: [{ group: '开始', pages: ['zh/intro', 'en/shared', 'zh/only-here'] }] },
        ],
      },
      ['en/intro', 'en/setup', 'en/faq', 'en/shared', 'en/unlisted', 'zh/intro', 'zh/only-here', 'zh/unlisted'],
    );
    assert.equal(c.defaultLanguage, 'en');
    const zh = c.languages[0];
    assert.equal(zh.pairing, 'prefix');
    assert.deepEqual(statuses(c, 'zh'), {
      'en/intro': 'translated zh/intro',
      'en/setup': 'missing zh/setup',
      'en/faq': 'missing zh/faq',
      'en/shared': 'shared en/shared',
      'en/unlisted': 'unlisted zh/unlisted',
    });
    assert.deepEqual(zh.extra.map((e) => e.page), ['zh/only-here']);
    assert.deepEqual(zh.counts, { translated: 1, shared: 1, unlisted: 1, missing: 2, extra: 1 });
    assert.deepEqual(zh.entries.map((e) => e.section), Array(5).fill(['Start']));
  });

  it('a default language without a folder pairs `guide` with `es/guide`; `default: true` names the default', () => {
    const [c] = coverage(
      {
        languages: [
          { language: 'es', groups: [{ group: 'Inicio', pages: ['es/guide'] }] },
          { language: 'en', default: true, groups: [{ group: 'Start', pages: ['guide', 'more'] }] },
        ],
      },
      ['guide', 'more', 'es/guide'],
    );
    assert.equal(c.defaultLanguage, 'en');
    assert.deepEqual(statuses(c, 'es'), { guide: 'translated es/guide', more: 'missing es/more' });
  });

  it('paths that differ freely pair by position within groups matched by position', () => {
    const [c] = coverage(
      {
        languages: [
          { language: 'en', groups: [{ group: 'Start', pages: ['intro', 'setup'] }, { group: 'Guides', pages: ['one', 'two'] }] },
          { language: 'fr', groups: [{ group: 'Début', pages: ['introduction-fr', 'installation'] }, { group: 'Guides', pages: ['un'] }] },
        ],
      },
      ['intro', 'setup', 'one', 'two', 'introduction-fr', 'installation', 'un'],
    );
    assert.equal(c.languages[0].pairing, 'position');
    assert.deepEqual(statuses(c, 'fr'), { intro: 'translated introduction-fr', setup: 'translated installation', one: 'translated un', two: 'missing' });
    assert.deepEqual(c.languages[0].extra, []);
  });

  it('a page listed in two products counts once, in each language', () => {
    const products = (lang: string) => [
      { product: 'Cloud', groups: [{ group: 'G', pages: [`${lang}/a`, `${lang}/b`] }] },
      { product: 'Self-host', groups: [{ group: 'G', pages: [`${lang}/a`] }] },
    ];
    const [c] = coverage({ languages: [{ language: 'en', products: products('en') }, { language: 'ja', products: products('ja') }] }, ['en/a', 'en/b', 'ja/a', 'ja/b']);
    assert.deepEqual(c.languages[0].counts, { translated: 2, shared: 0, unlisted: 0, missing: 0, extra: 0 });
  });

  it('languages inside each version are compared within the version; one language is no translation', () => {
    const sets = coverage(
      {
        versions: [
          { version: 'v2', languages: [{ language: 'en', groups: [{ group: 'G', pages: ['en/a'] }] }, { language: 'de', groups: [{ group: 'G', pages: ['de/a'] }] }] },
          { version: 'v1', languages: [{ language: 'en', groups: [{ group: 'G', pages: ['en/old'] }] }] },
        ],
      },
      ['en/a', 'de/a', 'en/old'],
    );
    assert.equal(sets.length, 1);
    assert.deepEqual(statuses(sets[0], 'de'), { 'en/a': 'translated de/a' });
    assert.deepEqual(coverage({ groups: [{ group: 'G', pages: ['a'] }] }, ['a']), []);
  });
});

describe('translation findings in docs.json', () => {
  it('each page a language lacks is a warning on the language entry; a page only it has, on that page entry', () => {
    const config = JSON.stringify(
      {
        name: 'T',
        theme: 'mint',
        colors: { primary: '#000000' },
        navigation: {
          languages: [
            { language: 'en', groups: [{ group: 'Start', pages: ['en/intro', 'en/setup', 'en/written'] }] },
            { language: 'zh', groups: [{ group: '开始', pages: ['zh/intro', 'zh/only-here'] }] },
          ],
        },
      },
      null,
      2,
    );
    const files: Record<string, string> = { '/s/docs.json': config };
    for (const f of ['en/intro', 'en/setup', 'en/written', 'zh/intro', 'zh/only-here', 'zh/written']) files[`/s/${f}.mdx`] = `---\ntitle: ${f}\n---\n`;
    const ws = new InMemoryWorkspace(files);
    const service = createLanguageService(ws, (where, e) => {
      throw new Error(`${where}: ${String(e)}`);
    });
    const doc = TextDocument.create('file:///s/docs.json', 'json', 1, config);
    const found = service.validate(doc, defaultSettings).filter((d) => String(d.code).startsWith('translation-'));
    const text = (d: (typeof found)[number]) => doc.getText(d.range);
    assert.deepEqual(
      found.map((d) => [d.code, d.severity, d.message]),
      [
        ['translation-missing', DiagnosticSeverity.Warning, '"en/setup" has no zh translation: "zh/setup" does not exist.'],
        ['translation-missing', DiagnosticSeverity.Warning, '"zh/written" exists, but the zh navigation does not list it (en lists "en/written").'],
        ['translation-extra', DiagnosticSeverity.Warning, '"zh/only-here" is listed in zh only: the en navigation has no page it translates.'],
      ],
    );
    assert.equal(text(found[0]), '"zh"');
    assert.equal(text(found[2]), '"zh/only-here"');
  });
});

describe('the Translations view data', () => {
  it('per language, the sections with their pages and the files to open', () => {
    const ws = new InMemoryWorkspace({
      '/s/docs.json': JSON.stringify({
        name: 'T',
        theme: 'mint',
        colors: { primary: '#000000' },
        navigation: {
          languages: [
            { language: 'en', groups: [{ group: 'Start', pages: ['en/intro', 'en/setup'] }, { group: 'More', pages: ['en/faq'] }] },
            { language: 'zh', groups: [{ group: '开始', pages: ['zh/intro'] }, { group: '更多', pages: ['zh/faq', 'zh/new'] }] },
          ],
        },
      }),
    });
    for (const f of ['en/intro', 'en/setup', 'en/faq', 'zh/intro', 'zh/faq', 'zh/new']) ws.set(`/s/${f}.mdx`, '---\ntitle: x\n---\n');
    const [view] = translationsView(buildSiteModel('/s/docs.json', ws), ws);
    const [zh] = view.languages;
    assert.deepEqual(zh.counts, { translated: 2, shared: 0, unlisted: 0, missing: 1, extra: 1 });
    assert.deepEqual(zh.sections, [
      {
        name: 'Start',
        pages: [
          { source: 'en/intro', sourcePath: '/s/en/intro.mdx', status: 'translated', translation: 'zh/intro', translationPath: '/s/zh/intro.mdx' },
          { source: 'en/setup', sourcePath: '/s/en/setup.mdx', status: 'missing', translation: 'zh/setup', translationPath: undefined },
        ],
      },
      { name: 'More', pages: [{ source: 'en/faq', sourcePath: '/s/en/faq.mdx', status: 'translated', translation: 'zh/faq', translationPath: '/s/zh/faq.mdx' }] },
      { name: '更多', pages: [{ source: 'zh/new', status: 'extra', translation: 'zh/new', translationPath: '/s/zh/new.mdx' }] },
    ]);
  });
});

describe("the preview's language switcher", () => {
  const ws = new InMemoryWorkspace({
    '/s/docs.json': JSON.stringify({
      name: 'T',
      theme: 'mint',
      colors: { primary: '#000000' },
      navigation: {
        languages: [
          { language: 'en', groups: [{ group: 'Start', pages: ['en/welcome', 'en/setup'] }] },
          { language: 'fr', groups: [{ group: 'Début', pages: ['fr/welcome'] }] },
        ],
      },
    }),
  });
  for (const f of ['en/welcome', 'en/setup', 'fr/welcome']) ws.set(`/s/${f}.mdx`, '---\ntitle: x\n---\n');
  const options = (pageId: string) => {
    const r = buildChrome(buildSiteModel('/s/docs.json', ws), { pageId, workspace: ws, assetUrl: (p) => p });
    assert.ok(r.ok);
    const select = /<select[^>]*ds-switch-language[^>]*>([\s\S]*?)<\/select>/.exec(r.chrome.topbar)?.[1] ?? '';
    return [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => `${m[2]} → ${m[1]}`);
  };

  it('opens the same page in the other language', () => {
    assert.deepEqual(options('en/welcome'), ['English → /en/welcome', 'Français → /fr/welcome']);
    assert.deepEqual(options('fr/welcome'), ['English → /en/welcome', 'Français → /fr/welcome']);
  });

  it("says a page has no translation, and opens the language's first page instead of a broken link", () => {
    assert.deepEqual(options('en/setup'), ['English → /en/setup', 'Français (not translated) → /fr/welcome']);
  });
});

describe('links from one language into another', () => {
  it('warns on a link to a page only another language lists, naming the page in the reader\'s language; not on the page\'s own original or a shared page', () => {
    const config = JSON.stringify({
      name: 'T',
      theme: 'mint',
      colors: { primary: '#000000' },
      navigation: {
        languages: [
          { language: 'en', groups: [{ group: 'Start', pages: ['en/intro', 'en/guide', 'en/setup', 'en/shared'] }] },
          { language: 'fr', groups: [{ group: 'Début', pages: ['fr/intro', 'fr/guide', 'en/shared'] }] },
        ],
      },
    });
    const body = '[original](/en/intro) [guide](/en/guide) [setup](/en/setup) [shared](/en/shared) [own](/fr/guide)';
    const ws = new InMemoryWorkspace({ '/s/docs.json': config });
    for (const f of ['en/intro', 'en/guide', 'en/setup', 'en/shared', 'fr/guide']) ws.set(`/s/${f}.mdx`, '---\ntitle: x\n---\n');
    ws.set('/s/fr/intro.mdx', `---\ntitle: Intro\n---\n\n${body}\n`);
    const service = createLanguageService(ws, (where, e) => {
      throw new Error(`${where}: ${String(e)}`);
    });
    const doc = TextDocument.create('file:///s/fr/intro.mdx', 'mdx', 1, ws.readFile('/s/fr/intro.mdx')!);
    const found = service.validate(doc, defaultSettings).filter((d) => d.code === 'cross-language-link');
    assert.deepEqual(
      found.map((d) => [doc.getText(d.range), d.severity, d.message]),
      [
        ['/en/guide', DiagnosticSeverity.Warning, '`en/guide` is a page of en; this page is in fr, whose page is `fr/guide`.'],
        ['/en/setup', DiagnosticSeverity.Warning, '`en/setup` is a page of en, not of fr (this page\'s language), which has no counterpart of it.'],
      ],
    );
  });
});
