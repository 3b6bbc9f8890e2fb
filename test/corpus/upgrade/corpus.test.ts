/**
 * The upgrade on the 11 real old-layout sites: the result is valid for the site generator, lists
 * the same pages as the generator's own upgrade (upgradeToDocsConfig, used here as an oracle
 * only), and names every old field it does not carry over.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { upgradeConfigText } from '../../../service/src/upgrade/text';
import { assertVendorAccepts, listedPages, loadVendor } from '../../unit/upgrade/oracle';

const CORPUS = path.resolve('..', 'shared', 'corpus');
const sites = fs.existsSync(CORPUS) ? fs.readdirSync(CORPUS).filter((d) => fs.existsSync(path.join(CORPUS, d, 'docs.json'))) : [];

/** What each site loses, pinned: a change here is a change in what users are told. */
const EXPECTED_DROPPED: Record<string, string[]> = {
  'Abstract-Foundation__abstract-docs': ['colors.anchors', 'feedback', 'layout', 'tabs[0]'],
  'AgentOps-AI__agentops': ['colors.anchors'],
  'Scale3-Labs__langtrace-docs': ['colors.anchors'],
  'getlago__lago-doc': ['colors.anchors', 'style', 'feedback'],
  keephq__keep: [],
  mem0ai__mem0: ['tabs[0]'],
  novuhq__docs: ['theme', 'feedback', 'topbarCtaButton.style', 'topbarCtaButton.arrow', 'api.auth.inputPrefix'],
  openlit__openlit: ['colors.anchors', 'feedback'],
  'pipecat-ai__docs': ['colors.anchors'],
  traceloop__docs: ['colors.anchors', 'feedback'],
  'tursodatabase__turso-docs': ['theme', 'colors.anchors', 'feedback'],
};

function upgradeSite(site: string) {
  const text = fs.readFileSync(path.join(CORPUS, site, 'docs.json'), 'utf8');
  const outcome = upgradeConfigText(text, 'docs.json');
  assert.equal(outcome.kind, 'upgraded', `${site}: ${JSON.stringify(outcome)}`);
  if (outcome.kind !== 'upgraded') throw new Error('unreachable');
  return { old: JSON.parse(text) as Record<string, unknown>, outcome };
}

describe('upgrade on the real old-layout corpus', () => {
  it('finds the 11 sites', () => {
    assert.equal(sites.length, 11, `expected 11 corpus sites in ${CORPUS}`);
  });

  for (const site of sites) {
    it(`${site}: valid today, the same pages as the vendor's upgrade, dropped fields pinned`, async () => {
      const { old, outcome } = upgradeSite(site);
      await assertVendorAccepts(JSON.parse(outcome.text), site);

      const { upgradeToDocsConfig } = await loadVendor();
      const theirs = upgradeToDocsConfig(structuredClone(old));
      const ours = listedPages(outcome.result.config.navigation);
      const expected = listedPages(theirs.navigation);
      assert.ok(ours.size > 0, `${site}: no pages listed`);
      assert.deepEqual([...ours].sort(), [...expected].sort(), `${site}: page sets differ`);

      assert.deepEqual(outcome.result.dropped.map((d) => d.path), EXPECTED_DROPPED[site]);
      for (const d of outcome.result.dropped) assert.ok(d.reason.length > 10, `${site}: ${d.path} has no reason`);
    });
  }

  it('carries over every old top-level field: each is used, or listed as dropped', () => {
    // The fields the converter reads for a new home; anything else must be in `dropped`.
    const carried = new Set([
      '$schema', 'name', 'logo', 'favicon', 'colors', 'topbarLinks', 'topbarCtaButton', 'versions', 'anchors', 'topAnchor', 'primaryTab',
      'tabs', 'api', 'openapi', 'footerSocials', 'footer', 'modeToggle', 'backgroundImage', 'background', 'navigation', 'analytics',
      'integrations', 'metadata', 'seo', 'search', 'font', 'eyebrow', 'codeBlock', 'redirects',
    ]);
    for (const site of sites) {
      const { old, outcome } = upgradeSite(site);
      const dropped = new Set(outcome.result.dropped.map((d) => d.path));
      for (const key of Object.keys(old)) {
        assert.ok(carried.has(key) || dropped.has(key), `${site}: ${key} is neither carried over nor listed`);
      }
    }
  });

  it('writes 2-space JSON with a trailing newline', () => {
    for (const site of sites) {
      const { outcome } = upgradeSite(site);
      assert.ok(outcome.text.endsWith('}\n'));
      assert.equal(outcome.text, JSON.stringify(JSON.parse(outcome.text), null, 2) + '\n');
    }
  });

  it('says there is nothing to upgrade for a today-layout docs.json', () => {
    const modern = path.resolve('..', 'shared', 'corpus-modern');
    const configs = fs.readdirSync(modern).filter((d) => fs.existsSync(path.join(modern, d, 'docs.json')));
    assert.ok(configs.length >= 11);
    for (const site of configs) {
      assert.deepEqual(upgradeConfigText(fs.readFileSync(path.join(modern, site, 'docs.json'), 'utf8'), 'docs.json'), { kind: 'current' }, site);
    }
  });
});

describe('upgradeConfigText', () => {
  it('always upgrades a mint.json, even one that looks like today\'s layout', () => {
    const outcome = upgradeConfigText('{"name": "Acme", "navigation": []}', 'mint.json');
    assert.equal(outcome.kind, 'upgraded');
  });

  it('reports text that is not a JSON object', () => {
    const broken = upgradeConfigText('{"name": ', 'docs.json');
    assert.equal(broken.kind, 'invalid');
    assert.match((broken as { message: string }).message, /not valid JSON/);
    assert.equal(upgradeConfigText('[1, 2]', 'docs.json').kind, 'invalid');
  });

  it('accepts comments and trailing commas, and keeps a __proto__ key as a plain (dropped) key', () => {
    const outcome = upgradeConfigText('// old site\n{"name": "Acme", "__proto__": {"x": 1}, "navigation": [{"group": "G", "pages": ["index"],},],}', 'docs.json');
    assert.equal(outcome.kind, 'upgraded');
    if (outcome.kind !== 'upgraded') return;
    assert.deepEqual(outcome.result.dropped.map((d) => d.path), ['__proto__']);
    assert.equal(Object.getPrototypeOf(outcome.result.config), Object.prototype);
  });
});
