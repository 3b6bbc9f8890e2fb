/**
 * Issue 40, items 1, 2 and 4: the preview draws imported snippets and the site's own JSX
 * components by reading them (never running them), `<Visibility>` as the web page shows it, and
 * says where and why when it cannot.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderPage } from '../../../preview/src/render';
import { JSX_BOUNDS } from '../../../preview/src/jsx/budget';
import { RenderCache } from '../../../preview/src/renderCache';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const SNIPPETS: Record<string, string> = {
  '/site/docs.json': '{}',
  '/site/snippets/setup-prompt.mdx': 'import Nested from "/snippets/nested.mdx"\n\nSet up **{word}** now.\n\n<Nested />\n',
  '/site/snippets/nested.mdx': 'Nested text from a snippet.\n',
  '/site/snippets/named.mdx': 'export const Shout = ({ text = "hey" }) => <strong className="shout">{text.toUpperCase()}!</strong>\n\nexport const PLAN = "Pro"\n',
  '/site/snippets/slack.jsx': [
    'export const SlackMessage = ({ author, time, children, reactions = [], compact }) => (',
    '  <div className="rounded px-3 py-2" style={{ color: "red" }}>',
    '    <span className="author">{author ?? "someone"}</span>',
    '    {time && <time>{`at ${time}`}</time>}',
    '    {compact ? null : <p className="body">{children}</p>}',
    '    {reactions.length > 0 && <ul>{reactions.map((r, i) => <li key={i}>{r.emoji}×{r.count}</li>)}</ul>}',
    '    <>{author === "bot" ? "(bot)" : ""}</>',
    '  </div>',
    ');',
    '',
  ].join('\n'),
  '/site/snippets/loop-a.mdx': 'import B from "/snippets/loop-b.mdx"\n\nA then <B />\n',
  '/site/snippets/loop-b.mdx': 'import A from "/snippets/loop-a.mdx"\n\nB then <A />\n',
  '/site/_snippets/legacy.mdx': 'Legacy snippet body.\n',
};

function html(body: string, files: Record<string, string> = {}): string {
  const workspace = new InMemoryWorkspace({ ...SNIPPETS, ...files });
  const result = renderPage(`---\ntitle: "T"\n---\n\n${body}\n`, { pagePath: '/site/guides/page.mdx', docsRoot: '/site', workspace, assetUrl: (p) => 'https://res.test' + p });
  assert.ok(result.ok);
  return result.html;
}

describe('preview: snippets as the build draws them', () => {
  it('draws a default-imported snippet with its props filled in, and the snippet it imports', () => {
    const out = html("import SetupPrompt from '/snippets/setup-prompt.mdx'\n\n<SetupPrompt word=\"bananas\" />");
    assert.match(out, /Set up <strong>bananas<\/strong> now\./);
    assert.match(out, /Nested text from a snippet\./);
    assert.doesNotMatch(out, /ds-placeholder/);
  });

  it('draws named exports of a snippet: a component and a value', () => {
    const out = html("import { Shout, PLAN } from '/snippets/named.mdx'\n\n<Shout text=\"go\" /> on {PLAN}.");
    assert.match(out, /<strong class="shout">GO!<\/strong> on Pro\./);
  });

  it('draws the legacy <Snippet file> from the snippets folder', () => {
    assert.match(html('<Snippet file="legacy.mdx" />'), /Legacy snippet body\./);
  });

  it('a missing snippet is an error box that names the import and its line', () => {
    const out = html("import Gone from '/snippets/gone.mdx'\n\n<Gone />");
    assert.match(out, /class="ds-render-error"[^>]*data-line="6"/);
    assert.match(out, /&lt;Gone&gt; imports `\/snippets\/gone.mdx` \(line 5\), which is not a file of the site/);
  });

  it('snippets that show each other stop at the snippet depth, with a reason', () => {
    const out = html("import A from '/snippets/loop-a.mdx'\n\n<A />");
    assert.equal(out.match(/A then/g)?.length, 3);
    assert.match(out, /snippets nest more than 5 deep/);
  });

  it('a snippet edit changes the chunked page that shows it (the chunk cache keys on the snippet text)', () => {
    const body = "import SetupPrompt from '/snippets/setup-prompt.mdx'\n\n" + '## One\n\n' + 'word '.repeat(700) + '\n\n## Two\n\n<SetupPrompt word="x" />';
    const workspace = new InMemoryWorkspace({ ...SNIPPETS });
    const options = { pagePath: '/site/page.mdx', docsRoot: '/site', workspace, assetUrl: (p: string) => p, cache: new RenderCache() };
    const page = `---\ntitle: T\n---\n\n${body}\n`;
    assert.match(renderPage(page, options).html, /Set up/);
    workspace.set('/site/snippets/setup-prompt.mdx', 'Changed {word}.');
    assert.match(renderPage(page, options).html, /Changed x\./);
  });
});

describe("preview: the site's own JSX components, read without running them", () => {
  it('draws a component from a .jsx file over its props: defaults, ??, &&, ?:, ===, template literals, .map, fragments, children', () => {
    const out = html("import { SlackMessage } from '/snippets/slack.jsx'\n\n<SlackMessage author=\"Ann\" time=\"9:00\" reactions={[{ emoji: 'ok', count: 2 }]}>\n  Hello *there*\n</SlackMessage>");
    // `style={{ color: "red" }}` is kept as a class whose rule is in the page's stylesheet.
    assert.match(out, /<div class="rounded px-3 py-2 (ds-st-\w+)" data-line="6">/);
    assert.match(out, new RegExp(`<style class="ds-site-styles">@scope \\(#ds-page\\) \\{\\n\\.${/class="rounded px-3 py-2 (ds-st-\w+)"/.exec(out)![1]}\\{color:red\\}`));
    assert.match(out, /<span class="author">Ann<\/span>/);
    assert.match(out, /<time>at 9:00<\/time>/);
    // The children are the page's own Markdown (a paragraph, with its line), inside the component's markup.
    assert.match(out, /<p class="body" data-line="7">Hello <em>there<\/em><\/p>/);
    assert.match(out, /<li>ok×2<\/li>/);
    assert.doesNotMatch(out, /ds-placeholder/);
  });

  it('draws a component the page defines, with a block body, if and const', () => {
    const out = html('export function Plan({ tier }) {\n  const label = tier === "pro" ? "Pro plan" : "Free plan";\n  if (!tier) return <em>none</em>;\n  return <b>{label}</b>;\n}\n\n<Plan tier="pro" /> and <Plan />');
    assert.match(out, /<b>Pro plan<\/b> and <em>none<\/em>/);
  });

  it('draws catalog components a site component uses', () => {
    const out = html('export const Warn = ({ children }) => <Warning>{children}</Warning>\n\n<Warn>Careful.</Warn>');
    assert.match(out, /ds-callout[^"]*warning|ds-callout-warning/);
    assert.match(out, /Careful\./);
  });

  it('reads the pure static functions a catalog component calls (upstash snippets/catalog.jsx: Array.isArray), and no others', () => {
    const catalog = 'export const Tags = ({ product }) => <p>{(Array.isArray(product) ? product : [product]).join("+")}</p>\n\n<Tags product={["redis", "qstash"]} /> <Tags product="vector" />';
    assert.match(html(catalog), /<p[^>]*>redis\+qstash<\/p>\s*<p[^>]*>vector<\/p>/);
    const numbers = 'export const N = ({ n }) => <b>{Number.isNaN(n) ? "none" : Math.max(n, 2, Math.round(7.6))} {Object.keys({ a: 1, b: 2 }).join(",")}</b>\n\n<N n={3} />';
    assert.match(html(numbers), /<b[^>]*>8 a,b<\/b>/);
    // Passed as values, as spree's <Since> does (snippets/since.mdx): `version.split('.').map(Number)`.
    const since = 'export const Since = ({ version }) => {\n  const [major, minor] = version.split(".").map(Number);\n  return <b>{Number.isNaN(minor) ? "?" : `${major}.${minor - 1}`} {[1, "x", 3].filter(Number.isFinite).join("+")} {String(7) + Boolean("") + typeof Number}</b>;\n}\n\n<Since version="6.2" />';
    assert.match(html(since), /<b[^>]*>6\.1 1\+3 7falsefunction<\/b>/);
    // A name the component binds itself is its own, not the language's.
    assert.match(html('export const S = ({ Math }) => <b>{Math.max(1)}</b>\n\n<S Math={{}} />'), /calls `.max\(\)`, which the preview does not run/);
    assert.match(html('export const J = () => <b>{JSON.stringify({ a: 1 })}</b>\n\n<J />'), /reads `JSON`, which only exists when the page runs in a browser/);
  });

  it('outside the subset it is a placeholder naming the component, its file:line and the reason', () => {
    const out = html('export const Counter = () => {\n  const [n] = useState(0);\n  return <b>{n}</b>;\n}\n\n<Counter />');
    assert.match(out, /&lt;Counter&gt; not rendered in the preview \(guides\/page.mdx:6\): uses the React hook `useState`/);
    assert.match(html('export const W = () => <p>{window.location.href}</p>\n\n<W />'), /reads `window`, which only exists when the page runs in a browser/);
    assert.match(html("import Chart from 'recharts'\n\n<Chart />"), /imports `recharts`, a package the preview does not load/);
    assert.match(html('export const L = () => { for (;;) {} }\n\n<L />'), /uses a loop, which the preview does not run/);
  });

  it('bounds recursion and long lists by counts, and says which bound', () => {
    assert.match(html('export const Me = () => <div><Me /></div>\n\n<Me />'), /components nest more than 32 deep/);
    const long = `[${Array.from({ length: JSX_BOUNDS.iterations + 1 }, (_, i) => i).join(',')}]`;
    assert.match(html(`export const Many = () => <ul>{${long}.map((i) => <li>{i}</li>)}</ul>\n\n<Many />`), /a list of 5001 items is longer than the 5000 the preview walks/);
  });

  it('never runs page code and sanitizes what a component draws', () => {
    const out = html(
      'export const Bad = () => <div onClick={() => 1}><a href="javascript:alert(1)">x</a><script>alert(1)</script><img src="x" onError="alert(1)" /></div>\n\n<Bad />\n\n' +
        '{"".constructor.constructor("globalThis.pwned = 1")()}\n\n{globalThis.pwned = 2}',
    );
    assert.doesNotMatch(out, /<script|onclick|onerror|javascript:/i);
    assert.equal((globalThis as Record<string, unknown>).pwned, undefined);
  });
});

describe('preview: <Visibility> as the web page shows it', () => {
  it('hides content for agents and shows content for humans without a box', () => {
    const out = html('<Visibility for="agents">\n  For agents only.\n</Visibility>\n\n<Visibility for="humans">\n  For people.\n</Visibility>');
    assert.doesNotMatch(out, /For agents only/);
    assert.match(out, /<p[^>]*>For people\.<\/p>/);
    assert.doesNotMatch(out, /Visibility/);
  });
});
