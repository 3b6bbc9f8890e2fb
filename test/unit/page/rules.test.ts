/** Every page rule: a passing and a failing case, with exact ranges. */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { FM, check, ctx, expectClean, expectCode, rangesOf, siteWorkspace } from './helpers';

describe('frontmatter', () => {
  it('accepts a page with title and description', () => expectClean(FM + '\nText.\n'));
  it('reports a missing block on the first line', () => {
    expectCode('Some text\n', 'frontmatter-missing', [[0, 0, 0, 9]]);
  });
  it('reports a missing title and an empty description', () => {
    const d = check('---\ndescription: ""\n---\n');
    assert.deepEqual(d.map((x) => x.code), ['frontmatter-title', 'frontmatter-description']);
    assert.deepEqual(d[1].range, { start: { line: 1, character: 0 }, end: { line: 1, character: 15 } });
  });
  it('reports a YAML error at its real line', () => {
    expectCode('---\ntitle: a\ndescription: [x\nmode: wide\n---\n', 'frontmatter-yaml', [[3, 0, 3, 10]]);
  });
  it('does not require title on OpenAPI pages or anything in snippets', () => {
    expectClean('---\nopenapi: "GET /users"\n---\n');
    expectClean('Plain snippet text.\n', ctx(siteWorkspace(), {}, '/site/snippets/x.mdx'));
  });
});

describe('headings', () => {
  it('accepts ## then ###', () => expectClean(FM + '## A\n\n### B\n'));
  it('reports an H1 and a skipped level as warnings (writing rules)', () => {
    const d = expectCode(FM + '# Top\n\n## A\n\n#### C\n', 'heading-h1', [[4, 0, 4, 5]]);
    assert.deepEqual(d.map((x) => [x.code, x.severity]), [['heading-h1', DiagnosticSeverity.Warning], ['heading-skipped-level', DiagnosticSeverity.Warning]]);
    assert.deepEqual(d[1].range.start, { line: 8, character: 0 });
  });
});

describe('images', () => {
  it('accepts a framed image with alt text', () => expectClean(FM + '<Frame>\n  ![A chart](/images/shot.png)\n</Frame>\n'));
  it('reports an unframed image and missing alt, for markdown and <img>', () => {
    const text = FM + '![](/images/shot.png)\n\n<img src="/images/shot.png" />\n';
    expectCode(text, 'image-frame', [[4, 0, 4, 21], [6, 0, 6, 30]]);
    expectCode(text, 'image-alt', [[4, 0, 4, 21], [6, 0, 6, 30]]);
  });
  it('accepts alt="" on a tag as decorative (issue 38); a tag with no alt and an empty Markdown alt still warn', () => {
    const text = FM + '<Frame><img src="/images/shot.png" alt="" /></Frame>\n\n<Frame><img src="/images/shot.png" /></Frame>\n\n<Frame>![](/images/shot.png)</Frame>\n';
    expectCode(text, 'image-alt', [[6, 7, 6, 37], [8, 7, 8, 28]]);
  });
  it('asks for a Frame only where one can stand: not inline in a sentence, in a table cell or inside a site component (issue 38)', () => {
    const text = FM + [
      'Status: ![ok](/images/ok.png) today.',
      '',
      '| A | B |',
      '| - | - |',
      '| ![icon](/images/ok.png) | x |',
      '',
      'export const StatusPill = ({ children }) => <span>{children}</span>',
      '',
      '<StatusPill><img src="/images/ok.png" alt="ok" /></StatusPill>',
      '',
      '<Steps><Step title="One">![A block image](/images/shot.png)</Step></Steps>',
      '',
      '![A block image](/images/shot.png)',
      '',
    ].join('\n');
    expectCode(text, 'image-frame', [[14, 25, 14, 59], [16, 0, 16, 34]]);
  });
  it('judges an <img> in a sentence as inline on a page that does not parse too (the tag scan, issue 38)', () => {
    const text = FM + ['Status: <img src="/images/ok.png" alt="ok" /> today.', '', '| <img src="/images/ok.png" alt="ok" /> | x |', '', '<img src="/images/shot.png" alt="A block" />', '', '<Unclosed>', ''].join('\n');
    expectCode(text, 'image-frame', [[8, 0, 8, 44]]);
  });
  it('asks no Frame around a linked image (a button, a badge) or an icon-sized <img> (issue 38 sample: a Card\'s logo)', () => {
    const text = FM + [
      '[![Deploy to Koyeb](https://www.koyeb.com/static/images/deploy/button.svg)](https://app.koyeb.com/deploy)',
      '',
      '<Card href="/frameworks/fastapi">',
      '  <img className="block h-8 w-8 dark:hidden" src="/images/fastapi-icon-light.svg" />',
      '  <img width="32" src="/images/fastapi-icon.svg" />',
      '  **FastAPI**',
      '</Card>',
      '',
      '<img className="block h-32 dark:hidden" src="/images/callbacks.png" />',
      '',
    ].join('\n');
    expectCode(text, 'image-frame', [[12, 0, 12, 70]]);
  });
});

