import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import * as oniguruma from 'vscode-oniguruma';
import { INITIAL, IGrammar, Registry, parseRawGrammar } from 'vscode-textmate';

const SCOPE = 'text.html.markdown.mdx.docsite';

/**
 * Grammars ours embeds, which VS Code ships. Empty stand-ins here: the test checks our own scopes,
 * and an include the engine cannot resolve would otherwise drop the rule that holds it.
 */
const STAND_INS = ['source.yaml', 'source.js', 'text.html.markdown'];

/** Loads our grammar with the real TextMate engine VS Code uses. */
async function loadGrammar(): Promise<IGrammar> {
  const wasm = fs.readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const registry = new Registry({
    onigLib: Promise.resolve({ createOnigScanner: (s) => new oniguruma.OnigScanner(s), createOnigString: (s) => new oniguruma.OnigString(s) }),
    loadGrammar: async (scope) => {
      if (STAND_INS.includes(scope)) return parseRawGrammar(JSON.stringify({ scopeName: scope, patterns: [] }), `${scope}.json`);
      if (scope !== SCOPE) return null;
      const file = path.resolve('syntaxes/mdx.tmLanguage.json');
      return parseRawGrammar(fs.readFileSync(file, 'utf8'), file);
    },
  });
  const grammar = await registry.loadGrammar(SCOPE);
  assert.ok(grammar);
  return grammar;
}

/** Each token's text with its innermost scope, line by line. */
async function tokenize(text: string): Promise<[string, string][]> {
  const grammar = await loadGrammar();
  let state = INITIAL;
  const out: [string, string][] = [];
  for (const line of text.split('\n')) {
    const result = grammar.tokenizeLine(line, state);
    for (const t of result.tokens) out.push([line.slice(t.startIndex, t.endIndex), t.scopes[t.scopes.length - 1]]);
    state = result.ruleStack;
  }
  return out;
}

const scopeOf = (tokens: [string, string][], text: string) => tokens.find(([t]) => t === text)?.[1];

describe('MDX TextMate grammar', () => {
  it('marks the frontmatter as embedded YAML', async () => {
    const tokens = await tokenize('---\ntitle: Hello\n---\n\n## Body');
    assert.equal(scopeOf(tokens, '---'), 'punctuation.definition.tag.begin.frontmatter.mdx');
    assert.equal(scopeOf(tokens, 'title: Hello'), 'meta.embedded.block.frontmatter.mdx');
  });

  it('highlights component tags, attributes, strings and expressions', async () => {
    const tokens = await tokenize('<Card title="Start" cols={2} horizontal>\nText\n</Card>');
    assert.equal(scopeOf(tokens, 'Card'), 'entity.name.tag.component.mdx');
    assert.equal(scopeOf(tokens, 'title'), 'entity.other.attribute-name.mdx');
    assert.equal(scopeOf(tokens, '"'), 'string.quoted.double.mdx');
    assert.equal(scopeOf(tokens, '{'), 'punctuation.section.embedded.begin.mdx');
    assert.equal(scopeOf(tokens, 'horizontal'), 'entity.other.attribute-name.mdx');
    assert.equal(scopeOf(tokens, '</'), 'punctuation.definition.tag.begin.mdx');
  });

  it('embeds import/export lines as JavaScript, and {/* */} as a comment', async () => {
    const tokens = await tokenize("import Snippet from '/snippets/a.mdx'\n\n{/* hidden */}");
    assert.equal(tokens[0][1], 'meta.embedded.block.esm.mdx');
    assert.equal(scopeOf(tokens, '{/*'), 'comment.block.mdx');
    assert.equal(scopeOf(tokens, ' hidden '), 'comment.block.mdx');
  });

  it('does not treat a self-closing tag as open for the rest of the page', async () => {
    const tokens = await tokenize('<Icon icon="x" />\n\nplain words');
    assert.equal(scopeOf(tokens, '/>'), 'punctuation.definition.tag.end.mdx');
    assert.equal(scopeOf(tokens, 'plain words'), SCOPE);
  });
});
