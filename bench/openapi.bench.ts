/**
 * The 1.1 MB OpenAPI file of spree (../shared/corpus-modern/spree__spree/api-reference/admin.yaml):
 * parsed once per change (the cache hands back the same parse until the text changes), and a page
 * generated from one of its operations rendered for the preview. Figures only; nothing asserts time.
 */
import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { InMemoryWorkspace } from '../test/support/inMemoryWorkspace';
import { ApiSpecCache } from '../service/src/openapi/cache';
import { buildSiteModel } from '../site/src/model/build';
import { renderPreviewPage } from '../preview/src/endpoint';

const SPEC = resolve(process.cwd(), '../shared/corpus-modern/spree__spree/api-reference/admin.yaml');

function time<T>(f: () => T): [T, number] {
  const start = performance.now();
  const value = f();
  return [value, performance.now() - start];
}

export async function run(): Promise<string[]> {
  if (!existsSync(SPEC)) return ['### OpenAPI: no ../shared corpus, skipped'];
  const text = readFileSync(SPEC, 'utf8');
  const ws = new InMemoryWorkspace({
    '/site/docs.json': JSON.stringify({ name: 'Spree', api: { openapi: 'admin.yaml' }, navigation: { pages: ['api/op'] } }),
    '/site/admin.yaml': text,
  });
  const cache = new ApiSpecCache(ws);
  const [spec, parseMs] = time(() => cache.get('/site/admin.yaml')!);
  const [, cachedMs] = time(() => cache.get('/site/admin.yaml'));
  const [problems, validateMs] = time(() => spec.problems());
  const [, resolveMs] = time(() => spec.resolved());
  ws.set('/site/admin.yaml', text + '\n# an edit\n');
  const [, reparseMs] = time(() => cache.get('/site/admin.yaml'));
  const model = buildSiteModel('/site/docs.json', ws);
  const op = spec.operationList.find((o) => o.method === 'POST') ?? spec.operationList[0];
  const page = `---\nopenapi: "${op.key}"\n---\n\nOwn text.\n`;
  const options = { pagePath: '/site/api/op.mdx', docsRoot: '/site', workspace: ws, assetUrl: (p: string) => p };
  const renders: number[] = [];
  let size = 0;
  for (let i = 0; i < 5; i++) {
    const [r, ms] = time(() => renderPreviewPage(page, options, { model, readSpec: (p) => cache.get(p) }));
    renders.push(ms);
    size = r.html.length;
  }
  const sorted = [...renders].sort((a, b) => a - b);
  return [
    '### 7. OpenAPI: a 1.1 MB spec (spree admin.yaml) and a page generated from it',
    '',
    '```',
    `spec size                      ${(text.length / 1024 / 1024).toFixed(2)} MB, ${spec.operationList.length} operations`,
    `parse (first need)             ${parseMs.toFixed(0)} ms`,
    `same text again (cache)        ${cachedMs.toFixed(2)} ms`,
    `validate (first need)          ${validateMs.toFixed(0)} ms, ${problems.length} problems`,
    `resolve $refs (first need)     ${resolveMs.toFixed(0)} ms`,
    `parse after an edit            ${reparseMs.toFixed(0)} ms`,
    `render ${op.key}: first ${renders[0].toFixed(0)} ms (resolves the edited text), then median ${sorted[2].toFixed(0)} ms, ${Math.round(size / 1024)} KB of HTML`,
    '```',
  ];
}