describe('unknown components', () => {
  it('knows built-ins, vendor extras, imports, local exports and configured names', () => {
    const text = FM + 'import Banner2 from "/snippets/banner.mdx"\n\nexport const Local = () => <b>x</b>\n\n<Note>a</Note> <Danger>b</Danger> <Banner2 /> <Local /> <Custom />\n';
    expectClean(text, ctx(siteWorkspace(), { components: { custom: ['Custom'] } }));
  });
  it('reports an unknown name with a suggestion', () => {
    const d = expectCode(FM + '<Noet>\nx\n</Noet>\n', 'unknown-component', [[4, 1, 4, 5]]);
    assert.match(String(d[0].message), /Did you mean `Note`\?/);
    assert.equal((d[0].data as { suggestion: string }).suggestion, 'Note');
  });
});

describe('attributes', () => {
  it('accepts known attributes', () => expectClean(FM + '<Card title="A" icon="rocket" iconType="solid" href="/setup/install" horizontal />\n'));
  it('reports an unknown and a duplicate attribute', () => {
    const text = FM + '<Card title="A" titel="B" title="C" />\n';
    expectCode(text, 'unknown-attribute', [[4, 16, 4, 21]]);
    expectCode(text, 'duplicate-attribute', [[4, 26, 4, 35]]);
  });
});

describe('attribute values', () => {
  it('accepts correct types and enums', () => expectClean(FM + '<CardGroup cols={2}>\n<Card title="A" iconType="brands" />\n</CardGroup>\n'));
  it('reports a bad enum as an error, a number in quotes as a warning', () => {
    const text = FM + '<CardGroup cols="2">\n<Card title="A" icon="rocket" />\n</CardGroup>\n\n<Badge color="pink">New</Badge>\n';
    const d = expectCode(text, 'invalid-value', [[8, 14, 8, 18]]);
    expectCode(text, 'value-form', [[4, 17, 4, 18]]);
    assert.equal(d.find((x) => x.code === 'invalid-value')?.severity, DiagnosticSeverity.Error);
  });
  it('ignores iconType next to a JSX icon or no icon, where it has no effect', () => {
    expectClean(FM + '<Card title="A" icon={<svg />} iconType="image" />\n\n<Card title="B" iconType="brand" />\n');
  });
  it('accepts a number in quotes where the component reads it (Columns cols, Step stepNumber)', () => {
    expectClean(FM + '<Columns cols="3">\n<Card title="A" />\n</Columns>\n\n<Steps>\n<Step title="a" stepNumber="3">x</Step>\n</Steps>\n');
  });
  it('accepts boolean strings the component reads as meant', () => {
    expectClean(FM + '<ParamField query="q" type="string" required="true">x</ParamField>\n\n<Expandable defaultOpen="true">\n<ResponseField name="a" type="string">x</ResponseField>\n</Expandable>\n\n<Accordion title="A" defaultOpen="true">x</Accordion>\n\n<Accordion title="B" defaultOpen="false">x</Accordion>\n\n<Card title="C" arrow="true" />\n');
  });
  it('reports boolean strings that do the opposite, per how each component reads them', () => {
    const text = FM + [
      '<ParamField query="q" required="false">x</ParamField>', // any string shows the pill
      '<Expandable defaultOpen="false">x</Expandable>', // any string opens it
      '<Accordion title="A" defaultOpen="True">x</Accordion>', // only "true" opens it
      '<Card title="C" arrow="false" />', // any string shows the arrow
    ].join('\n\n') + '\n';
    const d = expectCode(text, 'invalid-value', [[4, 32, 4, 37], [6, 25, 6, 30], [8, 34, 8, 38], [10, 23, 10, 28]]);
    assert.match(String(d.find((x) => x.code === 'invalid-value')?.message), /reads the string "false" as true/);
  });
  it('warns on a boolean string that is no yes or no, and on a bare text attribute', () => {
    const text = FM + '<Card title="C" horizontal="wide" />\n\n<Frame caption>\n![A chart](/images/shot.png)\n</Frame>\n';
    expectCode(text, 'value-form', [[4, 28, 4, 32], [6, 7, 6, 14]]);
  });
});

