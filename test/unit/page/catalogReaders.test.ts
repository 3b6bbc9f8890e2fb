/**
 * The readers that took their tables from the catalog and the schema: page anchors (attributes the
 * catalog marks `anchor`), outline labels (`outlineLabel`) and the footer's social labels (the
 * schema's `title` of each footer.socials platform).
 */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { COMPONENTS } from '../../../catalog/src/components';
import { parsePage } from '../../../mdx/src/parse';
import { pageAnchors } from '../../../service/src/page/linkTargets';
import { elementTree } from '../../../service/src/page/symbols';
import { SOCIAL_PLATFORMS, socialLabel } from '../../../site/src/model/socials';
import { footer } from '../../../preview/src/chromeFooter';
import { buildSiteModel } from '../../../site/src/model/build';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { toSafeHtml } from '../../../preview/src/safeHtml';

const page = (body: string) => parsePage(`---\ntitle: t\n---\n\n${body}\n`);

describe('anchors from the catalog', () => {
  const anchored = COMPONENTS.flatMap((c) => c.attributes.filter((a) => a.anchor).map((a) => ({ c, a })));

  it('marks the attributes the site turns into anchors', () => {
    assert.deepEqual(anchored.map(({ c, a }) => `${c.name}.${a.name}`).sort(), [
      'Accordion.title', 'ParamField.body', 'ParamField.header', 'ParamField.path', 'ParamField.query', 'ResponseField.name', 'Step.title', 'Update.label',
    ]);
  });

  it('each marked attribute gives the id the build gives it (API fields: `param-`, not the bare slug)', () => {
    for (const { c, a } of anchored) {
      const anchors = pageAnchors(page(`<${c.name} ${a.name}="Rate Limits">x</${c.name}>`));
      const expected = c.anchorPrefix ? ['param-rate-limits'] : ['rate-limits'];
      assert.deepEqual([...anchors].sort(), expected, `${c.name}.${a.name}`);
    }
  });

  it('a Card title gives none; a Tab title does (the build gives Tabs ids)', () => {
    assert.deepEqual([...pageAnchors(page('<Card title="Rate Limits">x</Card>\n\n<Tabs>\n<Tab title="Go">y</Tab>\n</Tabs>'))], ['go']);
  });
});

describe('outline labels from the catalog', () => {
  const label = (body: string): string | undefined => {
    const p = page(body);
    const range = () => ({ start: { line: 0, character: 0 }, end: { line: 0, character: 0 } });
    return elementTree(p.elements[0], range).detail;
  };

  it('a component is labelled by its first attribute the catalog marks', () => {
    assert.equal(label('<ParamField type="string" query="limit">x</ParamField>'), 'limit');
    assert.equal(label('<Tooltip tip="Application Programming Interface">API</Tooltip>'), 'Application Programming Interface');
    assert.equal(label('<Frame caption="The dashboard">x</Frame>'), 'The dashboard');
    assert.equal(label('<Card icon="rocket" href="/a">x</Card>'), undefined);
  });

  it('an element the catalog does not know takes the same attribute names', () => {
    assert.equal(label('<iframe title="Walkthrough" src="https://example.com/v" />'), 'Walkthrough');
    assert.equal(label('<MyWidget name="w" />'), 'w');
    assert.equal(label('<MyWidget href="/x" />'), undefined);
  });
});

describe('footer social labels from the schema', () => {
  it('every platform of today\'s footer.socials has a title, and the spec\'s old keys are among them', () => {
    assert.equal(SOCIAL_PLATFORMS.length, 19);
    for (const p of SOCIAL_PLATFORMS) assert.notEqual(socialLabel(p), p, p);
    for (const p of ['website', 'facebook', 'x', 'discord', 'slack', 'github', 'linkedin', 'instagram', 'hacker-news']) assert.ok(SOCIAL_PLATFORMS.includes(p), p);
  });

  it('names each link by its platform\'s title; an unknown platform by its key', () => {
    const config = { name: 'S', navigation: { pages: ['index'] }, footer: { socials: { github: 'https://github.com/s', 'hacker-news': 'https://news.ycombinator.com', myspace: 'https://myspace.com/s' } } };
    const model = buildSiteModel('/s/docs.json', new InMemoryWorkspace({}), JSON.stringify(config));
    const html = toSafeHtml({ type: 'root', children: footer(model) });
    assert.match(html, /class="ds-social ds-social-github" href="https:\/\/github.com\/s" title="GitHub">GitHub<\/a>/);
    assert.match(html, /title="Hacker News">Hacker News</);
    assert.match(html, /title="myspace">myspace</);
  });
});
