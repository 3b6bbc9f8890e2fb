/**
 * Issue 25, item 2: a freshly generated rules file of a real site has no finding, neither
 * rules-stale nor rules-unknown-reference (every component, page, setting and command it names exists).
 */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { FsWorkspace } from '../../../host/src/fsWorkspace';
import { createLanguageService } from '../../../service/src/languageService';
import { discoverSites } from '../../../site/src/model/discovery';
import { ApiSpecCache } from '../../../service/src/openapi/cache';
import { mergeManagedSection } from '../../../service/src/projectRules/agentsFile';
import { generateProjectRulesFile, siteSnippets } from '../../../service/src/projectRules/generate';
import { siteEndpoints } from '../../../service/src/projectRules/siteFacts';
import { pathToUri } from '../../../common/src';

const SHARED = path.resolve(process.cwd(), '../shared');

describe('rules file checks: no finding on a fresh file of a real site', () => {
  for (const site of ['corpus/keephq__keep', 'corpus/mem0ai__mem0', 'corpus-modern/langgenius__dify-docs', 'corpus-modern/NangoHQ__nango', 'corpus-modern/upstash__docs']) {
    it(site, () => {
      const root = path.join(SHARED, site);
      const workspace = new FsWorkspace();
      const service = createLanguageService(workspace);
      const [located] = discoverSites(root, workspace);
      const model = service.siteModel(located.configPath);
      const specs = new ApiSpecCache(workspace);
      const endpoints = siteEndpoints(model, workspace, (p) => specs.get(p));
      const rules = generateProjectRulesFile({ model, docsRoot: located.docsRoot, endpoints, snippets: siteSnippets(located.docsRoot, workspace) }, { repoRoot: root });
      const merged = mergeManagedSection('# Our agents\n', rules);
      assert.ok(merged.ok);
      for (const [file, text] of [['AGENTS.md', merged.text], ['.mintlify/AGENTS.md', merged.text], ['.cursor/rules/docsite.mdc', rules]]) {
        const document = TextDocument.create(pathToUri(`${root}/${file}`), 'markdown', 1, text);
        assert.equal(service.kindOf(document), 'projectRules');
        // Each of these sites has its docs root at the repository root: an AGENTS.md there is published (issue 37, item 3).
        const expected = file === 'AGENTS.md' && located.docsRoot === root ? ['rules-file-published'] : [];
        assert.deepEqual(service.validate(document).map((d) => d.code), expected, file);
      }
    });
  }
});
