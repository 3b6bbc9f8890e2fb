/**
 * Frontmatter is read exactly as YAML reads it (issue 21, item 4): a double-quoted string folded over
 * two lines is one value with a space where the line break was, and its range covers both lines. A
 * held-out real site had `openapi:` written that way, read as its first line only, and reported as an
 * unknown operation.
 */
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { readFrontmatter } from '../../../mdx/src/frontmatter';
import { createLanguageService } from '../../../service/src/languageService';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';

const entry = (text: string, key: string) => readFrontmatter(text).frontmatter.entries.find((e) => e.key === key)!;
const spanText = (text: string, key: string) => {
  const e = entry(text, key);
  return text.slice(e.valueSpan.start, e.valueSpan.end);
};

describe('frontmatter values as YAML reads them', () => {
  it('a double-quoted string folded over two lines is one value, located on both lines', () => {
    const text = '---\ntitle: "Create a\n  payment link"\ndescription: d\n---\n';
    const e = entry(text, 'title');
    assert.equal(e.value, 'Create a payment link');
    assert.equal(e.multiline, true);
    assert.equal(spanText(text, 'title'), '"Create a\n  payment link"');
    assert.equal(readFrontmatter(text).frontmatter.data.title, 'Create a payment link');
  });
  it('folded (>) and literal (|) blocks, and plain multi-line scalars', () => {
    const text = '---\ndescription: >\n  One\n  two\nsummary: |\n  A\n  B\nplain: first\n  second\nnext: x\n---\n';
    assert.equal(entry(text, 'description').value, 'One two\n');
    assert.equal(entry(text, 'summary').value, 'A\nB\n');
    assert.equal(entry(text, 'plain').value, 'first second');
    assert.equal(spanText(text, 'plain'), 'first\n  second');
    assert.equal(entry(text, 'next').value, 'x');
    assert.equal(entry(text, 'next').multiline, false);
  });
  it('single-line values keep their exact spans; a comment is not part of the value', () => {
    const text = '---\ntitle: Guide # the page\nopenapi: "GET /a"\nempty:\nlist:\n  - a\n---\n';
    assert.equal(spanText(text, 'title'), 'Guide');
    assert.equal(spanText(text, 'openapi'), '"GET /a"');
    assert.equal(entry(text, 'empty').rawValue, '');
    assert.equal(entry(text, 'list').rawValue, '');
    assert.equal(entry(text, 'list').value, undefined);
  });
  it('a block YAML does not read still lists its keys line by line', () => {
    const fm = readFrontmatter('---\ntitle: a\ndescription: [x\n---\n').frontmatter;
    assert.ok(fm.error);
    assert.deepEqual(fm.entries.map((e) => e.key), ['title', 'description']);
  });
  it('an openapi reference folded over two lines names the operation YAML reads', () => {
    const workspace = new InMemoryWorkspace({
      '/s/docs.json': JSON.stringify({ theme: 'mint', name: 'P', colors: { primary: '#123456' }, api: { openapi: 'api.yaml' }, navigation: { pages: ['op'] } }),
      '/s/api.yaml': 'openapi: 3.1.0\ninfo: { title: T, version: "1" }\npaths:\n  /payment-links/{id}:\n    get: { summary: Get, responses: { "200": { description: ok } } }\n',
    });
    const service = createLanguageService(workspace);
    const text = '---\nopenapi: "GET\n  /payment-links/{id}"\n---\n\nBody.\n';
    workspace.set('/s/op.mdx', text);
    const codes = service.validate(TextDocument.create('file:///s/op.mdx', 'mdx', 1, text)).map((d) => d.code);
    assert.ok(!codes.includes('unknown-openapi-operation'), codes.join(', '));
  });
});