describe('required attributes', () => {
  it('accepts complete elements', () => expectClean(FM + '<ParamField query="q" type="string">x</ParamField>\n\n<Tooltip tip="t" cta="More" href="/setup/install">API</Tooltip>\n'));
  it('reports a missing title, a ParamField without location, two locations, Tooltip cta without href', () => {
    const text = FM + '<Steps>\n<Step>x</Step>\n</Steps>\n\n<ParamField type="string">x</ParamField>\n\n<ParamField path="a" query="b" type="string">x</ParamField>\n\n<Tooltip tip="t" cta="More">API</Tooltip>\n';
    expectCode(text, 'missing-attribute', [[5, 1, 5, 5], [8, 1, 8, 11], [10, 1, 10, 11], [12, 1, 12, 8]]);
  });
});

describe('nesting', () => {
  it('accepts Step inside Steps and Tab inside Tabs', () => expectClean(FM + '<Steps>\n<Step title="a">x</Step>\n</Steps>\n\n<Tabs>\n<Tab title="b">y</Tab>\n</Tabs>\n'));
  it('reports Step outside Steps and Tab outside Tabs', () => {
    expectCode(FM + '<Step title="a">x</Step>\n\n<Tab title="b">y</Tab>\n', 'wrong-nesting', [[4, 1, 4, 5], [6, 1, 6, 4]]);
  });
});

describe('unclosed tags', () => {
  it('reports an unclosed tag once, at the open tag, with nothing else', () => {
    const d = expectCode(FM + '<Note>\nText\n', 'unclosed-tag', [[4, 0, 4, 6]]);
    assert.equal(d.length, 1);
  });
  it('reports a mismatched closing tag', () => {
    expectCode(FM + '<Note>Text</Tip>\n', 'unclosed-tag', [[4, 10, 4, 16]]);
  });
});

describe('MDX syntax', () => {
  it('reports an unescaped < at its exact position, once', () => {
    const d = expectCode(FM + '## A\n\nIf a <3 b then.\n\n<Noet>x</Noet>\n', 'mdx-syntax', [[6, 6, 6, 7]]);
    // The tolerant fallback still runs component checks.
    assert.deepEqual(d.map((x) => x.code), ['mdx-syntax', 'unknown-component']);
  });
  it('reports an unclosed expression', () => {
    expectCode(FM + 'Use {oops\n', 'mdx-syntax', [[4, 9, 4, 9]]);
  });
});

describe('code blocks', () => {
  it('accepts labelled blocks in CodeGroup', () => expectClean(FM + '<CodeGroup>\n\n```bash npm\nnpm i\n```\n\n</CodeGroup>\n'));
  it('reports a missing label and a missing language', () => {
    const text = FM + '<CodeGroup>\n\n```bash\nnpm i\n```\n\n</CodeGroup>\n\n```\nplain\n```\n';
    expectCode(text, 'code-block-label', [[6, 0, 6, 7]]);
    expectCode(text, 'code-block-language', [[12, 0, 12, 3]]);
  });
  it('counts only a title as a label, not the options after the language', () => {
    expectCode(FM + '<CodeGroup>\n\n```bash {1} wrap\nnpm i\n```\n\n</CodeGroup>\n', 'code-block-label', [[6, 0, 6, 16]]);
    expectClean(FM + '<CodeGroup>\n\n```bash title="npm" {1}\nnpm i\n```\n\n</CodeGroup>\n');
  });
});

describe('API examples', () => {
  const block = '<RequestExample>\n\n```bash cURL\ncurl x\n```\n\n</RequestExample>\n';
  it('accepts them on an API page', () => expectClean('---\ntitle: T\ndescription: D\napi: "GET /x"\n---\n' + block));
  it('warns on other pages', () => {
    expectCode(FM + block, 'api-example-page', [[4, 1, 4, 15]]);
  });
});

