/**
 * Issue 37, item 3: nothing published by accident. At a docs root that is also the repository root,
 * AGENTS.md lies beside docs.json and the site build serves it as a page: Docsite says so (the CLI's
 * message, `rules-file-published` with its `.mintignore` fix, the editor's question), writes its
 * section markers as MDX comments so the page still parses, and treats skill files as the build does.
 */
import { describe, it, beforeEach, afterEach } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextDocumentEdit } from 'vscode-languageserver-types';
import { createLanguageService } from '../../../service/src/languageService';
import { parsePage } from '../../../mdx/src/parse';
import { isNotPageByName, listPages } from '../../../site/src/pages';
import { agentPages } from '../../../service/src/llms/pages';
import { buildSiteModel } from '../../../site/src/model/build';
import { pathToUri } from '../../../common/src';
import { FsWorkspace } from '../../../host/src/fsWorkspace';
import { runProjectRulesCommand } from '../../../host/src/runProjectRules';
import { ProjectRulesUi, PublishedChoice, createProjectRules } from '../../../client/src/projectRules/flow';
import { EXAMPLE_CONFIG, exampleRepository, inProcessRulesReader } from './helpers';

let tmp: string;
beforeEach(() => {
  // The usual layout: docs.json at the repository root.
  tmp = exampleRepository('docsite-rules-published-', '');
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const agentsFile = () => path.join(tmp, 'AGENTS.md');

function check(file: string) {
  const service = createLanguageService(new FsWorkspace());
  const document = TextDocument.create(pathToUri(file), 'markdown', 1, fs.readFileSync(file, 'utf8'));
  const diagnostics = service.validate(document);
  return { service, document, diagnostics };
}

describe('AGENTS.md in a docs root that is the repository root', () => {
  it('docsite rules writes it and warns that the build publishes it, naming both ways out', async () => {
    const out = await runProjectRulesCommand({ dir: tmp, target: 'agents', force: false });
    assert.equal(out.written, true);
    assert.match(out.message, /\nWarning: the site build publishes AGENTS\.md as the page \/AGENTS\. Use --target mintlify-agents \(\.mintlify\/AGENTS\.md, never published\), or add \/AGENTS\.md to .*\.mintignore\.$/);
    const below = await runProjectRulesCommand({ dir: tmp, target: 'mintlify-agents', force: false });
    assert.doesNotMatch(below.message, /Warning/);
  });

  it('its markers are MDX comments, so the page parses; the HTML comments would not', async () => {
    await runProjectRulesCommand({ dir: tmp, target: 'agents', force: false });
    const text = fs.readFileSync(agentsFile(), 'utf8');
    assert.match(text, /^\{\/\* docsite:start [^\n]*\*\/\}\n# Writing rules/);
    assert.match(text, /\n\{\/\* docsite:end \*\/\}\n$/);
    assert.doesNotMatch(text.replace(/```[\s\S]*?```/g, ''), /<!--/);
    assert.equal(parsePage(text).syntaxError, undefined);
    assert.ok(parsePage(text.replace('{/* docsite:end */}', '<!-- docsite:end -->')).syntaxError, 'an HTML comment breaks the page');
  });

  it('check reports rules-file-published; its fix lists it in .mintignore; then it is no page, in check and llms', async () => {
    await runProjectRulesCommand({ dir: tmp, target: 'agents', force: false });
    const workspace = new FsWorkspace();
    const model = () => buildSiteModel(path.join(tmp, 'docs.json'), new FsWorkspace());
    assert.ok(listPages(tmp, workspace).has('AGENTS'));
    assert.ok(agentPages(model(), new FsWorkspace()).excluded.some((e) => e.id === 'AGENTS'));

    const { service, document, diagnostics } = check(agentsFile());
    assert.deepEqual(diagnostics.map((d) => d.code), ['rules-file-published']);
    assert.match(String(diagnostics[0].message), /^The site build publishes this file as the page \/AGENTS: anyone can read these instructions there\. Write the rules to \.mintlify\/AGENTS\.md instead, or add \/AGENTS\.md to \.mintignore\.$/);
    const [fix] = service.codeActions(document, diagnostics[0].range, diagnostics, undefined, { createFiles: true });
    assert.equal(fix.title, 'Add /AGENTS.md to .mintignore');
    const changes = fix.edit!.documentChanges!;
    assert.deepEqual(changes[0], { kind: 'create', uri: pathToUri(path.join(tmp, '.mintignore')), options: { overwrite: false, ignoreIfExists: true } });
    assert.equal(((changes[1] as TextDocumentEdit).edits[0] as { newText: string }).newText, '/AGENTS.md\n');
    fs.writeFileSync(path.join(tmp, '.mintignore'), '/AGENTS.md\n');

    assert.equal(listPages(tmp, new FsWorkspace()).has('AGENTS'), false);
    assert.equal(agentPages(model(), new FsWorkspace()).excluded.some((e) => e.id === 'AGENTS'), false);
    assert.deepEqual(check(agentsFile()).diagnostics, []);
  });

  it('an existing .mintignore gets the line after its own, on a line of its own', async () => {
    await runProjectRulesCommand({ dir: tmp, target: 'claude', force: false });
    fs.writeFileSync(path.join(tmp, '.mintignore'), 'drafts/');
    const { service, document, diagnostics } = check(path.join(tmp, 'CLAUDE.md'));
    const [fix] = service.codeActions(document, diagnostics[0].range, diagnostics);
    assert.deepEqual((fix.edit!.documentChanges![0] as TextDocumentEdit).edits[0], { range: { start: { line: 0, character: 7 }, end: { line: 0, character: 7 } }, newText: '\n/CLAUDE.md\n' });
  });

  it('the section stays recognized: stale once docs.json changes', async () => {
    await runProjectRulesCommand({ dir: tmp, target: 'agents', force: false });
    fs.writeFileSync(path.join(tmp, '.mintignore'), '/AGENTS.md\n');
    fs.writeFileSync(path.join(tmp, 'docs.json'), EXAMPLE_CONFIG.replace('"Acme Weather API"', '"Acme Climate API"'));
    assert.deepEqual(check(agentsFile()).diagnostics.map((d) => d.code), ['rules-stale']);
  });

  it('below a docs folder, AGENTS.md at the repository root is not published and keeps HTML markers', async () => {
    fs.mkdirSync(path.join(tmp, 'docs'));
    fs.renameSync(path.join(tmp, 'docs.json'), path.join(tmp, 'docs', 'docs.json'));
    const out = await runProjectRulesCommand({ dir: tmp, target: 'agents', force: false });
    assert.doesNotMatch(out.message, /Warning/);
    assert.match(fs.readFileSync(agentsFile(), 'utf8'), /^<!-- docsite:start/);
    assert.deepEqual(check(agentsFile()).diagnostics, []);
  });
});

describe('Create Project Rules asks before publishing', () => {
  function ui(answer: PublishedChoice | undefined): ProjectRulesUi & { log: string[] } {
    const log: string[] = [];
    return {
      log,
      pickSite: async (sites) => sites[0],
      pickEditorDirectory: async () => 'agents',
      askPublished: async (_site, p, route) => (log.push(`askPublished ${path.relative(tmp, p)} ${route}`), answer),
      offerLegacyMove: async () => false,
      askExisting: async () => undefined,
      confirmReplace: async () => false,
      showDiff: async () => undefined,
      open: async (p) => void log.push(`open ${path.relative(tmp, p)}`),
      hasUnsavedChanges: () => false,
      info: () => undefined,
    };
  }
  const env = () => ({ starts: [{ dir: tmp, fallbackRoot: tmp }], reader: inProcessRulesReader, appName: 'Visual Studio Code', editorDirectorySetting: () => '' });

  it('cancelled: nothing is written', async () => {
    const asked = ui(undefined);
    assert.deepEqual(await createProjectRules(asked, env()), { kind: 'cancelled' });
    assert.deepEqual(asked.log, ['askPublished AGENTS.md /AGENTS']);
    assert.deepEqual(fs.readdirSync(tmp).sort(), ['.git', 'docs.json']);
  });

  it('.mintlify/AGENTS.md instead', async () => {
    const asked = ui('mintlify');
    assert.equal((await createProjectRules(asked, env())).kind, 'written');
    assert.deepEqual(asked.log, ['askPublished AGENTS.md /AGENTS', 'open .mintlify/AGENTS.md']);
    assert.equal(fs.existsSync(agentsFile()), false);
  });

  it('listed in .mintignore, then written; no question once it is left out', async () => {
    const asked = ui('mintignore');
    await createProjectRules(asked, env());
    assert.equal(fs.readFileSync(path.join(tmp, '.mintignore'), 'utf8'), '/AGENTS.md\n');
    assert.deepEqual(check(agentsFile()).diagnostics, []);
    const again = ui(undefined);
    await createProjectRules(again, env());
    assert.deepEqual(again.log, []);
  });
});

describe('skill files, as the build reads them (@mintlify/common getFileCategory)', () => {
  it('skill.md at the docs root and under .mintlify/skills/ are no pages, in any case; elsewhere they are', () => {
    assert.equal(isNotPageByName('/site/SKILL.md', '/site'), true);
    assert.equal(isNotPageByName('/site/skill.md', '/site'), true);
    assert.equal(isNotPageByName('/site/.mintlify/skills/writing/SKILL.md', '/site'), true);
    assert.equal(isNotPageByName('/site/guides/SKILL.md', '/site'), false);
    assert.equal(isNotPageByName('/site/AGENTS.md', '/site'), false);
    assert.equal(isNotPageByName('/site/CLAUDE.md', '/site'), false);
  });
});
