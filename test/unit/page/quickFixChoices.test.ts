/**
 * Quick fixes that pick a target: a broken link's closest pages, and the language a code block
 * without one gets. Each applies the edit, re-checks the page and expects the finding gone.
 */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-types';
import { getPageCodeActions } from '../../../service/src/page/codeActions';
import { suggestCodeLanguage } from '../../../service/src/page/codeLanguage';
import { Highlighter } from '../../../service/src/text/highlight';
import { FM, check, contextOf, ctx, doc, siteWorkspace } from './helpers';

const PAGES = {
  '/site/guides/install.mdx': '---\ntitle: Install\ndescription: d\n---\n\n## Requirements\n',
  '/site/guides/installing.mdx': '---\ntitle: Installing\ndescription: d\n---\n\n## Steps\n',
  '/site/guides/uninstall.mdx': '---\ntitle: Uninstall\ndescription: d\n---\n',
  '/site/reference/webhooks.mdx': '---\ntitle: Webhooks\ndescription: d\n---\n',
};

function fixesFor(text: string, code: string, context = ctx(siteWorkspace(PAGES))): { actions: CodeAction[]; diagnostic: Diagnostic; apply(a: CodeAction): string } {
  const document = doc(text, context.path);
  const diagnostic = check(text, context).find((d) => d.code === code);
  assert.ok(diagnostic, `expected a ${code} diagnostic`);
  const actions = getPageCodeActions(document, diagnostic.range, [diagnostic], contextOf(document, context));
  return { actions, diagnostic, apply: (a) => TextDocument.applyEdits(document, a.edit!.changes![document.uri]) };
}

describe('broken link: replace with the closest page', () => {
  it('offers up to three close pages, the closest preferred, each leaving the page without the broken link', () => {
    const text = FM + 'See [install](/guides/instal).\n';
    const context = ctx(siteWorkspace(PAGES));
    const { actions, apply } = fixesFor(text, 'broken-link', context);
    assert.deepEqual(actions.map((a) => [a.title, a.isPreferred]), [
      ['Replace with `/guides/install`', true],
      ['Replace with `/guides/uninstall`', false],
      ['Replace with `/guides/installing`', false],
    ]);
    for (const action of actions) {
      const fixed = apply(action);
      assert.deepEqual(check(fixed, context).map((d) => d.code), [], fixed);
    }
    assert.equal(apply(actions[0]), FM + 'See [install](/guides/install).\n');
  });

  it('keeps a relative link relative, and an anchor the offered page has', () => {
    const context = ctx(siteWorkspace(PAGES), {}, '/site/guides/overview.mdx');
    const { actions, apply } = fixesFor(FM + '[a](./instal#requirements)\n', 'broken-link', context);
    assert.equal(apply(actions[0]), FM + '[a](./install#requirements)\n');
    assert.deepEqual(check(apply(actions[0]), context).map((d) => d.code), []);
  });

  it('drops an anchor the offered page does not have, rather than trade a broken link for a broken anchor', () => {
    const context = ctx(siteWorkspace(PAGES));
    const { actions, apply } = fixesFor(FM + '[a](/reference/webhook#signing)\n', 'broken-link', context);
    assert.deepEqual(actions.map((a) => a.title), ['Replace with `/reference/webhooks`']);
    assert.deepEqual(check(apply(actions[0]), context).map((d) => d.code), []);
  });

  it('finds a page moved to another folder by its name', () => {
    const context = ctx(siteWorkspace(PAGES));
    const { actions } = fixesFor(FM + '[a](/webhooks)\n', 'broken-link', context);
    assert.equal(actions[0].title, 'Replace with `/reference/webhooks`');
  });

  it('puts the page that differs only in letter case first', () => {
    const { actions, apply } = fixesFor(FM + '[a](/setup/Install)\n', 'broken-link');
    assert.equal(actions[0].title, 'Replace with `/setup/install`');
    assert.equal(actions[0].isPreferred, true);
    assert.equal(apply(actions[0]), FM + '[a](/setup/install)\n');
  });

  it('offers nothing when no page is close', () => {
    const { actions } = fixesFor(FM + '[a](/completely/different-thing)\n', 'broken-link');
    assert.deepEqual(actions, []);
  });
});