describe('links', () => {
  it('accepts existing pages, files and anchors (dots, spaces, encoding, non-ASCII, repeats)', () => {
    const text = FM + '## Local\n\n[a](/setup/install) [b](setup/install#getting-started) [c](/setup/install#version-1-2-notes) [d](/setup/install#caf%C3%A9-au-lait) [e](/setup/install#getting-started-2) [f](#local) [g](/images/shot.png) [h](https://x.dev/nope)\n\n<Card title="c" href="/setup/install" />\n';
    expectClean(text);
  });
  it('reports a missing page and a missing anchor', () => {
    const text = FM + '[a](/nope) [b](/setup/install#nope)\n\n<Card title="c" href="/gone" />\n';
    expectCode(text, 'broken-link', [[4, 4, 4, 9], [6, 22, 6, 27]]);
    expectCode(text, 'broken-anchor', [[4, 15, 4, 34]]);
  });
  it('tells a link to a folder without an index page apart, as a warning with a page to link instead', () => {
    const d = check(FM + '[a](/setup)\n');
    assert.deepEqual(d.map((x) => [x.code, x.severity]), [['folder-link', DiagnosticSeverity.Warning]]);
    assert.match(String(d[0].message), /`setup` is a folder without an index page.*`setup\/install`/);
  });
  it('says when a missing page differs from one only in letter case', () => {
    const d = check(FM + '[a](/setup/Install)\n');
    assert.deepEqual(d.map((x) => x.code), ['broken-link']);
    assert.match(String(d[0].message), /`setup\/install` differs only in letter case/);
  });
});

describe('snippet imports', () => {
  it('accepts absolute and relative imports that exist', () => {
    expectClean(FM + 'import A from "/snippets/banner.mdx"\nimport B from "./snippets/banner.mdx"\n\n<A /> <B />\n');
  });
  it('reports one that does not', () => {
    expectCode(FM + 'import A from "/snippets/missing.mdx"\n\n<A />\n', 'snippet-import', [[4, 15, 4, 36]]);
  });
});

describe('generic link text', () => {
  it('accepts descriptive text', () => expectClean(FM + 'See [the install guide](/setup/install).\n'));
  it('reports "click here"', () => {
    expectCode(FM + 'To install, [Click here](/setup/install).\n', 'generic-link-text', [[4, 12, 4, 40]]);
  });
});

describe('secrets', () => {
  it('accepts placeholders', () => {
    expectClean(FM + '```bash\ncurl -H "Authorization: Bearer <API_KEY>" -H "X: YOUR_API_KEY" https://x\nexport AWS=AKIAIOSFODNN7EXAMPLE\n```\n');
  });
  it('reports live-looking keys at the token', () => {
    const text = FM + '```bash\nexport GH=ghp_aZ3kP9qLm2Xv8RtY6wB1nC4dE7fG0hJ5sT2u\ncurl -H "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.Qm9vT2xZc2FmZUtleQ"\n```\n';
    expectCode(text, 'secret-in-code', [[5, 10, 5, 50], [6, 31, 6, 90]]);
  });
});

