/** The one containment rule (service/containment.ts) and FsWorkspace's walk, on real temp dirs with symlinks. */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { FsWorkspace, toServicePath } from '../../../host/src/fsWorkspace';
import { realPathOfNearest, staysInside } from '../../../host/src/diskContainment';
import { isContained, isWithin } from '../../../common/src';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

/** Temporary folders the helpers below made, removed after each test (also a failing one). */
const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A temp folder holding `site/` (the root under test) and `outside/secret.txt` next to it. */
function tempSite(files: Record<string, string> = {}): { base: string; site: string; secret: string } {
  const base = toServicePath(fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-contain-'))));
  temps.push(base);
  for (const [name, text] of Object.entries({ 'site/docs.json': '{}', 'site/a.mdx': 'a', 'outside/secret.txt': 'secret', ...files })) {
    fs.mkdirSync(path.dirname(path.join(base, name)), { recursive: true });
    fs.writeFileSync(path.join(base, name), text);
  }
  return { base, site: base + '/site', secret: base + '/outside/secret.txt' };
}

describe('isWithin / isContained', () => {
  it('compares whole path segments, not string prefixes', () => {
    assert.equal(isWithin('/site/a.mdx', '/site'), true);
    assert.equal(isWithin('/site', '/site'), true);
    assert.equal(isWithin('/site-secrets/a', '/site'), false);
    assert.equal(isWithin('/etc/passwd', '/'), true);
  });

  it('refuses a written path outside the roots without asking the disk', () => {
    const ws = new InMemoryWorkspace({ '/etc/passwd': 'root:x' });
    assert.equal(isContained('/etc/passwd', ['/site'], ws), false);
    assert.equal(isContained('/site/a.mdx', ['/site'], ws), true);
    assert.equal(isContained('/other/a.mdx', ['/site', '/other'], ws), true);
  });

  it('refuses a path inside the root that is a symlink to a file or folder outside it', () => {
    const { site, secret, base } = tempSite();
    fs.symlinkSync(secret, site + '/secret-link.txt');
    fs.symlinkSync(base + '/outside', site + '/shared');
    fs.symlinkSync('/', site + '/disk');
    const ws = new FsWorkspace();
    assert.equal(isContained(site + '/secret-link.txt', [site], ws), false);
    assert.equal(isContained(site + '/shared/secret.txt', [site], ws), false);
    assert.equal(isContained(site + '/disk/etc/passwd', [site], ws), false);
    assert.equal(isContained(site + '/a.mdx', [site], ws), true);
    // Missing: nothing to read, so the written path decides and the caller reports "missing".
    assert.equal(isContained(site + '/nope.png', [site], ws), true);
  });

  it('follows a symlink that stays inside, and a root that is itself a symlink', () => {
    const { site, base } = tempSite({ 'site/real/b.mdx': 'b' });
    fs.symlinkSync(site + '/real', site + '/alias');
    fs.symlinkSync(site, base + '/site-link');
    const ws = new FsWorkspace();
    assert.equal(isContained(site + '/alias/b.mdx', [site], ws), true);
    assert.equal(isContained(base + '/site-link/a.mdx', [base + '/site-link'], ws), true);
    assert.equal(ws.realPath(base + '/site-link/a.mdx'), site + '/a.mdx');
    assert.equal(ws.realPath(site + '/missing'), undefined);
  });

  it('for a file not written yet, resolves its nearest existing folder (a symlinked .cursor)', () => {
    const { base } = tempSite();
    fs.mkdirSync(base + '/repo');
    fs.symlinkSync(base + '/outside', base + '/repo/.cursor');
    assert.equal(realPathOfNearest(base + '/repo/.cursor/rules.md'), base + '/outside/rules.md');
    assert.equal(staysInside(base + '/repo/.cursor/rules.md', base + '/repo'), false);
    assert.equal(staysInside(base + '/repo/.windsurf/rules.md', base + '/repo'), true);
  });

  it('follows a link whose file does not exist yet to where it leads (every caller: the rules writer, the MCP gate)', () => {
    const { base } = tempSite();
    fs.mkdirSync(base + '/repo/notes', { recursive: true });
    fs.symlinkSync(base + '/outside/not-yet.md', base + '/repo/AGENTS.md');
    fs.symlinkSync('notes/CLAUDE.md', base + '/repo/CLAUDE.md');
    fs.symlinkSync('missing-folder/x.md', base + '/repo/notes/deeper.md');
    assert.equal(realPathOfNearest(base + '/repo/AGENTS.md'), base + '/outside/not-yet.md');
    assert.equal(staysInside(base + '/repo/AGENTS.md', base + '/repo'), false);
    assert.equal(staysInside(base + '/repo/CLAUDE.md', base + '/repo'), true);
    assert.equal(realPathOfNearest(base + '/repo/notes/deeper.md'), base + '/repo/notes/missing-folder/x.md');
    // A loop leads nowhere; it stays where it is (nothing is read or written through it).
    fs.symlinkSync('loop-b', base + '/repo/loop-a');
    fs.symlinkSync('loop-a', base + '/repo/loop-b');
    assert.equal(staysInside(base + '/repo/loop-a', base + '/repo'), true);
  });
});

describe('FsWorkspace.listFiles and symlinks', () => {
  it('does not walk a symlink to / (the whole disk) or to a folder outside the root', () => {
    const { site, base } = tempSite();
    fs.symlinkSync('/', site + '/disk');
    fs.symlinkSync(base + '/outside', site + '/shared');
    const started = Date.now();
    const files = new FsWorkspace().listFiles(site);
    assert.deepEqual([...files].sort(), [site + '/a.mdx', site + '/docs.json']);
    assert.ok(Date.now() - started < 2000, 'no disk-wide scan');
  });

  it('does not list a symlinked file whose target is outside the root', () => {
    const { site, secret } = tempSite();
    fs.symlinkSync(secret, site + '/secret.mdx');
    assert.deepEqual([...new FsWorkspace().listFiles(site)].sort(), [site + '/a.mdx', site + '/docs.json']);
  });

  it('lists a symlinked folder inside the root once, under one name', () => {
    const { site } = tempSite({ 'site/real/b.mdx': 'b' });
    fs.symlinkSync(site + '/real', site + '/alias');
    const files = new FsWorkspace().listFiles(site);
    const b = files.filter((f) => f.endsWith('/b.mdx'));
    assert.equal(b.length, 1, JSON.stringify(files));
    assert.ok(files.includes(site + '/a.mdx'));
  });

  it('does not index a symlink to outside created after the scan (watcher event)', () => {
    const { site, base, secret } = tempSite();
    const ws = new FsWorkspace();
    ws.listFiles(site);
    fs.symlinkSync(secret, site + '/late.mdx');
    fs.symlinkSync(base + '/outside', site + '/late-dir');
    ws.fileCreated(site + '/late.mdx');
    ws.fileCreated(site + '/late-dir');
    assert.equal(ws.fileExists(site + '/late.mdx'), false);
    assert.deepEqual([...ws.listFiles(site)].sort(), [site + '/a.mdx', site + '/docs.json']);
    fs.writeFileSync(site + '/fine.mdx', '');
    ws.fileCreated(site + '/fine.mdx');
    assert.equal(ws.fileExists(site + '/fine.mdx'), true);
  });
});
