/**
 * Issue 23, item 2: `docsite check --cache` after a snippet edit. The pages importing the snippet
 * (directly or through another snippet) are checked again, and only they: what a page reads of a
 * snippet is recorded through the one dependency record, and the snippet's fingerprint holds its
 * exports. The warm report equals the cold one after every change.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runCheck, type CheckResult } from '../../cli/src/check';
import { resolveSettings } from '../../site/src/settings';

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\n\n${body}\n`;
const TIPS = 'export const Tip = () => <Note>A tip.</Note>;\n\nexport const Other = 1;\n';

let site: string;
let cacheDir: string;
const settings = resolveSettings({});
const warm = () => runCheck({ dir: site, settings, cacheLocation: path.join(cacheDir, 'cache.json'), cacheFolder: cacheDir });
const cold = () => runCheck({ dir: site, settings });
const printed = (result: CheckResult) => result.files.map((f) => ({ file: f.relativePath, findings: f.diagnostics.map((d) => [d.code, d.severity, d.message, d.range]) }));
const codes = (result: CheckResult) => result.files.map((f) => [f.relativePath, f.diagnostics.map((d) => d.code)]);
const write = (name: string, text: string) => fs.writeFileSync(path.join(site, name), text);
/** The pages and snippets the run really checked (docs.json is checked on every run). */
const rechecked = (result: CheckResult) => result.rechecked.map((p) => path.relative(site, p).replace(/\\/g, '/')).filter((p) => p.endsWith('.mdx')).sort();

/** The warm report equals the cold one and the expected codes; returns the files the warm run checked. */
async function expectSameAsCold(expected: unknown[]): Promise<string[]> {
  const cached = await warm();
  const fresh = await cold();
  assert.deepEqual(printed(cached), printed(fresh));
  assert.deepEqual(codes(cached), expected);
  return rechecked(cached);
}

describe('docsite check --cache: a snippet edit checks the pages importing it again', () => {
  before(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-snippet-cache-'));
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-snippet-cache-dir-'));
    write('docs.json', JSON.stringify({ name: 'S', theme: 'mint', colors: { primary: '#123456' }, navigation: { pages: ['direct', 'nested', 'other'] } }));
    fs.mkdirSync(path.join(site, 'snippets'));
    write('snippets/tips.mdx', TIPS);
    write('snippets/wrapper.mdx', "import { Tip } from './tips.mdx';\n\n<Tip />\n");
    write('direct.mdx', page('Direct', "import { Tip } from '/snippets/tips.mdx';\n\n<Tip />"));
    write('nested.mdx', page('Nested', "import Wrapper from '/snippets/wrapper.mdx';\n\n<Wrapper />"));
    write('other.mdx', page('Other', 'No snippets here.'));
  });
  after(() => {
    fs.rmSync(site, { recursive: true, force: true });
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it('starts from a cold and a warm run that agree', async () => {
    await warm();
    assert.deepEqual(await expectSameAsCold([]), [], 'nothing changed: everything from the cache');
  });

  it('an export dropped from the snippet: the page and the snippet importing it by name are checked again, and report it', async () => {
    write('snippets/tips.mdx', 'export const Other = 1;\n');
    const again = await expectSameAsCold([['direct.mdx', ['snippet-export']], ['snippets/wrapper.mdx', ['snippet-export']]]);
    assert.deepEqual(again, ['direct.mdx', 'snippets/tips.mdx', 'snippets/wrapper.mdx'], 'not other.mdx, nor nested.mdx (its wrapper still shows the same)');
  });

  it('the export restored: the findings are gone', async () => {
    write('snippets/tips.mdx', TIPS);
    await expectSameAsCold([]);
  });

  it('a body edit that keeps the exports checks only the snippet itself', async () => {
    write('snippets/tips.mdx', TIPS.replace('A tip.', 'A better tip.'));
    assert.deepEqual(await expectSameAsCold([]), ['snippets/tips.mdx']);
  });
});
