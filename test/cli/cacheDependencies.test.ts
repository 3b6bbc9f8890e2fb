/**
 * Issue 22, bug 2: `docsite check --cache` reported a stale error. A folder listing or spec discovery
 * worked out for the first page was answered from a memo for the next ones without being recorded as
 * their dependency, so adding a spec (or a page) left the error of the second page in every warm run.
 * After each change below, a warm run must report exactly what a cold run reports.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runCheck, type CheckResult } from '../../cli/src/check';
import { resolveSettings } from '../../site/src/settings';

const page = (title: string, frontmatter: string, body = 'Text.') => `---\ntitle: ${title}\ndescription: ${title}.\n${frontmatter}---\n\n${body}\n`;
const spec = (route: string) => `openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths:\n  ${route}:\n    get:\n      responses: {"200": {description: ok}}\n`;

let site: string;
let cacheDir: string;
const settings = resolveSettings({});
const warm = () => runCheck({ dir: site, settings, cacheLocation: path.join(cacheDir, 'cache.json'), cacheFolder: cacheDir });
const cold = () => runCheck({ dir: site, settings });
/** What every output format prints of a finding (a cached one keeps no quick-fix data). */
const printed = (result: CheckResult) =>
  result.files.map((f) => ({ file: f.relativePath, findings: f.diagnostics.map((d) => [d.code, d.severity, d.message, d.range]) }));
const codes = (result: CheckResult) => result.files.map((f) => [f.relativePath, f.diagnostics.map((d) => d.code)]);
const write = (name: string, text: string) => fs.writeFileSync(path.join(site, name), text);

/** The warm report after a change equals the cold one, and is what the test expects. */
async function expectSameAsCold(expected: unknown[]) {
  const cached = await warm();
  const fresh = await cold();
  assert.deepEqual(printed(cached), printed(fresh));
  assert.deepEqual(codes(cached), expected);
}

