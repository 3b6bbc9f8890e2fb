/**
 * Issue 12, item 6: `#0D9373AA` was an invalid color for the checker but a theme color in the preview.
 * docs.json takes `#rgb` and `#rrggbb` only (the site build's pattern), and now every part asks the
 * one validator in site/src/colors.ts, which the schemas' pattern is held equal to.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { describe, it } from 'node:test';
import { HEX_COLOR, configColor, isComponentColor, isConfigColor } from '../../../site/src/colors';
import { buildSiteModel } from '../../../site/src/model/build';
import { buildChrome } from '../../../preview/src/chrome';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { validate } from './helpers';

const docsJson = (primary: string, anchorColor = '#0E7490') =>
  JSON.stringify({
    theme: 'mint',
    name: 'Acme',
    colors: { primary },
    background: { color: { light: primary, dark: '#000000' } },
    navigation: { global: { anchors: [{ anchor: 'Blog', href: 'https://acme.test/blog', icon: 'book', color: { light: anchorColor } }] }, groups: [{ group: 'G', pages: ['index'] }] },
  });

function previewTheme(config: string) {
  const ws = new InMemoryWorkspace({ '/s/docs.json': config, '/s/index.mdx': '# Home\n' });
  const r = buildChrome(buildSiteModel('/s/docs.json', ws), { pageId: 'index', workspace: ws, assetUrl: (p) => p });
  assert.ok(r.ok, r.ok ? '' : r.error);
  return r.chrome;
}

/** Every `format: color-hex` pattern of a schema. */
function colorPatterns(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) colorPatterns(item, out);
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (o.format === 'color-hex') out.push(String(o.pattern));
    for (const value of Object.values(o)) colorPatterns(value, out);
  }
  return out;
}

describe('one hex color rule for the checker and the preview', () => {
  it("the schemas' color pattern is the validator's", () => {
    for (const file of ['schemas/docs-today.schema.json', 'schemas/docs.schema.json']) {
      const patterns = colorPatterns(JSON.parse(fs.readFileSync(file, 'utf8')));
      assert.ok(patterns.length > 0, file);
      for (const pattern of patterns) assert.equal(pattern, HEX_COLOR.source, file);
    }
  });

  it('#0D9373AA is rejected by the checker and not painted by the preview', () => {
    const text = docsJson('#0D9373AA');
    assert.deepEqual(validate(text).filter((d) => d.code === 'invalid-color').length, 2);
    const theme = previewTheme(text).theme;
    assert.equal(theme.primary, undefined);
    assert.equal(theme.backgroundLight, undefined);
    assert.equal(theme.backgroundDark, '#000000');
  });

  it('#0D9373 and #fff are accepted by both', () => {
    for (const color of ['#0D9373', '#fff']) {
      const text = docsJson(color);
      assert.deepEqual(validate(text).filter((d) => d.code === 'invalid-color'), [], color);
      assert.equal(previewTheme(text).theme.primary, color);
    }
  });

  it('an anchor color with alpha is rejected by the checker and leaves the badge uncolored', () => {
    const text = docsJson('#0D9373', '#0E749080');
    assert.equal(validate(text).filter((d) => d.code === 'invalid-color').length, 1);
    assert.doesNotMatch(previewTheme(text).topbar + previewTheme(text).sidebar, /data-ds-color/);
    assert.match(previewTheme(docsJson('#0D9373')).topbar + previewTheme(docsJson('#0D9373')).sidebar, /data-ds-color="#0E7490"/);
  });

  it('the validator: config colors are #rgb and #rrggbb; page components may add alpha', () => {
    assert.deepEqual(['#fff', '#0D9373', '#0D9373AA', '#ffff', 'green', '#12345', ' #fff', undefined].map(isConfigColor), [true, true, false, false, false, false, false, false]);
    assert.deepEqual(['#fff', '#0D9373', '#0D9373AA', '#ffff', 'green', '#12345', '#0D9373AA;x'].map(isComponentColor), [true, true, true, true, false, false, false]);
    assert.equal(configColor('#0D9373AA'), undefined);
  });
});
