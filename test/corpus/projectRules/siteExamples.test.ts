/**
 * Issue 37, item 4, on a real site with snippets of both kinds (pipecat: Markdown snippets, one of
 * exports only with props, and a .jsx one): the rules list each with the import its exports allow,
 * and every MDX example of the file is a page of the site with no error.
 */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { checkRulesExamples } from '../../support/rulesExamples';

const SITE = path.resolve(process.cwd(), '../shared/corpus-modern/pipecat-ai__docs');

describe('the rules of a real site with snippets (pipecat)', () => {
  const { rules, results } = checkRulesExamples(SITE);

  it('lists each snippet with its import line and props', () => {
    assert.match(rules, /^- `snippets\/community-maintained\.mdx`: `import \{ CommunityMaintained \} from '\/snippets\/community-maintained\.mdx';`: `<CommunityMaintained>` \(props `maintainer`, `maintainerUrl`, `repo`\)$/m);
    assert.match(rules, /^- `snippets\/js-transport-support\.jsx`: `import \{ TransportTable \} from '\/snippets\/js-transport-support\.jsx';`/m);
    assert.match(rules, /^- `snippets\/snippet-intro\.mdx`: `import SnippetIntro from '\/snippets\/snippet-intro\.mdx';`$/m);
  });

  it('every MDX example is a page of the site with no error', () => {
    assert.ok(results.length >= 18, `only ${results.length} examples`);
    const failing = results.filter((r) => r.problems.length).map((r) => `rules line ${r.line}: ${r.problems.join('; ')}\n${r.text}`);
    assert.deepEqual(failing, []);
  });
});
