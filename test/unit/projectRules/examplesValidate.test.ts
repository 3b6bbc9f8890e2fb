/**
 * Every MDX example inside the generated rules passes our own page diagnostics: the rules must never
 * teach the assistant something the editor then flags.
 */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { COMPONENTS } from '../../../catalog/src/components';
import { defaultSettings } from '../../../site/src/settings';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { validatePage } from '../../../service/src/page/validate';
import { createPageContext } from '../../../service/src/page/context';
import { parsePage } from '../../../mdx/src/parse';
import { BASE_SITE, EXAMPLE_CONFIG, fencedBlocks, rulesFor } from './helpers';

const API_PAGE_ONLY = COMPONENTS.filter((c) => c.apiPageOnly).map((c) => c.name);

/**
 * The placeholder files the examples refer to. Listed by hand on purpose: an example that starts
 * pointing somewhere new fails here until someone decides the reference is fine.
 */
const REFERENCED_FILES = [
  '/site/quickstart.mdx',
  '/site/images/dashboard.png',
  '/site/images/weekly-report.png',
  '/site/videos/create-report.mp4',
];

function workspaceFor(config: unknown): InMemoryWorkspace {
  const files: Record<string, string> = { '/site/docs.json': JSON.stringify(config) };
  for (const f of REFERENCED_FILES) files[f] = f.endsWith('.mdx') ? '---\ntitle: Quickstart\ndescription: Start here.\n---\n' : 'binary';
  return new InMemoryWorkspace(files);
}

/** An example as a page: as is when it is a whole page, else under a minimal valid frontmatter. */
function asPage(example: string): string {
  if (example.startsWith('---\n')) return example + '\n';
  const api = API_PAGE_ONLY.some((name) => new RegExp(`<${name}[\\s>/]`).test(example)) ? 'api: "GET /users"\n' : '';
  return `---\ntitle: "Example page"\ndescription: "Shows one example from the rules file."\n${api}---\n\n${example}\n`;
}

const sites: Record<string, unknown> = {
  'the sample site': JSON.parse(EXAMPLE_CONFIG),
  'a site without api': BASE_SITE,
  'a site with basic auth': { ...BASE_SITE, api: { baseUrl: 'https://api.orbit.dev', auth: { method: 'basic', name: 'username:password' } } },
  'a site with key auth': { ...BASE_SITE, api: { baseUrl: ['https://api.orbit.dev/'], auth: { method: 'key', name: 'x-api-key' }, playground: { mode: 'hide' } } },
};

for (const [label, config] of Object.entries(sites)) {
  describe(`MDX examples in the rules for ${label}`, () => {
    const rules = rulesFor(config, '/site', '/site');
    const examples = fencedBlocks(rules).filter((b) => b.lang === 'mdx');
    const workspace = workspaceFor(config);

    it('has examples to check', () => {
      assert.ok(examples.length >= 18, `only ${examples.length} mdx examples`);
    });

    for (const [i, example] of examples.entries()) {
      it(`example ${i + 1} (rules line ${example.line}) has no page diagnostics`, () => {
        const text = asPage(example.body);
        const path = `/site/rules-example-${i + 1}.mdx`;
        const page = parsePage(text);
        assert.equal(page.strict, true, `not valid MDX: ${page.syntaxError?.message}\n${text}`);
        const document = TextDocument.create('file://' + path, 'mdx', 1, text);
        const diagnostics = validatePage(document, createPageContext(document, { workspace, settings: defaultSettings, path }));
        assert.deepEqual(
          diagnostics.map((d) => `${d.code} (line ${d.range.start.line + 1}): ${d.message}`),
          [],
          `example at rules line ${example.line}:\n${text}`,
        );
      });
    }
  });
}

describe('the example check itself', () => {
  it('catches a broken example', () => {
    // The harness must be able to fail: a wrong attribute and a Frame-less image are reported.
    const text = asPage('<Step titel="x">Text</Step>\n\n![](/images/dashboard.png)');
    const path = '/site/broken.mdx';
    const document = TextDocument.create('file://' + path, 'mdx', 1, text);
    const d = validatePage(document, createPageContext(document, { workspace: workspaceFor(BASE_SITE), settings: defaultSettings, path }));
    assert.ok(d.length >= 2, JSON.stringify(d.map((x) => x.code)));
  });

  it('puts API-only examples on an API page', () => {
    assert.match(asPage('<RequestExample>\n</RequestExample>'), /\napi: "GET \/users"\n/);
    assert.doesNotMatch(asPage('<Note>\n  Hi.\n</Note>'), /\napi:/);
  });
});
