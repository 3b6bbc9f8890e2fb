/**
 * Issue 37, item 2: each rules target in its tool's own place and format (Cursor's `.mdc` with
 * frontmatter, Copilot's path-scoped instructions, CLAUDE.md's section, …), each citing the tool's
 * documentation, and an older Docsite's `.cursor/rules.md` found and its move offered.
 */
import { describe, it, beforeEach, afterEach } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import matter from 'gray-matter';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { RULES_TARGETS } from '../../../assistants/src/targets';
import { rulesTargetOfPath } from '../../../assistants/src/targets';
import { createLanguageService } from '../../../service/src/languageService';
import { pathToUri } from '../../../common/src';
import { FsWorkspace } from '../../../host/src/fsWorkspace';
import { runProjectRulesCommand } from '../../../host/src/runProjectRules';
import { ProjectRulesUi, createProjectRules } from '../../../client/src/projectRules/flow';
import { EXAMPLE_CONFIG, exampleRepository, inProcessRulesReader } from './helpers';

let tmp: string;
beforeEach(() => {
  tmp = exampleRepository('docsite-rules-targets-');
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const read = (...parts: string[]) => fs.readFileSync(path.join(tmp, ...parts), 'utf8');

function codes(file: string): string[] {
  const service = createLanguageService(new FsWorkspace());
  return service.validate(TextDocument.create(pathToUri(file), 'markdown', 1, fs.readFileSync(file, 'utf8'))).map((d) => String(d.code));
}

describe('rules targets: each tool\'s own place and format', () => {
  it('every target cites its tool\'s documentation and says who reads it', () => {
    for (const t of RULES_TARGETS) {
      assert.match(t.docs, /^https:\/\/[a-z.]+\.[a-z]+/, t.id);
      assert.ok(t.reads.length > 20, t.id);
    }
    // Tools whose reading place their documentation does not confirm are not offered.
    assert.deepEqual(RULES_TARGETS.filter((t) => /void|pearai/i.test(t.tool)), []);
  });

  it('Cursor: .cursor/rules/docsite.mdc whose frontmatter parses, with globs on the pages and docs.json', async () => {
    const out = await runProjectRulesCommand({ dir: tmp, target: 'cursor', force: false });
    assert.equal(out.path, path.join(tmp, '.cursor', 'rules', 'docsite.mdc'));
    const { data, content } = matter(read('.cursor', 'rules', 'docsite.mdc'));
    assert.deepEqual(data, { description: 'Writing rules for the documentation site: MDX pages, components and docs.json', globs: 'docs/**/*.mdx,docs/**/*.md,docs/docs.json', alwaysApply: false });
    assert.match(content, /^\n# Writing rules for this documentation site\n/);
    assert.equal(fs.existsSync(path.join(tmp, '.cursor', 'rules.md')), false);
  });

  it('globs that start with ** (docs root = repository root) are quoted, so YAML reads them', async () => {
    fs.renameSync(path.join(tmp, 'docs', 'docs.json'), path.join(tmp, 'docs.json'));
    await runProjectRulesCommand({ dir: tmp, target: 'cursor', force: false });
    assert.equal(matter(read('.cursor', 'rules', 'docsite.mdc')).data.globs, '**/*.mdx,**/*.md,docs.json');
    await runProjectRulesCommand({ dir: tmp, target: 'copilot-path', force: false });
    assert.deepEqual(matter(read('.github', 'instructions', 'docsite.instructions.md')).data, { applyTo: '**/*.mdx,**/*.md,docs.json' });
  });

  it('Windsurf, Kiro, Copilot: their folders and frontmatter; Claude Code and Trae: a section of their file', async () => {
    const expected: [string, string[], Record<string, unknown> | undefined][] = [
      ['windsurf', ['.windsurf', 'rules', 'docsite.md'], { trigger: 'always_on' }],
      ['kiro', ['.kiro', 'steering', 'docsite.md'], { inclusion: 'always' }],
      ['copilot', ['.github', 'copilot-instructions.md'], undefined],
      ['copilot-path', ['.github', 'instructions', 'docsite.instructions.md'], { applyTo: 'docs/**/*.mdx,docs/**/*.md,docs/docs.json' }],
    ];
    for (const [target, file, frontmatter] of expected) {
      const out = await runProjectRulesCommand({ dir: tmp, target, force: false });
      assert.equal(out.path, path.join(tmp, ...file), target);
      const text = read(...file);
      if (frontmatter) assert.deepEqual(matter(text).data, frontmatter, target);
      else assert.ok(text.startsWith('# Writing rules'), target);
    }
    fs.writeFileSync(path.join(tmp, 'CLAUDE.md'), '# Our notes\n\nRun the tests.\n');
    await runProjectRulesCommand({ dir: tmp, target: 'claude', force: true });
    assert.match(read('CLAUDE.md'), /^# Our notes\n\nRun the tests\.\n\n<!-- docsite:start [^\n]*-->\n# Writing rules/);
    await runProjectRulesCommand({ dir: tmp, target: 'trae', force: false });
    assert.match(read('.trae', 'rules', 'project_rules.md'), /^<!-- docsite:start/);
    // Each file is recognized as what it is, at the root it belongs to.
    assert.deepEqual(rulesTargetOfPath('/r/.cursor/rules/docsite.mdc'), { target: RULES_TARGETS[0], root: '/r' });
    assert.equal(rulesTargetOfPath('/r/docs/.mintlify/AGENTS.md')?.target?.id, 'mintlify-agents');
  });

  it("Windsurf reads 12,000 characters of a rule file: docsite rules says when the file is longer", async () => {
    const out = await runProjectRulesCommand({ dir: tmp, target: 'windsurf', force: false });
    const length = read('.windsurf', 'rules', 'docsite.md').length;
    assert.ok(length > 12_000, String(length));
    assert.match(out.message, new RegExp(`\\nWindsurf reads only the first 12,000 characters of a rule file, and this one has ${length.toLocaleString('en-US')}: `));
    const cursor = await runProjectRulesCommand({ dir: tmp, target: 'cursor', force: false });
    assert.doesNotMatch(cursor.message, /reads only/);
  });

  it('a fresh .mdc has no finding; once docs.json changes it is rules-stale (its frontmatter is no edit)', async () => {
    await runProjectRulesCommand({ dir: tmp, target: 'cursor', force: false });
    const mdc = path.join(tmp, '.cursor', 'rules', 'docsite.mdc');
    assert.deepEqual(codes(mdc), []);
    fs.writeFileSync(path.join(tmp, 'docs', 'docs.json'), EXAMPLE_CONFIG.replace('"Acme Weather API"', '"Acme Climate API"'));
    assert.deepEqual(codes(mdc), ['rules-stale']);
  });

  it('.mintlify/AGENTS.md goes in the docs root, where the vendor\'s agent reads it', async () => {
    const out = await runProjectRulesCommand({ dir: tmp, target: 'mintlify-agents', force: false });
    assert.equal(out.path, path.join(tmp, 'docs', '.mintlify', 'AGENTS.md'));
    assert.deepEqual(codes(out.path), []);
  });
});

describe('an older Docsite\'s .cursor/rules.md', () => {
  const legacy = () => path.join(tmp, '.cursor', 'rules.md');
  beforeEach(async () => {
    // What an older Docsite wrote: the generic file, with Docsite's marker.
    await runProjectRulesCommand({ dir: tmp, editor: '.cursor/rules.md', force: false });
    assert.ok(fs.existsSync(legacy()));
  });

  it('docsite rules says Cursor does not read it', async () => {
    const out = await runProjectRulesCommand({ dir: tmp, target: 'cursor', force: false });
    assert.equal(out.written, true);
    assert.match(out.message, new RegExp(`\\n${legacy().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} was written by an older Docsite, where Cursor does not read it; the rules are now in .*docsite\\.mdc\\. Delete `));
    assert.ok(fs.existsSync(legacy()), 'the CLI never deletes');
  });

  function ui(deleteOld: boolean): ProjectRulesUi & { log: string[] } {
    const log: string[] = [];
    return {
      log,
      pickSite: async (sites) => sites[0],
      pickEditorDirectory: async () => undefined,
      askPublished: async () => undefined,
      offerLegacyMove: async (old, now, tool) => (log.push(`move ${path.relative(tmp, old)} -> ${path.relative(tmp, now)} (${tool})`), deleteOld),
      askExisting: async () => undefined,
      confirmReplace: async () => false,
      showDiff: async () => undefined,
      open: async () => undefined,
      hasUnsavedChanges: () => false,
      info: () => undefined,
    };
  }
  const env = { starts: [{ dir: tmp, fallbackRoot: tmp }], reader: inProcessRulesReader, appName: 'Cursor', editorDirectorySetting: () => '' };

  it('the editor offers the move: accepted, the old file is deleted once the new one is written', async () => {
    const accept = ui(true);
    assert.equal((await createProjectRules(accept, { ...env, starts: [{ dir: tmp, fallbackRoot: tmp }] })).kind, 'written');
    assert.deepEqual(accept.log, ['move .cursor/rules.md -> .cursor/rules/docsite.mdc (Cursor)']);
    assert.equal(fs.existsSync(legacy()), false);
    assert.ok(fs.existsSync(path.join(tmp, '.cursor', 'rules', 'docsite.mdc')));
  });

  it('declined, or the old file no longer Docsite\'s, it stays', async () => {
    await createProjectRules(ui(false), { ...env, starts: [{ dir: tmp, fallbackRoot: tmp }] });
    assert.ok(fs.existsSync(legacy()));
    fs.rmSync(path.join(tmp, '.cursor', 'rules'), { recursive: true });
    const accept = ui(true);
    // Made their own between the question and the answer: the marker is gone, the file is kept.
    accept.offerLegacyMove = async () => (fs.writeFileSync(legacy(), '# Mine now\n'), true);
    await createProjectRules(accept, { ...env, starts: [{ dir: tmp, fallbackRoot: tmp }] });
    assert.equal(fs.readFileSync(legacy(), 'utf8'), '# Mine now\n');
  });
});
