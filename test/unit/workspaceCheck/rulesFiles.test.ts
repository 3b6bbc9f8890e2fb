/**
 * Issue 25, item 2, in the whole-site pass: a closed rules file (AGENTS.md at the repository's
 * root, above the docs root) is checked with the site, so a docs.json change that makes it stale
 * shows `rules-stale` without the file being open (the editor's notice reads that finding), and
 * regenerating it clears the finding.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver-types';
import { createLanguageService } from '../../../service/src/languageService';
import { ApiSpecCache } from '../../../service/src/openapi/cache';
import { generateProjectRulesFile, siteSnippets } from '../../../service/src/projectRules/generate';
import { siteEndpoints } from '../../../service/src/projectRules/siteFacts';
import { WorkspaceChecker } from '../../../service/src/workspaceCheck/checker';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const page = (title: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\n\nText.\n`;
const config = (pages: string[]) => JSON.stringify({ name: 'S', theme: 'mint', colors: { primary: '#123456' }, navigation: { groups: [{ group: 'Start', pages }] } });

function generate(ws: InMemoryWorkspace): string {
  const service = createLanguageService(ws);
  const model = service.siteModel('/repo/docs/docs.json');
  const specs = new ApiSpecCache(ws);
  return generateProjectRulesFile({ model, docsRoot: '/repo/docs', endpoints: siteEndpoints(model, ws, (p) => specs.get(p)), snippets: siteSnippets('/repo/docs', ws) }, { repoRoot: '/repo' });
}

function drain(checker: WorkspaceChecker, shown: Map<string, string[]>): void {
  for (let r = checker.step(); r; r = checker.step()) if (r.diagnostics) shown.set(r.path, r.diagnostics.map((d: Diagnostic) => String(d.code)));
}

describe('the whole-site pass and rules files', () => {
  it('checks a closed AGENTS.md above the docs root: stale after a docs.json change, clean once regenerated', () => {
    const ws = new InMemoryWorkspace({ '/repo/docs/docs.json': config(['intro']), '/repo/docs/intro.mdx': page('Intro'), '/repo/docs/setup.mdx': page('Setup') });
    ws.set('/repo/AGENTS.md', generate(ws));
    ws.set('/repo/NOTES.md', '# Not a rules file\n');
    const checker = new WorkspaceChecker(ws);
    assert.ok(checker.checkAll(['/repo']) >= 4);
    const shown = new Map<string, string[]>();
    drain(checker, shown);
    assert.equal(shown.get('/repo/AGENTS.md'), undefined, 'a fresh file: nothing to publish');
    ws.set('/repo/docs/docs.json', config(['intro', 'setup']));
    checker.changed('/repo/docs/docs.json');
    drain(checker, shown);
    assert.deepEqual(shown.get('/repo/AGENTS.md'), ['rules-stale']);
    ws.set('/repo/AGENTS.md', generate(ws));
    checker.changed('/repo/AGENTS.md');
    drain(checker, shown);
    assert.deepEqual(shown.get('/repo/AGENTS.md'), []);
    assert.equal(shown.get('/repo/NOTES.md'), undefined);
  });
});
