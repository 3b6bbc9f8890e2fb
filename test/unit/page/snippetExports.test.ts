/**
 * Issue 23, item 2: a name imported from a snippet that the snippet does not export. Pinned to the
 * build (@mintlify/common resolveAllImports): a named import it cannot find ("Could not find export
 * X in snippet") is dropped, so `<X>` has nothing behind it; a default import of a Markdown snippet
 * is its content, unless the snippet is named exports and nothing else ("will not render").
 */
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { anchorFingerprint } from '../../../service/src/page/anchorCache';
import { parsePage } from '../../../mdx/src/parse';
import { FM, check, ctx, siteWorkspace } from './helpers';

const CARDS = 'export const Intro = () => <Card title="Intro">Hi</Card>;\n\nexport function Outro() { return <p>bye</p>; }\n\nexport const inner = 1;\nexport { inner as Renamed };\n';

function findings(text: string, files: Record<string, string> = {}, path?: string) {
  const sources = { ...ctx(siteWorkspace({ '/site/snippets/cards.mdx': CARDS, ...files })), ...(path ? { path } : {}) };
  return check(text, sources)
    .filter((d) => String(d.code).startsWith('snippet-'))
    .map((d) => ({ code: d.code, severity: d.severity, at: [d.range.start.line, d.range.start.character], message: String(d.message) }));
}

describe('snippet exports', () => {
  it('accepts every kind of export the build resolves: const, function, `export { a as b }`, renamed imports', () => {
    const text = FM + "import { Intro, Outro, Renamed as R } from '/snippets/cards.mdx';\n\n<Intro />\n<Outro />\n<R />\n";
    assert.deepEqual(findings(text), []);
  });

  it('a named import the snippet does not export is an error where the page shows it, on the name', () => {
    const text = FM + "import { Intro, Missing } from '/snippets/cards.mdx';\n\n<Intro />\n<Missing />\n";
    const [finding, ...rest] = findings(text);
    assert.deepEqual(rest, []);
    assert.equal(finding.code, 'snippet-export');
    assert.equal(finding.severity, DiagnosticSeverity.Error);
    assert.deepEqual(finding.at, [4, 16]);
    assert.match(finding.message, /^`Missing` is not exported by `\/snippets\/cards\.mdx`/);
    assert.match(finding.message, /It exports `Intro`, `Outro`, `inner`, `Renamed`\./);
  });

  it('a name imported but never shown is a warning: nothing renders wrong', () => {
    const [finding] = findings(FM + "import { Missing as M } from '/snippets/cards.mdx';\n\nText.\n");
    assert.equal(finding.code, 'snippet-export');
    assert.equal(finding.severity, DiagnosticSeverity.Warning);
    assert.match(finding.message, /`Missing` \(imported as `M`\)/);
  });

  it('resolves a relative import from a nested snippet from the snippet\'s own folder, as the build does', () => {
    const nested = "import { Nope } from './cards.mdx';\n\n<Nope />\n";
    const got = findings(nested, { '/site/snippets/nested.mdx': nested }, '/site/snippets/nested.mdx');
    assert.deepEqual(got.map((f) => f.code), ['snippet-export']);
    assert.deepEqual(findings("import { Intro } from './cards.mdx';\n\n<Intro />\n", {}, '/site/snippets/other.mdx'), []);
  });

  it('a default import is the content of an .mdx snippet: fine with content, with `export default`, or with no exports', () => {
    const files = {
      '/site/snippets/plain.mdx': 'export const x = 1;\n\nSome **content**.\n',
      '/site/snippets/withdefault.mdx': 'export default function A() { return null; }\n',
      '/site/snippets/empty.mdx': '',
    };
    const text = FM + "import Plain from '/snippets/plain.mdx';\nimport WithDefault from '/snippets/withdefault.mdx';\nimport Empty from '/snippets/empty.mdx';\n\n<Plain />\n<WithDefault />\n<Empty />\n";
    assert.deepEqual(findings(text, files), []);
  });

  it('a default import of a snippet that has only named exports renders nothing: an error where shown', () => {
    const [finding, ...rest] = findings(FM + "import Cards from '/snippets/cards.mdx';\n\n<Cards />\n");
    assert.deepEqual(rest, []);
    assert.equal(finding.code, 'snippet-default-export');
    assert.equal(finding.severity, DiagnosticSeverity.Error);
    assert.match(finding.message, /import \{ Intro \} from '\/snippets\/cards\.mdx'/);
  });

  it('judges nothing by a snippet that does not parse, a missing one, or a script snippet', () => {
    const files = { '/site/snippets/broken.mdx': 'export const = ;\n\n<Unclosed\n', '/site/snippets/widget.jsx': 'export const Other = () => null;\n' };
    const text = FM + "import { A } from '/snippets/broken.mdx';\nimport { B } from '/snippets/widget.jsx';\nimport { C } from '/snippets/gone.mdx';\n\n<A /><B /><C />\n";
    assert.deepEqual(findings(text, files).map((f) => f.code), ['snippet-import']);
  });

  it('an export dropped from a snippet changes its fingerprint, so the pages importing it are checked again', () => {
    const before = anchorFingerprint(parsePage(CARDS));
    assert.notEqual(anchorFingerprint(parsePage(CARDS.replace('export function Outro', 'function Outro'))), before);
    assert.equal(anchorFingerprint(parsePage(CARDS.replace('Hi', 'Hello'))), before);
  });
});

describe('components in a nested snippet', () => {
  const files = {
    '/site/snippets/parent.mdx': "import { Intro } from './cards.mdx';\nimport Child from './child.mdx';\n\n<Child />\n",
    '/site/snippets/child.mdx': '<Intro />\n\n<Note>Built in: no import needed.</Note>\n',
  };

  it('a component the nested snippet uses without importing it itself is unknown there, though its parent imports it', () => {
    const sources = { ...ctx(siteWorkspace({ '/site/snippets/cards.mdx': CARDS, ...files })), path: '/site/snippets/child.mdx' };
    const found = check(files['/site/snippets/child.mdx'], sources).filter((d) => d.code === 'unknown-component');
    assert.deepEqual(found.map((d) => [d.range.start.line, d.severity]), [[0, DiagnosticSeverity.Error]]);
    assert.match(String(found[0].message), /A snippet must import the components it uses itself: one imported by another snippet may otherwise render as empty content\./);
  });

  it('importing it in the nested snippet itself is enough', () => {
    const text = "import { Intro } from './cards.mdx';\n\n<Intro />\n";
    const sources = { ...ctx(siteWorkspace({ '/site/snippets/cards.mdx': CARDS, ...files })), path: '/site/snippets/child.mdx' };
    assert.deepEqual(check(text, sources).map((d) => d.code), []);
  });
});
