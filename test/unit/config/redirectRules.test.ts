import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CodeActionKind, DiagnosticSeverity } from 'vscode-languageserver-types';
import { createLanguageService } from '../../../service/src/languageService';
import { defaultSettings } from '../../../site/src/settings';
import { buildSiteModel } from '../../../site/src/model/build';
import { MAX_HOPS, WORK_LIMIT, walkRedirects } from '../../../site/src/model/redirectWalk';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { assertVendorAccepts } from '../upgrade/oracle';
import { rangeOf } from './helpers';

const CODES = new Set(['redirect-cycle', 'redirect-chain', 'redirect-shadows-page', 'duplicate-redirect', 'redirect-target']);

type R = { source: string; destination: string };
const docs = (redirects: R[], pages = ['index', 'guides/intro']) =>
  JSON.stringify({ theme: 'mint', name: 'A', colors: { primary: '#123456' }, navigation: { pages }, redirects }, null, 2);

function check(text: string, files: Record<string, string> = {}) {
  const workspace = new InMemoryWorkspace({ '/s/index.mdx': '# Home', '/s/guides/intro.mdx': '# Intro', '/s/docs.json': text, ...files });
  const service = createLanguageService(workspace, (where, e) => {
    throw new Error(`${where}: ${String(e)}`);
  });
  const document = TextDocument.create('file:///s/docs.json', 'json', 1, text);
  const found = service.validate(document, defaultSettings).filter((d) => CODES.has(String(d.code)));
  return { found, fixes: (i: number) => service.codeActions(document, found[i].range, [found[i]]).filter((a) => a.kind === CodeActionKind.QuickFix), document };
}

