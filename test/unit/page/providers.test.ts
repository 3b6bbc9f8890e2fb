/** Completion, hover, definition and outline of pages. */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { doPageComplete } from '../../../service/src/page/completion';
import { doPageHover } from '../../../service/src/page/hover';
import { findPageDefinition } from '../../../service/src/page/definition';
import { getPageSymbols } from '../../../service/src/page/symbols';
import { FM, contextOf, ctx, doc, siteWorkspace } from './helpers';
import { MEDIA_FILE } from '../../../service/src/page/media';
import { parsePage } from '../../../mdx/src/parse';

/** The document and the position of `|` in `text` (the marker is removed). */
function at(text: string): { document: TextDocument; position: { line: number; character: number } } {
  const offset = text.indexOf('|');
  const document = doc(text.slice(0, offset) + text.slice(offset + 1));
  return { document, position: document.positionAt(offset) };
}

function complete(text: string) {
  const { document, position } = at(text);
  return doPageComplete(document, position, contextOf(document)).items;
}

const labels = (items: { label: string }[]) => items.map((i) => i.label);
const insert = (items: { label: string; textEdit?: unknown }[], label: string) => (items.find((i) => i.label === label)?.textEdit as { newText: string }).newText;

describe('completion', () => {
  it('lists components after <, with required attributes and a child for containers', () => {
    const items = complete(FM + '<St|');
    assert.ok(labels(items).includes('Steps'));
    assert.equal(insert(items, 'Steps'), 'Steps>\n  <Step title="${1}">\n    ${2}\n  </Step>\n</Steps>');
    // `type` is optional today (free-form and often left out); the location is the one expected attribute.
    assert.equal(insert(items, 'ParamField'), 'ParamField ${1|path,body,query,header|}="${2}" type="${3}">\n  ${4}\n</ParamField>');
    assert.equal(insert(items, 'Tree.Folder'), 'Tree.Folder name="${1}">\n  ${2}\n</Tree.Folder>');
  });
  it('ranks Steps before Step at the top level, and Step first inside Steps', () => {
    const sort = (items: { label: string; sortText?: string }[]) => [...items].sort((a, b) => (a.sortText ?? a.label).localeCompare(b.sortText ?? b.label)).map((i) => i.label);
    const top = sort(complete(FM + '<St|'));
    assert.ok(top.indexOf('Steps') < top.indexOf('Step'), top.join(', '));
    const inside = sort(complete(FM + '<Steps>\n<St|'));
    assert.equal(inside[0], 'Step');
  });
  it('offers imported components', () => {
    assert.ok(labels(complete(FM + 'import Banner from "/snippets/banner.mdx"\n\n<|')).includes('Banner'));
  });
  it('lists missing attributes inside a tag, then enum values', () => {
    const attrs = labels(complete(FM + '<Card title="a" |'));
    assert.ok(attrs.includes('icon') && attrs.includes('iconType') && !attrs.includes('title'));
    assert.deepEqual(labels(complete(FM + '<Card iconType="|')), ['regular', 'solid', 'light', 'thin', 'sharp-solid', 'duotone', 'brands', 'sharp-duotone-solid', 'sharp-light', 'sharp-regular', 'sharp-thin']);
    assert.deepEqual(labels(complete(FM + '<Steps titleSize="|')), ['p', 'h2', 'h3', 'h4']);
    assert.deepEqual(labels(complete(FM + '<Badge color="|')).slice(0, 3), ['gray', 'blue', 'green']);
    // Undocumented attributes are accepted by the checks but not offered.
    assert.ok(!labels(complete(FM + '<Card title="a" |')).includes('newTab'));
    assert.ok(labels(complete(FM + '<ParamField type="|')).includes('integer'));
  });
  it('closes the nearest open tag after </', () => {
    assert.deepEqual(labels(complete(FM + '<Steps>\n<Step title="a">\ntext\n</|')), ['/Step']);
  });
  it('completes frontmatter keys and values', () => {
    const keys = labels(complete('---\ntitle: A\n|\n---\n'));
    assert.ok(keys.includes('description') && keys.includes('mode') && !keys.includes('title'));
    assert.deepEqual(labels(complete('---\nmode: |\n---\n')), ['default', 'wide', 'custom', 'frame', 'center', 'assistant']);
    assert.ok(labels(complete('---\nopenapi: |\n---\n')).includes('GET /path'));
  });
  it('completes page paths for href and links, image files for src', () => {
    assert.ok(labels(complete(FM + '<Card title="a" href="|')).includes('/setup/install'));
    assert.ok(labels(complete(FM + 'See [install](|')).includes('/setup/install'));
    assert.deepEqual(labels(complete(FM + '<img src="|')), ['/images/shot.png']);
  });
  it('offers for src, img and ![]( every file missing-image accepts as media, and nothing else', () => {
    const media = ['a.webp', 'b.avif', 'c.mp4', 'd.webm', 'e.ico', 'f.bmp', 'g.tiff', 'h.mov', 'i.m4v', 'j.ogg', 'k.ogv', 'l.mp3', 'm.wav', 'n.JPEG'].map((f) => '/media/' + f);
    const others = ['/media/notes.txt', '/media/spec.pdf', '/media/data.json', '/media/clip.mp4.bak'];
    const workspace = siteWorkspace(Object.fromEntries([...media, ...others].map((p) => ['/site' + p, 'x'])));
    const expected = [...media, '/images/shot.png'].sort();
    for (const where of ['<img src="|', '<video src="|', '<Card title="a" img="|', '![A chart](|']) {
      const { document, position } = at(FM + where);
      const offered = labels(doPageComplete(document, position, contextOf(document, ctx(workspace))).items);
      assert.deepEqual([...offered].sort(), expected, where);
      assert.ok(offered.every((p) => MEDIA_FILE.test(p)), where);
    }
  });
  it('still completes in a page with a syntax error', () => {
    assert.ok(labels(complete(FM + 'a <3 b\n\n<Card title="a" |')).includes('icon'));
  });
});

