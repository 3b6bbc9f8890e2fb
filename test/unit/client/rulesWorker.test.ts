/**
 * "Create Project Rules" reads the site on a thread of its own (client/src/projectRules/rulesWorker.ts),
 * driven as the command drives it (ThreadedRulesReader): the sites and the text it gives for the
 * sample site are exactly what the host computed on its own thread before, a ProjectRulesError
 * crosses with its message, and a site past the time budget stops the thread with a clear message.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSync } from 'esbuild';
import { ThreadedRulesReader } from '../../../client/src/projectRules/threadedRulesReader';
import { ProjectRulesError, buildProjectRulesContent, findProjectRulesSites } from '../../../host/src/projectRulesWriter';
import { mergeManagedSection } from '../../../service/src/projectRules/agentsFile';
const { addLargeSpecs } = require('../../../../test/e2e/fixtures/largeSpecs.cjs') as { addLargeSpecs(configPath: string, count?: number): string[] };

const EXAMPLES = path.resolve('examples');

describe('the project rules thread', () => {
  let dir: string;
  let script: string;
  let reader: ThreadedRulesReader;

  before(() => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-rules-worker-')));
    script = path.join(dir, 'rulesWorker.js');
    buildSync({ entryPoints: ['client/src/projectRules/rulesWorker.ts'], bundle: true, platform: 'node', format: 'cjs', mainFields: ['module', 'main'], outfile: script, logLevel: 'error' });
    reader = new ThreadedRulesReader(script, 60_000);
  });

  after(() => {
    reader.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finds the sample site and writes the very rules the host wrote on its own thread', async () => {
    const starts = [{ dir: EXAMPLES, fallbackRoot: EXAMPLES }];
    const sites = await reader.sites(starts, true);
    assert.deepEqual(sites, findProjectRulesSites(EXAMPLES, EXAMPLES, { confine: true }));
    assert.equal(sites.length, 1);
    const rules = await reader.content(sites[0], '.cursor/rules.md');
    assert.equal(rules, buildProjectRulesContent(sites[0]));
    assert.match(rules, /Acme Weather/);
  });

  it('merges the section into an AGENTS.md as the host did, keeping the team\'s text', async () => {
    const site = { ...findProjectRulesSites(EXAMPLES, EXAMPLES, { confine: true })[0], repoRoot: dir };
    const agents = path.join(dir, 'AGENTS.md');
    fs.writeFileSync(agents, '# Team notes\n\nRun the linter first.\n');
    const merged = mergeManagedSection(fs.readFileSync(agents, 'utf8'), buildProjectRulesContent(site));
    assert.ok(merged.ok);
    assert.equal(await reader.content(site, 'agents'), merged.text);
  });

  it('passes a ProjectRulesError of the thread on with its message', async () => {
    const site = { configPath: path.join(dir, 'gone', 'docs.json'), docsRoot: path.join(dir, 'gone'), repoRoot: dir };
    await assert.rejects(reader.content(site, '.cursor/rules.md'), (e: unknown) => e instanceof ProjectRulesError && /^Can't read .*gone.docs\.json/.test(e.message));
  });

  it('stops the thread past the budget and says so; nothing is written', async () => {
    const site = path.join(dir, 'large');
    fs.cpSync(EXAMPLES, site, { recursive: true });
    addLargeSpecs(path.join(site, 'docs.json'), 1);
    // Parsing 4 MiB of YAML takes seconds of CPU; the thread is stopped long before.
    const hurried = new ThreadedRulesReader(script, 200);
    try {
      const [found] = await reader.sites([{ dir: site, fallbackRoot: site }], true);
      await assert.rejects(hurried.content(found, '.cursor/rules.md'), (e: unknown) => e instanceof ProjectRulesError && e.code === 'ETIMEDOUT' && /took longer than 200 ms\. Nothing was written/.test(e.message));
      assert.equal(fs.existsSync(path.join(site, '.cursor')), false);
    } finally {
      hurried.dispose();
    }
  });
});