describe('settings and robustness', () => {
  it('turns a rule off and changes a severity', () => {
    const d = check('Some text\n', ctx(siteWorkspace(), { rules: { 'frontmatter-missing': 'off' } }));
    assert.deepEqual(d, []);
    const w = check(FM + '# H\n', ctx(siteWorkspace(), { rules: { 'heading-h1': 'info' } }));
    assert.equal(w[0].severity, DiagnosticSeverity.Information);
  });
  it('never throws on binary, huge or half-typed input, and caps the count', () => {
    assert.doesNotThrow(() => check('\0\x01\x02'));
    assert.doesNotThrow(() => check(FM + '<Card title="a" icon={<svg'));
    assert.doesNotThrow(() => check('---\n'));
    const many = check(FM + '![](/x.png)\n\n'.repeat(400));
    assert.equal(many.length, 500);
  });
  it('says how many problems the cap left out, and keeps the errors first (issue 21, item 9)', () => {
    // 600 images without alt text (warnings), then one broken link (an error) at the very end.
    const d = check(FM + '![](/images/shot.png)\n\n'.repeat(600) + '[Gone](/nowhere)\n');
    assert.equal(d.length, 500);
    assert.ok(d.some((x) => x.code === 'broken-link'), 'the error is shown though 600 warnings come before it');
    const notice = d[d.length - 1];
    assert.equal(notice.code, 'problems-not-shown');
    assert.equal(notice.severity, DiagnosticSeverity.Warning, 'as severe as the worst problem left out');
    assert.match(String(notice.message), /^\d+ more problems in this file not shown: a file lists at most 500, the most severe first\.$/);
    // The shown ones stay in document order.
    const lines = d.slice(0, -1).map((x) => x.range.start.line);
    assert.deepEqual(lines, [...lines].sort((a, b) => a - b));
  });
  it('says when a page is too large or binary to check, instead of parsing it', () => {
    const huge = check(FM + '## Big\n\n' + 'word '.repeat(100_000));
    assert.deepEqual(huge.map((d) => d.code), ['page-not-checked']);
    assert.match(String(huge[0].message), /larger than 400 KB/);
    // Inline base64 images do not make a page too large to check.
    const image = `<img src="data:image/png;base64,${'A'.repeat(600_000)}" alt="Chart" />`;
    assert.ok(!check(FM + '## Chart\n\n<Frame>' + image + '</Frame>\n').some((d) => d.code === 'page-not-checked'));
    // Other long attribute values count beyond their first 64,000 characters: one API field name of
    // 500 KB is a page of 436 KB (it was parsed, and its id made, as if the page were empty).
    const field = (length: number) => check(FM + `<ParamField path="${'x'.repeat(length)}" type="string">\n  Text.\n</ParamField>\n`);
    assert.match(String(field(500_000)[0]?.message), /larger than 400 KB/);
    assert.ok(!field(390_000).some((d) => d.code === 'page-not-checked'), 'a value under the page size is parsed');
    // A real page holds 1.3 MB of such values, none over 40,000 characters: each goes uncounted.
    const svg = `<svg><path d="${'M0 0L1 1'.repeat(5_000)}" /></svg>\n`;
    assert.ok(!check(FM + '## Chart\n\n' + svg.repeat(30)).some((d) => d.code === 'page-not-checked'));
    assert.deepEqual(check(FM + 'a\0b').map((d) => d.code), ['page-not-checked']);
    const brackets = check(FM + '[a]'.repeat(3000));
    assert.match(String(brackets[0].message), /too many to parse in time/);
  });
});

describe('imported components shadow built-in ones', () => {
  it('an imported Card is the page’s own: no built-in attribute or required-attribute checks', () => {
    const text = FM + 'import Card from "/snippets/banner.mdx"\n\n<Card flavour="x" />\n';
    assert.deepEqual(check(text).filter((d) => /attribute/.test(String(d.code))), []);
  });
});

describe('missing images', () => {
  const images = siteWorkspace({ '/site/guide/img/local.png': 'png', '/site/videos/demo.mp4': 'mp4' });
  it('accepts existing files, remote URLs, rooted and relative paths, and paths from the docs root', () => {
    const text = FM + '<Frame>\n![A](/images/shot.png)\n</Frame>\n\n<Frame>\n![B](images/shot.png)\n</Frame>\n\n<Frame>\n![C](https://cdn.example.com/x.png)\n</Frame>\n\n<video src="/videos/demo.mp4" />\n\n<Card title="D" img="/images/shot.png" />\n';
    const d = check(text, ctx(images));
    assert.deepEqual(rangesOf(d, 'missing-image'), []);
  });
  it('reports a missing markdown image, <img>, <video> and Card img at the path, with the closest image', () => {
    const text = FM + '<Frame>\n![A](/images/shto.png)\n</Frame>\n\n<Frame>\n<img src="/images/nope.png" alt="B" />\n</Frame>\n\n<video src="/videos/demo2.mp4" />\n\n<Card title="D" img="/img/shot.png" />\n';
    const d = expectCode(text, 'missing-image', [[5, 5, 5, 21], [9, 10, 9, 26], [12, 12, 12, 29], [14, 21, 14, 34]], ctx(images));
    const missing = d.filter((x) => x.code === 'missing-image');
    assert.equal(missing[0].severity, DiagnosticSeverity.Error);
    assert.equal((missing[0].data as { suggestion?: string }).suggestion, '/images/shot.png');
    assert.equal((missing[2].data as { suggestion?: string }).suggestion, '/videos/demo.mp4');
  });
  it('reports a path that climbs out of the docs root without reading it', () => {
    expectCode(FM + '<Frame>\n![A](../../etc/passwd.png)\n</Frame>\n', 'missing-image', [[5, 5, 5, 25]], ctx(images));
  });
});