describe('hover', () => {
  it('documents a component and an attribute', () => {
    const c = at(FM + '<Ca|rd title="a" />\n');
    assert.match(JSON.stringify(doPageHover(c.document, c.position, contextOf(c.document))), /Emphasized information/);
    const a = at(FM + '<Card icon|Type="solid" />\n');
    assert.match(JSON.stringify(doPageHover(a.document, a.position, contextOf(a.document))), /regular/);
  });
  it('shows an imported snippet', () => {
    const h = at(FM + 'import Banner from "/snippets/banner.mdx"\n\n<Ban|ner />\n');
    assert.match(JSON.stringify(doPageHover(h.document, h.position, contextOf(h.document))), /<Note>Hello<\/Note>/);
  });
});

describe('definition', () => {
  it('goes to imports, imported components and link targets', () => {
    const i = at(FM + 'import Banner from "/snip|pets/banner.mdx"\n');
    assert.equal(findPageDefinition(i.document, i.position, contextOf(i.document))?.uri, 'file:///site/snippets/banner.mdx');
    const l = at(FM + '[x](/setup/ins|tall#version-1-2-notes)\n');
    const loc = findPageDefinition(l.document, l.position, contextOf(l.document));
    assert.equal(loc?.uri, 'file:///site/setup/install.mdx');
    assert.equal(loc?.range.start.line, 7);
  });
});

describe('symbols', () => {
  it('nests headings by level and components inside their section', () => {
    const { document } = at(FM + '## A\n\n<Steps>\n<Step title="One">x</Step>\n</Steps>\n\n### B\n\n## C\n|');
    const symbols = getPageSymbols(document, parsePage(document.getText()));
    assert.deepEqual(symbols.map((s) => s.name), ['A', 'C']);
    assert.deepEqual(symbols[0].children!.map((s) => s.name), ['<Steps>', 'B']);
    assert.equal(symbols[0].children![0].children![0].detail, 'One');
  });
});
