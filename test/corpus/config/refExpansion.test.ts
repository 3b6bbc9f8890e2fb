/**
 * Issue 36, item 2: the bound on what `$ref`s may expand a configuration to (site/src/model/refExpansion.ts)
 * can never flag a real site. Every real docs.json, as it is and split the way split sites write
 * it (each item of its top navigation collection, and its redirects, in a file of its own named by
 * a `$ref`), expands to under a tenth of each bound, and the split one reads as the whole one.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { FsWorkspace, toServicePath } from '../../../host/src/fsWorkspace';
import { buildSiteModel } from '../../../site/src/model/build';
import { MAX_EXPANDED_CHARACTERS, MAX_EXPANDED_VALUES } from '../../../site/src/model/refExpansion';
import { SiteModel } from '../../../site/src/model/types';
import { pageEntries } from '../../../site/src/model/walk';
import { InMemoryWorkspace } from '../../support/inMemoryWorkspace';
import { CORPUS_MODERN } from '../../unit/config/helpers';

const CORPUS = path.resolve('..', 'shared', 'corpus');

/** Today's collections, outermost first: the first one navigation holds is split. */
const COLLECTIONS = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'menu', 'groups', 'pages'];

type Json = Record<string, unknown>;

/** The site's configuration split into parts: docs.json with `$ref`s, and one file per part. */
function split(config: Json): { files: Record<string, string>; parts: number } {
  const files: Record<string, string> = {};
  let parts = 0;
  const refTo = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const name = `parts/part-${++parts}.json`;
    files[name] = JSON.stringify(value, null, 2);
    return { $ref: `./${name}` };
  };
  const out: Json = { ...config };
  const navigation = config.navigation;
  if (Array.isArray(navigation)) out.navigation = navigation.map(refTo);
  else if (navigation && typeof navigation === 'object') {
    const key = COLLECTIONS.find((k) => Array.isArray((navigation as Json)[k]));
    if (key) out.navigation = { ...navigation, [key]: ((navigation as Json)[key] as unknown[]).map(refTo) };
  }
  if (Array.isArray(config.redirects)) out.redirects = refTo(config.redirects);
  files['docs.json'] = JSON.stringify(out, null, 2);
  return { files, parts };
}

const ids = (model: SiteModel) => pageEntries(model.navigation).map(({ entry }) => entry.value);

describe('the $ref expansion bound on the real sites', () => {
  const sites = [CORPUS, CORPUS_MODERN].flatMap((corpus) =>
    fs.readdirSync(corpus).filter((d) => fs.existsSync(path.join(corpus, d, 'docs.json'))).map((d) => path.join(corpus, d)),
  );

  it('every real site, whole and split into $ref parts, expands to under a tenth of each bound', () => {
    assert.equal(sites.length, 22, `expected the 22 real sites of ${CORPUS} and ${CORPUS_MODERN}`);
    let largest = { site: '', values: 0, characters: 0 };
    let splitParts = 0;
    for (const site of sites) {
      const name = path.basename(site);
      const whole = buildSiteModel(toServicePath(path.join(site, 'docs.json')), new FsWorkspace());
      assert.deepEqual(whole.problems, [], name);
      if (whole.expansion.values > largest.values) largest = { site: name, values: whole.expansion.values, characters: whole.expansion.characters };

      const { files, parts } = split(JSON.parse(fs.readFileSync(path.join(site, 'docs.json'), 'utf8')) as Json);
      assert.ok(parts > 0, `${name}: split into parts`);
      splitParts += parts;
      const root = `/split/${name}`;
      const workspace = new InMemoryWorkspace(Object.fromEntries(Object.entries(files).map(([file, text]) => [`${root}/${file}`, text])));
      const parted = buildSiteModel(`${root}/docs.json`, workspace);
      assert.deepEqual(parted.problems, [], name);
      assert.deepEqual(ids(parted), ids(whole), `${name}: the split site reads as the whole one`);
      assert.equal(parted.sources.size, parts + 1, `${name}: every part followed`);
      for (const model of [whole, parted]) {
        assert.ok(model.expansion.values < MAX_EXPANDED_VALUES / 10, `${name}: ${model.expansion.values} JSON values`);
        assert.ok(model.expansion.characters < MAX_EXPANDED_CHARACTERS / 10, `${name}: ${model.expansion.characters} characters`);
      }
    }
    assert.equal(splitParts, 210, 'the parts the 22 sites split into');
    // The figures the bounds' comment (site/src/model/refExpansion.ts) gives its margin from.
    assert.deepEqual(largest, { site: 'langgenius__dify-docs', values: 4_208, characters: 255_027 });
  });
});
