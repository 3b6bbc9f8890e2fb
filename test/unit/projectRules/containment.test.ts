/**
 * Issue 11, finding 8: the rules file is never written (or read for a diff) through a symlink that
 * leaves the repository, and the editor directory cannot be `.git` or hide invisible characters.
 */
import { describe, it, beforeEach, afterEach } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ProjectRulesError, writeProjectRulesFile } from '../../../host/src/projectRulesWriter';
import { runProjectRulesCommand } from '../../../host/src/runProjectRules';
import { editorDirectoryProblem, normalizeEditorDirectory } from '../../../assistants/src/editors';
import { ProjectRulesUi, createProjectRules } from '../../../client/src/projectRules/flow';
import { EXAMPLE_CONFIG, inProcessRulesReader } from './helpers';

let tmp: string;
let repo: string;
let elsewhere: string;
beforeEach(() => {
  tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-rules-contain-')));
  repo = path.join(tmp, 'repo');
  elsewhere = path.join(tmp, 'elsewhere');
  fs.mkdirSync(path.join(repo, '.git'), { recursive: true });
  fs.mkdirSync(path.join(repo, 'docs'));
  fs.writeFileSync(path.join(repo, 'docs', 'docs.json'), EXAMPLE_CONFIG);
  fs.mkdirSync(elsewhere);
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A UI that records every question; none may be asked when the path is refused. */
function recordingUi(): ProjectRulesUi & { log: string[] } {
  const log: string[] = [];
  const note = (what: string) => async () => {
    log.push(what);
    return undefined;
  };
  return {
    log,
    pickSite: note('pickSite'),
    pickEditorDirectory: note('pickEditor'),
    askExisting: note('askExisting'),
    askPublished: note('askPublished'),
    offerLegacyMove: async () => (log.push('offerLegacyMove'), false),
    confirmReplace: async () => (log.push('confirm'), false),
    showDiff: async () => void log.push('diff'),
    open: async () => void log.push('open'),
    hasUnsavedChanges: () => false,
    info: (m) => void log.push(`info ${m}`),
  };
}

describe('the rules file stays inside the repository', () => {
  it('writeProjectRulesFile refuses a .cursor that is a symlink to another folder, and writes nothing there', () => {
    fs.symlinkSync(elsewhere, path.join(repo, '.cursor'));
    for (const force of [false, true]) {
      assert.throws(() => writeProjectRulesFile(path.join(repo, '.cursor', 'rules.md'), '# Rules\n', { force, root: repo }), (e: unknown) => {
        assert.ok(e instanceof ProjectRulesError);
        assert.equal(e.code, 'EOUTSIDE');
        assert.match(e.message, /leads outside .* through a symbolic link/);
        return true;
      });
    }
    assert.deepEqual(fs.readdirSync(elsewhere), []);
  });

  it('refuses a rules.md that is itself a symlink to a file outside, leaving that file as it was', () => {
    fs.mkdirSync(path.join(repo, '.cursor'));
    fs.writeFileSync(path.join(elsewhere, 'victim.md'), 'keep me\n');
    fs.symlinkSync(path.join(elsewhere, 'victim.md'), path.join(repo, '.cursor', 'rules.md'));
    assert.throws(() => writeProjectRulesFile(path.join(repo, '.cursor', 'rules.md'), '# Rules\n', { force: true, root: repo }), /symbolic link/);
    assert.equal(fs.readFileSync(path.join(elsewhere, 'victim.md'), 'utf8'), 'keep me\n');
  });

  it('a symlinked .cursor that stays inside the repository is fine', () => {
    fs.mkdirSync(path.join(repo, 'ai'));
    fs.symlinkSync(path.join(repo, 'ai'), path.join(repo, '.cursor'));
    const outcome = writeProjectRulesFile(path.join(repo, '.cursor', 'rules.md'), '# Rules\n', { root: repo });
    assert.equal(outcome.written, true);
    assert.equal(fs.readFileSync(path.join(repo, 'ai', 'rules.md'), 'utf8'), '# Rules\n');
  });

  it('docsite rules (runProjectRulesCommand) refuses the symlinked .cursor', async () => {
    fs.symlinkSync(elsewhere, path.join(repo, '.cursor'));
    await assert.rejects(runProjectRulesCommand({ dir: repo, editor: 'cursor', force: true }), /through a symbolic link/);
    assert.deepEqual(fs.readdirSync(elsewhere), []);
  });

  it('Create Project Rules refuses before it reads, diffs or opens the file behind the link', async () => {
    fs.writeFileSync(path.join(elsewhere, 'rules.md'), 'private\n');
    fs.symlinkSync(elsewhere, path.join(repo, '.cursor'));
    const ui = recordingUi();
    const env = { starts: [{ dir: repo, fallbackRoot: repo }], reader: inProcessRulesReader, appName: 'Cursor', editorDirectorySetting: () => '' };
    await assert.rejects(createProjectRules(ui, env), /through a symbolic link/);
    assert.deepEqual(ui.log, []);
    assert.equal(fs.readFileSync(path.join(elsewhere, 'rules.md'), 'utf8'), 'private\n');
  });
});

describe('editor directory validation', () => {
  it('rejects version-control folders, however they are spelled', () => {
    for (const bad of ['.git', 'git', '.GIT', 'Git', '.git.', '.git ', '.hg', '.svn']) {
      assert.match(editorDirectoryProblem(bad) ?? '', /version-control folder/, JSON.stringify(bad));
      assert.throws(() => normalizeEditorDirectory(bad), /Invalid editor directory/);
    }
    for (const good of ['.cursor', 'cursor', '.gitx', '.github-ai', '.my-rules']) assert.equal(editorDirectoryProblem(good), undefined, good);
  });

  it('rejects invisible and text-direction characters', () => {
    const sneaky = {
      'zero-width space': '.cur\u200bsor',
      'zero-width joiner': '.cur\u200dsor',
      'word joiner': '.cur\u2060sor',
      'byte order mark': '.cur\ufeffsor',
      'right-to-left override': '.\u202erosruc',
      'left-to-right isolate': '.\u2066cursor\u2069',
      'right-to-left mark': '.cursor\u200f',
      'no-break space inside': '.cur\u00a0sor',
      'hangul filler': '.cur\u3164sor',
    };
    for (const [what, value] of Object.entries(sneaky)) {
      assert.match(editorDirectoryProblem(value) ?? '', /invisible or text-direction/, what);
    }
  });

  it('the setting docsite.rules.editorDirectory = ".git" is refused by the command, and nothing is written', async () => {
    const ui = recordingUi();
    const env = { starts: [{ dir: repo, fallbackRoot: repo }], reader: inProcessRulesReader, appName: 'Cursor', editorDirectorySetting: () => '.git' };
    await assert.rejects(createProjectRules(ui, env), /version-control folder.*\(from the setting docsite\.rules\.editorDirectory\)/);
    assert.deepEqual(fs.readdirSync(path.join(repo, '.git')), []);
    await assert.rejects(runProjectRulesCommand({ dir: repo, editor: '.git', force: false }), /version-control folder/);
  });
});

describe('AGENTS.md as a symbolic link (issue 36)', () => {
  const agents = () => path.join(repo, 'AGENTS.md');

  it('AGENTS.md -> CLAUDE.md: the section is written into CLAUDE.md and AGENTS.md stays a link', async () => {
    fs.writeFileSync(path.join(repo, 'CLAUDE.md'), '# Our notes\n');
    fs.symlinkSync('CLAUDE.md', agents());
    const result = await runProjectRulesCommand({ dir: repo, target: 'agents', force: true });
    assert.equal(result.written, true, result.message);
    assert.ok(fs.lstatSync(agents()).isSymbolicLink(), 'AGENTS.md is still a link');
    assert.equal(fs.readlinkSync(agents()), 'CLAUDE.md');
    const claude = fs.readFileSync(path.join(repo, 'CLAUDE.md'), 'utf8');
    assert.ok(claude.startsWith('# Our notes\n\n<!-- docsite:start'), claude);
  });

  it('a link to a file not created yet inside the repository creates that file, and the link stays', () => {
    fs.symlinkSync(path.join('notes', 'CLAUDE.md'), agents());
    assert.equal(writeProjectRulesFile(agents(), '# Rules\n', { root: repo }).written, true);
    assert.ok(fs.lstatSync(agents()).isSymbolicLink());
    assert.equal(fs.readFileSync(path.join(repo, 'notes', 'CLAUDE.md'), 'utf8'), '# Rules\n');
  });

  it('a link leading outside the repository is refused with a clear message, also when its file does not exist yet', async () => {
    fs.writeFileSync(path.join(elsewhere, 'CLAUDE.md'), 'keep me\n');
    for (const name of ['CLAUDE.md', 'not-yet.md']) {
      fs.rmSync(agents(), { force: true });
      fs.symlinkSync(path.join(elsewhere, name), agents());
      for (const force of [false, true]) {
        assert.throws(() => writeProjectRulesFile(agents(), '# Rules\n', { force, root: repo }), (e: unknown) => e instanceof ProjectRulesError && e.code === 'EOUTSIDE' && /symbolic link/.test(e.message));
      }
      await assert.rejects(runProjectRulesCommand({ dir: repo, target: 'agents', force: true }), /symbolic link/);
      assert.ok(fs.lstatSync(agents()).isSymbolicLink());
    }
    assert.deepEqual(fs.readdirSync(elsewhere), ['CLAUDE.md']);
    assert.equal(fs.readFileSync(path.join(elsewhere, 'CLAUDE.md'), 'utf8'), 'keep me\n');
  });

  it('links that go round in a loop are refused', () => {
    fs.symlinkSync('B.md', agents());
    fs.symlinkSync('AGENTS.md', path.join(repo, 'B.md'));
    assert.throws(() => writeProjectRulesFile(agents(), '# Rules\n', { force: true, root: repo }), /loop/);
  });
});
