/** The rules writer, the CLI entry and the command's decisions, on real temporary folders. */
import { describe, it, beforeEach, afterEach } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import {
  ProjectRulesError,
  ProjectRulesSiteCandidate,
  WriterFs,
  findProjectRulesSites,
  writeProjectRulesFile,
} from '../../../host/src/projectRulesWriter';
import { normalizeEditorDirectory, editorDirectoryProblem } from '../../../assistants/src/editors';
import { detectRulesTarget } from '../../../assistants/src/targets';
import { runProjectRulesCommand } from '../../../host/src/runProjectRules';
import { ExistingChoice, ProjectRulesUi, PublishedChoice, createProjectRules } from '../../../client/src/projectRules/flow';
import { EXAMPLE_CONFIG, inProcessRulesReader } from './helpers';

let tmp: string;
beforeEach(() => {
  tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-rules-')));
});
afterEach(() => {
  // Undo any read-only test before cleaning up.
  for (const p of walk(tmp)) {
    try {
      fs.chmodSync(p, 0o755);
    } catch {
      // ignore
    }
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

function walk(dir: string): string[] {
  const out = [dir];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) out.push(...walk(path.join(dir, e.name)));
  }
  return out;
}

/** A repository with a git folder and the sample site's docs.json in `docs/`. */
function makeRepo(root = tmp, config = EXAMPLE_CONFIG): { repo: string; docs: string } {
  const docs = path.join(root, 'docs');
  fs.mkdirSync(path.join(root, '.git'), { recursive: true });
  fs.mkdirSync(docs, { recursive: true });
  fs.writeFileSync(path.join(docs, 'docs.json'), config);
  return { repo: root, docs };
}

/** Files in a folder other than the expected ones (temporary files left behind would show here). */
const listing = (dir: string) => fs.readdirSync(dir).sort();

/** Bytes that no text round trip preserves: CRLF, a BOM, invalid UTF-8, no final newline. */
const ODD_BYTES = Buffer.concat([Buffer.from('\ufeff# Our rules\r\nKeep them.\r\n', 'utf8'), Buffer.from([0xff, 0xfe, 0x00, 0x80]), Buffer.from('end')]);

describe('writeProjectRulesFile', () => {
  it('creates every missing folder, as mkdir -p does', () => {
    const target = path.join(tmp, 'a', 'b', '.cursor', 'rules.md');
    const outcome = writeProjectRulesFile(target, '# Rules\n');
    assert.deepEqual(outcome, { path: target, written: true, existed: false });
    assert.equal(fs.readFileSync(target, 'utf8'), '# Rules\n');
    assert.deepEqual(listing(path.dirname(target)), ['rules.md']);
  });

  it('leaves an existing file untouched, byte for byte, without force', () => {
    const target = path.join(tmp, '.cursor', 'rules.md');
    fs.mkdirSync(path.dirname(target));
    fs.writeFileSync(target, ODD_BYTES);
    const past = new Date('2020-01-01T00:00:00Z');
    fs.utimesSync(target, past, past);
    const outcome = writeProjectRulesFile(target, '# New\n');
    assert.deepEqual(outcome, { path: target, written: false, existed: true });
    assert.deepEqual(fs.readFileSync(target), ODD_BYTES);
    assert.equal(fs.statSync(target).mtime.getTime(), past.getTime());
    assert.deepEqual(listing(path.dirname(target)), ['rules.md']);
  });

  it('replaces with force, atomically, keeping the file mode and leaving no temporary file', () => {
    const target = path.join(tmp, '.cursor', 'rules.md');
    fs.mkdirSync(path.dirname(target));
    fs.writeFileSync(target, ODD_BYTES, { mode: 0o600 });
    fs.chmodSync(target, 0o600);
    const inode = fs.statSync(target).ino;
    const outcome = writeProjectRulesFile(target, '# New\n', { force: true });
    assert.deepEqual(outcome, { path: target, written: true, existed: true });
    assert.equal(fs.readFileSync(target, 'utf8'), '# New\n');
    assert.equal(fs.statSync(target).mode & 0o777, 0o600);
    assert.notEqual(fs.statSync(target).ino, inode, 'a new file took the name (rename), not an in-place rewrite');
    assert.deepEqual(listing(path.dirname(target)), ['rules.md']);
  });

  it('does not overwrite a file that appears between the check and the write', () => {
    const target = path.join(tmp, '.cursor', 'rules.md');
    fs.mkdirSync(path.dirname(target));
    fs.writeFileSync(target, ODD_BYTES);
    // A file system view where the first look misses the file, as if it were created right after.
    let hidden = true;
    const racing: WriterFs = {
      ...fs,
      statSync: ((p: fs.PathLike, o?: fs.StatSyncOptions) => {
        if (hidden && path.resolve(String(p)) === target) {
          hidden = false;
          throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
        }
        return fs.statSync(p, o);
      }) as typeof fs.statSync,
    };
    const outcome = writeProjectRulesFile(target, '# New\n', { fs: racing });
    assert.equal(outcome.written, false);
    assert.deepEqual(fs.readFileSync(target), ODD_BYTES);
    assert.deepEqual(listing(path.dirname(target)), ['rules.md']);
  });

  it('refuses a folder named rules.md', () => {
    const target = path.join(tmp, '.cursor', 'rules.md');
    fs.mkdirSync(target, { recursive: true });
    assert.throws(() => writeProjectRulesFile(target, 'x', { force: true }), /a folder has that name/);
  });

  it('reports a read-only folder clearly and writes nothing', (t) => {
    const repo = path.join(tmp, 'locked');
    fs.mkdirSync(repo);
    const target = path.join(repo, '.cursor', 'rules.md');
    const attempt = readOnlyAttempt(t);
    fs.chmodSync(repo, 0o555);
    const first = attempt(target);
    assert.equal(first.name, 'ProjectRulesError');
    assert.equal(first.code, 'EACCES');
    assert.equal(first.message, `Can't write ${target}: the folder ${repo} is read-only (no permission to write there). Check its permissions, or choose another folder.`);
    assert.deepEqual(listing(repo), []);

    // The folder exists but is read-only: the write itself is refused, and no temporary file stays.
    fs.chmodSync(repo, 0o755);
    fs.mkdirSync(path.join(repo, '.cursor'));
    fs.chmodSync(path.join(repo, '.cursor'), 0o555);
    const second = attempt(target);
    assert.equal(second.code, 'EACCES');
    assert.equal(second.message, `Can't write ${target}: the folder ${path.join(repo, '.cursor')} is read-only (no permission to write there). Check its permissions, or choose another folder.`);
    assert.deepEqual(listing(path.join(repo, '.cursor')), []);
  });

  it('reports a file standing where a folder must go (real file system, any user)', () => {
    fs.writeFileSync(path.join(tmp, '.cursor'), 'I am a file');
    const target = path.join(tmp, '.cursor', 'rules', 'rules.md');
    assert.throws(
      () => writeProjectRulesFile(target, '# Rules\n'),
      (e: unknown) => {
        assert.ok(e instanceof ProjectRulesError);
        assert.match(e.message, new RegExp(`^Can't create the folder .*: ${escape(path.join(tmp, '.cursor'))} is a file, not a folder\\.`));
        return true;
      },
    );
    assert.equal(fs.readFileSync(path.join(tmp, '.cursor'), 'utf8'), 'I am a file');
  });

  it('reports a read-only file system (EROFS) by name', () => {
    const erofs: WriterFs = {
      ...fs,
      mkdirSync: (() => {
        throw Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' });
      }) as typeof fs.mkdirSync,
    };
    assert.throws(() => writeProjectRulesFile(path.join(tmp, 'x', '.cursor', 'rules.md'), 'x', { fs: erofs }), /the folder .* is on a read-only file system/);
  });
});

interface Attempt {
  name?: string;
  code?: string;
  message?: string;
}

/**
 * How to try a write into a folder with mode 0555 so that the kernel really refuses it. As a normal
 * user: in this process. As root (mode bits don't bind root): in a child process running as the
 * unprivileged user `nobody`. Only when neither is possible, through a file system stand-in that
 * fails like the kernel does (EACCES); the test log says which was used.
 */
function readOnlyAttempt(t: { diagnostic(message: string): void }): (target: string) => Attempt {
  const asError = (e: unknown): Attempt => ({ name: (e as Error).name, code: (e as ProjectRulesError).code, message: (e as Error).message });
  if (process.getuid?.() !== 0) {
    t.diagnostic('real read-only folder, this user');
    return (target) => {
      try {
        writeProjectRulesFile(target, '# Rules\n');
        return {};
      } catch (e) {
        return asError(e);
      }
    };
  }
  const writer = path.join(__dirname, '..', '..', '..', 'host', 'src', 'projectRulesWriter.js');
  const script = `const w = require(${JSON.stringify(writer)});
    try { w.writeProjectRulesFile(process.argv[1], '# Rules\\n'); console.log('{}'); }
    catch (e) { console.log(JSON.stringify({ name: e.name, code: e.code, message: e.message })); }`;
  const nobody = 65534;
  const probe = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.getuid()))'], { uid: nobody, gid: nobody, encoding: 'utf8' });
  if (!probe.error && probe.stdout === String(nobody)) {
    t.diagnostic('running as root: real read-only folder, written to by a child process running as nobody');
    fs.chmodSync(tmp, 0o755); // let nobody reach the folder under test
    return (target) => {
      const r = spawnSync(process.execPath, ['-e', script, target], { uid: nobody, gid: nobody, encoding: 'utf8' });
      assert.equal(r.status, 0, r.stderr);
      return JSON.parse(r.stdout) as Attempt;
    };
  }
  t.diagnostic('running as root without a way to drop privileges: a file system stand-in refuses writes with EACCES');
  const refuse = (p: fs.PathLike) => {
    const dir = path.dirname(path.resolve(String(p)));
    if ((fs.statSync(dir).mode & 0o222) === 0) {
      throw Object.assign(new Error(`EACCES: permission denied, '${String(p)}'`), { code: 'EACCES', path: String(p) });
    }
  };
  const stand: WriterFs = {
    ...fs,
    mkdirSync: ((p: fs.PathLike, o?: fs.MakeDirectoryOptions) => {
      let missing = path.resolve(String(p));
      while (!fs.existsSync(path.dirname(missing))) missing = path.dirname(missing);
      if (!fs.existsSync(missing)) refuse(missing);
      return fs.mkdirSync(p, o);
    }) as typeof fs.mkdirSync,
    openSync: ((p: fs.PathLike, ...rest: unknown[]) => {
      refuse(p);
      return (fs.openSync as (...a: unknown[]) => number)(p, ...rest);
    }) as typeof fs.openSync,
  };
  return (target) => {
    try {
      writeProjectRulesFile(target, '# Rules\n', { fs: stand });
      return {};
    } catch (e) {
      return asError(e);
    }
  };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('findProjectRulesSites', () => {
  it('puts the rules at the git root holding docs.json', () => {
    const { repo, docs } = makeRepo();
    const sites = findProjectRulesSites(repo);
    assert.deepEqual(sites, [{ configPath: path.join(docs, 'docs.json'), docsRoot: docs, repoRoot: repo, name: 'Acme Weather API' }]);
    // From a folder inside the site, the site above is found; the git root is still the root.
    fs.mkdirSync(path.join(docs, 'guides'));
    assert.equal(findProjectRulesSites(path.join(docs, 'guides'))[0].repoRoot, repo);
  });

  it('falls back to the workspace folder without git, and skips dependencies and dot folders', () => {
    const ws = path.join(tmp, 'ws');
    fs.mkdirSync(path.join(ws, 'site'), { recursive: true });
    fs.writeFileSync(path.join(ws, 'site', 'docs.json'), '{"name":"S","navigation":[]}');
    fs.mkdirSync(path.join(ws, 'node_modules', 'pkg'), { recursive: true });
    fs.writeFileSync(path.join(ws, 'node_modules', 'pkg', 'docs.json'), '{}');
    fs.mkdirSync(path.join(ws, '.cache'));
    fs.writeFileSync(path.join(ws, '.cache', 'docs.json'), '{}');
    assert.deepEqual(findProjectRulesSites(ws, ws).map((s) => [s.configPath, s.repoRoot]), [[path.join(ws, 'site', 'docs.json'), ws]]);
    // A docs.json outside the fallback folder gets its own folder as root.
    assert.equal(findProjectRulesSites(path.join(ws, 'site'), path.join(tmp, 'elsewhere'))[0].repoRoot, path.join(ws, 'site'));
  });
});

