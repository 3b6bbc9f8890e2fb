/**
 * A memo that answers from earlier work must say, to a recording workspace, what that work asked
 * (`docsite check --cache`, the whole-site pass): QuestionMemo replays by construction, and the
 * memos built on it (a site's pages, its discovered OpenAPI files) are no module's state.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { discoveredSpecs } from '../../../service/src/openapi/scope';
import { listPages } from '../../../site/src/pages';
import { QuestionMemo } from '../../../site/src/text/questionMemo';
import { withMemos, type DocsWorkspace } from '../../../site/src/workspace';
import { RecordingWorkspace } from '../../../service/src/workspaceCheck/recording';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { USERS_YAML } from '../openapi/fixtures';

const summaries = { anchorsOf: () => '', importsOf: () => '', agentFactsOf: () => '' };

function site(): InMemoryWorkspace {
  return new InMemoryWorkspace({
    '/site/docs.json': '{}',
    '/site/index.mdx': '# Home\n',
    '/site/guide.mdx': '# Guide\n',
    '/site/api.yaml': USERS_YAML,
  });
}

/** The dependencies a recording workspace notes for the check of `page` while `ask` runs. */
function dependenciesOf(recorder: RecordingWorkspace, page: string, ask: () => unknown): Map<string, string> {
  recorder.start(page);
  ask();
  return new Map(recorder.stop());
}

describe('QuestionMemo', () => {
  it('on a hit, replays the questions its value was worked out with: the recorder sees the same dependencies as on the miss', () => {
    const recorder = new RecordingWorkspace(site(), summaries);
    const memo = new QuestionMemo<string, string | undefined>(8);
    let computed = 0;
    const read = () => memo.get(recorder, 'config', () => true, () => (computed++, recorder.readFile('/site/docs.json')));
    const onMiss = dependenciesOf(recorder, '/site/index.mdx', read);
    const onHit = dependenciesOf(recorder, '/site/other.mdx', read);
    assert.equal(computed, 1, 'the second check was answered from the memo');
    assert.ok(onMiss.has('r\0/site/docs.json'), [...onMiss.keys()].join(' '));
    assert.deepEqual(onHit, onMiss);
  });

  it('works its value out again when it is no longer current', () => {
    const recorder = new RecordingWorkspace(site(), summaries);
    const memo = new QuestionMemo<string, number>(8);
    let current = true;
    let computed = 0;
    const get = () => memo.get(recorder, 'k', () => current, () => ++computed);
    assert.equal(get(), 1);
    assert.equal(get(), 1);
    current = false;
    assert.equal(get(), 2);
  });

  it('is bounded by count', () => {
    const memo = new QuestionMemo<number, number>(2);
    const workspace = site();
    let computed = 0;
    const get = (key: number) => memo.get(workspace, key, () => true, () => (computed++, key));
    get(1);
    get(2);
    get(3);
    get(1);
    assert.equal(computed, 4, 'key 1 was evicted by key 3');
  });
});

describe('the memos on QuestionMemo', () => {
  it('a site’s pages: a check answered from the memo depends on the site’s listing, as the one that worked it out', () => {
    const recorder = new RecordingWorkspace(site(), summaries);
    const first = dependenciesOf(recorder, '/site/index.mdx', () => listPages('/site', recorder));
    const second = dependenciesOf(recorder, '/site/guide.mdx', () => listPages('/site', recorder));
    assert.ok(first.has('l\0/site'), [...first.keys()].join(' '));
    assert.deepEqual(second, first);
  });

  it('a site’s discovered OpenAPI files: likewise, the candidates’ texts included', () => {
    const recorder = new RecordingWorkspace(site(), summaries);
    const first = dependenciesOf(recorder, '/site/index.mdx', () => discoveredSpecs('/site', recorder));
    const second = dependenciesOf(recorder, '/site/guide.mdx', () => discoveredSpecs('/site', recorder));
    assert.ok(first.has('r\0/site/api.yaml'), [...first.keys()].join(' '));
    assert.deepEqual(second, first);
  });

  it('belong to their owner, not to the workspace: two owners reading one workspace keep their own, and a workspace without memos keeps none', () => {
    const files = site();
    const owner = withMemos(files);
    assert.equal(listPages('/site', owner), listPages('/site', owner), 'one owner: the memo answers');
    assert.notEqual(listPages('/site', withMemos(files)), listPages('/site', owner));
    assert.notEqual(listPages('/site', files), listPages('/site', files));
  });

  it('withMemos reads through the workspace it wraps: its generation as it changes, its files, and its recording methods with their own `this`', () => {
    const files = site();
    const recorder = new RecordingWorkspace(files, summaries);
    // A recording workspace that keeps no memos: the wrapper must hand recording over to it.
    const bare = { ...Object.fromEntries((['fileExists', 'readFile', 'listFiles', 'realPath', 'recordQuestions', 'replayQuestions', 'summarize'] as const).map((m) => [m, recorder[m].bind(recorder)])) } as unknown as DocsWorkspace;
    Object.defineProperty(bare, 'generation', { get: () => files.generation });
    const ws = withMemos(bare);
    files.set('/site/new.mdx', '');
    assert.equal(ws.generation, files.generation);
    assert.equal(ws.readFile('/site/new.mdx'), '');
    const first = dependenciesOf(recorder, '/site/index.mdx', () => listPages('/site', ws));
    const second = dependenciesOf(recorder, '/site/guide.mdx', () => listPages('/site', ws));
    assert.ok(first.has('l\0/site'));
    assert.deepEqual(second, first, 'the wrapper’s memo replays to the workspace it wraps');
    assert.equal(withMemos(files).recordQuestions, undefined, 'a method the workspace lacks stays absent');
  });
});
