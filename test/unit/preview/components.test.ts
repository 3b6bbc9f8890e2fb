/**
 * The component renderers (preview/src/components/), one kind at a time, and the
 * catalog's choice of renderer: every component has a kind, every kind a renderer, and what a kind
 * draws follows the catalog entry (a typed callout's tone, a code group's heading, a field's kind).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COMPONENTS, CALLOUT_TYPES, getComponent, type RenderKind } from '../../../catalog/src/components';
import { COMPONENT_RENDERERS } from '../../../preview/src/components';
import { renderPage } from '../../../preview/src/render';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const ws = new InMemoryWorkspace({ '/site/docs.json': '{}', '/site/images/a.png': 'x' });

function html(body: string): string {
  const r = renderPage(`---\ntitle: "T"\n---\n\n${body}\n`, { pagePath: '/site/page.mdx', docsRoot: '/site', workspace: ws, assetUrl: (p) => 'https://res.test' + p });
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  return r.html;
}
const count = (text: string, pattern: RegExp): number => (text.match(new RegExp(pattern.source, 'g')) ?? []).length;

describe('component renderers: the catalog chooses', () => {
  it('every catalog component names a render kind that has a renderer, and every renderer is used', () => {
    const kinds = new Set<RenderKind>();
    for (const c of COMPONENTS) {
      assert.equal(typeof COMPONENT_RENDERERS[c.render.kind], 'function', `${c.name}: ${c.render.kind}`);
      kinds.add(c.render.kind);
    }
    assert.deepEqual([...kinds].sort(), Object.keys(COMPONENT_RENDERERS).sort());
  });

  it('the typed callouts are the catalog\'s callouts with a tone, and Card `type` offers exactly those tones', () => {
    const typed = COMPONENTS.filter((c) => c.render.kind === 'callout' && c.render.variant);
    assert.deepEqual(typed.map((c) => c.name), ['Note', 'Tip', 'Warning', 'Info', 'Check', 'Danger']);
    assert.deepEqual([...CALLOUT_TYPES], typed.map((c) => c.render.variant));
    assert.deepEqual(getComponent('Card')!.attributes.find((a) => a.name === 'type')!.values, CALLOUT_TYPES);
  });

  it('every vendor box is labelled with its catalog name, inline inside a sentence', () => {
    for (const c of COMPONENTS.filter((c) => c.render.kind === 'vendor-box')) {
      assert.match(html(`<${c.name}>\n  Inside.\n</${c.name}>`), new RegExp(`<div class="ds-vendor"[^>]*><span class="ds-vendor-label">${c.name.replace('.', '\\.')}</span><div class="ds-vendor-body">`), c.name);
    }
    assert.match(html('Text <Prompt description="d">p</Prompt> more.'), /<span class="ds-vendor"><span class="ds-vendor-label">Prompt<\/span><span class="ds-vendor-body">p<\/span><\/span>/);
  });
});

describe('component renderers: one kind at a time', () => {
  it('callout: a typed one takes its own icon but no colour; the custom Callout takes a colour and its title as label', () => {
    const typed = html('<Danger icon="skull" color="#ff0000">\n  Gone for good.\n</Danger>');
    assert.match(typed, /class="ds-callout ds-callout-danger" role="note" aria-label="Danger"/);
    assert.match(typed, /title="skull"/);
    assert.doesNotMatch(typed, /data-ds-color/);
    assert.doesNotMatch(typed, /ds-glyph/);
    const custom = html('<Callout title="Heads up" color="#FFC107">\n  Custom.\n</Callout>');
    assert.match(custom, /class="ds-callout ds-callout-callout" role="note" aria-label="Heads up" data-ds-color="#FFC107"/);
    assert.match(custom, /ds-glyph/);
    assert.doesNotMatch(html('<Callout color="tomato">\n  x\n</Callout>'), /data-ds-color/);
    assert.match(html('<Callout>\n  x\n</Callout>'), /aria-label="Callout"/);
  });

  it('code-group: RequestExample is headed "Request"; content other than code follows the tabs; none is a notice', () => {
    const request = html('<RequestExample>\n\n```bash\ncurl x\n```\n\n</RequestExample>');
    assert.match(request, /<div class="ds-example ds-example-request"[^>]*><div class="ds-example-title">Request<\/div><div class="ds-tabs ds-tabs-request"/);
    assert.match(request, /data-ds-tab="0"[^>]*>bash<\/button>/);
    const withText = html('<CodeGroup>\n\n```js a\n1\n```\n\nAfter the code.\n\n</CodeGroup>');
    assert.match(withText, /<div class="ds-example ds-example-code"[^>]*><div class="ds-tabs ds-tabs-code"[^]*<\/div><p[^>]*>After the code\.<\/p><\/div>/);
    assert.match(html('<ResponseExample>\n  No code.\n</ResponseExample>'), /class="ds-empty"[^>]*>ResponseExample without code blocks/);
  });

  it('steps: a Note between steps stays unnumbered in place; a lone Step is a list of one', () => {
    const out = html('<Steps>\n  <Step title="One">\n    a\n  </Step>\n\n  <Note>Between.</Note>\n\n  <Step title="Two">\n    b\n  </Step>\n</Steps>');
    assert.equal(count(out, /class="ds-step"/), 2);
    assert.match(out, /ds-step-number">1<\/span>[^]*ds-callout-note[^]*ds-step-number">2<\/span>/);
    const lone = html('<Step title="Alone" titleSize="h2">\n  x\n</Step>');
    assert.match(lone, /<ol class="ds-steps"[^>]*><li class="ds-step"[^>]*><div class="ds-step-marker"><span class="ds-step-number">1<\/span><\/div><div class="ds-step-body"><h2 class="ds-step-title"[^>]*>Alone<\/h2>/);
  });

  it('tabs: content after a Tab joins its panel; a lone Tab is Tabs of one; no Tab is a notice', () => {
    const out = html('<Tabs>\n  Before any tab.\n\n  <Tab title="A">\n    a\n  </Tab>\n\n  After A.\n</Tabs>');
    assert.doesNotMatch(out, /Before any tab/);
    assert.match(out, /data-ds-panel="0"><p[^>]*>a<\/p><p[^>]*>After A\.<\/p><\/div>/);
    assert.match(html('<Tab title="Only">\n  x\n</Tab>'), /<button type="button" role="tab" class="ds-tab is-active" data-ds-tab="0" aria-selected="true">Only<\/button>/);
    assert.match(html('<Tabs>\n  Nothing.\n</Tabs>'), /class="ds-empty"[^>]*>Tabs without Tab elements/);
  });

  it('container: AccordionGroup and Column are plain blocks with their catalog class', () => {
    assert.match(html('<AccordionGroup>\n  <Accordion title="Q">\n    A\n  </Accordion>\n</AccordionGroup>'), /<div class="ds-accordion-group"[^>]*><details class="ds-accordion"/);
    assert.match(html('<Columns>\n  <Column>\n    Cell.\n  </Column>\n</Columns>'), /<div class="ds-columns ds-cols-2" data-ds-cols="2"[^>]*><div class="ds-column"[^>]*><p[^>]*>Cell\.<\/p><\/div>/);
  });

  it('accordion: closed by default, with a key for its state in the webview', () => {
    assert.match(html('<Accordion title="Q">\n  A\n</Accordion>'), /<details class="ds-accordion" data-ds-key="w0"[^>]*><summary class="ds-accordion-summary"><span class="ds-chevron" aria-hidden="true"><\/span><span class="ds-accordion-heading"><span class="ds-accordion-title">Q<\/span><\/span><\/summary>/);
  });

  it('grid: cols is clamped to 1–4 and defaults to 2', () => {
    assert.match(html('<CardGroup cols={5}>\n  <Card title="a">x</Card>\n</CardGroup>'), /class="ds-cardgroup ds-cols-4" data-ds-cols="4"/);
    assert.match(html('<Columns cols={0}>\n  <Card title="a">x</Card>\n</Columns>'), /class="ds-columns ds-cols-1" data-ds-cols="1"/);
    assert.match(html('<CardGroup>\n  <Card title="a">x</Card>\n</CardGroup>'), /class="ds-cardgroup ds-cols-2"/);
  });

  it('card: without href a plain box; arrow without cta goes on the title', () => {
    const out = html('<Card title="A" arrow>\n  x\n</Card>');
    assert.match(out, /<div class="ds-card"[^>]*><div class="ds-card-content"><div class="ds-card-text"><div class="ds-card-title">A<span class="ds-arrow"> →<\/span><\/div>/);
    assert.doesNotMatch(out, /<a /);
  });

  it('field: ResponseField shows pre and post labels around the type; a field without a name says so', () => {
    const out = html('<ResponseField name="id" type="string" pre={["GET"]} post={["read-only"]}>\n  Id.\n</ResponseField>');
    assert.match(out, /<div class="ds-field ds-field-response"[^>]*><div class="ds-field-head"><code class="ds-field-name">id<\/code><span class="ds-badge ds-badge-pre">GET<\/span><span class="ds-badge ds-badge-type">string<\/span><span class="ds-badge ds-badge-post">read-only<\/span><\/div>/);
    assert.match(html('<ParamField type="string" />'), /<div class="ds-field ds-field-param"[^>]*><div class="ds-field-head"><code class="ds-field-name">\(unnamed\)<\/code><span class="ds-badge ds-badge-type">string<\/span><\/div><\/div>/);
  });

  it('expandable: titled "properties" by default, open with defaultOpen', () => {
    assert.match(html('<Expandable>\n  <ResponseField name="a" type="string">x</ResponseField>\n</Expandable>'), /<details class="ds-expandable" data-ds-key="w0"[^>]*><summary class="ds-expandable-summary"><span class="ds-chevron" aria-hidden="true"><\/span>properties<\/summary>/);
    assert.match(html('<Expandable title="fields" defaultOpen>\n  x\n</Expandable>'), /<details class="ds-expandable" open[^>]*>[^]*<\/span>fields<\/summary>/);
  });

  it('frame: a figure, with the caption only when given', () => {
    assert.match(html('<Frame caption="A chart">\n  ![Chart](/images/a.png)\n</Frame>'), /<figure class="ds-frame"[^>]*><div class="ds-frame-inner">[^]*<figcaption class="ds-frame-caption">A chart<\/figcaption><\/figure>/);
    assert.doesNotMatch(html('<Frame>\n  ![Chart](/images/a.png)\n</Frame>'), /figcaption/);
  });

  it('tooltip: the cta is a link only with an href', () => {
    assert.match(html('An <Tooltip tip="Application Programming Interface">API</Tooltip> call.'), /<span class="ds-tooltip" tabindex="0"><span class="ds-tooltip-term">API<\/span><span class="ds-tooltip-tip" role="tooltip">Application Programming Interface<\/span><\/span>/);
    assert.doesNotMatch(html('An <Tooltip tip="t" cta="More">API</Tooltip> call.'), /ds-tooltip-cta/);
  });

  it('update: the label is the entry\'s anchor, unique on the page together with the headings', () => {
    // Ids are given in page order, headings and entries alike, and repeats count on from -2, as the
    // site build numbers them (mdx/src/anchors.ts).
    const out = html('## v1\n\n<Update label="v1">\n  First.\n</Update>\n\n<Update label="v1">\n  Again.\n</Update>');
    assert.match(out, /<h2 data-line="4" id="user-content-v1">/);
    assert.match(out, /<section class="ds-update" id="user-content-v1-2"[^>]*><div class="ds-update-meta"><span class="ds-update-label">v1<\/span><\/div>/);
    assert.match(out, /<section class="ds-update" id="user-content-v1-3"/);
  });

  it('icon, badge and latex: inline; an image icon from src; latex as its source', () => {
    assert.match(html('An <Icon src="/images/a.png" /> icon.'), /<img class="ds-icon-img" src="https:\/\/res.test\/site\/images\/a.png"/);
    assert.match(html('A <Badge color="green">Stable</Badge> badge.'), /<span class="ds-badge ds-badge-vendor">Stable<\/span>/);
    assert.match(html('Math <Latex>E = mc^2</Latex> inline.'), /<span class="ds-latex" title="LaTeX \(shown as source\)"><code>E = mc\^2<\/code><\/span>/);
    assert.match(html('<Latex>\n  a^2\n</Latex>'), /<div class="ds-latex" title="LaTeX \(shown as source\)"[^>]*><code>a\^2<\/code><\/div>/);
  });
});
