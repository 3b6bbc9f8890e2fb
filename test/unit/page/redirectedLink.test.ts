/** redirected-link: a link to a redirect source is information, with a fix to its final destination. */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver-types';
import { createLanguageService, type DocsLanguageService } from '../../../service/src/languageService';
import { defaultSettings } from '../../../site/src/settings';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { FOLLOW_WORK_LIMIT, WorkBudget, followRedirects } from '../../../site/src/model/redirectWalk';
import { FM } from './helpers';

const REDIRECTS = [
  { source: '/old', destination: '/new' },
  { source: '/first', destination: '/second' },
  { source: '/second', destination: '/third' },
  { source: '/third', destination: '/guides/final' },
  { source: '/beta/:slug*', destination: '/v2/:slug*' },
  { source: '/articles/concepts-*', destination: '/guides/final' },
  { source: '/moved', destination: '/guides/final#setup' },
  { source: '/loop-a', destination: '/loop-b' },
  { source: '/loop-b', destination: '/loop-a' },
  { source: '/gone', destination: '/nowhere' },
];

function site(): { service: DocsLanguageService; workspace: InMemoryWorkspace } {
  const workspace = new InMemoryWorkspace({
    '/s/docs.json': JSON.stringify({ name: 'S', theme: 'mint', colors: { primary: '#15803D' }, navigation: { pages: ['index', 'new', 'guides/final', 'v2/intro', 'page'] }, redirects: REDIRECTS }),
    '/s/index.mdx': FM,
    '/s/new.mdx': FM + '\n## Install\n',
    '/s/guides/final.mdx': FM + '\n## Setup\n',
    '/s/v2/intro.mdx': FM,
  });
  return { service: createLanguageService(workspace), workspace };
}

function redirected(line: string): { diagnostics: Diagnostic[]; fix: (d: Diagnostic) => string | undefined } {
  const { service } = site();
  const document = TextDocument.create('file:///s/page.mdx', 'mdx', 1, FM + '\n' + line + '\n');
  const diagnostics = service.validate(document, defaultSettings).filter((d) => d.code === 'redirected-link');
  const fix = (d: Diagnostic) => {
    const action = service.codeActions(document, d.range, [d], defaultSettings).find((a) => a.title.startsWith('Update the link'));
    return action ? TextDocument.applyEdits(document, action.edit!.changes![document.uri]).slice(FM.length + 1).trim() : undefined;
  };
  return { diagnostics, fix };
}

const messageOf = (d: Diagnostic) => (typeof d.message === 'string' ? d.message : d.message.value);

function oneFinding(line: string): { diagnostic: Diagnostic; fixed: string | undefined } {
  const { diagnostics, fix } = redirected(line);
  assert.equal(diagnostics.length, 1, JSON.stringify(diagnostics.map((d) => d.message)));
  return { diagnostic: diagnostics[0], fixed: fix(diagnostics[0]) };
}

describe('redirected-link', () => {
  it('reports a link to a redirect source as information on the URL, and the fix writes the destination', () => {
    const { diagnostic, fixed } = oneFinding('[Old](/old)');
    assert.equal(diagnostic.severity, DiagnosticSeverity.Information);
    assert.deepEqual(diagnostic.range, { start: { line: 5, character: 6 }, end: { line: 5, character: 10 } });
    assert.match(messageOf(diagnostic), /`\/old` is redirected to `\/new`: update the link to `\/new`/);
    assert.equal(fixed, '[Old](/new)');
  });

  it('follows a chain to its end and keeps the link\'s #anchor', () => {
    const { diagnostic, fixed } = oneFinding('[Start](/first#setup)');
    assert.match(messageOf(diagnostic), /3 redirects: `\/first` → `\/second` → `\/third` → `\/guides\/final`/);
    assert.equal(fixed, '[Start](/guides/final#setup)');
  });

  it('fills a :slug* wildcard source into its destination, and a partial wildcard too', () => {
    assert.equal(oneFinding('[Beta](/beta/intro#top)').fixed, '[Beta](/v2/intro#top)');
    assert.equal(oneFinding('[C](/articles/concepts-overview)').fixed, '[C](/guides/final)');
  });

  it('a destination\'s own #anchor is where the reader lands', () => {
    assert.equal(oneFinding('[M](/moved)').fixed, '[M](/guides/final#setup)');
  });

  it('reports a cycle without a fix', () => {
    const { diagnostic, fixed } = oneFinding('[Loop](/loop-a)');
    assert.match(messageOf(diagnostic), /redirected in a loop \(`\/loop-a` → `\/loop-b` → `\/loop-a`\)/);
    assert.equal(fixed, undefined);
  });

  it('a redirect into a missing page is said, with no fix to a broken link', () => {
    const { diagnostic, fixed } = oneFinding('[Gone](/gone)');
    assert.match(messageOf(diagnostic), /no page or file of this site/);
    assert.equal(fixed, undefined);
  });

  it('says nothing of links no redirect catches, nor of a path under a source that matches only itself', () => {
    assert.deepEqual(redirected('[New](/new) [Final](/guides/final) [Ext](https://example.com/old) [Sub](/old/deeper)').diagnostics.map((d) => d.message), []);
  });

  it('the fixed page is clean of redirected-link', () => {
    const { service } = site();
    const fixed = TextDocument.create('file:///s/page.mdx', 'mdx', 1, FM + '\n[Start](/guides/final#setup) [Beta](/v2/intro)\n');
    assert.deepEqual(service.validate(fixed, defaultSettings).map((d) => `${d.code}: ${d.message}`), []);
  });

  it('the links of a page share one bounded budget: a docs.json of costly wildcard sources is given up on, counted', () => {
    const redirects = Array.from({ length: 400 }, (_, i) => ({ source: `/:a/:b/x${i}`, destination: '/new' }));
    const workspace = new InMemoryWorkspace({ '/s/docs.json': JSON.stringify({ name: 'S', navigation: { pages: ['new'] }, redirects }), '/s/new.mdx': FM });
    const model = createLanguageService(workspace).siteModel('/s/docs.json');
    const budget = new WorkBudget(FOLLOW_WORK_LIMIT);
    const ends = Array.from({ length: 2000 }, (_, i) => followRedirects(model, `section-${i}/page-${i}`, budget).end);
    assert.ok(budget.work <= FOLLOW_WORK_LIMIT, `work ${budget.work}`);
    assert.equal(ends[0], 'arrived', 'the first links are followed');
    assert.equal(ends[ends.length - 1], 'unchecked', 'past the budget, nothing is said');
  });
});
