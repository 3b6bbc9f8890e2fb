/**
 * The imports of a page kept by text hash (SnippetUsers with a FactsStore, as `docsite check
 * --cache` gives it): another run answers the import-graph question from them, parsing only the
 * pages whose text changed, and gets the same answers as without them.
 */
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FactsStore } from '../../../service/src/factsStore';
import { SnippetUsers, validImportFacts, type ImportFacts } from '../../../service/src/references/snippetUsers';
import { hashText } from '../../../common/src';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const FILES = {
  '/s/docs.json': '{"name": "S", "navigation": {"pages": ["a", "b", "c"]}}',
  '/s/a.mdx': '---\ntitle: A\n---\n\nimport Note from "/snippets/note.mdx";\n\n<Note />\n',
  '/s/b.mdx': '---\ntitle: B\n---\n\n<Snippet file="legacy.mdx" />\n',
  '/s/c.mdx': '---\ntitle: C\n---\n\nNo imports here.\n',
  '/s/snippets/note.mdx': 'import Inner from "./inner.mdx";\n\n<Inner />\n',
  '/s/snippets/inner.mdx': 'Inner.\n',
  '/s/snippets/legacy.mdx': 'Legacy.\n',
};

/** A store that records what is put in it. */
function recordingStore(): FactsStore<ImportFacts> & { facts: Map<string, ImportFacts>; puts: string[] } {
  const facts = new Map<string, ImportFacts>();
  const puts: string[] = [];
  return { facts, puts, get: (h) => facts.get(h), put: (h, f) => (puts.push(h), void facts.set(h, f)) };
}

describe('import facts kept by text hash', () => {
  it('a second run with the kept facts parses nothing and answers the same', () => {
    const workspace = new InMemoryWorkspace(FILES);
    const store = recordingStore();
    const first = new SnippetUsers(workspace, store);
    const signature = first.importsSignature('/s');
    // Only texts that write an import or a <Snippet> need a parse: a, b and note.
    assert.deepEqual(store.puts.sort(), ['/s/a.mdx', '/s/b.mdx', '/s/snippets/note.mdx'].map((p) => hashText(FILES[p as keyof typeof FILES])).sort());
    assert.equal(signature, new SnippetUsers(workspace).importsSignature('/s'), 'the same as without a store');
    store.puts.length = 0;
    const second = new SnippetUsers(workspace, store);
    assert.equal(second.importsSignature('/s'), signature);
    assert.deepEqual(second.usersOf('/s/snippets/inner.mdx', '/s'), new SnippetUsers(workspace).usersOf('/s/snippets/inner.mdx', '/s'));
    assert.deepEqual(second.usersOf('/s/snippets/legacy.mdx', '/s').pages, ['/s/b.mdx']);
    assert.deepEqual(store.puts, [], 'nothing parsed');
  });

  it('after a page edit, only that page is parsed, and the graph is the new one', () => {
    const workspace = new InMemoryWorkspace(FILES);
    const store = recordingStore();
    const before = new SnippetUsers(workspace, store).importsSignature('/s');
    store.puts.length = 0;
    const edited = FILES['/s/a.mdx'].replace('import Note from "/snippets/note.mdx";\n\n<Note />\n', 'import Legacy from "/snippets/legacy.mdx";\n\n<Legacy />\n');
    workspace.set('/s/a.mdx', edited);
    const after = new SnippetUsers(workspace, store);
    assert.notEqual(after.importsSignature('/s'), before);
    assert.equal(after.importsSignature('/s'), new SnippetUsers(workspace).importsSignature('/s'));
    assert.deepEqual(store.puts, [hashText(edited)]);
    assert.deepEqual(after.usersOf('/s/snippets/note.mdx', '/s').pages, []);
  });

  it('facts of another shape are refused', () => {
    for (const bad of [null, [], {}, { sources: ['x'] }, { sources: 'x', snippets: [] }, { sources: [1], snippets: [] }, { sources: [], snippets: [null] }]) {
      assert.equal(validImportFacts(bad), undefined, JSON.stringify(bad));
    }
    assert.deepEqual(validImportFacts({ sources: ['/snippets/a.mdx'], snippets: ['b.mdx'] }), { sources: ['/snippets/a.mdx'], snippets: ['b.mdx'] });
  });
});

describe('the import graph, worked out once while nothing changes', () => {
  it('one SnippetUsers answers from its graph until a text changes, then from the new one', () => {
    const workspace = new InMemoryWorkspace(FILES);
    const store = recordingStore();
    const users = new SnippetUsers(workspace, store);
    const signature = users.importsSignature('/s');
    assert.deepEqual(users.usersOf('/s/snippets/inner.mdx', '/s').pages, ['/s/a.mdx']);
    const parsed = store.puts.length;
    for (let i = 0; i < 3; i++) {
      assert.equal(users.importsSignature('/s'), signature);
      assert.deepEqual(users.usersOf('/s/snippets/note.mdx', '/s'), { pages: ['/s/a.mdx'], importers: ['/s/a.mdx'] });
    }
    assert.equal(store.puts.length, parsed, 'nothing parsed again');
    // A page's imports edited (no file came or went, so the generation stays): the graph is redone.
    const generation = workspace.generation;
    workspace.set('/s/c.mdx', FILES['/s/c.mdx'] + '\nimport Inner from "/snippets/inner.mdx";\n\n<Inner />\n');
    assert.equal(workspace.generation, generation);
    assert.notEqual(users.importsSignature('/s'), signature);
    assert.deepEqual(users.usersOf('/s/snippets/inner.mdx', '/s').pages, ['/s/a.mdx', '/s/c.mdx']);
    assert.equal(users.importsSignature('/s'), new SnippetUsers(workspace).importsSignature('/s'));
    // A file gone: the graph no longer has it.
    workspace.delete('/s/a.mdx');
    assert.deepEqual(users.usersOf('/s/snippets/note.mdx', '/s'), { pages: [], importers: [] });
    assert.deepEqual(users.usersOf('/s/snippets/inner.mdx', '/s').pages, ['/s/c.mdx']);
  });
});
