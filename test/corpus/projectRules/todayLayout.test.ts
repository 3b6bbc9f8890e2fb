/** The project rules file of real sites in today's layout names their real tabs, languages and versions. */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { generateProjectRulesFile } from '../../../service/src/projectRules/generate';
import { buildSiteModel } from '../../../site/src/model/build';
import { FsWorkspace } from '../../../host/src/fsWorkspace';
import { section } from '../../unit/projectRules/helpers';

describe('rules file: corpus-modern sites name their real sections', () => {
  const MODERN = path.resolve(process.cwd(), '../shared/corpus-modern');
  const workspace = new FsWorkspace();
  const rulesOf = (site: string) => {
    const root = path.join(MODERN, site);
    return generateProjectRulesFile({ model: buildSiteModel(root + '/docs.json', workspace) }, { repoRoot: root });
  };

  it('turso: every tab, even after long groups', () => {
    const site = section(rulesOf('tursodatabase__turso-docs'), 'This site');
    for (const tab of ['Turso Database (beta)', 'Turso Cloud', 'AgentFS (beta)']) assert.ok(site.includes(`  - Tab "${tab}"`), tab);
    assert.match(site, /^ {4}- "SDKs" — 59 pages, in `sdk\/`$/m);
  });

  it('pipecat: its tabs and groups', () => {
    const site = section(rulesOf('pipecat-ai__docs'), 'This site');
    for (const tab of ['Overview', 'Pipecat', 'Pipecat Clients', 'Pipecat Flows', 'Pipecat Cloud', 'API Reference']) {
      assert.match(site, new RegExp(`^ {2}- Tab "${tab}"`, 'm'), tab);
    }
  });

  it('dify: its three languages, with their folders, and its endpoints', () => {
    const rules = rulesOf('langgenius__dify-docs');
    assert.match(section(rules, 'This site'), /this site is in three languages: `en` \(default\), `zh`, `ja`\. Put each translated page under its language folder \(`en\/`, `zh\/`, `ja\/`\)/);
    assert.match(section(rules, 'This site'), /^ {2}- Language "en" \(default\) — \d+ pages, in `en\/`; \d+ endpoints from OpenAPI/m);
  });

  it('stagehand: its versions', () => {
    assert.match(section(rulesOf('browserbase__stagehand'), 'This site'), /Versions:\*\* `v4` \(default\), `v3`, `v2`/);
  });
});