describe('redirect checks', () => {
  it('redirect-cycle: /a → /b → /a is an error on each source, naming the routes', () => {
    const text = docs([{ source: '/a', destination: '/b' }, { source: '/b', destination: '/a' }, { source: '/c', destination: '/a' }]);
    const { found } = check(text);
    assert.deepEqual(found.map((d) => [d.code, d.severity]), [
      ['redirect-cycle', DiagnosticSeverity.Error], ['redirect-cycle', DiagnosticSeverity.Error], ['redirect-cycle', DiagnosticSeverity.Error],
    ]);
    assert.deepEqual(found[0].range, rangeOf(text, '"/a"'));
    assert.match(String(found[0].message), /^Redirect "\/a" never arrives: \/a → \/b → \/a \(it comes back/);
    assert.match(String(found[2].message), /\/c → \/a → \/b → \/a/);
  });

  it('redirect-cycle: a wildcard that catches its own destination again never arrives', () => {
    const text = docs([{ source: '/docs/:slug*', destination: '/docs/v2/:slug*' }]);
    const { found } = check(text);
    assert.deepEqual(found.map((d) => d.code), ['redirect-cycle']);
    assert.deepEqual(found[0].range, rangeOf(text, '"/docs/:slug*"'));
    assert.match(String(found[0].message), /\/docs\/slug → \/docs\/v2\/slug → \/docs\/v2\/v2\/slug → .* → …/);
    assert.match(String(found[0].message), /each hop is caught by a redirect again/);
  });

  it('redirect-cycle: a literal redirect whose destination a wildcard sends back', () => {
    const text = docs([{ source: '/old/:slug', destination: '/new/:slug' }, { source: '/new/page', destination: '/old/page' }]);
    const { found } = check(text);
    assert.deepEqual(found.map((d) => d.code), ['redirect-cycle']);
    assert.deepEqual(found[0].range, rangeOf(text, '"/new/page"'));
    assert.match(String(found[0].message), /^Redirect "\/new\/page" never arrives: \/new\/page → \/old\/page → \/new\/page \(/);
  });

  it('redirect-chain: two hops is a warning on the destination, and the fix points at the end', () => {
    const text = docs([{ source: '/a', destination: '/b#setup' }, { source: '/b', destination: '/guides/intro' }]);
    const { found, fixes } = check(text);
    assert.deepEqual(found.map((d) => [d.code, d.severity]), [['redirect-chain', DiagnosticSeverity.Warning]]);
    assert.deepEqual(found[0].range, rangeOf(text, '"/b#setup"'));
    assert.equal(found[0].message, 'Redirect "/a" takes readers 2 hops: /a → /b → /guides/intro. Point it at "/guides/intro#setup".');
    const [fix] = fixes(0);
    assert.equal(fix.title, 'Point the redirect at /guides/intro#setup');
    assert.deepEqual(fix.edit?.changes?.['file:///s/docs.json'], [{ range: found[0].range, newText: '"/guides/intro#setup"' }]);
  });

  it('redirect-chain: through a wildcard, with the routes named and no one-route fix', () => {
    const text = docs([{ source: '/v1/:slug*', destination: '/v2/:slug*' }, { source: '/v2/:slug*', destination: '/guides/:slug*' }]);
    const { found, fixes } = check(text);
    assert.deepEqual(found.map((d) => d.message), ['Redirect "/v1/:slug*" takes readers 2 hops: /v1/slug → /v2/slug → /guides/slug. Point it at where readers end up.']);
    assert.deepEqual(fixes(0), []);
  });

  it('one hop, a URL destination and an unrelated wildcard are fine', () => {
    const text = docs([{ source: '/a', destination: '/guides/intro' }, { source: '/b', destination: 'https://x.test/a' }, { source: '/c/:slug*', destination: '/guides/:slug*' }]);
    assert.deepEqual(check(text).found, []);
  });

  it('redirect-shadows-page: a source naming a page (or catching pages by wildcard) is a warning on the source', () => {
    const text = docs([{ source: '/guides/intro', destination: '/index' }, { source: '/ref/:slug*', destination: '/index' }], ['index', 'guides/intro', 'ref/a']);
    const { found } = check(text, { '/s/ref/a.mdx': '# A', '/s/ref/b.mdx': '# B' });
    assert.deepEqual(found.map((d) => [d.code, d.severity]), [['redirect-shadows-page', DiagnosticSeverity.Warning], ['redirect-shadows-page', DiagnosticSeverity.Warning]]);
    assert.deepEqual(found[0].range, rangeOf(text, '"/guides/intro"'));
    assert.equal(found[0].message, 'Redirect source "/guides/intro" catches the page guides/intro.mdx (in the navigation): the redirect is applied first, so readers never see it. Remove the redirect, or the page if it moved.');
    assert.match(String(found[1].message), /catches the page ref\/a\.mdx \(in the navigation\) and 1 more page:/);
  });

  it('redirect-shadows-page: wildcard sources past the work limit go unchecked, literal ones after them still are', () => {
    const files: Record<string, string> = {};
    const long = 'p'.repeat(70);
    for (let i = 0; i < 40; i++) files[`/s/${long}/${i}/x/y.mdx`] = '# P';
    // 4 wildcards on a 77-character page id cost 77⁴ = 35 million steps: past the limit at once.
    const hostile = { source: '/*i*n*t*o', destination: '/index' };
    const text = docs([hostile, { source: '/guides/intro', destination: '/index' }]);
    const { found } = check(text, files);
    assert.deepEqual(found.map((d) => [d.code, String(d.message).slice(0, 40)]), [['redirect-shadows-page', 'Redirect source "/guides/intro" catches ']]);
    // Without the long pages, the same source is checked, and catches guides/intro.
    assert.deepEqual(check(text).found.map((d) => d.range), [rangeOf(text, '"/*i*n*t*o"'), rangeOf(text, '"/guides/intro"')]);
  });

  it('duplicates and missing targets are still reported beside the new checks', () => {
    const text = docs([{ source: '/a', destination: '/index' }, { source: '/a', destination: '/index' }, { source: '/x', destination: '/gone' }]);
    assert.deepEqual(check(text).found.map((d) => d.code), ['duplicate-redirect', 'redirect-target']);
  });

  it('the build accepts cycles, chains and shadowing sources: none is refused by its validator', async () => {
    // Its only check of redirects is unique sources (pinned in test/corpus/config/vendorDiff.test.ts):
    // so none of these is a build error, and only the cycle (readers' breakage) is an error here.
    await assertVendorAccepts(JSON.parse(docs([{ source: '/a', destination: '/b' }, { source: '/b', destination: '/a' }, { source: '/guides/intro', destination: '/index' }, { source: '/c', destination: '/a' }])));
  });

  it('hostile configurations stay within the bounded work: thousands of wildcards and growing routes', () => {
    const model = (redirects: R[]) => buildSiteModel('/s/docs.json', new InMemoryWorkspace(), docs(redirects)).redirects;
    const hostile: R[] = [];
    for (let i = 0; i < 3000; i++) hostile.push({ source: `/:a${i}*/*/*/*`, destination: '/:a' + i + '*/:a' + i + '*/x' });
    const outcome = walkRedirects(model(hostile));
    assert.ok(outcome.work <= WORK_LIMIT, `work ${outcome.work}`);
    assert.ok(outcome.walks.some((w) => w.end === 'unchecked'), 'the limit was reached, and the rest said nothing');
    // Thousands of literal redirects (the usual kind) cost a lookup per hop, not a scan of the list.
    const literal: R[] = [];
    for (let i = 0; i < 3000; i++) literal.push({ source: `/old/${i}`, destination: i % 2 ? `/old/${i - 1}` : '/index' });
    const plain = walkRedirects(model(literal));
    assert.ok(plain.work <= 3 * 3000, `work ${plain.work}`);
    assert.equal(plain.walks.filter((w) => w.hops.length === 2).length, 1500);
    assert.ok(plain.walks.every((w) => w.hops.length <= MAX_HOPS));
  });
});
