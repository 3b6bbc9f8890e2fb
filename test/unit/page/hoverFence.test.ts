/** Hover shows imported snippets in a code block that the snippet's own content cannot close. */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Nodes, Root } from 'mdast';
import { doPageHover } from '../../../service/src/page/hover';
import { fencedCode, inlineCode } from '../../../common/src';
import { FM, contextOf, ctx, doc, siteWorkspace } from './helpers';

/** The node types of the Markdown a client renders from `markdown` (CommonMark, as VS Code does). */
function nodeTypes(markdown: string): { types: string[]; tree: Root } {
  const tree = unified().use(remarkParse).parse(markdown);
  const types: string[] = [];
  const walk = (node: Nodes): void => {
    types.push(node.type);
    if ('children' in node) node.children.forEach(walk);
  };
  walk(tree);
  return { types, tree };
}

function hoverOn(snippet: string, source = '/snippets/evil.mdx'): string {
  const text = FM + `import Evil from "${source}"\n\n<Evil />\n`;
  const document = doc(text);
  const position = document.positionAt(text.indexOf('<Evil') + 2);
  const hover = doPageHover(document, position, contextOf(document, ctx(siteWorkspace({ '/site/snippets/evil.mdx': snippet }))));
  assert.ok(hover, 'a hover');
  return (hover.contents as { value: string }).value;
}

describe('hover: snippet content stays inside its code block', () => {
  const SNIPPET = 'Intro\n\n```\n\n# Pwned heading\n\n![tracker](https://attacker.test/pixel.png)\n\n[click](https://attacker.test/)\n\n````\n\n```';

  it('a ``` line in a snippet does not end the block: no image, heading or link renders', () => {
    const value = hoverOn(SNIPPET);
    const { types, tree } = nodeTypes(value);
    assert.ok(!types.includes('image'), `image rendered: ${value}`);
    assert.ok(!types.includes('heading'), 'heading rendered');
    assert.ok(!types.includes('link'), 'link rendered');
    const code = tree.children.find((n) => n.type === 'code');
    assert.equal(code?.type === 'code' ? code.value : undefined, SNIPPET, 'the whole snippet is the code block');
  });

  it('fencedCode uses a fence longer than any backtick run, and at least three', () => {
    assert.equal(fencedCode('mdx', 'plain'), '```mdx\nplain\n```');
    assert.equal(fencedCode('mdx', 'a\n`````\nb'), '``````mdx\na\n`````\nb\n``````');
  });

  it('an import path with backticks stays inline code', () => {
    const { types } = nodeTypes(`from ${inlineCode('/snippets/`x` ![i](https://attacker.test/p.png)')}`);
    assert.ok(!types.includes('image'));
    assert.deepEqual(nodeTypes(inlineCode('`a`')).types, ['root', 'paragraph', 'inlineCode']);
  });
});
