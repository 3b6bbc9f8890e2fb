/**
 * Issue 37, item 4: the rules know the site. On the sample site (examples/): its snippet with the
 * right import line, its icon library, every attribute the page rules accept (`id` on Step and Tab),
 * and every MDX example of the file checked as a page of the site: no error.
 */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { snippetFacts } from '../../../service/src/projectRules/snippetFacts';
import { checkRulesExamples } from '../../support/rulesExamples';
import { modelFor, BASE_SITE } from './helpers';
import { generateProjectRulesFile } from '../../../service/src/projectRules/generate';

const EXAMPLES = path.join(process.cwd(), 'examples');

describe('the rules of the sample site', () => {
  const { rules, results } = checkRulesExamples(EXAMPLES);

  it('every MDX example is a page of the site with no error', () => {
    assert.ok(results.length >= 18, `only ${results.length} examples`);
    const failing = results.filter((r) => r.problems.length).map((r) => `rules line ${r.line}: ${r.problems.join('; ')}\n${r.text}`);
    assert.deepEqual(failing, []);
  });

  it('shows its snippet with the import line its exports allow', () => {
    assert.match(rules, /^- `snippets\/auth-header\.mdx`: `import AuthHeader from '\/snippets\/auth-header\.mdx';`$/m);
    assert.match(rules, /```mdx\nimport AuthHeader from '\/snippets\/auth-header\.mdx';\n\n<AuthHeader \/>\n```/);
  });

  it('names the icon library, and the attributes every component accepts', () => {
    assert.match(rules, /^- \*\*Icons:\*\* Font Awesome \(the default/m);
    assert.match(rules, /Every component also accepts `id`, `className`, `style` \(an `id` is an anchor to link to, as on a `Step` or a `Tab`\)\./);
    assert.doesNotMatch(rules, /\{code\}/, 'the CodeBlock example defines what it shows');
  });

  it("a site on Lucide is told Lucide's names", () => {
    const text = generateProjectRulesFile({ model: modelFor({ ...BASE_SITE, theme: 'mint', icons: { library: 'lucide' } }) }, { repoRoot: '/repo' });
    assert.match(text, /^- \*\*Icons:\*\* Lucide \(`icons\.library: "lucide"`\): `icon` attributes take Lucide names/m);
  });
});

describe('snippet facts', () => {
  it('a Markdown snippet with content: a default import, the variables it reads as props', () => {
    assert.deepEqual(snippetFacts('snippets/plan.mdx', 'Your plan is {plan}, billed {props.period}.\n\n<Card title={cardTitle}>x</Card>\n'), {
      path: 'snippets/plan.mdx', defaultImport: true, contentProps: ['cardTitle', 'period', 'plan'], components: [],
    });
  });

  it('exports only: no default import; each component with its destructured props', () => {
    const text = 'export const Badge = ({ label, tone = "info" }) => <span>{label}</span>;\n\nexport function Row({ cells }) {\n  return <div>{cells}</div>;\n}\n\nexport const max = 3;\n';
    assert.deepEqual(snippetFacts('snippets/ui.mdx', text), {
      path: 'snippets/ui.mdx', defaultImport: false, contentProps: [], components: [{ name: 'Badge', props: ['label', 'tone'] }, { name: 'Row', props: ['cells'] }],
    });
  });

  it('a .jsx snippet is JavaScript: braces in its comments are no expression', () => {
    const text = '// Fields: { title, href }\nexport const Catalog = ({ product, cols = 3 }) => {\n  const x = 1;\n\n  return <div>{product}</div>;\n};\n';
    assert.deepEqual(snippetFacts('snippets/catalog.jsx', text), { path: 'snippets/catalog.jsx', defaultImport: false, contentProps: [], components: [{ name: 'Catalog', props: ['product', 'cols'] }] });
    assert.equal(snippetFacts('snippets/d.jsx', 'export default function D() { return <p/>; }\n')?.defaultImport, true);
    assert.equal(snippetFacts('snippets/broken.jsx', 'export const = ;'), undefined);
  });
});