describe('presets', () => {
  it('strict makes the writing rules errors; a per-rule setting still wins', () => {
    const text = FM + '# Top\n';
    assert.equal(check(text)[0].severity, DiagnosticSeverity.Warning);
    assert.equal(check(text, ctx(siteWorkspace(), { preset: 'strict' }))[0].severity, DiagnosticSeverity.Error);
    assert.equal(check(text, ctx(siteWorkspace(), { preset: 'strict', rules: { 'heading-h1': 'info' } }))[0].severity, DiagnosticSeverity.Information);
  });
  it('strict leaves rules that are no writing rules alone', () => {
    const d = check(FM + '<Card title="A" titel="B" />\n', ctx(siteWorkspace(), { preset: 'strict' }));
    assert.deepEqual(d.map((x) => [x.code, x.severity]), [['unknown-attribute', DiagnosticSeverity.Warning]]);
  });
});

describe("today's components", () => {
  it('knows dotted names and checks their attributes and nesting', () => {
    expectClean(FM + '<Tree>\n  <Tree.Folder name="app" defaultOpen>\n    <Tree.File name="page.tsx" />\n  </Tree.Folder>\n</Tree>\n');
    const text = FM + '<Tree>\n<Tree.Foldr name="a" />\n</Tree>\n\n<Tree.File name="x" />\n\n<Folder name="b" />\n';
    const d = expectCode(text, 'unknown-component', [[5, 1, 5, 11], [10, 1, 10, 7]]);
    assert.equal((d.filter((x) => x.code === 'unknown-component')[1].data as { suggestion?: string }).suggestion, 'Tree.Folder');
    expectCode(text, 'wrong-nesting', [[8, 1, 8, 10]]);
  });
  it('accepts the widely used undocumented attributes, and documented new ones', () => {
    expectClean(FM + '<ParamField query="q" type="string" optional>x</ParamField>\n\n<Card title="A" newTab description="d" type="tip" />\n\n<Tooltip tip="t" headline="H">API</Tooltip>\n\n<Note title="Heads up" icon="check">x</Note>\n\n<Badge color="green" size="sm">New</Badge>\n');
  });
  it('leaves members of an imported namespace alone', () => {
    // The snippet must export the namespace too (snippet-export, issue 23).
    const icons = ctx(siteWorkspace({ '/site/snippets/icons.mdx': 'export const Icons = { Logo: () => null };\n' }));
    expectClean(FM + 'import { Icons } from "/snippets/icons.mdx"\n\n<Icons.Logo />\n', icons);
  });
});

describe('the spec\'s writing rules under strict (issue 21, item 10)', () => {
  const strict = ctx(siteWorkspace(), { preset: 'strict' });
  it('an unknown iconType is a warning with did-you-mean by default, and a quick-fixable suggestion', () => {
    const d = expectCode(FM + '<Card title="x" icon="rocket" iconType="sollid">a</Card>\n', 'unknown-icon-type', [[4, 40, 4, 46]]);
    assert.equal(d[0].severity, DiagnosticSeverity.Warning);
    assert.match(String(d[0].message), /Did you mean `solid`\?/);
    assert.deepEqual(d[0].data, { suggestion: 'solid', code: 'unknown-icon-type' });
    assert.ok(!d.some((x) => x.code === 'invalid-value'), 'reported once, by its own rule');
  });
  it('is an error under strict, on components and in the frontmatter', () => {
    const page = '---\ntitle: Guide\ndescription: How.\nicon: rocket\niconType: "bold"\n---\n\n<Icon icon="rocket" iconType="bold" />\n';
    const d = check(page, strict).filter((x) => x.code === 'unknown-icon-type');
    assert.deepEqual(d.map((x) => [x.range.start.line, x.range.start.character, x.range.end.character, x.severity]), [[4, 11, 15, DiagnosticSeverity.Error], [7, 30, 34, DiagnosticSeverity.Error]]);
  });
  it('a valid style, or an iconType beside a JSX icon (which ignores it), is clean', () => {
    expectClean(FM + '<Card title="x" icon="github" iconType="brands">a</Card>\n');
    expectClean(FM + '<Card title="x" icon={<svg />} iconType="brand">a</Card>\n');
    expectClean('---\ntitle: Guide\ndescription: How.\nicon: rocket\niconType: sharp-solid\n---\n');
  });
  it('ParamField without type: a warning by default, an error under strict (the spec requires it)', () => {
    const text = FM + '<ParamField body="name">The name.</ParamField>\n';
    const d = expectCode(text, 'missing-attribute', [[4, 1, 4, 11]]);
    assert.equal(d[0].severity, DiagnosticSeverity.Warning);
    assert.equal(check(text, strict).find((x) => x.code === 'missing-attribute')?.severity, DiagnosticSeverity.Error);
    expectClean(FM + '<ParamField body="name" type="string">The name.</ParamField>\n');
  });
});
