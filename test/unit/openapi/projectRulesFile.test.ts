import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildSiteModel } from '../../../service/src/model/build';
import { ApiSpecCache } from '../../../service/src/openapi/cache';
import { siteOperations } from '../../../service/src/openapi/scope';
import { generateProjectRulesFile, MAX_LISTED_ENDPOINTS } from '../../../service/src/projectRules/generate';
import { apiSite } from './fixtures';

describe('rules file of an API site', () => {
  it("names the site's real endpoints with their summaries", () => {
    const ws = apiSite();
    const model = buildSiteModel('/site/docs.json', ws);
    const specs = new ApiSpecCache(ws);
    const endpoints = siteOperations(model, ws, (p) => specs.get(p)).map(({ source, operation }) => ({ key: operation.key, summary: operation.summary, source }));
    const text = generateProjectRulesFile({ model, endpoints });
    assert.match(text, /- `GET \/pets`: List pets\n  - `POST \/pets`: Create a pet\n  - `GET \/pets\/\{petId\}`: Get a pet\n  - `GET \/orders\/\{id\}`: Read an order/);
  });

  it('caps the list', () => {
    const ws = apiSite();
    const model = buildSiteModel('/site/docs.json', ws);
    const endpoints = Array.from({ length: MAX_LISTED_ENDPOINTS + 5 }, (_, i) => ({ key: `GET /r${i}`, source: 'openapi.yaml' }));
    const text = generateProjectRulesFile({ model, endpoints });
    assert.equal((text.match(/^  - `GET \/r\d+`/gm) ?? []).length, MAX_LISTED_ENDPOINTS);
    assert.match(text, /…and 5 more\./);
  });
});
