/**
 * The quick fixes every rule gets (service/src/ruleWideActions.ts): "Fix all of <code> in this file"
 * and, on a warning, "Turn off <code> for this site", which writes the docs root's .docsiterc.json.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CodeAction, CreateFile, DiagnosticSeverity, TextDocumentEdit, type Diagnostic } from 'vscode-languageserver-types';
import { createLanguageService, type DocsLanguageService } from '../../service/src/languageService';
import { projectConfigSettings } from '../../site/src/projectConfig';
import { resolveSettings } from '../../site/src/settings';
import { InMemoryWorkspace } from '../support/inMemoryWorkspace';

const CONFIG = '{\n  "theme": "mint",\n  "name": "Acme",\n  "colors": { "primary": "#FFD700" },\n  "navigation": { "groups": [{ "group": "Start", "pages": ["intro"] }] }\n}';
const PAGE = '---\ntitle: Intro\ndescription: The start.\n---\n\nRun:\n\n```\nnpm install\n```\n\nThen:\n\n```\nnpm start\n```\n';
const RC = '/site/.docsiterc.json';

function site(files: Record<string, string> = {}, page = PAGE) {
  const workspace = new InMemoryWorkspace({ '/site/docs.json': CONFIG, '/site/intro.mdx': page, ...files });
  const service = createLanguageService(workspace, (where, e) => {
    throw new Error(`${where}: ${String(e)}`);
  });
  const document = TextDocument.create('file:///site/intro.mdx', 'mdx', 1, page);
  const config = TextDocument.create('file:///site/docs.json', 'json', 1, CONFIG);
  return { workspace, service, document, config };
}

/** The code actions on the first finding of `code`, as the editor's lightbulb asks for them. */
function actionsOn(service: DocsLanguageService, document: TextDocument, code: string, createFiles = true): { actions: CodeAction[]; finding: Diagnostic } {
  const finding = service.validate(document).find((d) => d.code === code);
  assert.ok(finding, `a ${code} finding`);
  return { actions: service.codeActions(document, finding.range, [finding], undefined, { createFiles }), finding };
}

const titled = (actions: CodeAction[], prefix: string) => actions.find((a) => a.title.startsWith(prefix));

/** The text `.docsiterc.json` has after the action's edit ('' when it creates the file). */
function rcAfter(action: CodeAction, before = ''): string {
  const changes = action.edit!.documentChanges!;
  const edit = changes.find(TextDocumentEdit.is)!;
  assert.equal(edit.textDocument.uri, 'file://' + RC);
  return TextDocument.applyEdits(TextDocument.create(edit.textDocument.uri, 'json', 1, before), edit.edits as never);
}

describe('Fix all of <code> in this file', () => {
  it('offers each finding\'s preferred fix in one edit beside the finding\'s own fixes, and the page is left clean of the code', () => {
    const { service, document } = site();
    const { actions } = actionsOn(service, document, 'code-block-language');
    const own = actions.filter((a) => a.title.startsWith('Add the language'));
    assert.ok(own.length >= 1, 'the finding keeps its own fixes');
    const all = titled(actions, 'Fix all');
    assert.equal(all?.title, 'Fix all of `code-block-language` in this file');
    assert.equal(all.kind, 'quickfix');
    assert.equal(all.diagnostics?.length, 2);
    const fixed = TextDocument.applyEdits(document, all.edit!.changes![document.uri]);
    assert.equal(fixed, PAGE.replaceAll('```\nnpm', '```text\nnpm'));
    const after = TextDocument.create(document.uri, 'mdx', 2, fixed);
    assert.deepEqual(service.validate(after).filter((d) => d.code === 'code-block-language'), []);
  });

  it('is not offered for a single finding of the code', () => {
    const page = PAGE.slice(0, PAGE.indexOf('Then:'));
    const { service, document } = site({}, page);
    const { actions } = actionsOn(service, document, 'code-block-language');
    assert.equal(titled(actions, 'Fix all'), undefined);
  });
});

describe('Turn off <code> for this site', () => {
  it('creates .docsiterc.json at the docs root with the rule off, read back as the CLI and server read it', () => {
    const { service, document } = site();
    const { actions, finding } = actionsOn(service, document, 'code-block-language');
    const off = titled(actions, 'Turn off');
    assert.equal(off?.title, 'Turn off `code-block-language` for this site');
    assert.deepEqual(off.diagnostics, [finding]);
    const [create] = off.edit!.documentChanges!;
    assert.ok(CreateFile.is(create));
    assert.deepEqual(create, CreateFile.create('file://' + RC, { overwrite: false, ignoreIfExists: true }));
    const written = rcAfter(off);
    assert.equal(written, '{\n  "docsite.rules.code-block-language": "off"\n}\n');
    const settings = resolveSettings(projectConfigSettings(written, RC));
    assert.equal(settings.rules['code-block-language'], 'off');
    assert.deepEqual(service.validate(document, settings).filter((d) => d.code === 'code-block-language'), []);
  });

  it('edits an existing file in place, keeping its comments, and where it keeps its rules', () => {
    const flat = '// the site\'s settings\n{\n  "preset": "strict", // CI fails on writing rules\n}\n';
    const nested = '{\n  "docsite": {\n    "rules": { "heading-h1": "off" }\n  }\n}\n';
    for (const [before, expected] of [
      // jsonc-parser's `modify` inserts after the last member, before the comment that ends its line.
      [flat, '// the site\'s settings\n{\n  "preset": "strict",\n  "docsite.rules.code-block-language": "off", // CI fails on writing rules\n}\n'],
      [nested, '{\n  "docsite": {\n    "rules": {\n      "heading-h1": "off",\n      "code-block-language": "off"\n    }\n  }\n}\n'],
      ['{ "docsite.rules.code-block-language": "error" }', '{ "docsite.rules.code-block-language": "off" }'],
    ]) {
      const { service, document } = site({ [RC]: before });
      const off = titled(actionsOn(service, document, 'code-block-language').actions, 'Turn off')!;
      assert.equal(off.edit!.documentChanges!.length, 1, 'no file created');
      const written = rcAfter(off, before);
      assert.equal(written, expected);
      assert.equal(resolveSettings(projectConfigSettings(written, RC)).rules['code-block-language'], 'off');
    }
  });

  it('is offered on docs.json warnings too; not on errors, not for a file that is no JSON object, not where files cannot be created', () => {
    const { service, config } = site({ '/site/broken.mdx': '' });
    const { actions } = actionsOn(service, config, 'color-contrast');
    assert.equal(titled(actions, 'Turn off')?.title, 'Turn off `color-contrast` for this site');

    const broken = site({}, PAGE + '\n[x](/nope)\n');
    const error = broken.service.validate(broken.document).find((d) => d.severity === DiagnosticSeverity.Error)!;
    assert.ok(error, 'an error finding');
    assert.equal(titled(broken.service.codeActions(broken.document, error.range, [error], undefined, { createFiles: true }), 'Turn off'), undefined);

    const notObject = site({ [RC]: '["off"]' });
    assert.equal(titled(actionsOn(notObject.service, notObject.document, 'code-block-language').actions, 'Turn off'), undefined);
    const noCreate = site();
    assert.equal(titled(actionsOn(noCreate.service, noCreate.document, 'code-block-language', false).actions, 'Turn off'), undefined);
  });
});

