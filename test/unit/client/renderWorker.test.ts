/**
 * The preview's render thread (client/src/preview/renderWorker.ts) driven the way the preview panel
 * drives it (pageRenderer.ts), minus VS Code: real pages of the sample site render on the thread,
 * local images come back as placeholders the host maps to webview URLs, unsaved texts win over the
 * disk, a file saved into an OpenAPI file (a changed event) is found as one, and a page past the
 * time budget stops the thread while the next render still works.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSync } from 'esbuild';
import { BudgetedWorker } from '../../../host/src/budgetedWorker';
import { withAssetUrls, type PageJob, type RenderJob, type RenderReply, type RenderWorkerMessage } from '../../../client/src/preview/renderJob';
import { USERS_YAML } from '../openapi/fixtures';

const EXAMPLES = path.resolve('examples');
const PARAGRAPH = 'Some plain words with **strong** and _emphasis_ here, then more words to read.\n\n';
const SLOW_PAGE = '---\ntitle: Slow\n---\n\n' + PARAGRAPH.repeat(Math.floor(390_000 / PARAGRAPH.length));

describe('the preview render thread', () => {
  let dir: string;
  let worker: BudgetedWorker<RenderJob, RenderReply>;
  const job = (pagePath: string, extra: Partial<PageJob> = {}): PageJob => ({
    kind: 'page',
    pageText: fs.readFileSync(path.join(EXAMPLES, pagePath), 'utf8'),
    pagePath: path.join(EXAMPLES, pagePath),
    docsRoot: EXAMPLES,
    configPath: path.join(EXAMPLES, 'docs.json'),
    iconsDir: path.resolve('dist', 'icons'),
    ...extra,
  });

  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-render-worker-'));
    const script = path.join(dir, 'renderWorker.js');
    buildSync({ entryPoints: ['client/src/preview/renderWorker.ts'], bundle: true, platform: 'node', format: 'cjs', mainFields: ['module', 'main'], outfile: script, logLevel: 'error' });
    worker = new BudgetedWorker(script, { maxOldGenerationSizeMb: 512 }, (where, e) => assert.fail(`${where}: ${e}`));
  });

  after(() => {
    worker.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('"As agents read it": the page\'s Markdown for agents, escaped, with humans\' content left out', async () => {
    const pageText = '---\ntitle: Agents & <you>\ndescription: D\n---\n\nFor all.\n\n<Visibility for="humans">\nHumans only.\n</Visibility>\n\n<Visibility for="agents">\n<b>Agents</b> only.\n</Visibility>\n';
    const outcome = await worker.run('agents', job('quickstart.mdx', { pageText, agentView: true }), 30_000);
    assert.equal(outcome.kind, 'done');
    const reply = (outcome as { result: RenderReply }).result;
    assert.ok(reply.ok);
    assert.equal(reply.title, 'Agents & <you>');
    assert.equal(
      reply.html,
      '<div class="ds-agent-view" aria-label="As agents read it">&gt; The index of every page of this site is at /llms.txt.\n\n# Agents &amp; &lt;you&gt;\n\n&gt; D\n\nFor all.\n\n&lt;b&gt;Agents&lt;/b&gt; only.\n</div>',
    );
  });

  it('renders a sample page; its local image comes back as a placeholder the host maps to its own URL', async () => {
    const outcome = await worker.run('a', job('guides/components-tour.mdx'), 30_000);
    assert.equal(outcome.kind, 'done');
    const reply = (outcome as { result: RenderReply }).result;
    assert.ok(reply.ok);
    const index = reply.assets?.indexOf(path.join(EXAMPLES, 'images/forecast-dashboard.svg')) ?? -1;
    assert.ok(index >= 0);
    assert.match(reply.html, new RegExp(`src="https://docsite-asset\\.invalid/${reply.assetToken}/${index}"`));
    assert.equal(reply.toc, '', 'a wide page has no "On this page" list');
    const mapped = withAssetUrls(reply.html, reply, (p) => `https://webview.test${p}?a=1&b="2"`, () => true);
    assert.ok(!mapped.includes('docsite-asset.invalid'));
    assert.ok(mapped.includes(`src="https://webview.test${EXAMPLES}/images/forecast-dashboard.svg?a=1&amp;b=&quot;2&quot;"`));
  });

  it('a placeholder URL the page writes itself loads nothing, through a symlink or not (issue 26)', async () => {
    // The site has an image that is a symlink to a file outside it, and a real image.
    const site = path.join(dir, 'forge');
    const outside = path.join(dir, 'outside');
    fs.mkdirSync(site);
    fs.mkdirSync(outside);
    fs.writeFileSync(path.join(outside, 'secret.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.symlinkSync(path.join(outside, 'secret.svg'), path.join(site, 'link.svg'));
    fs.writeFileSync(path.join(site, 'real.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const link = path.join(site, 'link.svg');
    const encoded = encodeURIComponent(link);
    const forged = [
      `https://docsite-asset.invalid/${encoded}`, // the old, fixed form
      `https://docsite-asset.invalid/0123456789abcdef/${encoded}`, // a guessed thread token
      'https://docsite-asset.invalid/0123456789abcdef/0', // a guessed render token
    ];
    const pageText = `---\ntitle: Forge\n---\n\n![real](real.svg)\n\n![link](link.svg)\n\n${forged.map((url, i) => `<img src="${url}" alt="f${i}" />`).join('\n\n')}\n`;
    const outcome = await worker.run('f', { kind: 'page', pageText, pagePath: path.join(site, 'page.mdx'), docsRoot: site, iconsDir: path.resolve('dist', 'icons') }, 30_000);
    assert.ok(outcome.kind === 'done' && outcome.result.ok);
    const reply = outcome.result;
    // Only the real image is this render's; the symlink is refused when the page names it.
    assert.deepEqual(reply.assets, [path.join(site, 'real.svg')]);
    const mapped = withAssetUrls(reply.html, reply, (p) => `https://webview.test${p}`, () => true);
    assert.ok(mapped.includes(`src="https://webview.test${site}/real.svg"`));
    assert.ok(!mapped.includes('webview.test' + link), 'a forged placeholder became a webview URL');
    for (const url of forged) assert.ok(mapped.includes(`src="${url}"`), `${url} stays a dead https URL`);
    // Two renders of the same page number their files under different tokens.
    const again = await worker.run('f', { kind: 'page', pageText, pagePath: path.join(site, 'page.mdx'), docsRoot: site, iconsDir: path.resolve('dist', 'icons') }, 30_000);
    assert.ok(again.kind === 'done' && again.result.assetToken && again.result.assetToken !== reply.assetToken);
  });

  it('the host shows a file of a render only when it is inside the site once symlinks are followed', () => {
    const reply = { assetToken: 'abc123', assets: ['/site/a.png', '/site/link.png'] };
    const html = '<img src="https://docsite-asset.invalid/abc123/0"><img src="https://docsite-asset.invalid/abc123/1"><img src="https://docsite-asset.invalid/abc123/2"><img src="https://docsite-asset.invalid/other/0">';
    const mapped = withAssetUrls(html, reply, (p) => `https://webview.test${p}`, (p) => p !== '/site/link.png');
    assert.equal(mapped, '<img src="https://webview.test/site/a.png"><img src=""><img src=""><img src="https://docsite-asset.invalid/other/0">');
  });

  it('sends the "On this page" list of a page that has one', async () => {
    const outcome = await worker.run('a', job('quickstart.mdx'), 30_000);
    assert.ok(outcome.kind === 'done' && outcome.result.ok);
    assert.match(outcome.result.toc ?? '', /href="#[^"]+"/);
  });

  it('reads an unsaved OpenAPI file instead of the disk', async () => {
    const spec = fs.readFileSync(path.join(EXAMPLES, 'openapi.yaml'), 'utf8');
    const edited = spec.replace('description: Returns a saved location by its identifier.', 'description: Unsaved words from the editor.');
    assert.notEqual(edited, spec);
    const saved = await worker.run('b', job('api-reference/locations/get-location.mdx'), 30_000);
    // The editor's text arrives through the stream of open texts, not with the job.
    worker.post({ type: 'text', path: path.join(EXAMPLES, 'openapi.yaml'), text: edited } satisfies RenderWorkerMessage);
    const unsaved = await worker.run('b', job('api-reference/locations/get-location.mdx'), 30_000);
    // Closed without saving: the disk's text again.
    worker.post({ type: 'text', path: path.join(EXAMPLES, 'openapi.yaml') } satisfies RenderWorkerMessage);
    const closed = await worker.run('b', job('api-reference/locations/get-location.mdx'), 30_000);
    assert.ok(saved.kind === 'done' && unsaved.kind === 'done' && closed.kind === 'done');
    assert.ok(!saved.result.html.includes('Unsaved words from the editor.'));
    assert.ok(unsaved.result.html.includes('Unsaved words from the editor.'));
    assert.ok(!closed.result.html.includes('Unsaved words from the editor.'));
  });

  it('draws the endpoint once a spec is saved into a file the site lists nowhere (a changed event, no file created)', async () => {
    const site = path.join(dir, 'discover');
    fs.mkdirSync(site);
    fs.writeFileSync(path.join(site, 'docs.json'), JSON.stringify({ name: 'Users', navigation: { pages: ['users'] } }));
    fs.writeFileSync(path.join(site, 'api.yaml'), '');
    const pageText = '---\nopenapi: GET /users\n---\n\nBody.\n';
    const render = async () => {
      const outcome = await worker.run('e', { kind: 'page', pageText, pagePath: path.join(site, 'users.mdx'), docsRoot: site, configPath: path.join(site, 'docs.json'), iconsDir: path.resolve('dist', 'icons') }, 30_000);
      assert.ok(outcome.kind === 'done' && outcome.result.ok);
      return outcome.result.html;
    };
    const empty = await render();
    assert.match(empty, /No operation/);
    assert.doesNotMatch(empty, /List users/);
    fs.writeFileSync(path.join(site, 'api.yaml'), USERS_YAML);
    worker.post({ type: 'files', created: [], deleted: [], changed: [path.join(site, 'api.yaml')] } satisfies RenderWorkerMessage);
    const drawn = await render();
    assert.doesNotMatch(drawn, /No operation/);
    assert.match(drawn, /List users/);
    fs.writeFileSync(path.join(site, 'api.yaml'), 'name: plain data\n');
    worker.post({ type: 'files', created: [], deleted: [], changed: [path.join(site, 'api.yaml')] } satisfies RenderWorkerMessage);
    assert.match(await render(), /No operation/);
  });

  it('stops a render past the budget, and the next render works on a fresh thread', async () => {
    const slow = await worker.run('c', { ...job('guides/components-tour.mdx'), pageText: SLOW_PAGE }, 300);
    assert.equal(slow.kind, 'over-budget');
    const next = await worker.run('c', job('quickstart.mdx'), 30_000);
    assert.equal(next.kind, 'done');
  });

  it('a newer render of the same panel supersedes a queued one', async () => {
    const first = worker.run('d', job('quickstart.mdx'), 30_000);
    const queued = worker.run('d', job('quickstart.mdx'), 30_000);
    const newest = worker.run('d', job('quickstart.mdx'), 30_000);
    assert.equal((await first).kind, 'done');
    assert.equal((await queued).kind, 'superseded');
    assert.equal((await newest).kind, 'done');
  });
});
