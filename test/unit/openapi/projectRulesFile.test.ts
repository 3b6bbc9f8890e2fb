import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildSiteModel } from '../../../site/src/model/build';
import { ApiSpecCache } from '../../../service/src/openapi/cache';
import { generateProjectRulesFile, MAX_LISTED_ENDPOINTS } from '../../../service/src/projectRules/generate';
import { siteEndpoints } from '../../../service/src/projectRules/siteFacts';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { apiSite } from './fixtures';

describe('rules file of an API site', () => {
  it("names the site's real endpoints with their summaries", () => {
    const ws = apiSite();
    const model = buildSiteModel('/site/docs.json', ws);
    const specs = new ApiSpecCache(ws);
    const endpoints = siteEndpoints(model, ws, (p) => specs.get(p));
    const text = generateProjectRulesFile({ model, endpoints });
    assert.match(text, /- `GET \/pets`: "List pets"\n  - `POST \/pets`: "Create a pet"\n  - `GET \/pets\/\{petId\}`: "Get a pet"\n  - `GET \/orders\/\{id\}`: "Read an order"/);
  });

  it('caps the list', () => {
    const ws = apiSite();
    const model = buildSiteModel('/site/docs.json', ws);
    const endpoints = Array.from({ length: MAX_LISTED_ENDPOINTS + 5 }, (_, i) => ({ key: `GET /r${i}`, method: 'GET', path: `/r${i}`, source: 'openapi.yaml' }));
    const text = generateProjectRulesFile({ model, endpoints });
    assert.equal((text.match(/^  - `GET \/r\d+`/gm) ?? []).length, MAX_LISTED_ENDPOINTS);
    assert.match(text, /…and 5 more\./);
  });

  it('keeps a path with a space whole: its method and path are carried, never split back out of the key', () => {
    const spec = [
      'openapi: 3.1.0',
      'info: { title: Files, version: "1" }',
      'paths:',
      '  "/files/{file name}/raw data":',
      '    delete:',
      '      responses: { "204": { description: Gone } }',
    ].join('\n');
    const ws = new InMemoryWorkspace({
      '/site/docs.json': JSON.stringify({ name: 'Files', openapi: 'specs/my api.yaml', api: { baseUrl: 'https://files.example' }, navigation: [{ group: 'G', pages: ['index'] }] }),
      '/site/index.mdx': '---\ntitle: Home\n---\n',
      '/site/specs/my api.yaml': spec,
    });
    const model = buildSiteModel('/site/docs.json', ws);
    const specs = new ApiSpecCache(ws);
    const endpoints = siteEndpoints(model, ws, (p) => specs.get(p));
    assert.deepEqual(endpoints, [{ key: 'DELETE /files/{file name}/raw data', method: 'DELETE', path: '/files/{file name}/raw data', summary: undefined, source: 'specs/my api.yaml' }]);
    const text = generateProjectRulesFile({ model, endpoints });
    assert.match(text, /^openapi: "DELETE \/files\/\{file name\}\/raw data"$/m);
    assert.match(text, /^title: "DELETE \/files\/\{file name\}\/raw data"$/m);
    assert.match(text, /curl --request DELETE "https:\/\/files\.example\/files\/<FILE_NAME>\/raw data"/);
    assert.match(text, /curl https:\/\/files\.example\/files\/<FILE_NAME>\/raw data/);
  });
});