describe('docsite check --cache: what a page depends on through a memo', () => {
  before(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-deps-'));
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-deps-cache-'));
    write('docs.json', JSON.stringify({ name: 'S', theme: 'mint', colors: { primary: '#123456' }, navigation: { pages: ['a-first', 'b-second', 'x-one', 'y-two'] } }));
    write('a-first.mdx', page('A', 'openapi: GET /a\n'));
    write('b-second.mdx', page('B', 'openapi: GET /b\n'));
    write('x-one.mdx', page('X', '', 'See [the new page](/new-page).'));
    write('y-two.mdx', page('Y', '', 'See [the new page](/new-page).'));
    write('a.yaml', spec('/a'));
  });
  after(() => {
    fs.rmSync(site, { recursive: true, force: true });
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it('starts from a cold and a warm run that agree', async () => {
    await warm();
    await expectSameAsCold([['b-second.mdx', ['unknown-openapi-operation']], ['x-one.mdx', ['broken-link']], ['y-two.mdx', ['broken-link']]]);
  });

  it('after a spec is added, the error of the second page that needed it is gone', async () => {
    write('b.yaml', spec('/b'));
    await expectSameAsCold([['x-one.mdx', ['broken-link']], ['y-two.mdx', ['broken-link']]]);
  });

  it('after the spec is edited to another operation, the error is back; edited back, gone (the page read its text)', async () => {
    write('b.yaml', spec('/c'));
    await expectSameAsCold([['b-second.mdx', ['unknown-openapi-operation']], ['x-one.mdx', ['broken-link']], ['y-two.mdx', ['broken-link']]]);
    write('b.yaml', spec('/b'));
    await expectSameAsCold([['x-one.mdx', ['broken-link']], ['y-two.mdx', ['broken-link']]]);
  });

  it('after the spec is deleted, the error is back', async () => {
    fs.rmSync(path.join(site, 'b.yaml'));
    await expectSameAsCold([['b-second.mdx', ['unknown-openapi-operation']], ['x-one.mdx', ['broken-link']], ['y-two.mdx', ['broken-link']]]);
  });

  it('after a linked page appears, neither link is broken', async () => {
    write('new-page.mdx', page('New', ''));
    await expectSameAsCold([['b-second.mdx', ['unknown-openapi-operation']]]);
  });

  it('after it is deleted, both links are broken again', async () => {
    fs.rmSync(path.join(site, 'new-page.mdx'));
    await expectSameAsCold([['b-second.mdx', ['unknown-openapi-operation']], ['x-one.mdx', ['broken-link']], ['y-two.mdx', ['broken-link']]]);
  });
});

describe('docsite check --cache: existence, real paths and .mintignore', () => {
  let outside: string;
  before(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-deps-kinds-'));
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-deps-kinds-cache-'));
    outside = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-deps-outside-'));
    write('docs.json', JSON.stringify({ name: 'S', theme: 'mint', colors: { primary: '#123456' }, navigation: { pages: ['home', 'guide'] } }));
    // `extra` is in no navigation: the link to it holds while the file is there (a page in the
    // navigation would be a good target without its file; docs.json reports that one).
    write('home.mdx', page('Home', '', 'Read [the extra page](/extra).\n\n<Frame>\n  ![Logo](/media/logo.png)\n</Frame>'));
    write('guide.mdx', page('Guide', ''));
    write('extra.mdx', page('Extra', ''));
    fs.mkdirSync(path.join(site, 'assets'));
    write('assets/logo.png', 'png');
    fs.writeFileSync(path.join(outside, 'logo.png'), 'png');
    fs.symlinkSync(path.join(site, 'assets'), path.join(site, 'media'));
  });
  after(() => {
    for (const dir of [site, cacheDir, outside]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts clean, warm and cold', async () => {
    await warm();
    await expectSameAsCold([]);
  });

  it('after a page linked from the start is deleted, its link is broken (the page only asked whether it exists)', async () => {
    fs.rmSync(path.join(site, 'extra.mdx'));
    await expectSameAsCold([['home.mdx', ['broken-link']]]);
    write('extra.mdx', page('Extra', ''));
    await expectSameAsCold([]);
  });

  it('after a symlinked folder is pointed out of the site, its image is outside (the same path, another real path)', async () => {
    fs.rmSync(path.join(site, 'media'));
    fs.symlinkSync(outside, path.join(site, 'media'));
    const result = await cold();
    assert.equal(result.files.find((f) => f.relativePath === 'home.mdx')?.diagnostics.length, 1, 'the image leaves the site');
    await expectSameAsCold(codes(result));
    fs.rmSync(path.join(site, 'media'));
    fs.symlinkSync(path.join(site, 'assets'), path.join(site, 'media'));
    await expectSameAsCold([]);
  });

  it('after .mintignore leaves a page out, docs.json names a page the build does not have', async () => {
    write('.mintignore', 'guide.mdx\n');
    await expectSameAsCold([['docs.json', ['missing-page']]]);
    write('.mintignore', '');
    await expectSameAsCold([]);
  });
});

describe('docsite check --cache: a snippet and the pages importing it', () => {
  before(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-deps-snippet-'));
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-deps-snippet-cache-'));
    write('docs.json', JSON.stringify({ name: 'S', theme: 'mint', colors: { primary: '#123456' }, navigation: { pages: ['home'] } }));
    write('home.mdx', page('Home', '', 'Text.'));
    fs.mkdirSync(path.join(site, 'snippets'));
    write('snippets/note.mdx', 'A shared note.\n');
  });
  after(() => {
    for (const dir of [site, cacheDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts with the snippet unused, warm and cold', async () => {
    await warm();
    await expectSameAsCold([['snippets/note.mdx', ['unused-snippet']]]);
  });

  it('after a page imports it (the snippet unchanged), it is used; after the import goes, unused again', async () => {
    write('home.mdx', page('Home', '', "import Note from '/snippets/note.mdx';\n\n<Note />"));
    await expectSameAsCold([]);
    write('home.mdx', page('Home', '', 'Text, and more.'));
    await expectSameAsCold([['snippets/note.mdx', ['unused-snippet']]]);
  });
});
