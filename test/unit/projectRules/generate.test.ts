/** The generated rules file: every area, every component, and tailoring to the site. */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { COMPONENTS } from '../../../catalog/src/components';
import { snippetFacts as snippetFacts_ } from '../../../service/src/projectRules/snippetFacts';
import { PROJECT_RULES_SECTIONS, generateProjectRulesFile } from '../../../service/src/projectRules/generate';
import { fencedCode as fence } from '../../../common/src';
import { siteFacts } from '../../../service/src/projectRules/siteFacts';
import { BASE_SITE, EXAMPLE_CONFIG, fencedBlocks, modelFor, rulesFor, section } from './helpers';

const rules = rulesFor(EXAMPLE_CONFIG, '/repo/examples', '/repo');

describe('rules file: areas', () => {
  it('has every section, in order, each under a level-2 heading', () => {
    let last = -1;
    for (const name of PROJECT_RULES_SECTIONS) {
      const at = rules.indexOf(`\n## ${name}\n`);
      assert.ok(at > last, `section "${name}" missing or out of order`);
      last = at;
    }
    assert.equal(rules.match(/^# /gm)?.length, 1, 'exactly one level-1 heading');
  });

  // One phrase per item of each row of the spec's rules table.
  const table: Record<string, RegExp[]> = {
    'Language and style': [/clear, direct/, /second person/, /active voice/, /present tense.*future tense/, /jargon/, /terminology consistent/, /concise sentences/, /parallel structure/],
    Organization: [/most important information first/, /basic concepts before advanced/, /numbered steps/, /prerequisites and context before/, /expected outcome/, /keyword-rich headings/, /Group related information/],
    'User focus': [/goals and outcomes/, /Anticipate/, /troubleshooting/, /scannable/, /verification steps/],
    'Code examples': [/complete and runnable/, /error handling and edge cases/, /realistic data/, /expected output/, /Test every example/, /language, and the filename/, /Comment complex logic/, /Never include real API keys/],
    'API documentation': [/all parameters, including optional/, /success and error responses/, /rate-limit information with specific limits/, /authentication format/, /HTTP status code/, /complete request\/response cycles/],
    Accessibility: [/alt text/, /specific link text/, /level 2/, /keyboard navigation/, /color contrast/, /for scanning/],
  };
  for (const [area, phrases] of Object.entries(table)) {
    it(`covers every rule of "${area}"`, () => {
      const text = section(rules, area);
      for (const phrase of phrases) assert.match(text, phrase);
    });
  }

  it('states the page rules with a full example page', () => {
    const text = section(rules, 'Page rules');
    assert.match(text, /frontmatter holding `title`.*and `description`/);
    assert.match(text, /start at level 2/);
    assert.match(text, /Wrap every image in a `Frame` component/);
    const page = fencedBlocks(text).find((b) => b.body.startsWith('---\ntitle:'));
    assert.ok(page, 'an example page with frontmatter');
    assert.match(page.body, /\ndescription: /);
    assert.match(page.body, /<Frame[^>]*>\n\s+!\[[^\]]+\]\(/);
  });

  it('gives the component selection rules and both ways to embed video', () => {
    const text = section(rules, 'Choosing components');
    for (const phrase of [/Steps\*\* for procedures/, /Tabs\*\* for platform-specific or alternative/, /CodeGroup\*\* for one concept in several languages/, /Accordion\*\* for progressive disclosure/, /only on API endpoint pages/, /ParamField\*\* for parameters/, /ResponseField\*\* for response fields/, /Expandable\*\* for nested properties/]) {
      assert.match(text, phrase);
    }
    const blocks = fencedBlocks(text).map((b) => b.body);
    assert.ok(blocks.some((b) => /<video\b[^>]*src="\/[^"]+"/.test(b)), 'self-hosted video with <video>');
    assert.ok(blocks.some((b) => /<iframe\b[\s\S]*src="https:\/\/[\s\S]*title="/.test(b)), 'hosted video with <iframe> and a title');
    assert.match(text, /self-hosted video with the HTML `video` element, and a hosted one .* `iframe`/);
  });

  it('says what each component is for from the catalog: one line per use, the typed callouts on one', () => {
    const text = section(rules, 'Choosing components');
    const lines = text.split('\n').filter((l) => l.startsWith('- '));
    const callouts = COMPONENTS.filter((c) => c.render.kind === 'callout' && c.render.variant);
    for (const c of COMPONENTS.filter((c) => c.useFor)) {
      const line = lines.find((l) => l.includes(`**${c.name}**`));
      assert.ok(line, `${c.name} has no line`);
      assert.ok(line.includes(` for ${c.useFor}`), `${c.name}: ${line}`);
      if (callouts.includes(c)) assert.match(line, /^- Callouts: /);
    }
    // Danger is a typed callout in the catalog: with the others here, in their example, and not among the vendor's other components.
    assert.match(text, /^- Callouts: \*\*Note\*\* for supplementary information, .*\*\*Danger\*\* for /m);
    assert.match(text, /\*\*CardGroup\*\* \/ \*\*Card\*\* for emphasized information and links\./);
    assert.match(text, /\*\*RequestExample\*\* \/ \*\*ResponseExample\*\* for request and response examples, only on API endpoint pages/);
    const reference = section(rules, 'Component reference');
    assert.match(reference, /^### Note, Tip, Warning, Info, Check, Danger$/m);
    const calloutBlock = fencedBlocks(reference).find((b) => b.body.startsWith('<Note>'));
    assert.deepEqual(calloutBlock?.body.split('\n\n'), callouts.map((c) => c.sampleUse));
    assert.doesNotMatch(reference.slice(reference.indexOf('### Other components')), /`Danger`/);
  });

  it('states the credential rule once', () => {
    const text = section(rules, 'Credentials');
    assert.match(text, /placeholders such as `<API_KEY>`/);
    // The example site has an API: its format is stated once, under "API reference pages".
    assert.match(text, /under "API reference pages"/);
    assert.equal(rules.match(/Authorization: Bearer <API_KEY>`/g)?.length, 1);
    assert.equal(rules.match(/Never (include|put) real API keys/g)?.length, 1);
    const plain = rulesFor(BASE_SITE);
    assert.match(section(plain, 'Credentials'), /`Authorization` header, in the form `Authorization: Bearer <API_KEY>`/);
  });
});

describe('rules file: component reference', () => {
  const reference = section(rules, 'Component reference');
  const examples = fencedBlocks(reference).filter((b) => b.lang === 'mdx');

  for (const component of COMPONENTS.filter((c) => !c.undocumented)) {
    it(`documents ${component.name} with an example that uses it`, () => {
      assert.match(reference, new RegExp(`\`${component.name}\``));
      const uses = new RegExp(`<${component.name}[\\s>/]`);
      assert.ok(examples.some((b) => uses.test(b.body)), `no example uses <${component.name}>`);
    });
  }

  it('lists required attributes as required, and no attribute the catalog lacks', () => {
    assert.match(reference, /`Step`: .*`title` \(required\)/);
    assert.match(reference, /`ParamField`: .*exactly one of `path`, `body`, `query`, `header`/);
    assert.match(reference, /`Tooltip`: .*`cta` needs `href`/);
    for (const m of reference.matchAll(/^- `(\w+)`: .*Attributes: (.*?)\.(?: |$)/gm)) {
      const component = COMPONENTS.find((c) => c.name === m[1]);
      assert.ok(component, m[1]);
      const names = [...m[2].matchAll(/(?:^|; |, )`(\w+)`/g)].map((x) => x[1]);
      for (const name of names) assert.ok(component.attributes.some((a) => a.name === name), `${m[1]}.${name}`);
    }
  });

  it('takes every spec example verbatim or inside a larger one from the catalog', () => {
    const norm = (s: string) => s.split('\n').map((l) => l.trim()).join('\n');
    const bodies = examples.map((b) => norm(b.body));
    // Callouts share one example with real text, rather than each repeating its own description.
    for (const c of COMPONENTS.filter((x) => x.origin === 'spec' && !['Note', 'Tip', 'Warning', 'Info', 'Check'].includes(x.name))) {
      assert.ok(bodies.some((b) => b.includes(norm(c.example))), `${c.name}'s catalog example is missing`);
    }
  });
});

describe('rules file: tailoring', () => {
  it('names the site, its folder and its navigation sections', () => {
    const text = section(rules, 'This site');
    // Headings come only from the template: the name is quoted data under "This site".
    assert.match(rules, /^# Writing rules for this documentation site$/m);
    assert.match(text, /^- \*\*Name:\*\* "Acme Weather API"\. Use it exactly as written\.$/m);
    assert.match(text, /Site folder:\*\* `examples\/`/);
    for (const group of ['Get Started', 'Guides', 'Advanced', 'API Reference', 'Changelog', 'Version 1 (legacy)', 'Labs']) {
      assert.match(text, new RegExp(`^\\s+- "${group.replace(/[()]/g, '\\$&')}"( —|$)`, 'm'));
    }
    assert.match(text, /"Guides" — 5 pages, in `guides\/`/);
    assert.match(text, /"Advanced" — 2 pages, in `guides\/advanced\/`/);
    assert.match(text, /"v1 Reference" \(`v1\/`, version "v1" only\)/);
  });

  it('lists versions when there are some, and says nothing of them otherwise', () => {
    assert.match(section(rules, 'This site'), /Versions:\*\* `v2`, `v1`/);
    const plain = rulesFor(BASE_SITE);
    assert.doesNotMatch(plain, /Versions:/);
    assert.doesNotMatch(plain, /version dropdown/);
  });

  it('lists versions hosted elsewhere (`{ name, url }`) by name', () => {
    const config = JSON.parse(EXAMPLE_CONFIG) as { versions: unknown[] };
    config.versions = ['v2', { name: 'v0.x', url: 'https://v0.example.com' }];
    const text = rulesFor(config);
    assert.match(section(text, 'This site'), /Versions:\*\* `v2`, `v0\.x`/);
  });

  it('uses the site\'s bearer auth, base URLs and playground mode', () => {
    const text = section(rules, 'API reference pages');
    assert.match(text, /Base URLs:\*\* `https:\/\/api\.acme-weather\.example\.com`, `https:\/\/sandbox\.acme-weather\.example\.com`/);
    assert.match(text, /Playground:\*\* `show`/);
    assert.match(text, /starts with `Bearer `/);
    assert.match(text, /curl "https:\/\/api\.acme-weather\.example\.com\/users\?limit=20" \\\n  --header "Authorization: Bearer <API_KEY>"/);
  });

  it('gives a site with basic auth a basic-auth example and no bearer example', () => {
    const out = rulesFor({ ...BASE_SITE, api: { baseUrl: 'https://api.orbit.dev', auth: { method: 'basic', name: 'client_id:client_secret' } } });
    const api = section(out, 'API reference pages');
    assert.match(api, /--user "<CLIENT_ID>:<CLIENT_SECRET>"/);
    assert.match(api, /<ParamField header="Authorization" type="string" required>\n  Basic credentials: `Basic ` followed by the Base64 encoding of `<CLIENT_ID>:<CLIENT_SECRET>`/);
    assert.match(api, /HTTP basic authentication \(playground fields `client_id:client_secret`\)/);
    assert.doesNotMatch(api, /Bearer/);
    assert.doesNotMatch(section(out, 'Credentials'), /basic authentication|Bearer/);
  });

  it('gives a site with key auth its header name', () => {
    const out = rulesFor({ ...BASE_SITE, api: { baseUrl: 'https://api.orbit.dev', auth: { method: 'key', name: 'x-orbit-key' }, playground: { mode: 'simple' } } });
    const api = section(out, 'API reference pages');
    assert.match(api, /--header "x-orbit-key: <API_KEY>"/);
    assert.match(api, /<ParamField header="x-orbit-key" type="string" required>/);
    assert.match(api, /Playground:\*\* `simple`. The playground shows only the endpoint/);
  });

  it('describes a hidden playground', () => {
    const out = rulesFor({ ...BASE_SITE, api: { baseUrl: 'https://api.orbit.dev', playground: { mode: 'hide' } } });
    assert.match(section(out, 'API reference pages'), /Playground:\*\* `hide`. There is no playground/);
  });

  it('says nothing of a playground, base URL or API pages when the site has no api', () => {
    const out = rulesFor(BASE_SITE);
    assert.doesNotMatch(out, /playground/i);
    assert.doesNotMatch(out, /## API reference pages/);
    assert.doesNotMatch(out, /Base URL/);
    assert.match(out, /API reference:\*\* none/);
    // The spec's API rules and the credential rule still apply to any page that shows an API call.
    assert.match(out, /## API documentation/);
    assert.match(out, /`Authorization: Bearer <API_KEY>`/);
  });

  it('treats OpenAPI files alone as an API reference, still without playground talk', () => {
    const out = rulesFor({ ...BASE_SITE, openapi: ['openapi/v1.yaml', 'https://orbit.dev/openapi.json'] });
    assert.match(out, /## API reference pages/);
    assert.match(out, /OpenAPI:\*\* `openapi\/v1\.yaml`, `https:\/\/orbit\.dev\/openapi\.json`/);
    assert.doesNotMatch(out, /playground/i);
  });

  it('says the site folder is the repository root when they are the same', () => {
    const out = generateProjectRulesFile({ model: modelFor(BASE_SITE, '/repo') }, { repoRoot: '/repo' });
    assert.match(out, /Site folder:\*\* the repository root/);
    const windows = generateProjectRulesFile({ model: modelFor(BASE_SITE, '/repo/docs'), docsRoot: 'C:\\repo\\docs' }, { repoRoot: 'C:\\repo' });
    assert.match(windows, /Site folder:\*\* `docs\/`/);
  });

  it('still produces a complete file from a broken or empty docs.json', () => {
    for (const config of ['{ "name": ', '', '[]', '{"navigation": 5, "api": "x", "versions": "v1"}']) {
      const out = rulesFor(config);
      for (const name of PROJECT_RULES_SECTIONS) assert.ok(out.includes(`\n## ${name}\n`), `${JSON.stringify(config)}: ${name}`);
      assert.match(out, /^# Writing rules for this documentation site$\n\nYou are the writing assistant for this documentation site\./m);
    }
  });

  it('reads navigation nested in other shapes and comments in docs.json', () => {
    const facts = siteFacts(modelFor('{\n // comment\n "name": "N", "navigation": { "tabs": [{ "tab": "T", "groups": [{ "group": "Inner", "pages": ["a/b", "a/c"] }] }] },\n}'));
    assert.equal(facts.name, 'N');
    assert.deepEqual(facts.navigation, [{ group: 'Inner', pages: ['a/b', 'a/c'], endpoints: [], groups: [] }]);
    assert.deepEqual(facts.sections.map((s) => [s.kind, s.name, s.groups.map((g) => g.group)]), [['tab', 'T', ['Inner']]]);
  });

  it('is stable: the same site gives byte-identical output', () => {
    assert.equal(rulesFor(EXAMPLE_CONFIG, '/repo/examples', '/repo'), rules);
    assert.ok(rules.endsWith('\n') && !rules.endsWith('\n\n'));
    assert.doesNotMatch(rules, /\n\n\n/);
  });
});

describe('fence', () => {
  it('uses a longer fence than any backtick run inside', () => {
    assert.equal(fence('mdx', 'a'), '```mdx\na\n```');
    assert.equal(fence('mdx', '```js\nx\n```'), '````mdx\n```js\nx\n```\n````');
  });
});

describe('rules file: the site\'s own material', () => {
  const endpoints = [{ key: 'GET /v1/locations/{locationId}', method: 'GET', path: '/v1/locations/{locationId}', summary: 'Get a location', source: 'openapi.yaml' }];
  const config = { ...BASE_SITE, openapi: 'openapi.yaml', api: { baseUrl: 'https://api.orbit.dev' } };
  const snippetFacts = [snippetFacts_('snippets/auth-header.mdx', 'Send the `Authorization` header.\n')!];
  const out = generateProjectRulesFile({ model: modelFor(config), endpoints, snippets: ['snippets/auth-header.mdx'], snippetFacts }, { repoRoot: '/repo' });

  it('shows an endpoint page for one of the site\'s endpoints, not a generic GET /users', () => {
    const api = section(out, 'API reference pages');
    assert.doesNotMatch(out, /\/users/);
    const page = fencedBlocks(api).find((b) => b.body.includes('openapi:'));
    assert.ok(page);
    assert.match(page.body, /^openapi: "GET \/v1\/locations\/\{locationId\}"$/m);
    assert.match(page.body, /curl --request GET "https:\/\/api\.orbit\.dev\/v1\/locations\/<LOCATIONID>"/);
    assert.match(section(out, 'Component reference'), /curl https:\/\/api\.orbit\.dev\/v1\/locations\/<LOCATIONID>/);
  });

  it('names the site\'s snippets with an import that works', () => {
    const text = section(out, 'Reusable snippets');
    assert.match(text, /`snippets\/auth-header\.mdx`/);
    assert.match(text, /import AuthHeader from '\/snippets\/auth-header\.mdx';\n\n<AuthHeader \/>/);
    assert.doesNotMatch(rulesFor(BASE_SITE), /## Reusable snippets/);
    // A snippet that was not read (no facts): listed, with no import guessed for it.
    const unread = generateProjectRulesFile({ model: modelFor(BASE_SITE), snippets: ['snippets/x.jsx'] }, { repoRoot: '/repo' });
    assert.match(section(unread, 'Reusable snippets'), /^- `snippets\/x\.jsx` \(open it to see what it exports\)$/m);
    assert.doesNotMatch(section(unread, 'Reusable snippets'), /```mdx|import .* from '\/snippets\/x/);
  });

  it('tells the assistant to run docsite check on the site folder', () => {
    assert.match(section(out, 'Check your work'), /run `npx --package=docsite-tools docsite check docs` from the repository root/);
  });

  it('says each example once: no repeated vendor examples', () => {
    const other = fencedBlocks(out.slice(out.indexOf('### Other components')))[0].body.split('\n').filter((l) => l.startsWith('<') && !l.startsWith('</'));
    assert.equal(new Set(other).size, other.length, other.join('\n'));
    const headings: string[] = out.match(/^### .*/gm) ?? [];
    assert.equal(new Set(headings).size, headings.length);
    assert.ok(headings.includes('### Note, Tip, Warning, Info, Check, Danger'), headings.join('\n'));
  });
});
