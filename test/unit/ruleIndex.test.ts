/** Issue 12, item 3: one rule contract and one index of every diagnostic code. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { configRules } from '../../service/src/config/rules';
import type { ConfigRule } from '../../service/src/config/rules/ruleTypes';
import { PAGE_RULES } from '../../service/src/page/rules';
import type { PageRule } from '../../service/src/page/rules/rule';
import { RULES_FILE_RULES } from '../../service/src/projectRules/rules';
import { RULE_INDEX, indexRules, presetSeverity, ruleDescriptions } from '../../service/src/ruleIndex';

const pageRule = (codes: PageRule['codes']): PageRule => ({ codes, check: () => {} });
const configRule = (codes: ConfigRule['codes']): ConfigRule => ({ codes, check: () => [] });

describe('the rule index', () => {
  it('has one entry per code the rules declare, sorted, each titled and described', () => {
    const declared = [...configRules.flatMap((r) => Object.keys(r.codes)), ...PAGE_RULES.flatMap((r) => Object.keys(r.codes)), ...RULES_FILE_RULES.flatMap((r) => Object.keys(r.codes))];
    assert.equal(new Set(declared).size, declared.length, 'a code is declared twice');
    assert.deepEqual([...RULE_INDEX.keys()], [...declared].sort((a, b) => a.localeCompare(b)));
    for (const entry of RULE_INDEX.values()) {
      assert.ok(entry.title.trim() && entry.description.trim(), entry.code);
      assert.match(entry.severity, /^(error|warning|info|hint|off)$/, entry.code);
    }
    assert.deepEqual([...ruleDescriptions().keys()], [...RULE_INDEX.keys()]);
  });

  it('says where each rule applies and keeps its declaration', () => {
    assert.deepEqual(RULE_INDEX.get('missing-page'), { code: 'missing-page', document: 'docs.json', title: 'Missing page', severity: 'error', description: 'A navigation entry names a page file that does not exist.' });
    const title = RULE_INDEX.get('frontmatter-title')!;
    assert.deepEqual([title.document, title.title, title.severity, title.writing], ['pages', 'No title in the frontmatter', 'warning', true]);
    assert.deepEqual([RULE_INDEX.get('rules-stale')!.document, RULE_INDEX.get('rules-unknown-reference')!.severity], ['rules files', 'warning']);
    assert.equal(RULE_INDEX.get('orphan-page')!.severity, 'off', 'orphan-page stays off unless its setting turns it on');
  });

  it('gives the writing rules `error` under the strict preset only', () => {
    assert.equal(presetSeverity('frontmatter-title', 'default'), 'warning');
    assert.equal(presetSeverity('frontmatter-title', 'strict'), 'error');
    assert.equal(presetSeverity('broken-anchor', 'strict'), 'warning', 'not a writing rule');
    assert.equal(presetSeverity('orphan-page', 'strict'), 'off');
    assert.equal(presetSeverity('deprecated', 'default'), 'hint');
    assert.equal(presetSeverity('no-such-code', 'default'), 'warning');
  });

  it('refuses a code declared twice, an untitled code, and a docs.json rule with other than one code', () => {
    const code = (title = 'A title') => ({ title, severity: 'error' as const, description: 'What it checks.' });
    assert.throws(() => indexRules([configRule({ 'same-code': code() })], [pageRule({ 'same-code': code() })], []), /same-code is declared twice/);
    assert.throws(() => indexRules([], [pageRule({ untitled: code(' ') })], []), /untitled has no title/);
    assert.throws(() => indexRules([configRule({ one: code(), two: code() })], [], []), /declares one code, not one, two/);
    assert.deepEqual([...indexRules([configRule({ b: code() })], [pageRule({ a: code(), c: code() })], []).keys()], ['a', 'b', 'c']);
  });
});
