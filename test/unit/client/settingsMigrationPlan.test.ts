/** Issue 12, item 3: moving the old validation settings to their rule settings, planned on plain data. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeMoves, planSettingsMigration, type ScopeValues, type SettingScope } from '../../../client/src/settingsMigrationPlan';

const USER: SettingScope = { target: 'user' };
const WORKSPACE: SettingScope = { target: 'workspace' };
const FOLDER: SettingScope = { target: 'folder', folder: 'file:///ws/docs', name: 'docs' };
const at = (scope: SettingScope, values: Record<string, unknown>): ScopeValues => ({ scope, valueOf: (key) => values[key] });

describe('the settings migration plan', () => {
  it('moves each old key at the scope where it is set, translated', () => {
    const moves = planSettingsMigration([
      at(USER, { 'docsite.validation.orphanPages': true }),
      at(WORKSPACE, { 'docsite.validation.unknownProperties': 'ignore', 'docsite.validation.orphanPages': false }),
      at(FOLDER, { 'docsite.validation.unknownProperties': 'warning' }),
    ]);
    assert.deepEqual(moves.map((m) => [m.scope.target, m.oldKey, m.oldValue, m.newKey, m.newValue]), [
      ['user', 'docsite.validation.orphanPages', true, 'docsite.rules.orphan-page', 'info'],
      ['workspace', 'docsite.validation.unknownProperties', 'ignore', 'docsite.rules.unknown-property', 'off'],
      ['workspace', 'docsite.validation.orphanPages', false, 'docsite.rules.orphan-page', 'off'],
      ['folder', 'docsite.validation.unknownProperties', 'warning', 'docsite.rules.unknown-property', 'default'],
    ]);
  });

  it('does nothing where the rule setting is already set, or where nothing old is set', () => {
    const moves = planSettingsMigration([
      at(USER, { 'docsite.validation.orphanPages': true, 'docsite.rules.orphan-page': 'warning' }),
      at(WORKSPACE, { 'docsite.rules.unknown-property': 'error' }),
      at(FOLDER, {}),
    ]);
    assert.deepEqual(moves, []);
  });

  it('a rule setting at another scope does not stop the move', () => {
    const moves = planSettingsMigration([at(USER, { 'docsite.rules.orphan-page': 'warning' }), at(WORKSPACE, { 'docsite.validation.orphanPages': true })]);
    assert.deepEqual(moves.map((m) => [m.scope.target, m.newValue]), [['workspace', 'info']]);
  });

  it('leaves an old value it cannot translate where it is, rather than losing it', () => {
    assert.deepEqual(planSettingsMigration([at(USER, { 'docsite.validation.unknownProperties': 'loud', 'docsite.validation.orphanPages': 'yes' })]), []);
  });

  it('tells in one notice what moved where', () => {
    const moves = planSettingsMigration([at(USER, { 'docsite.validation.orphanPages': true }), at(FOLDER, { 'docsite.validation.unknownProperties': 'error' })]);
    assert.equal(
      describeMoves(moves),
      'Docsite moved your settings to the rule settings that replace them: "docsite.validation.orphanPages": true → "docsite.rules.orphan-page": "info" (User settings); ' +
        '"docsite.validation.unknownProperties": "error" → "docsite.rules.unknown-property": "error" (the settings of folder docs).',
    );
  });
});
