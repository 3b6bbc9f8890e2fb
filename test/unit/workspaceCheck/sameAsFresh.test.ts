/**
 * Issue 22, item 2: the editor's whole-site pass follows changes with the record `--cache` keeps
 * (dependencies.ts). After each kind of change (a page appears, a page goes, a spec is added, a
 * heading changes, `.mintignore` changes, a snippet changes or loses its last importer, docs.json changes), what the pass
 * shows must be exactly what a fresh pass over the same files shows: no stale finding kept, none
 * missed.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver-types';
import { WorkspaceChecker } from '../../../service/src/workspaceCheck/checker';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { USERS_YAML } from '../openapi/fixtures';

const page = (title: string, body: string, frontmatter = '') => `---\ntitle: ${title}\ndescription: ${title}.\n${frontmatter}---\n\n${body}\n`;

function site(): InMemoryWorkspace {
  return new InMemoryWorkspace({
    '/s/docs.json': JSON.stringify({ name: 'S', navigation: { pages: ['guide', 'linker', 'users', 'shows'] } }),
    '/s/guide.mdx': page('Guide', '## Setup\n\nText.'),
    '/s/linker.mdx': page('Linker', 'See [setup](/guide#setup), [the plan](/plan) and [usage](/shows#usage).'),
    '/s/users.mdx': page('Users', 'Body.', 'openapi: GET /users\n'),
    '/s/shows.mdx': page('Shows', "import Part from '/snippets/part.mdx';\n\n<Part />"),
    '/s/snippets/part.mdx': '## Intro\n\nShared.\n',
  });
}

/** What a pass shows per file: the findings last published (files never published show none). */
type Shown = Map<string, string[]>;

function drain(checker: WorkspaceChecker, shown: Shown): void {
  for (let r = checker.step(); r; r = checker.step()) {
    if (r.diagnostics) shown.set(r.path, r.diagnostics.map((d: Diagnostic) => `${d.code}@${d.range.start.line}:${d.range.start.character} ${d.message}`));
  }
}

const nonEmpty = (shown: Shown) => [...shown].filter(([, d]) => d.length > 0).sort(([a], [b]) => a.localeCompare(b));

function fresh(ws: InMemoryWorkspace): Shown {
  const checker = new WorkspaceChecker(ws);
  checker.checkAll(['/s']);
  const shown: Shown = new Map();
  drain(checker, shown);
  return shown;
}

describe('the whole-site pass after a change shows what a fresh pass shows', () => {
  const ws = site();
  const checker = new WorkspaceChecker(ws);
  const shown: Shown = new Map();
  checker.checkAll(['/s']);
  drain(checker, shown);

  const steps: [string, () => void][] = [
    ['a linked page appears', () => (ws.set('/s/plan.mdx', page('Plan', 'The plan.')), checker.createdOrDeleted(['/s/plan.mdx'], true))],
    ['a heading is renamed', () => (ws.set('/s/guide.mdx', page('Guide', '## Install\n\nText.')), checker.changed('/s/guide.mdx'))],
    ['the spec of an operation is added', () => (ws.set('/s/api.yaml', USERS_YAML), checker.createdOrDeleted(['/s/api.yaml'], true))],
    ['the spec is edited to lose the operation', () => (ws.set('/s/api.yaml', USERS_YAML.replace('/users', '/people')), checker.changed('/s/api.yaml'))],
    ['and edited back', () => (ws.set('/s/api.yaml', USERS_YAML), checker.changed('/s/api.yaml'))],
    ['a shown snippet gains a heading', () => (ws.set('/s/snippets/part.mdx', '## Intro\n\n## Usage\n'), checker.changed('/s/snippets/part.mdx'))],
    ['the page that shows the snippet stops importing it', () => (ws.set('/s/shows.mdx', page('Shows', 'No part.\n\n## Usage')), checker.changed('/s/shows.mdx'))],
    ['and imports it again', () => (ws.set('/s/shows.mdx', page('Shows', "import Part from '/snippets/part.mdx';\n\n<Part />")), checker.changed('/s/shows.mdx'))],
    ['.mintignore leaves a page out', () => (ws.set('/s/.mintignore', 'plan.mdx\n'), checker.createdOrDeleted(['/s/.mintignore'], true))],
    ['.mintignore lets it back in', () => (ws.set('/s/.mintignore', ''), checker.changed('/s/.mintignore'))],
    ['the linked page goes', () => (ws.delete('/s/plan.mdx'), checker.createdOrDeleted(['/s/plan.mdx'], false))],
    ['the spec goes', () => (ws.delete('/s/api.yaml'), checker.createdOrDeleted(['/s/api.yaml'], false))],
    ['docs.json names a page that does not exist', () => (ws.set('/s/docs.json', JSON.stringify({ name: 'S', navigation: { pages: ['guide', 'linker', 'users', 'shows', 'gone'] } })), checker.changed('/s/docs.json'))],
  ];
  for (const [what, change] of steps) {
    it(what, () => {
      const before = JSON.stringify(nonEmpty(shown));
      change();
      drain(checker, shown);
      const expected = nonEmpty(fresh(ws));
      assert.deepEqual(nonEmpty(shown), expected);
      // Every step changes what is shown, so a pass that missed the change would fail here.
      assert.notEqual(JSON.stringify(expected), before, 'the step changes some finding');
    });
  }
});
