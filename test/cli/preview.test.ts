/**
 * `docsite preview [dir] --out DIR` (issue 40 item 7): a static copy of the preview, every listed and
 * generated page as the preview renders it, with relative links; written only where llms --out may
 * write; a page over the budget is a page that says so.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { TempFolders, runCli } from '../support/builtCli';

const run = (args: string[], env: NodeJS.ProcessEnv = {}) => runCli(['preview', ...args], { timeout: 120_000, env: { ...process.env, ...env } });

const temps = new TempFolders();
afterEach(() => temps.removeAll());
const temp = () => temps.make('docsite-preview-cli-');

const SPEC = `openapi: 3.0.3
info: { title: Shop, version: 1.0.0 }
paths:
  /users:
    get: { summary: List users, tags: [users], responses: { '200': { description: ok } } }
`;

/** A site: two pages in a tab (one custom mode, one linking to the other and to a generated page), and an API tab from a spec. */
function site(extra: Record<string, string> = {}): string {
  const navigation = {
    tabs: [
      { tab: 'Guides', groups: [{ group: 'Start', pages: ['intro', 'guides/landing'] }] },
      { tab: 'API', openapi: 'shop.yaml' },
    ],
  };
  const files: Record<string, string> = {
    'docs.json': JSON.stringify({ name: 'T', theme: 'mint', colors: { primary: '#0E7490' }, logo: '/logo.svg', navigation }),
    'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
    'shop.yaml': SPEC,
    'intro.mdx': '---\ntitle: Intro\n---\n\nSee [the landing](/guides/landing#top) and [the users](/api-reference/users/list-users) and [nowhere](/nowhere).\n\n![Logo](/logo.svg)\n',
    'guides/landing.mdx': '---\ntitle: Landing\nmode: custom\n---\n\nA blank canvas.\n',
    ...extra,
  };
  return temps.make('docsite-preview-cli-', files);
}

describe('docsite preview --out', () => {
  it('writes every listed and generated page with relative links, the preview script and the local files', () => {
    const out = path.join(temp(), 'copy');
    const r = run([site(), '--out', out, '--jobs', '1']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /3 pages \(1 of OpenAPI operations\), 1 local files/);
    for (const file of ['intro.html', 'guides/landing.html', 'api-reference/users/list-users.html', 'index.html', '_docsite/preview.js', '_docsite/preview.css', '_assets/logo.svg']) {
      assert.ok(fs.existsSync(path.join(out, file)), file);
    }
    const intro = fs.readFileSync(path.join(out, 'intro.html'), 'utf8');
    assert.match(intro, /href="guides\/landing\.html#top"/);
    assert.match(intro, /href="api-reference\/users\/list-users\.html"/);
    assert.doesNotMatch(intro, /href="\/nowhere"/);
    assert.match(intro, /src="_assets\/logo\.svg"/);
    assert.match(intro, /<script src="_docsite\/preview\.js"><\/script>/);
    // One script, from a file beside it, under a policy that allows nothing else.
    assert.equal(intro.match(/<script/g)?.length, 1);
    assert.match(intro, /script-src &#39;self&#39;/);
    assert.doesNotMatch(intro, /https:/);
    // The custom page keeps the top bar alone; the generated page links back with `../..`.
    const landing = fs.readFileSync(path.join(out, 'guides/landing.html'), 'utf8');
    assert.match(landing, /data-ds-mode="custom"/);
    assert.match(landing, /<aside id="ds-sidebar"[^>]* hidden>/);
    assert.match(landing, /src="\.\.\/_docsite\/preview\.js"/);
    const endpoint = fs.readFileSync(path.join(out, 'api-reference/users/list-users.html'), 'utf8');
    assert.match(endpoint, /<h1[^>]*>List users<\/h1>/);
    assert.match(endpoint, /href="\.\.\/\.\.\/intro\.html"/);
    assert.match(endpoint, /aria-current="page"[^>]*>|<a[^>]*aria-current="page"/);
    // A second run replaces its own copy.
    fs.writeFileSync(path.join(out, 'stale.html'), 'old');
    const again = run([site(), '--out', out, '--jobs', '1']);
    assert.equal(again.code, 0, again.stderr);
    assert.ok(!fs.existsSync(path.join(out, 'stale.html')));
  });

  it('refuses the docs root, a folder inside it, a non-empty folder it did not write (unless --force) and a symlinked folder', () => {
    const dir = site();
    for (const out of [dir, path.join(dir, 'preview')]) {
      const r = run([dir, '--out', out]);
      assert.equal(r.code, 2, r.stdout);
      assert.match(r.stderr, /inside the docs root/);
    }
    const theirs = path.join(temp(), 'theirs');
    fs.mkdirSync(theirs);
    fs.writeFileSync(path.join(theirs, 'keep.txt'), 'mine');
    const refused = run([dir, '--out', theirs]);
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /not empty and was not written by docsite preview; pass --force/);
    assert.deepEqual(fs.readdirSync(theirs), ['keep.txt']);
    const forced = run([dir, '--out', theirs, '--force', '--jobs', '1']);
    assert.equal(forced.code, 0, forced.stderr);
    assert.ok(fs.existsSync(path.join(theirs, 'keep.txt')) && fs.existsSync(path.join(theirs, 'intro.html')));
    // A link committed inside the checkout (here: the site's folder) is never written through.
    const outside = temp();
    fs.symlinkSync(outside, path.join(dir, 'public'));
    const linked = run([path.join(dir, 'docs.json'), '--out', path.join(dir, 'public', 'copy')]);
    assert.equal(linked.code, 2);
    assert.deepEqual(fs.readdirSync(outside), []);
  });

  it('a page past the budget is a page that says so; the others are rendered', () => {
    const paragraph = 'Some plain words with **strong** and _emphasis_ here, then more words to read.\n\n';
    const slow = '---\ntitle: Slow\n---\n\n' + paragraph.repeat(Math.floor(390_000 / paragraph.length));
    const dir = site({ 'docs.json': JSON.stringify({ name: 'B', navigation: [{ group: 'G', pages: ['slow', 'intro'] }] }), 'slow.mdx': slow });
    const out = path.join(temp(), 'copy');
    const r = run([dir, '--out', out, '--jobs', '1'], { DOCSITE_CHECK_BUDGET_MS: '1000' });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /slow\.html: took longer than the page budget/);
    assert.match(fs.readFileSync(path.join(out, 'slow.html'), 'utf8'), /took longer than 1 s/);
    assert.match(fs.readFileSync(path.join(out, 'intro.html'), 'utf8'), /<h1[^>]*>Intro<\/h1>/);
  });
});
