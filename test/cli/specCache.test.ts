/**
 * Issue 27, part 3: warm runs skip unchanged specs. docs.json's result is reused like a page's when
 * every answer its check recorded (the OpenAPI files its rules read, by text hash, among them) still
 * holds; when it must run again, the specs whose text is unchanged are not parsed: their facts come
 * from the cache (openapi/specFacts.ts). After every change, the warm report is the cold run's, byte
 * for byte, and the number of spec parses (CheckResult.specParses) shows what the cache spared.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runCheck, type CheckResult } from '../../cli/src/check';
import { CheckCache } from '../../cli/src/checkCache';
import { formatHuman } from '../../cli/src/formatters/human';
import { formatJson } from '../../cli/src/formatters/json';
import { resolveSettings } from '../../site/src/settings';
import { hashText } from '../../common/src';

const page = (title: string, frontmatter: string, body = 'Text.') => `---\ntitle: ${title}\ndescription: ${title}.\n${frontmatter}---\n\n${body}\n`;
const spec = (routes: string[], description = 'ok') =>
  `openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths:\n${routes.map((r) => `  ${r}:\n    get:\n      responses: {"200": {description: ${description}}}\n`).join('')}`;
const docsJson = (renamed = false) =>
  JSON.stringify({
    name: renamed ? 'Renamed' : 'S',
    theme: 'mint',
    colors: { primary: '#123456' },
    navigation: {
      groups: [
        { group: 'Guides', pages: ['intro', 'endpoint'] },
        { group: 'API', openapi: 'api.yaml', pages: ['GET /a', 'GET /b'] },
        { group: 'Other', openapi: 'other.yaml', pages: ['GET /x'] },
      ],
    },
  });

let site: string;
let cacheDir: string;
const settings = resolveSettings({});
const cacheLocation = () => path.join(cacheDir, 'cache');
// One worker: each worker has its own language service, so a spec is parsed at most once per run.
const warm = () => runCheck({ dir: site, settings, cacheLocation: cacheLocation(), cacheFolder: cacheDir, jobs: 1 });
const cold = () => runCheck({ dir: site, settings, jobs: 1 });
/** The report as the JSON and human formats print it. */
const printed = (result: CheckResult) => formatJson(result, 'test') + '\n' + formatHuman(result, false, site);
const codes = (result: CheckResult) => result.files.map((f) => [f.relativePath, f.diagnostics.map((d) => d.code)]);
const write = (name: string, text: string) => fs.writeFileSync(path.join(site, name), text);
const rechecked = (result: CheckResult) => result.rechecked.map((p) => path.relative(site, p)).sort();
/** The text hashes the cache file keeps spec facts for. */
const keptSpecs = () => {
  const text = fs.readFileSync(cacheLocation(), 'utf8');
  return Object.keys((JSON.parse(text.slice(text.indexOf('\n') + 1)) as { specs: Record<string, unknown> }).specs).sort();
};
const hashOf = (name: string) => hashText(fs.readFileSync(path.join(site, name), 'utf8'));

/** The warm run after a change: its report is the cold run's, byte for byte, and holds `expected`. */
async function warmSameAsCold(expected: unknown[]): Promise<CheckResult> {
  const cached = await warm();
  const fresh = await cold();
  assert.equal(printed(cached), printed(fresh));
  assert.deepEqual(codes(cached), expected);
  return cached;
}

const BROKEN_B = [
  ['docs.json', ['unknown-operation']],
  ['intro.mdx', ['broken-link']],
];