describe('runProjectRulesCommand (docsite rules)', () => {
  it('writes .cursor/rules/docsite.mdc at the repository root, then refuses to overwrite without --force', async () => {
    const { repo, docs } = makeRepo();
    const first = await runProjectRulesCommand({ dir: docs, editor: 'cursor', force: false });
    const target = path.join(repo, '.cursor', 'rules', 'docsite.mdc');
    assert.deepEqual(first, { path: target, written: true, message: `Wrote ${target} for Acme Weather API.` });
    assert.match(fs.readFileSync(target, 'utf8'), /^---\n[\s\S]*\n---\n\n# Writing rules for this documentation site\n[\s\S]*^- \*\*Name:\*\* "Acme Weather API"\./m);

    fs.writeFileSync(target, ODD_BYTES);
    const second = await runProjectRulesCommand({ dir: repo, editor: '.cursor', force: false });
    assert.deepEqual(second, { path: target, written: false, message: `${target} already exists and was left unchanged. Use --force to replace it.` });
    assert.deepEqual(fs.readFileSync(target), ODD_BYTES);

    const forced = await runProjectRulesCommand({ dir: repo, editor: 'Cursor', force: true });
    assert.equal(forced.written, true);
    assert.equal(forced.message, `Replaced ${target} for Acme Weather API.`);
    assert.match(fs.readFileSync(target, 'utf8'), /^---\ndescription: /);
  });

  it('accepts any editor directory name and rejects paths', async () => {
    const { repo } = makeRepo();
    const out = await runProjectRulesCommand({ dir: repo, editor: 'my-ai', force: false });
    assert.equal(out.path, path.join(repo, '.my-ai', 'rules.md'));
    await assert.rejects(runProjectRulesCommand({ dir: repo, editor: '../escape', force: false }), /Invalid editor directory "\.\.\/escape"/);
    await assert.rejects(runProjectRulesCommand({ dir: repo, editor: '..', force: false }), /Invalid editor directory/);
    assert.equal(fs.existsSync(path.join(tmp, 'escape')), false);
  });

  it('explains a missing site, a missing folder and an ambiguous one', async () => {
    await assert.rejects(runProjectRulesCommand({ dir: tmp, editor: 'cursor', force: false }), new RegExp(`^ProjectRulesError: No docs.json found in ${escape(tmp)}`));
    await assert.rejects(runProjectRulesCommand({ dir: path.join(tmp, 'nope'), editor: 'cursor', force: false }), /is not a folder/);
    makeRepo(path.join(tmp, 'one'));
    makeRepo(path.join(tmp, 'two'));
    await assert.rejects(runProjectRulesCommand({ dir: tmp, editor: 'cursor', force: false }), /Several sites found under .*\n {2}.*one.*docs\.json \(Acme Weather API\)\n {2}.*two/);
    assert.equal(fs.existsSync(path.join(tmp, '.cursor')), false);
  });
});

describe('editor directories', () => {
  it('detects AI editors from the app name, and not VS Code', () => {
    assert.equal(detectRulesTarget('Cursor')?.id, 'cursor');
    assert.equal(detectRulesTarget('Windsurf - Next')?.id, 'windsurf');
    assert.equal(detectRulesTarget('Visual Studio Code'), undefined);
    assert.equal(detectRulesTarget('code-server'), undefined);
    assert.equal(detectRulesTarget('Avoid'), undefined, 'whole words only');
    assert.equal(detectRulesTarget(undefined), undefined);
  });
  it('normalizes names and rejects anything but one path segment', () => {
    assert.equal(normalizeEditorDirectory('.cursor'), '.cursor');
    assert.equal(normalizeEditorDirectory('zed'), '.zed');
    for (const bad of ['', ' ', '.', '..', 'a/b', 'a\\b']) assert.ok(editorDirectoryProblem(bad), bad);
  });
});

/** A UI that answers from a script and records what it was asked. */
function scriptedUi(answers: { site?: number; editor?: string; existing?: (ExistingChoice | undefined)[]; confirm?: boolean; dirty?: boolean; published?: PublishedChoice; deleteOld?: boolean }) {
  const log: string[] = [];
  const existing = [...(answers.existing ?? [])];
  const ui: ProjectRulesUi & { log: string[]; diffs: string[] } = {
    log,
    diffs: [],
    async pickSite(sites: readonly ProjectRulesSiteCandidate[]) {
      log.push(`pickSite ${sites.length}`);
      return answers.site === undefined ? undefined : sites[answers.site];
    },
    async pickEditorDirectory() {
      log.push('pickEditor');
      return answers.editor;
    },
    async askPublished(_s: ProjectRulesSiteCandidate, p: string, route: string) {
      log.push(`askPublished ${path.relative(tmp, p)} ${route}`);
      return answers.published;
    },
    async offerLegacyMove(old: string) {
      log.push(`offerLegacyMove ${path.relative(tmp, old)}`);
      return answers.deleteOld === true;
    },
    async askExisting(_p: string, afterDiff: boolean) {
      log.push(`askExisting${afterDiff ? ' afterDiff' : ''}`);
      return existing.shift();
    },
    async confirmReplace() {
      log.push('confirm');
      return answers.confirm === true;
    },
    async showDiff(_p: string, content: string) {
      log.push('diff');
      ui.diffs.push(content);
    },
    async open(p: string) {
      log.push(`open ${path.relative(tmp, p)}`);
    },
    hasUnsavedChanges: () => answers.dirty === true,
    info(message: string) {
      log.push(`info ${message.split(' ')[0]}`);
    },
  };
  return ui;
}

describe('Create Project Rules: the command\'s decisions', () => {
  const env = (appName: string | undefined, setting = '') => ({
    starts: [{ dir: tmp, fallbackRoot: tmp }], reader: inProcessRulesReader,
    appName,
    editorDirectorySetting: () => setting,
  });

  it('detects Cursor, creates the file and opens it', async () => {
    makeRepo();
    const ui = scriptedUi({});
    const out = await createProjectRules(ui, env('Cursor'));
    assert.deepEqual(out, { kind: 'written', path: path.join(tmp, '.cursor', 'rules', 'docsite.mdc') });
    assert.deepEqual(ui.log, ['open .cursor/rules/docsite.mdc', 'info Created']);
  });

  it('asks for the editor in plain VS Code; cancelling creates nothing', async () => {
    makeRepo();
    const ui = scriptedUi({});
    assert.deepEqual(await createProjectRules(ui, env('Visual Studio Code')), { kind: 'cancelled' });
    assert.deepEqual(ui.log, ['pickEditor']);
    assert.deepEqual(listing(tmp), ['.git', 'docs']);
    const picked = scriptedUi({ editor: 'windsurf' });
    assert.equal((await createProjectRules(picked, env('Visual Studio Code'))).path, path.join(tmp, '.windsurf', 'rules', 'docsite.md'));
  });

  it('lets the setting fix the directory', async () => {
    makeRepo();
    const ui = scriptedUi({});
    const out = await createProjectRules(ui, env('Cursor', 'team-ai'));
    assert.equal(out.path, path.join(tmp, '.team-ai', 'rules.md'));
    assert.ok(!ui.log.includes('pickEditor'));
  });

  it('asks which site when there are several, and cancelling there writes nothing', async () => {
    makeRepo(path.join(tmp, 'one'));
    makeRepo(path.join(tmp, 'two'));
    const cancel = scriptedUi({});
    assert.deepEqual(await createProjectRules(cancel, env('Cursor')), { kind: 'cancelled' });
    assert.deepEqual(cancel.log, ['pickSite 2']);
    const second = scriptedUi({ site: 1 });
    assert.equal((await createProjectRules(second, env('Cursor'))).path, path.join(tmp, 'two', '.cursor', 'rules', 'docsite.mdc'));
    assert.equal(fs.existsSync(path.join(tmp, 'one', '.cursor')), false);
  });

  describe('with an existing rules.md', () => {
    let target: string;
    beforeEach(() => {
      makeRepo();
      target = path.join(tmp, '.cursor', 'rules', 'docsite.mdc');
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, ODD_BYTES);
    });
    const untouched = () => {
      assert.deepEqual(fs.readFileSync(target), ODD_BYTES);
      assert.deepEqual(listing(path.dirname(target)), ['docsite.mdc']);
    };

    it('cancel: the file is untouched, byte for byte', async () => {
      const ui = scriptedUi({ existing: [undefined] });
      assert.deepEqual(await createProjectRules(ui, env('Cursor')), { kind: 'cancelled', path: target });
      assert.deepEqual(ui.log, ['askExisting']);
      untouched();
    });

    it('open: opens the existing file and changes nothing', async () => {
      const ui = scriptedUi({ existing: ['open'] });
      assert.deepEqual(await createProjectRules(ui, env('Cursor')), { kind: 'opened', path: target });
      assert.deepEqual(ui.log, ['askExisting', 'open .cursor/rules/docsite.mdc']);
      untouched();
    });

    it('show diff: shows the new content, asks again, and cancelling keeps the file', async () => {
      const ui = scriptedUi({ existing: ['diff', undefined] });
      await createProjectRules(ui, env('Cursor'));
      assert.deepEqual(ui.log, ['askExisting', 'diff', 'askExisting afterDiff']);
      assert.match(ui.diffs[0], /^---\n[\s\S]*^# Writing rules for this documentation site\n[\s\S]*^- \*\*Name:\*\* "Acme Weather API"\./m);
      untouched();
    });

    it('replace, then decline the confirmation: the file is untouched', async () => {
      const ui = scriptedUi({ existing: ['replace'], confirm: false });
      assert.deepEqual(await createProjectRules(ui, env('Cursor')), { kind: 'cancelled', path: target });
      assert.deepEqual(ui.log, ['askExisting', 'confirm']);
      untouched();
    });

    it('replace with unsaved changes in the editor: refused, file untouched', async () => {
      const ui = scriptedUi({ existing: ['replace'], confirm: true, dirty: true });
      await assert.rejects(createProjectRules(ui, env('Cursor')), /has unsaved changes/);
      untouched();
    });

    it('diff, then replace and confirm: the file is replaced and opened', async () => {
      const ui = scriptedUi({ existing: ['diff', 'replace'], confirm: true });
      assert.deepEqual(await createProjectRules(ui, env('Cursor')), { kind: 'replaced', path: target });
      assert.deepEqual(ui.log, ['askExisting', 'diff', 'askExisting afterDiff', 'confirm', 'open .cursor/rules/docsite.mdc', 'info Replaced']);
      assert.equal(fs.readFileSync(target, 'utf8'), ui.diffs[0]);
      assert.deepEqual(listing(path.dirname(target)), ['docsite.mdc']);
    });
  });

  it('says clearly when there is no site', async () => {
    await assert.rejects(createProjectRules(scriptedUi({}), env('Cursor')), /No docs.json found in .*Open the folder of a documentation site first/);
  });
});

describe('Create Project Rules: the workspace, Copilot and an unchanged file', () => {
  const env = (dir: string, appName = 'Cursor') => ({ starts: [{ dir, fallbackRoot: dir }], reader: inProcessRulesReader, appName, editorDirectorySetting: () => '' });

  it('writes at the workspace folder when the repository root is above it, and says so', async () => {
    const { docs } = makeRepo();
    const messages: string[] = [];
    const ui = { ...scriptedUi({}), info: (m: string) => messages.push(m) };
    const out = await createProjectRules(ui, env(docs));
    assert.deepEqual(out, { kind: 'written', path: path.join(docs, '.cursor', 'rules', 'docsite.mdc') });
    assert.equal(fs.existsSync(path.join(tmp, '.cursor')), false);
    assert.match(messages[0], new RegExp(`in the workspace folder: the repository root ${tmp.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is outside the workspace`));
    // The CLI keeps the git root: there the folder is only where to look.
    assert.equal(findProjectRulesSites(docs)[0].repoRoot, tmp);
  });

  it('offers GitHub Copilot, which reads .github/copilot-instructions.md', async () => {
    makeRepo();
    const ui = scriptedUi({ editor: 'copilot' });
    const out = await createProjectRules(ui, env(tmp, 'Visual Studio Code'));
    assert.deepEqual(out, { kind: 'written', path: path.join(tmp, '.github', 'copilot-instructions.md') });
    assert.equal(detectRulesTarget('Visual Studio Code'), undefined);
  });

  it('"Show Diff" on an unchanged file says it is up to date instead of an empty diff', async () => {
    makeRepo();
    await createProjectRules(scriptedUi({}), env(tmp));
    const ui = scriptedUi({ existing: ['diff'] });
    const out = await createProjectRules(ui, env(tmp));
    assert.deepEqual(out, { kind: 'up-to-date', path: path.join(tmp, '.cursor', 'rules', 'docsite.mdc') });
    assert.deepEqual(ui.log, ['askExisting', `info ${path.join(tmp, '.cursor', 'rules', 'docsite.mdc')}`]);
    assert.deepEqual(ui.diffs, []);
  });

  it('AGENTS.md from the picker (or the setting): created as the Docsite section; an existing one keeps its text, the diff shows the whole new file before any write', async () => {
    makeRepo();
    const env = (appName: string, setting = '') => ({ starts: [{ dir: tmp, fallbackRoot: tmp }], reader: inProcessRulesReader, appName, editorDirectorySetting: () => setting });
    const created = scriptedUi({ editor: 'AGENTS.md' });
    assert.deepEqual(await createProjectRules(created, env('Visual Studio Code')), { kind: 'written', path: path.join(tmp, 'AGENTS.md') });
    assert.ok(fs.readFileSync(path.join(tmp, 'AGENTS.md'), 'utf8').startsWith('<!-- docsite:start'));

    const own = '# Our agents\n\nAsk before deleting pages.\n';
    fs.writeFileSync(path.join(tmp, 'AGENTS.md'), own);
    const ui = scriptedUi({ existing: ['diff', 'replace'], confirm: true });
    const out = await createProjectRules(ui, env('Cursor', 'AGENTS.md'));
    assert.deepEqual(out, { kind: 'replaced', path: path.join(tmp, 'AGENTS.md') });
    assert.deepEqual(ui.log.slice(0, 4), ['askExisting', 'diff', 'askExisting afterDiff', 'confirm']);
    assert.ok(ui.diffs[0].startsWith(own + '\n<!-- docsite:start'), ui.diffs[0].slice(0, 100));
    assert.equal(fs.readFileSync(path.join(tmp, 'AGENTS.md'), 'utf8'), ui.diffs[0]);

    // .mintlify/AGENTS.md in the docs root (where the vendor's agent reads it), and broken markers refused with the file left as it was.
    assert.equal((await createProjectRules(scriptedUi({ editor: '.mintlify/AGENTS.md' }), env('Visual Studio Code'))).path, path.join(tmp, 'docs', '.mintlify', 'AGENTS.md'));
    fs.writeFileSync(path.join(tmp, 'AGENTS.md'), 'x\n<!-- docsite:end -->\n');
    await assert.rejects(createProjectRules(scriptedUi({ editor: 'AGENTS.md' }), env('Visual Studio Code')), /markers are broken/);
    assert.equal(fs.readFileSync(path.join(tmp, 'AGENTS.md'), 'utf8'), 'x\n<!-- docsite:end -->\n');
  });
});
