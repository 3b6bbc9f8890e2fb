/** The rules file of a site in today's layout, of a mint.json site, and of the corpus-modern sites. */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { generateProjectRulesFile } from '../../../service/src/projectRules/generate';
import { siteFacts } from '../../../service/src/projectRules/siteFacts';
import { buildProjectRulesContent, findProjectRulesSites } from '../../../host/src/projectRulesWriter';
import { modelFor, section } from './helpers';

const TODAY = {
  theme: 'mint',
  name: 'Orbit',
  colors: { primary: '#0E7490' },
  api: {
    openapi: 'openapi.json',
    mdx: { auth: { method: 'key', name: 'x-orbit-key' }, server: ['https://api.orbit.dev', 'https://sandbox.orbit.dev'] },
    playground: { display: 'simple' },
  },
  navigation: {
    languages: [
      {
        language: 'en',
        default: true,
        versions: [
          {
            version: 'v2',
            default: true,
            tabs: [
              { tab: 'Guides', groups: [{ group: 'Start', pages: ['en/index', 'en/quickstart', { group: 'Deeper', pages: ['en/deep/a'] }] }] },
              { tab: 'API', openapi: 'api/v2.yaml', groups: [{ group: 'Users', pages: ['GET /users', 'POST /users', 'en/api/errors'] }] },
              { tab: 'Blog', href: 'https://orbit.dev/blog' },
            ],
          },
          { version: 'v1', groups: [{ group: 'Legacy', pages: ['en/v1/index'] }] },
        ],
      },
      { language: 'fr', tabs: [{ tab: 'Guides', groups: [{ group: 'Démarrer', pages: ['fr/index'] }] }] },
      { language: 'ja', tabs: [{ tab: 'Guides', groups: [{ group: 'はじめに', pages: ['ja/index'] }] }] },
    ],
  },
};

describe('rules file: today\'s layout', () => {
  const facts = siteFacts(modelFor(TODAY));
  const rules = generateProjectRulesFile({ model: modelFor(TODAY) }, { repoRoot: '/repo' });
  const site = section(rules, 'This site');

  it('reads sections from the division tree, with groups, pages and endpoints', () => {
    const en = facts.sections[0];
    assert.deepEqual([en.kind, en.name, en.isDefault], ['language', 'en', true]);
    const v2 = en.sections[0];
    assert.deepEqual(v2.sections.map((s) => [s.kind, s.name]), [['tab', 'Guides'], ['tab', 'API'], ['tab', 'Blog']]);
    assert.deepEqual(v2.sections[1].groups, [{ group: 'Users', pages: ['en/api/errors'], endpoints: ['GET /users', 'POST /users'], groups: [] }]);
    assert.equal(v2.sections[2].href, 'https://orbit.dev/blog');
  });

  it('versions, languages, API auth, servers, playground and OpenAPI sources', () => {
    assert.deepEqual([facts.versions, facts.defaultVersion], [['v2', 'v1'], 'v2']);
    assert.deepEqual(facts.languages, [
      { code: 'en', isDefault: true, folder: 'en' },
      { code: 'fr', isDefault: false, folder: 'fr' },
      { code: 'ja', isDefault: false, folder: 'ja' },
    ]);
    assert.deepEqual(facts.api, { baseUrls: ['https://api.orbit.dev', 'https://sandbox.orbit.dev'], auth: { method: 'key', name: 'x-orbit-key', inputPrefix: undefined }, playgroundMode: 'simple' });
    assert.deepEqual(facts.openapi, ['openapi.json', 'api/v2.yaml']);
  });

  it('describes the sections as a tree with their groups, endpoints and links', () => {
    assert.match(site, /Sections\*\* \(`navigation` in `docs.json`\), each with its groups:/);
    assert.match(site, /^ {2}- Language "en" \(default\) — 5 pages, in `en\/`; 2 endpoints from OpenAPI/m);
    assert.match(site, /^ {6}- Tab "Guides" — 3 pages, in `en\/`$/m);
    assert.match(site, /^ {8}- "Start" — 3 pages, in `en\/`$/m);
    assert.doesNotMatch(site, /Deeper/, 'nested groups are counted in their group, not listed');
    assert.match(site, /^ {8}- "Users" — 1 page, in `en\/api\/`; 2 endpoints from OpenAPI \(such as `GET \/users`\)$/m);
    assert.match(site, /^ {6}- Tab "Blog" \(link to `https:\/\/orbit.dev\/blog`\)$/m);
  });

  it('names the languages and the versions', () => {
    assert.match(site, /this site is in three languages: `en` \(default\), `fr`, `ja`\. Put each translated page under its language folder \(`en\/`, `fr\/`, `ja\/`\)/);
    assert.match(site, /Versions:\*\* `v2` \(default\), `v1`, offered in the version switcher/);
  });

  it('takes the API settings from api.mdx and api.playground', () => {
    const api = section(rules, 'API reference pages');
    assert.match(api, /Base URLs:\*\* `https:\/\/api\.orbit\.dev`, `https:\/\/sandbox\.orbit\.dev`/);
    assert.match(api, /--header "x-orbit-key: <API_KEY>"/);
    assert.match(api, /Playground:\*\* `simple`/);
    assert.match(api, /OpenAPI:\*\* `openapi\.json`, `api\/v2\.yaml`/);
    const noServer = rulesFor({ ...TODAY, api: { mdx: { auth: { method: 'bearer' } } } });
    assert.match(section(noServer, 'API reference pages'), /not set in `docs.json` \(`api.mdx.server`\)/);
    assert.match(section(noServer, 'API reference pages'), /Playground:\*\* `interactive`/);
  });
});

function rulesFor(config: unknown): string {
  return generateProjectRulesFile({ model: modelFor(config) }, { repoRoot: '/repo' });
}

describe('rules file: a mint.json site', () => {
  it('is found by the writer and described like docs.json in the old layout', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-mint-'));
    try {
      fs.writeFileSync(path.join(tmp, 'mint.json'), JSON.stringify({
        name: 'Minty',
        tabs: [{ name: 'API', url: 'api' }],
        versions: ['v3', 'v2'],
        api: { baseUrl: 'https://api.minty.dev', auth: { method: 'bearer' }, playground: { mode: 'hide' } },
        navigation: [{ group: 'Start', pages: ['intro'] }, { group: 'Endpoints', pages: ['api/list'] }],
      }));
      const sites = findProjectRulesSites(tmp, tmp);
      assert.deepEqual(sites.map((s) => [path.basename(s.configPath), s.name]), [['mint.json', 'Minty']]);
      const rules = buildProjectRulesContent(sites[0]);
      assert.match(rules, /^- \*\*Name:\*\* "Minty"\./m);
      assert.match(section(rules, 'This site'), /Tabs:\*\* "API" \(`api\/`\)/);
      assert.match(section(rules, 'This site'), /Versions:\*\* `v3`, `v2`, offered in the version dropdown/);
      assert.match(section(rules, 'API reference pages'), /Playground:\*\* `hide`/);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