describe('code block without a language: the message and the fix name the same language', () => {
  const cases: [string, string][] = [
    ['{\n  "id": "usr_123",\n  "email": "a@example.com"\n}', 'json'],
    ['npm install @acme/sdk', 'bash'],
    ['$ curl -X POST https://api.example.com/v1/users \\\n  -H "Authorization: Bearer $TOKEN"', 'bash'],
    // highlight.js scores this 8 as HTTP, 3 as bash: below the measured confidence (codeLanguage.ts).
    ['GET /v1/users HTTP/1.1\nHost: api.example.com\nAccept: application/json', 'text'],
    ['def greet(name: str) -> str:\n    \"\"\"Say hello.\"\"\"\n    return f"Hello, {name}!"\n\nif __name__ == "__main__":\n    print(greet("world"))', 'python'],
    ['Hello there, this is what the command prints.', 'text'],
    // Issue 38's sample of the corpora's guesses: lists, flows and HTTP written as text were guessed
    // bash, SQL and JavaScript (highlight.js scored them 12 to 54); each is `text`.
    ['--set controller.config.annotations-risk-level=Critical', 'bash'],
    // The re-sample: a curl whose quoted JSON body runs over lines (guessed JavaScript), log lines (YAML).
    ['curl http://localhost:11434/api/chat -d \'{\n  "model": "gpt-oss:120b-cloud",\n  "messages": [{\n    "role": "user",\n    "content": "Why is the sky blue?"\n  }],\n  "stream": false\n}\'', 'bash'],
    [
      '2025-10-22 22:04:41.411 | INFO     | feature_manager:log_features_summary:287 - ============================================================\n' +
        '2025-10-22 22:04:41.411 | INFO     | feature_manager:log_features_summary:288 - Features available in this base image:\n' +
        '2025-10-22 22:04:41.412 | INFO     | feature_manager:log_features_summary:289 - ============================================================\n' +
        '2025-10-22 22:04:41.412 | INFO     | feature_manager:log_features_summary:299 - ✅ Daily Transport: ENABLED\n' +
        '2025-10-22 22:04:41.412 | INFO     | feature_manager:log_features_summary:299 - ✅ Websocket Transport: ENABLED\n' +
        '2025-10-22 22:04:41.412 | INFO     | feature_manager:log_features_summary:299 - ✅ SmallWebRTC Session Arguments: ENABLED',
      'text',
    ],
    ['- personal_details\n- family\n- professional_details\n- sports\n- travel\n- food\n- music\n- health', 'text'],
    [
      'Retry-After: 0                             // Next retry will be scheduled immediately without any delay.\n' +
        'Retry-After: 10                            // Next retry will be scheduled after a 10-second delay.\n' +
        'Retry-After: 6m5s                          // Next retry will be scheduled after 6 minutes 5 seconds delay.\n' +
        'Retry-After: Sun, 27 Jun 2024 12:16:24 GMT // Next retry will be scheduled for the specified date, within the allowable limits.',
      'text',
    ],
    [
      "# Categories — SHIPPED (read-only in Store API)\n" +
        "GET    /api/v3/store/categories          # was taxons\n" +
        "GET    /api/v3/store/categories/:id\n" +
        "GET    /api/v3/store/products/:id?expand=categories\n" +
        "\n" +
        "# Collections — PENDING (6.0)\n" +
        "GET    /api/v3/store/collections\n" +
        "GET    /api/v3/store/collections/:id\n" +
        "GET    /api/v3/store/collections/:id/products              # dedicated PLP (in_collection filter) — see note below\n" +
        "GET    /api/v3/store/products/filters?collection_id=coll_… # facets/sort metadata (existing endpoint + new param)\n" +
        "\n" +
        "# Admin API — categories SHIPPED (5.6)\n" +
        "GET    /api/v3/admin/categories\n" +
        "POST   /api/v3/admin/categories\n" +
        "PATCH  /api/v3/admin/categories/:id\n" +
        "DELETE /api/v3/admin/categories/:id",
      'text',
    ],
    [
      '1. Request arrives with: store, channel, user (optional)\n2. Base set: ProductPublications for this channel\n3. If user belongs to a CompanyLocation with Catalogs:\n' +
        '   → Intersect with CatalogProducts from those Catalogs\n4. Else if user belongs to a CustomerGroup with a Catalog:\n   → Intersect with CatalogProducts from that Catalog\n' +
        '5. Else: show all channel listings (default catalog)',
      'text',
    ],
    ['', 'text'],
  ];
  for (const [code, language] of cases) {
    it(`${JSON.stringify(code.slice(0, 30))} → ${language}`, () => {
      assert.equal(suggestCodeLanguage(code, new Highlighter()), language);
      const text = FM + '```\n' + code + (code ? '\n' : '') + '```\n';
      const { actions, diagnostic, apply } = fixesFor(text, 'code-block-language');
      assert.ok(String(diagnostic.message).includes('```' + language), `the message names ${language}: ${diagnostic.message}`);
      // `text` first (right for every block), then the guess where there is one (issue 38).
      const offered = language === 'text' ? ['text'] : ['text', language];
      assert.deepEqual(actions.map((a) => a.title), offered.map((l) => `Add the language \`${l}\``));
      assert.equal(actions[0].isPreferred, true);
      const fixed = apply(actions[actions.length - 1]);
      assert.ok(fixed.startsWith(FM + '```' + language + '\n'), fixed);
      assert.deepEqual(check(fixed).map((d) => d.code), []);
    });
  }

  it('every finding on a page with several blocks agrees with its fix', () => {
    const text = FM + cases.map(([code]) => '```\n' + code + (code ? '\n' : '') + '```\n').join('\n');
    const context = ctx();
    const document = doc(text);
    const findings = check(text, context).filter((d) => d.code === 'code-block-language');
    assert.equal(findings.length, cases.length);
    for (const d of findings) {
      // `text` first, then the language the message names, when it names one.
      const actions = getPageCodeActions(document, d.range, [d], contextOf(document, context));
      const language = /`([^`]+)`$/.exec(actions[actions.length - 1].title)![1];
      assert.equal(/`([^`]+)`$/.exec(actions[0].title)![1], 'text');
      assert.ok(String(d.message).includes('```' + language), `${d.message} / ${actions.map((a) => a.title).join(', ')}`);
    }
  });

  it('a code group block without a language gets the suggested language and a label', () => {
    const text = FM + '<CodeGroup>\n\n```\nnpm install @acme/sdk\n```\n\n</CodeGroup>\n';
    const { actions, apply } = fixesFor(text, 'code-block-label');
    assert.deepEqual(actions.map((a) => a.title), ['Add the language `bash` and the label "Bash"']);
    const fixed = apply(actions[0]);
    assert.ok(fixed.includes('```bash Bash\n'), fixed);
    assert.deepEqual(check(fixed).map((d) => d.code), []);
  });
});
