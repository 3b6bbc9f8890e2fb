/** Issue 12, item 3: the old validation settings read as the rule settings that replace them. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LEGACY_RULE_SETTINGS, valueAt } from '../../site/src/legacySettings';
import { resolveSettings } from '../../site/src/settings';

const translate = (key: string, value: unknown) => LEGACY_RULE_SETTINGS.find((l) => l.key === key)!.translate(value);

describe('old settings as rule settings', () => {
  it('translates each value of the old keys', () => {
    assert.deepEqual(LEGACY_RULE_SETTINGS.map((l) => [l.key, l.code]), [['validation.unknownProperties', 'unknown-property'], ['validation.orphanPages', 'orphan-page']]);
    assert.equal(translate('validation.unknownProperties', 'warning'), 'default');
    assert.equal(translate('validation.unknownProperties', 'error'), 'error');
    assert.equal(translate('validation.unknownProperties', 'ignore'), 'off');
    assert.equal(translate('validation.unknownProperties', 'loud'), undefined);
    assert.equal(translate('validation.orphanPages', true), 'info');
    assert.equal(translate('validation.orphanPages', false), 'off');
    assert.equal(translate('validation.orphanPages', 'yes'), undefined);
  });

  it('applies the old keys when no rule setting is given, and the rule setting wins', () => {
    assert.deepEqual(resolveSettings({ validation: { unknownProperties: 'ignore', orphanPages: true } }).rules, { 'unknown-property': 'off', 'orphan-page': 'info' });
    assert.deepEqual(resolveSettings({ validation: { unknownProperties: 'warning', orphanPages: 'yes' } }).rules, {}, '`warning` was the default: nothing to override');
    assert.deepEqual(
      resolveSettings({ validation: { unknownProperties: 'ignore', orphanPages: true }, rules: { 'unknown-property': 'error', 'orphan-page': 'off' } }).rules,
      { 'unknown-property': 'error', 'orphan-page': 'off' },
    );
    // `default` is what VS Code reports for an unset rule setting: it does not hide an old key.
    assert.deepEqual(resolveSettings({ validation: { orphanPages: true }, rules: { 'orphan-page': 'default' } }).rules, { 'orphan-page': 'info' });
  });

  it('reads a dotted key of nested settings, own keys only', () => {
    assert.equal(valueAt({ validation: { orphanPages: true } }, 'validation.orphanPages'), true);
    assert.equal(valueAt({ validation: {} }, 'validation.orphanPages'), undefined);
    assert.equal(valueAt({}, 'validation.toString'), undefined);
    assert.equal(valueAt({ validation: 'x' }, 'validation.length'), undefined);
  });
});
