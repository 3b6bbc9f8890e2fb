import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { COMPONENTS } from '../../../catalog/src/components';
import { renderPage, renderParsed, type RenderResult } from '../../../preview/src/render';
import { splitChunks } from '../../../preview/src/pageChunks';
import { parsePage } from '../../../mdx/src/parse';
import { resolveAsset } from '../../../site/src/resolve';
import { parseLiteral } from '../../../preview/src/attributes';
import { FsWorkspace } from '../../../host/src/fsWorkspace';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const ROOT = '/site';
const ws = new InMemoryWorkspace({ '/site/docs.json': '{}', '/site/images/a.png': 'x', '/site/guides/local.png': 'x', '/site/videos/v.mp4': 'x' });
const assetUrl = (p: string): string => 'https://res.test' + p;

function render(body: string, frontmatter = 'title: "T"\ndescription: "D"'): RenderResult {
  return renderPage(`---\n${frontmatter}\n---\n\n${body}\n`, { pagePath: '/site/guides/page.mdx', docsRoot: ROOT, workspace: ws, assetUrl });
}
function html(body: string, frontmatter?: string): string {
  const r = render(body, frontmatter);
  assert.ok(r.ok, r.ok ? '' : `render failed: ${r.error.message}`);
  return r.html;
}

describe('preview renderer: page', () => {
  it("titles a page without a title as the build does, from its path (@mintlify/common's slugToTitle)", () => {
    const r = renderPage('---\nsidebarTitle: "keep alert get"\n---\n\nGet an alert.\n', { pagePath: '/site/cli/commands/alert-get.mdx', docsRoot: ROOT, workspace: ws, assetUrl });
    assert.ok(r.ok);
    assert.match(r.html, /<h1 class="ds-title ds-default-title">Alert get<\/h1>/);
    const snake = renderPage('## CPU only\n', { pagePath: '/site/hosting/traces_retention.mdx', docsRoot: ROOT, workspace: ws, assetUrl });
    assert.ok(snake.ok);
    assert.match(snake.html, />Traces retention<\/h1>/);
    assert.doesNotMatch(snake.html, /Untitled page/);
  });
  it('renders frontmatter title and description as the header', () => {
    const out = html('Body.');
    assert.match(out, /<h1 class="ds-title">T<\/h1>/);
    assert.match(out, /<p class="ds-description">D<\/p>/);
  });

  it('shows the endpoint of an API page', () => {
    assert.match(html('x', 'title: "t"\napi: "POST /v1/alerts"'), /ds-method-post">POST<\/span><code class="ds-endpoint-path">\/v1\/alerts/);
  });

  it('renders GFM: tables with alignment, task lists, strikethrough, autolinks', () => {
    const out = html('| a | b |\n|:--|--:|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~gone~~ https://example.com');
    assert.match(out, /<table/);
    assert.match(out, /<td align="right">2<\/td>/);
    assert.match(out, /<input type="checkbox" checked="" disabled="">/);
    assert.match(out, /<del>gone<\/del>/);
    assert.match(out, /<a href="https:\/\/example.com"/);
  });

  it('highlights code with a label and language', () => {
    const out = html('```ts app.ts\nconst x: number = 1;\n```');
    assert.match(out, /ds-code-label">app.ts/);
    assert.match(out, /<span class="hljs-keyword">const<\/span>/);
  });

  it('leaves code in an unknown language plain', () => {
    assert.match(html('```nosuchlang\n<b>x</b>\n```'), /&lt;b&gt;x&lt;\/b&gt;/);
  });

  it('marks blocks with their source line for scroll sync', () => {
    const out = html('Para one.\n\n## Heading');
    assert.match(out, /<p data-line="5">Para one.<\/p>/);
    assert.match(out, /<h2 data-line="7" id="user-content-heading">Heading<\/h2>/);
  });

  it('reports a parse failure with its line', () => {
    const r = render('Line.\n\n<Note>\nunclosed');
    assert.equal(r.ok, false);
    if (!r.ok) {
      assert.ok(r.error.line >= 7, `line ${r.error.line}`);
      assert.match(r.error.message, /Note/);
    }
  });
});

describe('preview renderer: components', () => {
  for (const [name, kind] of [['Note', 'note'], ['Tip', 'tip'], ['Warning', 'warning'], ['Info', 'info'], ['Check', 'check'], ['Danger', 'danger']]) {
    it(`${name} is a callout with its icon and color class`, () => {
      const out = html(`<${name}>\n  Body **bold**.\n</${name}>`);
      assert.match(out, new RegExp(`class="ds-callout ds-callout-${kind}"`));
      assert.match(out, /<svg[^>]*class="ds-glyph"/);
      assert.match(out, /<strong>bold<\/strong>/);
    });
  }

  for (const name of ['CodeGroup', 'RequestExample', 'ResponseExample']) {
    it(`${name} renders labelled tabs, one panel per code block`, () => {
      const out = html(`<${name}>\n\n\`\`\`bash cURL\ncurl x\n\`\`\`\n\n\`\`\`python Python\nprint(1)\n\`\`\`\n\n</${name}>`);
      assert.match(out, /data-ds-tab="0"[^>]*>cURL<\/button>/);
      assert.match(out, /data-ds-tab="1"[^>]*>Python<\/button>/);
      assert.match(out, /data-ds-panel="1" hidden/);
    });
  }

  it('CodeGroup with dropdown renders a select', () => {
    assert.match(html('<CodeGroup dropdown>\n\n```js a\n1\n```\n\n```js b\n2\n```\n\n</CodeGroup>'), /<select class="ds-tabselect"[^>]*><option value="0" selected="">a<\/option><option value="1">b<\/option>/);
  });

  it('Steps are numbered, honour stepNumber and titleSize', () => {
    const out = html('<Steps titleSize="h3">\n  <Step title="One">\n    a\n  </Step>\n  <Step title="Two" stepNumber={5}>\n    b\n  </Step>\n</Steps>');
    assert.match(out, /<ol class="ds-steps"/);
    assert.match(out, /ds-step-number">1<\/span>/);
    assert.match(out, /ds-step-number">5<\/span>/);
    assert.match(out, /<h3 class="ds-step-title"[^>]*>One<\/h3>/);
  });

  it('Tabs render a tab per Tab, first active', () => {
    const out = html('<Tabs>\n  <Tab title="npm">\n    A\n  </Tab>\n  <Tab title="pip">\n    B\n  </Tab>\n</Tabs>');
    assert.match(out, /class="ds-tab is-active" data-ds-tab="0" aria-selected="true">npm/);
    assert.match(out, /data-ds-tab="1" aria-selected="false">pip/);
  });

  it('Accordion honours defaultOpen, shows description and icon', () => {
    const out = html('<AccordionGroup>\n  <Accordion title="Q1" description="d1" icon="clock" defaultOpen>\n    A1\n  </Accordion>\n  <Accordion title="Q2">\n    A2\n  </Accordion>\n</AccordionGroup>');
    assert.match(out, /<details class="ds-accordion" open/);
    assert.match(out, /<details class="ds-accordion" data-ds-key/);
    assert.match(out, /ds-accordion-description">d1/);
    assert.match(out, /title="clock"/);
  });

  it('CardGroup uses cols; Card has icon, href, img, cta, color and horizontal', () => {
    const out = html('<CardGroup cols={3}>\n  <Card title="A" icon="rocket" href="/quickstart" color="#0E7490" cta="Go" arrow>\n    x\n  </Card>\n  <Card title="B" img="/images/a.png" horizontal>\n    y\n  </Card>\n</CardGroup>');
    assert.match(out, /class="ds-cardgroup ds-cols-3"/);
    assert.match(out, /<a class="ds-card ds-card-link" href="\/quickstart"/);
    assert.match(out, /data-ds-color="#0E7490"/);
    assert.match(out, /ds-card-cta">Go →/);
    assert.match(out, /<img class="ds-card-img" src="https:\/\/res.test\/site\/images\/a.png"/);
    assert.match(out, /ds-card ds-card-horizontal/);
  });

  it('ParamField shows location, type, required, default and deprecated badges', () => {
    const out = html('<ParamField query="days" type="integer" default={7} required deprecated>\n  Days.\n</ParamField>');
    for (const badge of ['location">query', 'type">integer', 'required">required', 'default">default: 7', 'deprecated">deprecated']) assert.match(out, new RegExp('ds-badge-' + badge));
    assert.match(out, /ds-field-name">days/);
  });

  it('ResponseField with pre/post labels and a nested Expandable', () => {
    const out = html('<ResponseField name="daily" type="object[]" pre={["metric"]} post={["°C"]}>\n  <Expandable title="properties" defaultOpen>\n    <ResponseField name="date" type="string" required>\n      d\n    </ResponseField>\n  </Expandable>\n</ResponseField>');
    assert.match(out, /ds-badge-pre">metric/);
    assert.match(out, /ds-badge-post">°C/);
    assert.match(out, /<details class="ds-expandable" open/);
    assert.match(out, /ds-field-name">date/);
  });

  it('Frame wraps an image with a caption; local images load through assetUrl', () => {
    const out = html('<Frame caption="Cap">\n  ![alt text](/images/a.png)\n</Frame>');
    assert.match(out, /<figure class="ds-frame"/);
    assert.match(out, /<img src="https:\/\/res.test\/site\/images\/a.png" alt="alt text" loading="lazy">/);
    assert.match(out, /<figcaption class="ds-frame-caption">Cap<\/figcaption>/);
  });

  it('relative image paths resolve against the page folder', () => {
    assert.match(html('![x](local.png)'), /src="https:\/\/res.test\/site\/guides\/local.png"/);
  });

  it('Tooltip has its tip and cta link', () => {
    const out = html('A <Tooltip tip="Explained" cta="More" href="/more">term</Tooltip>.');
    assert.match(out, /ds-tooltip-term">term/);
    assert.match(out, /ds-tooltip-tip" role="tooltip">Explained<a class="ds-tooltip-cta" href="\/more"/);
  });

  it('Update is a changelog entry with label, description and tags', () => {
    const out = html('<Update label="2024-06-01" description="v1.2" tags={["Feature", "API"]}>\n  Added.\n</Update>');
    assert.match(out, /ds-update-label">2024-06-01/);
    assert.match(out, /ds-update-description">v1.2/);
    assert.match(out, /ds-badge-tag">API/);
  });

  it('video and https iframe embeds; iframes are sandboxed', () => {
    const out = html('<video controls src="/videos/v.mp4"></video>\n\n<iframe src="https://www.youtube-nocookie.com/embed/x" allowFullScreen></iframe>');
    assert.match(out, /<video controls="" src="https:\/\/res.test\/site\/videos\/v.mp4"/);
    assert.match(out, /<iframe src="https:\/\/www.youtube-nocookie.com\/embed\/x" allowfullscreen=""[^>]* sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"/);
    assert.match(out, /<iframe[^>]*referrerpolicy="no-referrer"/);
  });

  it('every catalog component renders without failing', () => {
    for (const c of COMPONENTS) {
      const r = render(c.example);
      assert.ok(r.ok, `${c.name}: ${r.ok ? '' : r.error.message}`);
      assert.doesNotMatch(r.html, /unknown component/, c.name);
    }
  });

  it('vendor components get a labelled box; Badge and Icon render inline', () => {
    assert.match(html('<Panel>\n  Side.\n</Panel>'), /<div class="ds-vendor"[^>]*><span class="ds-vendor-label">Panel<\/span>/);
    assert.match(html('A <Badge>New</Badge> <Icon icon="sun" />.'), /ds-badge-vendor">New<\/span> <span class="ds-icon" title="sun"/);
  });
});

describe('preview renderer: placeholders, never evaluated', () => {
  it('an unknown component is a visible placeholder and keeps its content', () => {
    const out = html('<Widget foo="1">\n  Inside.\n</Widget>');
    assert.match(out, /ds-placeholder-unknown/);
    assert.match(out, /&lt;Widget&gt; unknown component/);
    assert.match(out, /Inside\./);
  });

  it('a page-defined component is drawn; one outside what the preview reads is marked as custom', () => {
    assert.match(html('export const Hi = () => <b>hi</b>\n\n<Hi />'), /<b>hi<\/b>/);
    assert.match(html('export const Hi = () => fetch("/x")\n\n<Hi />'), /ds-placeholder-custom/);
  });

  it('an expression is read, never run: one outside the subset shows as source; comments vanish', () => {
    const out = html('Sum: {1 + 1}. {/* hidden */}\n\n{globalThis.boom = 1}');
    assert.match(out, /Sum: 2\./);
    assert.match(out, /\{globalThis.boom = 1\}/);
    assert.doesNotMatch(out, /hidden/);
    assert.equal((globalThis as Record<string, unknown>).boom, undefined);
  });

  it('literal attribute expressions are read, others stay opaque', () => {
    assert.equal(parseLiteral('3'), 3);
    assert.equal(parseLiteral('true'), true);
    assert.deepEqual(parseLiteral('["a", \'b\', 1]'), ['a', 'b', 1]);
    assert.equal(parseLiteral('fn()'), undefined);
    assert.equal(parseLiteral('`x${y}`'), undefined);
  });
});

describe('preview renderer: sanitizing', () => {
  const cases: [string, RegExp][] = [
    ['<script>{"alert(1)"}</script>', /<script/i],
    ['<img src="/images/a.png" onError="alert(1)" />', /onerror/i],
    ['<a href="javascript:alert(1)">x</a>', /javascript:/i],
    ['[x](javascript:alert(1))', /javascript:/i],
    ['<a href="data:text/html,x">x</a>', /data:/i],
    ['<iframe srcDoc="<script>alert(1)</script>" />', /srcdoc|<iframe/i],
    ['<iframe src="http://insecure.example" />', /<iframe/i],
    ['<object data="x" />', /<object/i],
    ['<embed src="x" />', /<embed/i],
    ['<form action="x"><button>b</button></form>', /<form/i],
    ['<meta httpEquiv="refresh" content="0" />', /<meta/i],
    ['<base href="https://evil.example/" />', /<base/i],
    ['<style>{"body{display:none}"}</style>', /<style|display:none/i],
    ['<div style={{color: "red"}} className="x">s</div>', /style=/i],
    ['<div id="ds-page">c</div>', /id="ds-page"/],
  ];
  for (const [input, bad] of cases) {
    it(`strips ${input.slice(0, 40)}`, () => {
      const r = render(input);
      assert.doesNotMatch(r.html, bad);
    });
  }

  it('paths escaping the docs root never load', () => {
    for (const ref of ['/../../etc/passwd', '../../../etc/passwd', '%2e%2e/%2e%2e/%2e%2e/etc/passwd', '..%2f..%2f..%2fetc%2fpasswd']) {
      const out = html(`![x](${ref})`);
      assert.doesNotMatch(out, /<img/, ref);
      assert.match(out, /ds-missing/, ref);
    }
    assert.equal(resolveAsset('/../secret.png', '/site/a.mdx', '/site', ws).kind, 'blocked');
    assert.equal(resolveAsset('/images/a.png', '/site/a.mdx', '/site', ws).kind, 'local');
    assert.equal(resolveAsset('/images/none.png', '/site/a.mdx', '/site', ws).kind, 'missing');
    assert.equal(resolveAsset('file:///etc/passwd', '/site/a.mdx', '/site', ws).kind, 'blocked');
  });
});

describe('preview renderer: real pages', () => {
  it('renders every page of the sample site', () => {
    const root = path.resolve('examples');
    const workspace = new FsWorkspace();
    for (const file of workspace.listFiles(root).filter((f) => f.endsWith('.mdx'))) {
      const r = renderPage(fs.readFileSync(file, 'utf8'), { pagePath: file, docsRoot: root, workspace, assetUrl });
      assert.ok(r.ok, `${file}: ${r.ok ? '' : r.error.message}`);
      assert.doesNotMatch(r.html, /unknown component/, file);
    }
  });
});

describe('preview renderer: incremental (chunked) rendering', () => {
  const tour = fs.readFileSync(path.resolve('examples/guides/components-tour.mdx'), 'utf8').replace(/\[\^accuracy\]:?[^\n]*/g, '');
  const root = path.resolve('examples');
  const pagePath = path.join(root, 'guides/components-tour.mdx');
  const options = { pagePath, docsRoot: root, workspace: new FsWorkspace(), assetUrl };
  const normalize = (h: string): string => h.replace(/ (id|data-ds-key|data-ds-tabs|data-ds-select)="[^"]*"/g, '').replace(/\n/g, '');

  it('cuts long pages at top-level headings outside code fences', () => {
    const chunks = splitChunks(tour, tour.indexOf('\n---\n', 4) + 5);
    assert.ok(chunks && chunks.length > 8, `chunks: ${chunks?.length}`);
    for (const c of chunks!.slice(1)) assert.match(c.text, /^## /);
  });

  it('gives the same HTML and source lines as a whole-page render', () => {
    const chunked = renderPage(tour, options);
    const whole = renderParsed(parsePage(tour), options);
    assert.ok(chunked.ok && whole.ok);
    assert.equal(normalize(chunked.html), normalize(whole.html));
  });

  it('falls back to a whole-page parse when a chunk does not parse alone', () => {
    const tricky = tour.replace('<Accordion title="Which', '\n## Inside a component\n\n<Accordion title="Which');
    assert.ok(splitChunks(tricky, tricky.indexOf('\n---\n', 4) + 5)!.some((c) => c.text.startsWith('## Inside a component')));
    const r = renderPage(tricky, options);
    const whole = renderParsed(parsePage(tricky), options);
    assert.ok(r.ok && whole.ok);
    assert.match(r.html, /Inside a component/);
    assert.equal(normalize(r.html), normalize(whole.html));
  });
});

describe('huge and odd pages', () => {
  it('a 5 MB page gets a notice instead of being parsed and rendered', () => {
    const result = render('word '.repeat(1_000_000));
    assert.match(result.html, /too large to preview \(\d+ KB\)/);
    assert.doesNotMatch(result.html, /word word/);
  });

  it('a binary file gets a notice', () => {
    assert.match(render('a\u0000b').html, /binary data/);
  });
});
