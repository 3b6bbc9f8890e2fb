import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { describe, it } from 'node:test';
import { ruleDescriptions } from '../../server/src/service/ruleIndex';
import { resolveSettings } from '../../server/src/service/settings';

describe('rule settings', () => {
  it('package.json has one docsite.rules.<code> setting per rule, generated and not drifted', () => {
    const r = spawnSync(process.execPath, ['scripts/gen-settings.mjs', '--check'], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    const properties = JSON.parse(fs.readFileSync('package.json', 'utf8')).contributes.configuration.properties as Record<string, unknown>;
    for (const code of ruleDescriptions().keys()) assert.ok(properties[`docsite.rules.${code}`], `no setting for ${code}`);
  });

  it('reads severities as VS Code nests them, and ignores `default` and the rules-file setting', () => {
    const settings = resolveSettings({ rules: { 'missing-page': 'warning', 'heading-h1': 'default', editorDirectory: '.cursor', 'image-alt': 'off' } });
    assert.deepEqual(settings.rules, { 'missing-page': 'warning', 'image-alt': 'off' });
  });
});
