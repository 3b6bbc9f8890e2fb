import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Diagnostic } from 'vscode-languageserver-types';
import { WorkspaceChecker } from '../../../service/src/workspaceCheck/checker';
import { DependencyAnswers, DependencyRecord, questionsAbout } from '../../../service/src/workspaceCheck/dependencies';
import { RecordingWorkspace, TextHasher } from '../../../service/src/workspaceCheck/recording';
import { anchorFingerprint } from '../../../service/src/page/anchorCache';
import { parsePage } from '../../../mdx/src/parse';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { USERS_YAML } from '../openapi/fixtures';

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\n\n${body}\n`;
const config = JSON.stringify({ name: 'S', navigation: [{ group: 'G', pages: ['guide', 'anchored', 'plain', 'other'] }] });

function site(): InMemoryWorkspace {
  return new InMemoryWorkspace({
    '/s/docs.json': config,
    '/s/guide.mdx': page('Guide', '## Setup\n\nText.'),
    '/s/anchored.mdx': page('Anchored', 'See [setup](/guide#setup) and [the plan](/plan).'),
    '/s/plain.mdx': page('Plain', 'See [the guide](/guide).'),
    '/s/other.mdx': page('Other', 'Nothing.'),
  });
}

/** Runs the queue dry; returns the files checked, in order, and what was published. */
function drain(checker: WorkspaceChecker): { checked: string[]; published: Map<string, Diagnostic[]> } {
  const checked: string[] = [];
  const published = new Map<string, Diagnostic[]>();
  for (let r = checker.step(); r; r = checker.step()) {
    checked.push(r.path);
    if (r.diagnostics) published.set(r.path, r.diagnostics);
  }
  return { checked, published };
}

const codes = (d: Diagnostic[] | undefined) => (d ?? []).map((x) => x.code);

describe('WorkspaceChecker', () => {
  it('checks every file of the site once, docs.json first, and publishes only files with findings', () => {
    const checker = new WorkspaceChecker(site());
    assert.equal(checker.checkAll(['/s']), 5);
    const { checked, published } = drain(checker);
    assert.deepEqual(checked, ['/s/docs.json', '/s/anchored.mdx', '/s/guide.mdx', '/s/other.mdx', '/s/plain.mdx']);
    assert.deepEqual([...published.keys()], ['/s/anchored.mdx']);
    assert.deepEqual(codes(published.get('/s/anchored.mdx')), ['broken-link']);
  });

  it('a changed heading re-checks the pages linking to its anchors, not the others', () => {
    const ws = site();
    const checker = new WorkspaceChecker(ws);
    checker.checkAll(['/s']);
    drain(checker);
    ws.set('/s/guide.mdx', page('Guide', '## Installation\n\nText.'));
    checker.changed('/s/guide.mdx');
    const { checked, published } = drain(checker);
    assert.deepEqual(checked, ['/s/guide.mdx', '/s/anchored.mdx']);
    assert.deepEqual(codes(published.get('/s/anchored.mdx')), ['broken-anchor', 'broken-link']);
  });

  it('a page body edit that keeps the anchors re-checks only that page', () => {
    const ws = site();
    const checker = new WorkspaceChecker(ws);
    checker.checkAll(['/s']);
    drain(checker);
    ws.set('/s/guide.mdx', page('Guide', '## Setup\n\nOther text.'));
    checker.changed('/s/guide.mdx');
    assert.deepEqual(drain(checker).checked, ['/s/guide.mdx']);
  });

  it('a created page re-checks the pages linking to it; deleting it again brings the finding back', () => {
    const ws = site();
    const checker = new WorkspaceChecker(ws);
    checker.checkAll(['/s']);
    drain(checker);
    ws.set('/s/plan.mdx', page('Plan', 'The plan.'));
    checker.createdOrDeleted(['/s/plan.mdx'], true);
    let run = drain(checker);
    assert.equal(run.checked[0], '/s/plan.mdx', 'the new page first');
    // docs.json lists the site's pages (orphans); anchored.mdx asked whether plan.mdx exists.
    assert.deepEqual(run.checked.slice(1).sort(), ['/s/anchored.mdx', '/s/docs.json']);
    assert.deepEqual(codes(run.published.get('/s/anchored.mdx')), [], 'cleared: published empty');
    ws.delete('/s/plan.mdx');
    checker.createdOrDeleted(['/s/plan.mdx'], false);
    run = drain(checker);
    assert.deepEqual(codes(run.published.get('/s/anchored.mdx')), ['broken-link']);
  });

  it('an open page is indexed with its editor text but not published; closing publishes its disk findings', () => {
    const ws = site();
    const checker = new WorkspaceChecker(ws);
    checker.checkAll(['/s']);
    drain(checker);
    checker.opened('/s/anchored.mdx', page('Anchored', 'See [setup](/guide#setup).'));
    assert.deepEqual([...drain(checker).published.keys()], []);
    checker.opened('/s/guide.mdx', page('Guide', '## Renamed\n\nText.'));
    const run = drain(checker);
    assert.deepEqual(run.checked, ['/s/guide.mdx', '/s/anchored.mdx'], 'the anchor link is re-checked, though its page is open');
    assert.deepEqual([...run.published.keys()], []);
    checker.closed('/s/anchored.mdx');
    assert.deepEqual(codes(drain(checker).published.get('/s/anchored.mdx')), ['broken-anchor', 'broken-link'], 'against the open guide text');
  });

  it('a page created or deleted re-checks docs.json, whose navigation may name it', () => {
    const ws = site();
    const checker = new WorkspaceChecker(ws);
    checker.checkAll(['/s']);
    drain(checker);
    ws.delete('/s/other.mdx');
    checker.createdOrDeleted(['/s/other.mdx'], false);
    const run = drain(checker);
    assert.deepEqual(codes(run.published.get('/s/docs.json')), ['missing-page']);
    assert.deepEqual(run.published.get('/s/other.mdx'), undefined, 'a deleted clean page has nothing to clear');
  });

  it('a docs.json change re-checks the whole site', () => {
    const ws = site();
    const checker = new WorkspaceChecker(ws);
    checker.checkAll(['/s']);
    drain(checker);
    ws.set('/s/docs.json', config.replace('"other"', '"other", "gone"'));
    checker.changed('/s/docs.json');
    assert.equal(drain(checker).checked.length, 5);
  });

  it('leaves out the pages .mintignore names: not checked, and never reported on', () => {
    const ws = site();
    ws.set('/s/.mintignore', 'anchored.mdx\n');
    const checker = new WorkspaceChecker(ws);
    assert.equal(checker.checkAll(['/s']), 4);
    const { checked, published } = drain(checker);
    assert.ok(!checked.includes('/s/anchored.mdx'));
    assert.deepEqual(codes(published.get('/s/docs.json')), ['missing-page'], 'navigation names a page the build leaves out');
  });

  it('a .mintignore created or changed re-checks the site and clears the findings of the files it now leaves out', () => {
    const ws = site();
    const checker = new WorkspaceChecker(ws);
    checker.checkAll(['/s']);
    assert.deepEqual(codes(drain(checker).published.get('/s/anchored.mdx')), ['broken-link']);
    ws.set('/s/.mintignore', 'anchored.mdx\n');
    checker.createdOrDeleted(['/s/.mintignore'], true);
    const created = drain(checker);
    assert.deepEqual(created.published.get('/s/anchored.mdx'), [], 'its shown findings are cleared');
    assert.deepEqual(codes(created.published.get('/s/docs.json')), ['missing-page']);
    ws.set('/s/.mintignore', 'guide.mdx\n');
    checker.changed('/s/.mintignore');
    const changed = drain(checker);
    assert.deepEqual(codes(changed.published.get('/s/anchored.mdx')), ['broken-link'], 'back in the site, with its findings');
    assert.match(String(changed.published.get('/s/docs.json')?.[0].message), /"guide" does not exist: guide\.mdx is left out of the build by \.mintignore/);
  });

  it('a .mintignore below the docs root changes nothing: only the files that list its folder look again', () => {
    const ws = site();
    const checker = new WorkspaceChecker(ws);
    checker.checkAll(['/s']);
    const before = drain(checker).published;
    ws.set('/s/sub/.mintignore', '*\n');
    checker.createdOrDeleted(['/s/sub/.mintignore'], true);
    const run = drain(checker);
    // docs.json lists the pages; anchored.mdx's broken link lists the files for a suggestion.
    assert.deepEqual(run.checked.sort(), ['/s/anchored.mdx', '/s/docs.json']);
    assert.deepEqual(codes(run.published.get('/s/anchored.mdx')), codes(before.get('/s/anchored.mdx')));
    assert.equal(run.published.get('/s/docs.json'), undefined, 'still clean');
  });

  it('a JSON/YAML file saved into (or out of) an OpenAPI file re-checks the pages naming an operation, and only those', () => {
    const ws = new InMemoryWorkspace({
      '/s/docs.json': JSON.stringify({ name: 'S', navigation: { pages: ['users', 'plain'] } }),
      '/s/users.mdx': '---\ntitle: Users\nopenapi: GET /users\n---\n\nBody.\n',
      '/s/plain.mdx': page('Plain', 'Nothing.'),
      '/s/api.yaml': '',
    });
    const checker = new WorkspaceChecker(ws);
    checker.checkAll(['/s']);
    assert.deepEqual(codes(drain(checker).published.get('/s/users.mdx')), ['unknown-openapi-operation']);
    ws.set('/s/api.yaml', USERS_YAML);
    checker.changed('/s/api.yaml');
    const saved = drain(checker);
    assert.deepEqual(saved.checked, ['/s/users.mdx']);
    assert.deepEqual(saved.published.get('/s/users.mdx'), []);
    ws.delete('/s/api.yaml');
    checker.createdOrDeleted(['/s/api.yaml'], false);
    const deleted = drain(checker);
    // Deleting a file changes the site's listing, which docs.json reads for its pages.
    assert.deepEqual(deleted.checked, ['/s/users.mdx', '/s/docs.json']);
    assert.deepEqual(codes(deleted.published.get('/s/users.mdx')), ['unknown-openapi-operation']);
  });
});

describe('DependencyRecord (the record the whole-site pass and --cache share)', () => {
  const summaries = { anchorsOf: (_path: string, text: string) => anchorFingerprint(parsePage(text)), importsOf: () => '', agentFactsOf: () => '' };
  const answersOf = (ws: InMemoryWorkspace) => new DependencyAnswers(ws, new TextHasher(), summaries);
  const guide = page('Guide', '## Setup\n\nText.');

  function recorded(ws: InMemoryWorkspace): DependencyRecord {
    const record = new DependencyRecord();
    const recorder = new RecordingWorkspace(ws, summaries);
    recorder.start('/s/reads.mdx');
    recorder.readFile('/s/docs.json');
    record.set('/s/reads.mdx', recorder.stop());
    recorder.start('/s/asks.mdx');
    recorder.fileExists('/s/guide.mdx');
    record.set('/s/asks.mdx', recorder.stop());
    recorder.start('/s/links.mdx');
    recorder.readFile('/s/guide.mdx');
    record.set('/s/links.mdx', recorder.stop());
    return record;
  }

  it('a changed text makes stale the files that read it, and an anchor change the files that link to them', () => {
    const ws = new InMemoryWorkspace({ '/s/docs.json': '{}', '/s/guide.mdx': guide });
    const record = recorded(ws);
    ws.set('/s/docs.json', '{"name":"S"}');
    assert.deepEqual(record.stale(['/s/docs.json'], false, answersOf(ws)), ['/s/reads.mdx']);
    ws.set('/s/guide.mdx', page('Guide', '## Setup\n\nOther words.'));
    assert.deepEqual(record.stale(['/s/guide.mdx'], false, answersOf(ws)), [], 'the same anchors: nothing linking to them is stale');
    ws.set('/s/guide.mdx', page('Guide', '## Install\n\nText.'));
    assert.deepEqual(record.stale(['/s/guide.mdx'], false, answersOf(ws)), ['/s/links.mdx']);
  });

  it('a file that went makes stale whoever asked whether it exists, or read it', () => {
    const ws = new InMemoryWorkspace({ '/s/docs.json': '{}', '/s/guide.mdx': guide });
    const record = recorded(ws);
    ws.delete('/s/guide.mdx');
    assert.deepEqual(record.stale(['/s/guide.mdx'], true, answersOf(ws)).sort(), ['/s/asks.mdx', '/s/links.mdx']);
    record.remove('/s/asks.mdx');
    assert.deepEqual(record.stale(['/s/guide.mdx'], true, answersOf(ws)), ['/s/links.mdx'], 'a removed record is asked nothing');
  });

  it('a file that came or went changes the listing of every folder above it', () => {
    assert.deepEqual(questionsAbout('/s/a/b.mdx', false), ['e\0/s/a/b.mdx', 'r\0/s/a/b.mdx', 'a\0/s/a/b.mdx', 'p\0/s/a/b.mdx', 'i\0/s/a', 'm\0/s/a', 'i\0/s', 'm\0/s', 'i\0/', 'm\0/']);
    assert.deepEqual(questionsAbout('/s/a/b.mdx', true).filter((q) => q.startsWith('l')), ['l\0/s/a', 'l\0/s', 'l\0/']);
  });
});
