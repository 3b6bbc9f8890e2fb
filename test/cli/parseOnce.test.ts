/**
 * Issue 27: a whole-site check parses each page once. Pages read other pages (a linked page's
 * anchors, an imported snippet's exports), which parses them before their own turn; that parse is
 * kept for it (spare parses, as many as WHOLE_SITE_SPARE_PARSES), a page already checked leaves what
 * others read of it, and snippets are checked first: their parse for a page's import does not
 * have to wait behind as many others. CheckResult.pageParses counts the parses; the report is the same as ever.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runCheck } from '../../cli/src/check';
import { formatJson } from '../../cli/src/formatters/json';
import { resolveSettings } from '../../site/src/settings';
import { WHOLE_SITE_SPARE_PARSES } from '../../service/src/languageService';

/** As many linked pages as a check keeps spare parses of (WHOLE_SITE_SPARE_PARSES). */
const LINKED = WHOLE_SITE_SPARE_PARSES;
const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\n\n${body}\n`;
const linked = (n: number) => `zz-${String(n).padStart(2, '0')}`;

describe('docsite check parses each page once', () => {
  let site: string;
  before(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-parse-once-'));
    const put = (name: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
      fs.writeFileSync(path.join(site, name), text);
    };
    const targets = Array.from({ length: LINKED }, (_, n) => linked(n));
    put('docs.json', JSON.stringify({ name: 'S', theme: 'mint', colors: { primary: '#123456' }, navigation: { pages: ['a-uses', 'b-links', ...targets] } }));
    // Reads the snippet's exports, which parses it, long before its turn in name order.
    put('a-uses.mdx', page('Uses', 'import Part from "/snippets/part.mdx";\n\nText.\n\n<Part />'));
    // Links to headings of pages that come after the snippet: each link parses its page, whose parse
    // waits for its own check; the last one has no such heading.
    put('b-links.mdx', page('Links', targets.map((t, n) => `- [${t}](/${t}#${n === LINKED - 1 ? 'nowhere' : 'heading'})`).join('\n')));
    for (const target of targets) put(`${target}.mdx`, page(target, '## Heading\n\nText.'));
    put('snippets/part.mdx', 'A part.\n');
  });
  after(() => fs.rmSync(site, { recursive: true, force: true }));

  it('with one worker, every page and snippet is parsed once, and the findings are those of each page alone', async () => {
    const result = await runCheck({ dir: site, settings: resolveSettings({}), jobs: 1 });
    assert.equal(result.checkedFiles, LINKED + 4, 'docs.json, the pages and the snippet');
    assert.equal(result.pageParses, LINKED + 3, 'the pages and the snippet, each once');
    const findings = result.files.flatMap((f) => f.diagnostics.map((d) => `${f.relativePath} ${d.code}`));
    assert.deepEqual(findings, ['b-links.mdx broken-anchor']);
  });

  it('the report is the same with two workers, where a page may be parsed by both', async () => {
    const one = await runCheck({ dir: site, settings: resolveSettings({}), jobs: 1 });
    const two = await runCheck({ dir: site, settings: resolveSettings({}), jobs: 2 });
    assert.equal(formatJson(two, 'test'), formatJson(one, 'test'));
    assert.ok(two.pageParses >= one.pageParses);
  });
});