describe('docsite check --cache: warm runs skip unchanged specs', () => {
  before(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-specs-'));
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-specs-cache-'));
    write('docs.json', docsJson());
    write('intro.mdx', page('Intro', '', 'See [the missing page](/missing).'));
    write('endpoint.mdx', page('Endpoint', 'openapi: GET /a\n'));
    write('api.yaml', spec(['/a']));
    write('other.yaml', spec(['/x']));
  });
  after(() => {
    fs.rmSync(site, { recursive: true, force: true });
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it('a cold run parses both specs and keeps their facts', async () => {
    const first = await warm();
    assert.deepEqual(codes(first), BROKEN_B);
    assert.equal(first.specParses, 2);
    assert.deepEqual(keptSpecs(), [hashOf('api.yaml'), hashOf('other.yaml')].sort());
  });

  it('(a) nothing changed: nothing is checked again, docs.json included, and no spec is parsed', async () => {
    const result = await warmSameAsCold(BROKEN_B);
    assert.deepEqual(rechecked(result), []);
    assert.equal(result.specParses, 0);
    assert.equal(result.workerItems, 0, 'every result settled in the main thread: no worker started');
    assert.equal(result.startedAhead, false, 'no thread started ahead either');
  });

  it('(b) a page edited: only that page is checked again, and no spec is parsed', async () => {
    write('intro.mdx', page('Intro', '', 'See [the missing page](/missing), twice: [again](/missing).'));
    const result = await warmSameAsCold([
      ['docs.json', ['unknown-operation']],
      ['intro.mdx', ['broken-link', 'broken-link']],
    ]);
    assert.deepEqual(rechecked(result), ['intro.mdx']);
    assert.equal(result.specParses, 0);
    assert.equal(result.workerItems, 1, 'only the edited page needed a worker');
    // On more than one core its thread loaded while the other results were settled from the cache.
    assert.equal(result.startedAhead, os.availableParallelism() > 1);
  });

  it('(c) a spec edited so that a finding goes: docs.json and the page that read it are checked again, and only that spec is parsed', async () => {
    const before = hashOf('api.yaml');
    write('api.yaml', spec(['/a', '/b']));
    const result = await warmSameAsCold([['intro.mdx', ['broken-link', 'broken-link']]]);
    assert.deepEqual(rechecked(result), ['docs.json', 'endpoint.mdx']);
    assert.equal(result.specParses, 1, 'other.yaml came from the cache');
    // No checked file's own text changed: the thread was started when docs.json's record failed.
    assert.equal(result.startedAhead, os.availableParallelism() > 1);
    // The facts of the old text are dropped with the results that read it.
    assert.deepEqual(keptSpecs(), [hashOf('api.yaml'), hashOf('other.yaml')].sort());
    assert.ok(!keptSpecs().includes(before));
  });

  it('(d) a spec edited without changing a finding: the same report, that spec alone parsed', async () => {
    write('other.yaml', spec(['/x'], 'fine'));
    const result = await warmSameAsCold([['intro.mdx', ['broken-link', 'broken-link']]]);
    assert.deepEqual(rechecked(result), ['docs.json', 'endpoint.mdx']);
    assert.equal(result.specParses, 1, 'api.yaml came from the cache');
  });

  it('(e) docs.json edited: every file that read it is checked again, and no spec is parsed (their facts are kept)', async () => {
    write('docs.json', docsJson(true));
    const result = await warmSameAsCold([['intro.mdx', ['broken-link', 'broken-link']]]);
    assert.ok(rechecked(result).includes('docs.json'));
    assert.equal(result.specParses, 0);
    // The cold run of the same site parses both: what the cache spared.
    assert.equal((await cold()).specParses, 2);
  });

  it('a page added: it is checked, on a thread started while the other results were settled', async () => {
    write('added.mdx', page('Added', '', 'New.'));
    try {
      const result = await warm();
      // The files whose checks listed the site's pages are checked again too.
      assert.ok(rechecked(result).includes('added.mdx'), rechecked(result).join(', '));
      assert.equal(result.startedAhead, os.availableParallelism() > 1, 'a file the cache has no result for needs a worker');
    } finally {
      fs.rmSync(path.join(site, 'added.mdx'));
    }
  });

  it('a spec deleted leaves no facts behind; written again, it is parsed again', async () => {
    const text = fs.readFileSync(path.join(site, 'other.yaml'), 'utf8');
    fs.rmSync(path.join(site, 'other.yaml'));
    write('docs.json', docsJson(true).replace('"other.yaml"', '"api.yaml"'));
    const result = await warmSameAsCold([
      ['docs.json', ['unknown-operation']],
      ['intro.mdx', ['broken-link', 'broken-link']],
    ]);
    assert.equal(result.specParses, 0);
    assert.deepEqual(keptSpecs(), [hashOf('api.yaml')]);
    write('other.yaml', text);
    write('docs.json', docsJson(true));
    const again = await warmSameAsCold([['intro.mdx', ['broken-link', 'broken-link']]]);
    assert.equal(again.specParses, 1);
    assert.deepEqual(keptSpecs(), [hashOf('api.yaml'), hashOf('other.yaml')].sort());
  });

  it('the cache (format 4) reads back the facts it wrote, and refuses facts of another shape', async () => {
    const notices: string[] = [];
    const text = fs.readFileSync(cacheLocation(), 'utf8');
    assert.match(text, /^docsite-cache 4 /, 'the format was bumped');
    // The identity runCheck gives the cache: each site's settings by its docs root (unchecked pages made errors).
    const identity = { version: 'dev', settings: [[site, { ...settings, rules: { ...settings.rules, 'page-not-checked': 'error' } }]], root: site };
    const cache = CheckCache.open({ location: cacheLocation(), keyFolder: cacheDir, identity, folder: site, notice: (m: string) => notices.push(m) });
    assert.ok(cache);
    const facts = cache.facts();
    assert.deepEqual(Object.keys(facts.specs).sort(), keptSpecs());
    cache.storeFacts({ specs: [[hashOf('other.yaml'), { format: 'openapi', operationList: [{ key: 'GET /a' }] } as never]], imports: [['not a hash', { sources: [], snippets: [] }]] });
    assert.deepEqual(cache.facts(), facts, 'facts of another shape, or under another key, are not stored');
    assert.deepEqual(notices, []);
  });
});

describe('docsite check --cache: a page edit on a site with snippets', () => {
  let root: string;
  let folder: string;
  const put = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  };
  const run = (cache: boolean) => runCheck({ dir: root, settings, jobs: 1, ...(cache && { cacheLocation: path.join(folder, 'cache'), cacheFolder: folder }) });
  const show = (result: CheckResult) => formatJson(result, 'test') + '\n' + formatHuman(result, false, root);
  const again = (result: CheckResult) => result.rechecked.map((p) => path.relative(root, p)).sort();
  const uses = (snippet: string, prose: string) => page('Uses', '', `import Part from "/snippets/${snippet}.mdx";\n\n${prose}\n\n<Part />`);

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-snippets-'));
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-snippets-cache-'));
    put('docs.json', JSON.stringify({ name: 'S', theme: 'mint', colors: { primary: '#123456' }, navigation: { pages: ['intro', 'uses'] } }));
    put('intro.mdx', page('Intro', ''));
    put('uses.mdx', uses('a', 'Text.'));
    for (const name of ['a', 'b', 'c']) put(`snippets/${name}.mdx`, `Snippet ${name}.\n`);
    await run(true);
  });
  after(() => {
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("prose edited, imports kept: the edited page alone goes to a worker; the snippets' results are settled from its import lines", async () => {
    put('uses.mdx', uses('a', 'Other text.'));
    const result = await run(true);
    assert.equal(show(result), show(await run(false)));
    assert.deepEqual(again(result), ['uses.mdx']);
    assert.equal(result.workerItems, 1);
    assert.ok(result.files.some((f) => f.relativePath === 'snippets/b.mdx' && f.diagnostics.some((d) => d.code === 'unused-snippet')));
  });

  it('an import changed: the snippets whose users changed are checked again, and the report is the cold one', async () => {
    put('uses.mdx', uses('b', 'Other text.'));
    const result = await run(true);
    assert.equal(show(result), show(await run(false)));
    assert.deepEqual(again(result), ['snippets/a.mdx', 'snippets/b.mdx', 'snippets/c.mdx', 'uses.mdx']);
    assert.ok(result.files.some((f) => f.relativePath === 'snippets/a.mdx' && f.diagnostics.some((d) => d.code === 'unused-snippet')));
  });

  it('an import written over two lines (only a whole-page parse reads it): the snippets go to the workers, the report is the cold one', async () => {
    put('uses.mdx', page('Uses', '', 'import {\n  default as Part,\n} from "/snippets/c.mdx";\n\nText.\n\n<Part />'));
    const result = await run(true);
    assert.equal(show(result), show(await run(false)));
    assert.ok(result.workerItems > 1, `${result.workerItems} files went to the workers`);
    assert.ok(result.files.some((f) => f.relativePath === 'snippets/b.mdx' && f.diagnostics.some((d) => d.code === 'unused-snippet')));
  });
});
