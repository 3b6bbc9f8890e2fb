import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, it, mock } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { FsWorkspace, toServicePath } from '../../../host/src/fsWorkspace';
import { createLanguageService } from '../../../service/src/languageService';
import { siteIgnore } from '../../../site/src/model/siteIgnore';
import { listPages } from '../../../site/src/pages';
import { withMemos } from '../../../site/src/workspace';
import { pathToUri } from '../../../common/src';

/** Temporary folders the helpers below made, removed after each test (also a failing one). */
const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempTree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-fs-'));
  temps.push(root);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return toServicePath(root);
}

describe('FsWorkspace on odd workspaces', () => {
  it('follows a symlink loop once and terminates', () => {
    const root = tempTree({ 'docs/a.mdx': '' });
    fs.symlinkSync(root + '/docs', root + '/docs/loop');
    fs.symlinkSync(root, root + '/docs/up');
    const files = new FsWorkspace().listFiles(root);
    assert.ok(files.includes(root + '/docs/a.mdx'));
    assert.ok(files.length < 10, `listed ${files.length} files`);
  });

  it('never scans node_modules or dot folders', () => {
    const root = tempTree({ 'a.mdx': '', 'node_modules/pkg/b.mdx': '', '.git/c.mdx': '', '.vscode/settings.json': '{}' });
    assert.deepEqual(new FsWorkspace().listFiles(root), [root + '/a.mdx']);
  });

  it('treats a docs.json that is a folder as no file', () => {
    const root = tempTree({ 'docs.json/inner.txt': 'x' });
    const ws = new FsWorkspace();
    assert.equal(ws.fileExists(root + '/docs.json'), false);
    assert.equal(ws.readFile(root + '/docs.json'), undefined);
  });

  it('reads no binary, missing or dangling files', () => {
    const root = tempTree({ 'bin.mdx': 'a\u0000b' });
    fs.symlinkSync(root + '/nowhere', root + '/dangling.mdx');
    const ws = new FsWorkspace();
    assert.equal(ws.readFile(root + '/bin.mdx'), undefined);
    assert.equal(ws.readFile(root + '/missing.mdx'), undefined);
    assert.equal(ws.readFile(root + '/dangling.mdx'), undefined);
    assert.ok(!ws.listFiles(root).includes(root + '/dangling.mdx'));
  });

  it('follows creations and deletions reported by the watcher, folders included', () => {
    const root = tempTree({ 'docs.json': '{}', 'a.mdx': '' });
    const ws = new FsWorkspace();
    assert.deepEqual([...ws.listFiles(root)].sort(), [root + '/a.mdx', root + '/docs.json']);
    fs.mkdirSync(root + '/guides');
    fs.writeFileSync(root + '/guides/b.mdx', '');
    ws.fileCreated(root + '/guides');
    assert.ok(ws.fileExists(root + '/guides/b.mdx'));
    fs.rmSync(root + '/guides', { recursive: true });
    ws.fileDeleted(root + '/guides');
    assert.equal(ws.fileExists(root + '/guides/b.mdx'), false);
  });

  it('changes its generation for a changed JSON/YAML file it indexes, and for nothing else', () => {
    const root = tempTree({ 'api.yaml': '', 'a.mdx': '', 'spec.json': '{}', 'node_modules/x/package.json': '{}', '.git/x.json': '{}' });
    const ws = new FsWorkspace();
    ws.listFiles(root);
    const before = ws.generation;
    ws.fileChanged(root + '/a.mdx');
    ws.fileChanged(root + '/node_modules/x/package.json');
    ws.fileChanged(root + '/.git/x.json');
    ws.fileChanged('/elsewhere/api.yaml');
    assert.equal(ws.generation, before, 'a page, an ignored folder and a file outside every index');
    ws.fileChanged(root + '/api.yaml');
    assert.equal(ws.generation, before + 1);
    ws.fileChanged(root + '/spec.json');
    assert.equal(ws.generation, before + 2);
    assert.ok(ws.listFiles(root).includes(root + '/api.yaml'), 'the index is kept');
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('changes its generation for a changed .mintignore: it decides which files a site has', () => {
    const root = tempTree({ '.mintignore': '', 'a.mdx': '' });
    const ws = new FsWorkspace();
    ws.listFiles(root);
    const before = ws.generation;
    ws.fileChanged(root + '/.mintignore');
    assert.equal(ws.generation, before + 1);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('keeps the memos of what is worked out from its index, for readers without a language service (the static preview, docsite translations)', () => {
    const root = tempTree({ '.mintignore': 'drafts/\n', 'a.mdx': '' });
    const ws = new FsWorkspace();
    assert.equal(siteIgnore(root, ws), siteIgnore(root, ws), '.mintignore compiled once while it reads the same');
    assert.equal(listPages(root, ws), listPages(root, ws), 'the page list made once per generation');
    assert.equal(withMemos(ws), ws, 'a language service reads through it as it is');
  });

  it('keeps working when the site root is deleted while open', () => {
    const root = tempTree({ 'docs.json': '{ "name": "A", "navigation": [{ "group": "G", "pages": ["a"] }] }', 'a.mdx': '' });
    const ws = new FsWorkspace();
    const service = createLanguageService(ws, (where, e) => assert.fail(`${where}: ${String(e)}`));
    const text = fs.readFileSync(root + '/docs.json', 'utf8');
    const doc = (v: number) => TextDocument.create(pathToUri(root + '/docs.json'), 'json', v, text);
    assert.deepEqual(service.validate(doc(1)), []);
    fs.rmSync(root, { recursive: true });
    ws.fileDeleted(root);
    assert.deepEqual(service.validate(doc(2)).map((d) => d.code), ['missing-page']);
  });

  it('indexes several roots independently', () => {
    const a = tempTree({ 'docs.json': '{}', 'x.mdx': '' });
    const b = tempTree({ 'docs.json': '{}', 'y.mdx': '' });
    const ws = new FsWorkspace();
    assert.deepEqual([...ws.listFiles(a)].sort(), [a + '/docs.json', a + '/x.mdx']);
    assert.deepEqual([...ws.listFiles(b)].sort(), [b + '/docs.json', b + '/y.mdx']);
    assert.equal(ws.fileExists(b + '/x.mdx'), false);
  });
});

describe('FsWorkspace watcher events with nested indexes', () => {
  it('a file created or deleted in a subfolder indexed before its root reaches both indexes', () => {
    const root = tempTree({ 'docs.json': '{}', 'guides/a.mdx': '' });
    const ws = new FsWorkspace();
    // A link check may list a subfolder before anything lists the whole site.
    assert.deepEqual([...ws.listFiles(root + '/guides')], [root + '/guides/a.mdx']);
    assert.ok(!ws.listFiles(root).includes(root + '/guides/b.mdx'));
    fs.writeFileSync(root + '/guides/b.mdx', '');
    ws.fileCreated(root + '/guides/b.mdx');
    assert.ok(ws.listFiles(root).includes(root + '/guides/b.mdx'), 'the root index learns of it');
    assert.ok(ws.listFiles(root + '/guides').includes(root + '/guides/b.mdx'), 'so does the subfolder index');
    fs.rmSync(root + '/guides/b.mdx');
    ws.fileDeleted(root + '/guides/b.mdx');
    assert.ok(!ws.listFiles(root).includes(root + '/guides/b.mdx'));
    assert.ok(!ws.listFiles(root + '/guides').includes(root + '/guides/b.mdx'));
  });
});

describe('FsWorkspace keeping texts (keepTextBytes)', () => {
  it('reads a kept file once, and again after the watcher says it changed, was created or deleted', () => {
    const root = tempTree({ 'docs/a.mdx': 'one', 'docs/sub/b.mdx': 'bee' });
    const workspace = new FsWorkspace(1024 * 1024);
    assert.equal(workspace.readFile(root + '/docs/a.mdx'), 'one');
    fs.writeFileSync(root + '/docs/a.mdx', 'two');
    assert.equal(workspace.readFile(root + '/docs/a.mdx'), 'one', 'kept until an event says otherwise');
    workspace.fileChanged(root + '/docs/a.mdx');
    assert.equal(workspace.readFile(root + '/docs/a.mdx'), 'two');
    // A folder's event drops what was kept below it.
    assert.equal(workspace.readFile(root + '/docs/sub/b.mdx'), 'bee');
    fs.rmSync(root + '/docs/sub', { recursive: true });
    workspace.fileDeleted(root + '/docs/sub');
    assert.equal(workspace.readFile(root + '/docs/sub/b.mdx'), undefined);
    // A file that was missing when read, then created.
    assert.equal(workspace.readFile(root + '/docs/c.mdx'), undefined);
    fs.writeFileSync(root + '/docs/c.mdx', 'sea');
    workspace.fileCreated(root + '/docs/c.mdx');
    assert.equal(workspace.readFile(root + '/docs/c.mdx'), 'sea');
  });

  it('without keepTextBytes reads the disk each time; past the budget a file is not kept', () => {
    const root = tempTree({ 'a.mdx': 'one', 'big.mdx': 'x'.repeat(4096) });
    const plain = new FsWorkspace();
    assert.equal(plain.readFile(root + '/a.mdx'), 'one');
    fs.writeFileSync(root + '/a.mdx', 'two');
    assert.equal(plain.readFile(root + '/a.mdx'), 'two');
    const small = new FsWorkspace(1024);
    assert.equal(small.readFile(root + '/big.mdx')?.length, 4096);
    fs.writeFileSync(root + '/big.mdx', 'small now');
    assert.equal(small.readFile(root + '/big.mdx'), 'small now', 'a text over the budget was not kept');
  });
});

describe('a whole-site check reads each file once (FsWorkspace keeping texts, SnippetUsers keeping its graph)', () => {
  it('checking every snippet of a site reads the disk about once per file, not once per file per snippet', () => {
    const files: Record<string, string> = { 'docs.json': JSON.stringify({ name: 'S', theme: 'mint', navigation: { pages: [] as string[] } }) };
    const count = 40;
    const pages: string[] = [];
    for (let i = 0; i < count; i++) {
      files[`snippets/s${i}.mdx`] = `Snippet ${i}.\n`;
      files[`p${i}.mdx`] = `---\ntitle: P${i}\n---\n\nimport S${i} from "/snippets/s${i}.mdx";\n\n<S${i} />\n`;
      pages.push(`p${i}`);
    }
    files['docs.json'] = JSON.stringify({ name: 'S', theme: 'mint', navigation: { pages } });
    const root = tempTree(files);
    const reads = new Map<string, number>();
    // The module object itself (not this file's import wrapper): readText.ts reads through it.
    const nodeFs = require('node:fs') as typeof fs;
    const read = nodeFs.readFileSync;
    const counting = mock.method(nodeFs, 'readFileSync', function (this: unknown, file: fs.PathOrFileDescriptor, ...rest: unknown[]) {
      if (typeof file === 'string') reads.set(file, (reads.get(file) ?? 0) + 1);
      return (read as (...a: unknown[]) => unknown).call(this, file, ...rest);
    });
    try {
      const service = createLanguageService(new FsWorkspace(64 * 1024 * 1024));
      for (let i = 0; i < count; i++) {
        const path = `${root}/snippets/s${i}.mdx`;
        const found = service.validate(TextDocument.create(pathToUri(path), 'mdx', 1, files[`snippets/s${i}.mdx`]));
        assert.ok(!found.some((d) => d.code === 'unused-snippet'), `s${i} is imported by p${i}`);
      }
    } finally {
      counting.mock.restore();
    }
    const pageReads = [...reads].filter(([file]) => file.endsWith('.mdx'));
    const most = Math.max(...pageReads.map(([, n]) => n));
    // Before, each of the 40 checks read all 80 files (3,200 reads): each file at least 40 times.
    assert.ok(pageReads.length >= count, `${pageReads.length} files read`);
    assert.ok(most <= 2, `a file was read ${most} times from the disk`);
  });
});
