/**
 * missing-page quick fixes: "Create page … from template" and "Remove entry", in both layouts and in a
 * `$ref`d file. Each edit is applied, the JSON re-parsed, and the file checked again.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ParseError, parse } from 'jsonc-parser';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CodeAction, CodeActionKind, CreateFile, Diagnostic, TextDocumentEdit, TextEdit } from 'vscode-languageserver-types';
import { createLanguageService } from '../../../service/src/languageService';
import { defaultSettings } from '../../../site/src/settings';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { validatePage } from '../../../service/src/page/validate';
import { createPageContext } from '../../../service/src/page/context';
import { MAX_GUESSES } from '../../../service/src/config/rules/missingPage';

const LEGACY = '{\n  "name": "Acme",\n  "navigation": [\n    { "group": "Start", "pages": ["index", "guides/getting-started", "guides/intro"] }\n  ]\n}\n';
const TODAY = '{\n  "theme": "mint",\n  "name": "Acme",\n  "navigation": {\n    "groups": [\n      { "group": "Start", "root": "guides/overview", "pages": [\n        "index",\n        "guides/getting-started"\n      ] }\n    ]\n  }\n}\n';

function site(files: Record<string, string>) {
  const workspace = new InMemoryWorkspace({ '/s/index.mdx': '---\ntitle: Home\ndescription: d\n---\n', '/s/guides/intro.mdx': '---\ntitle: Intro\ndescription: d\n---\n', ...files });
  const service = createLanguageService(workspace, (where, e) => {
    throw new Error(`${where}: ${String(e)}`);
  });
  const open = (path: string) => TextDocument.create('file://' + path, 'json', 1, workspace.readFile(path)!);
  const missing = (path: string) => service.validate(open(path), defaultSettings).filter((d) => d.code === 'missing-page');
  const fixes = (path: string, d: Diagnostic, createFiles = true) => service.codeActions(open(path), d.range, [d], defaultSettings, { createFiles }).filter((a) => a.kind === CodeActionKind.QuickFix);
  return { workspace, service, open, missing, fixes };
}

/** Applies a create-page fix to the in-memory workspace the way an editor would, never replacing a file. */
function applyCreate(workspace: InMemoryWorkspace, action: CodeAction): string {
  const [create, insert] = action.edit!.documentChanges! as [CreateFile, TextDocumentEdit];
  assert.equal(create.kind, 'create');
  assert.deepEqual(create.options, { overwrite: false, ignoreIfExists: true });
  assert.equal(insert.textDocument.uri, create.uri);
  const path = decodeURIComponent(create.uri.replace(/^file:\/\//, ''));
  assert.equal(workspace.readFile(path), undefined, 'the fix is offered only where no file is');
  workspace.set(path, TextDocument.applyEdits(TextDocument.create(create.uri, 'mdx', 0, ''), insert.edits as TextEdit[]));
  return path;
}

function applyRemove(document: TextDocument, action: CodeAction): string {
  const text = TextDocument.applyEdits(document, action.edit!.changes![document.uri]);
  const errors: ParseError[] = [];
  parse(text, errors);
  assert.deepEqual(errors, [], `the JSON stays valid:\n${text}`);
  return text;
}

describe('missing-page quick fixes', () => {
  it('an entry naming a snippet is a missing page: the build makes no page of the snippets folder (issue 38)', () => {
    const config = '{\n  "theme": "mint",\n  "name": "Acme",\n  "navigation": { "groups": [{ "group": "Start", "pages": ["index", "snippets/intro"] }] }\n}\n';
    const { service, missing, open } = site({ '/s/docs.json': config, '/s/snippets/intro.mdx': 'Hello from a snippet.\n' });
    const [d] = missing('/s/docs.json');
    assert.equal(String(d.message), 'Page "snippets/intro" does not exist: snippets/intro.mdx is a snippet, and the build makes no page of a file in the snippets folder.');
    // Completion of navigation pages offers no snippet either.
    const document = open('/s/docs.json');
    const at = document.positionAt(config.indexOf('"index"') + 1);
    const labels = (service.complete(document, at, defaultSettings)?.items ?? []).map((i) => i.label);
    assert.ok(labels.includes('index'), labels.join(', '));
    assert.ok(!labels.some((l) => String(l).startsWith('snippets/')), labels.join(', '));
  });
  it(`a did-you-mean for the first ${MAX_GUESSES} missing entries only: each compares the entry with every page`, () => {
    const entries = Array.from({ length: MAX_GUESSES + 5 }, (_, i) => `"welcome/instalation-${i}"`).join(', ');
    const config = `{\n  "theme": "mint",\n  "name": "Acme",\n  "navigation": { "groups": [{ "group": "Start", "pages": [${entries}] }] }\n}\n`;
    const pages = Object.fromEntries(Array.from({ length: MAX_GUESSES + 5 }, (_, i) => [`/s/welcome/installation-${i}.mdx`, '---\ntitle: I\ndescription: d\n---\n']));
    const found = site({ '/s/docs.json': config, ...pages }).missing('/s/docs.json');
    assert.equal(found.length, MAX_GUESSES + 5);
    const guessed = found.map((d) => /Did you mean/.test(String(d.message)));
    assert.deepEqual(guessed, found.map((_, i) => i < MAX_GUESSES));
  });

  it('a misspelt entry: did you mean the close page (preferred), then create the misspelt one, then remove (issue 38)', () => {
    const config = '{\n  "theme": "mint",\n  "name": "Acme",\n  "navigation": { "groups": [{ "group": "Start", "pages": ["index", "welcome/instalation"] }] }\n}\n';
    const { workspace, missing, fixes, open } = site({ '/s/docs.json': config, '/s/welcome/installation.mdx': '---\ntitle: Install\ndescription: d\n---\n' });
    const [d] = missing('/s/docs.json');
    assert.match(String(d.message), /Page "welcome\/instalation" does not exist: .* Did you mean "welcome\/installation"\?$/);
    const actions = fixes('/s/docs.json', d);
    assert.deepEqual(actions.map((a) => [a.title, a.isPreferred ?? false]), [
      ['Change to `welcome/installation`', true],
      ['Create page `welcome/instalation.mdx` from template', false],
      ['Remove entry', false],
    ]);
    workspace.set('/s/docs.json', applyRemove(open('/s/docs.json'), actions[0]));
    assert.deepEqual(missing('/s/docs.json'), []);
  });

  for (const [layout, text, pageId] of [['legacy', LEGACY, 'guides/getting-started'], ["today's", TODAY, 'guides/getting-started']] as const) {
    it(`${layout} layout: creates the page from a template, and the finding goes`, () => {
      const { workspace, missing, fixes } = site({ '/s/docs.json': text });
      const d = missing('/s/docs.json').find((x) => (x.data as { page: string }).page === pageId)!;
      const actions = fixes('/s/docs.json', d);
      assert.deepEqual(actions.map((a) => [a.title, a.isPreferred ?? false]), [[`Create page \`${pageId}.mdx\` from template`, true], ['Remove entry', false]]);
      const path = applyCreate(workspace, actions[0]);
      assert.equal(path, `/s/${pageId}.mdx`);
      assert.equal(workspace.readFile(path), '---\ntitle: Getting started\ndescription: ""\n---\n\n');
      assert.ok(!missing('/s/docs.json').some((x) => (x.data as { page: string }).page === pageId));
      // The new page reads; its empty description is the one thing left to write.
      const page = TextDocument.create('file://' + path, 'mdx', 1, workspace.readFile(path)!);
      assert.deepEqual(validatePage(page, createPageContext(page, { workspace, settings: defaultSettings, path })).map((x) => x.code), ['frontmatter-description']);
    });

    it(`${layout} layout: removes the entry with its comma; the JSON re-parses and the other entries stay`, () => {
      const { missing, fixes, open } = site({ '/s/docs.json': text });
      const document = open('/s/docs.json');
      const d = missing('/s/docs.json').find((x) => (x.data as { page: string }).page === pageId)!;
      const remove = fixes('/s/docs.json', d).find((a) => a.title === 'Remove entry')!;
      const fixed = applyRemove(document, remove);
      const after = site({ '/s/docs.json': fixed }).missing('/s/docs.json');
      assert.ok(!after.some((x) => (x.data as { page: string }).page === pageId), fixed);
      assert.ok(fixed.includes('"index"'));
    });
  }

  it('removes the last entry of a list and a group root, keeping valid JSON', () => {
    const text = '{ "theme": "mint", "name": "A", "navigation": { "groups": [{ "group": "G", "root": "gone", "pages": ["index"] }, { "group": "H", "pages": ["nope"] }] } }';
    const { missing, fixes, open } = site({ '/s/docs.json': text });
    const found = missing('/s/docs.json');
    assert.deepEqual(found.map((x) => (x.data as { page: string }).page), ['gone', 'nope']);
    const root = fixes('/s/docs.json', found[0]).find((a) => a.title.startsWith('Remove'))!;
    assert.equal(root.title, "Remove the group's `root` entry");
    const withoutRoot = applyRemove(open('/s/docs.json'), root);
    assert.ok(!withoutRoot.includes('"root"'));
    const last = fixes('/s/docs.json', found[1]).find((a) => a.title === 'Remove entry')!;
    assert.match(applyRemove(open('/s/docs.json'), last), /"pages": \[\]/);
  });

  it("works in a $ref'd file: the page is created under the docs root, the entry removed from the part", () => {
    const docs = '{ "theme": "mint", "name": "A", "navigation": { "languages": [{ "$ref": "./nav/fr.json" }] } }';
    const fr = '{ "language": "fr", "pages": ["fr/missing", "index"] }';
    const { workspace, missing, fixes, open } = site({ '/s/docs.json': docs, '/s/nav/fr.json': fr });
    const [d] = missing('/s/nav/fr.json');
    const actions = fixes('/s/nav/fr.json', d);
    assert.deepEqual(actions.map((a) => a.title), ['Create page `fr/missing.mdx` from template', 'Remove entry']);
    assert.equal(applyCreate(workspace, actions[0]), '/s/fr/missing.mdx');
    assert.deepEqual(missing('/s/nav/fr.json'), []);
    workspace.delete('/s/fr/missing.mdx');
    assert.equal(applyRemove(open('/s/nav/fr.json'), actions[1]), '{ "language": "fr", "pages": ["index"] }');
  });

  it('without CreateFile support in the client, only "Remove entry" is offered', () => {
    const { missing, fixes } = site({ '/s/docs.json': LEGACY });
    const [d] = missing('/s/docs.json');
    assert.deepEqual(fixes('/s/docs.json', d, false).map((a) => a.title), ['Remove entry']);
  });

  it('never offers to create a page that exists by now, or one outside the docs root', () => {
    const { workspace, missing, fixes } = site({ '/s/docs.json': LEGACY });
    const [d] = missing('/s/docs.json');
    workspace.set('/s/guides/getting-started.md', '# Here now');
    assert.deepEqual(fixes('/s/docs.json', d).map((a) => a.title), ['Remove entry']);
    const outside = { ...d, data: { page: '../outside' } };
    assert.deepEqual(fixes('/s/docs.json', outside).map((a) => a.title), ['Remove entry']);
  });
});

describe('missing-page: a page that moved (issue 23, item 1)', () => {
  const moved = { '/s/integrations/getting-started.mdx': '---\ntitle: Getting started\ndescription: d\n---\n' };

  for (const [layout, text] of [['legacy', LEGACY], ["today's", TODAY]] as const) {
    it(`${layout} layout: names the unlisted page of that name, and one fix points the entry there and adds the redirect`, () => {
      const { workspace, open, missing, fixes } = site({ '/s/docs.json': text, ...moved });
      const d = missing('/s/docs.json').find((x) => (x.data as { page: string }).page === 'guides/getting-started')!;
      assert.match(String(d.message), /A page of that name that navigation does not list is at integrations\/getting-started: it may have moved there\.$/);
      const actions = fixes('/s/docs.json', d);
      assert.deepEqual(actions.map((a) => [a.title, a.isPreferred ?? false]), [['Point to `integrations/getting-started` and add redirect from /guides/getting-started to /integrations/getting-started', true], ['Remove entry', false]]);
      const after = applyRemove(open('/s/docs.json'), actions[0]);
      const json = parse(after);
      assert.deepEqual(json.redirects, [{ source: '/guides/getting-started', destination: '/integrations/getting-started' }]);
      assert.ok(after.includes('"integrations/getting-started"') && !after.includes('"guides/getting-started"'), after);
      workspace.set('/s/docs.json', after);
      assert.deepEqual(missing('/s/docs.json').map((x) => (x.data as { page: string }).page), layout === 'legacy' ? [] : ['guides/overview']);
    });
  }

  it('adds no second redirect where one already catches the old URL', () => {
    const withRedirect = LEGACY.replace('"name": "Acme",', '"name": "Acme",\n  "redirects": [{ "source": "/guides/:slug", "destination": "/integrations/:slug" }],');
    const { open, missing, fixes } = site({ '/s/docs.json': withRedirect, ...moved });
    const d = missing('/s/docs.json')[0];
    const [point] = fixes('/s/docs.json', d);
    assert.equal(point.title, 'Point to `integrations/getting-started` (the page moved there)');
    assert.equal(parse(applyRemove(open('/s/docs.json'), point)).redirects.length, 1);
  });

  it('names no page when two unlisted pages have the name (a guess), nor a listed one', () => {
    const two = site({ '/s/docs.json': LEGACY, ...moved, '/s/api/getting-started.mdx': '---\ntitle: G\ndescription: d\n---\n' });
    assert.doesNotMatch(String(two.missing('/s/docs.json')[0].message), /moved/);
    const listed = site({ '/s/docs.json': LEGACY.replace('"guides/intro"]', '"guides/intro", "integrations/getting-started"]'), ...moved });
    assert.doesNotMatch(String(listed.missing('/s/docs.json')[0].message), /moved/);
  });
});
