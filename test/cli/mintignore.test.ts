/**
 * Issue 21, item 3: `docsite check` leaves out what the site build leaves out (`.mintignore` at the
 * docs root), and `--cache` sees a `.mintignore` change as a change of what links mean.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { runCheck } from '../../cli/src/check';
import { resolveSettings } from '../../site/src/settings';

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\n\n${body}\n`;

function tempSite(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-mintignore-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const files = {
  'docs.json': JSON.stringify({ name: 'C', theme: 'mint', colors: { primary: '#123456' }, navigation: { pages: ['intro'] } }),
  'intro.mdx': page('Intro', 'The [plan](/drafts/plan) and the [llms.txt](/llms.txt).'),
  // A draft with an error of its own: the build skips it, so must the check.
  'drafts/plan.mdx': page('Plan', '<Card title="x">\n'),
  '.mintignore': 'drafts/\n',
};

describe('docsite check and .mintignore', () => {
  it('does not check the files .mintignore leaves out, and a link to one is broken', async () => {
    const site = tempSite(files);
    try {
      const result = await runCheck({ dir: site, settings: resolveSettings({}) });
      assert.equal(result.sites[0].pages, 1);
      assert.deepEqual(result.rechecked.map((p) => path.relative(site, p)).sort(), ['docs.json', 'intro.mdx']);
      assert.deepEqual(result.files.map((f) => [f.relativePath, f.diagnostics.map((d) => d.code)]), [['intro.mdx', ['broken-link']]]);
      assert.match(String(result.files[0].diagnostics[0].message), /drafts\/plan/);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  it('--cache: a .mintignore change re-checks the pages whose links it changes', async () => {
    const site = tempSite(files);
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-cache-'));
    const check = () => runCheck({ dir: site, settings: resolveSettings({}), cacheLocation: path.join(cacheDir, 'cache.json') });
    try {
      await check();
      assert.deepEqual((await check()).rechecked.map((p) => path.basename(p)), []);
      fs.writeFileSync(path.join(site, '.mintignore'), '# nothing left out\n');
      const edited = await check();
      assert.deepEqual(edited.rechecked.map((p) => path.relative(site, p)).sort(), ['docs.json', 'drafts/plan.mdx', 'intro.mdx']);
      const fresh = await runCheck({ dir: site, settings: resolveSettings({}) });
      assert.deepEqual(edited.files, fresh.files);
      assert.ok(!edited.files.some((f) => f.relativePath === 'intro.mdx'), 'the plan is a page again');
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
      fs.rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
