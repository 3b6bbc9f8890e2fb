// The upgrade code action on real docs.json files (the rest of its tests are in the unit tier,
// test/unit/upgrade/codeAction.test.ts): offered on an old-layout site, never on today's.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { upgradeActionsThroughService } from '../../unit/upgrade/upgradeActions';

describe('upgrade code action on the real sites', () => {
  it('is not offered on a docs.json of the modern corpus', () => {
    const modern = path.resolve('..', 'shared', 'corpus-modern', 'mem0ai__mem0', 'docs.json');
    assert.deepEqual(upgradeActionsThroughService(fs.readFileSync(modern, 'utf8')), []);
  });

  it('is offered on a real old-layout corpus docs.json', () => {
    const old = path.resolve('..', 'shared', 'corpus', 'mem0ai__mem0', 'docs.json');
    assert.equal(upgradeActionsThroughService(fs.readFileSync(old, 'utf8')).length, 1);
  });
});
