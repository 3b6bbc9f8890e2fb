/**
 * Issue 22, item 4: one rule contract. Page and docs.json rules have one check shape and one runner
 * with one error policy (a rule that throws is reported, never swallowed), typed diagnostic data,
 * and quick fixes declared beside their rules, keyed by the rules' own codes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Range } from 'vscode-languageserver-types';
import { parseConfigDocument } from '../../service/src/config/configDocument';
import { configRules } from '../../service/src/config/rules';
import { invalidEnumRule } from '../../service/src/config/rules/invalidEnum';
import type { ConfigRule } from '../../service/src/config/rules/ruleTypes';
import { validateConfig } from '../../service/src/config/validate';
import { createLanguageService } from '../../service/src/languageService';
import { buildSiteModel } from '../../site/src/model/build';
import { PAGE_RULES } from '../../service/src/page/rules';
import { linkTextRule } from '../../service/src/page/rules/linkText';
import type { PageRule } from '../../service/src/page/rules/rule';
import { validatePage } from '../../service/src/page/validate';
import type { NoData } from '../../service/src/ruleContract';
import { RULES_FILE_RULES } from '../../service/src/projectRules/rules';
import type { RulesFileRule } from '../../service/src/projectRules/rules/rule';
import { runRules } from '../../service/src/ruleRunner';
import { defaultSettings } from '../../site/src/settings';
import { contextOf, doc, FM, siteWorkspace } from './page/helpers';

const code = { title: 'A title', severity: 'error', description: 'What it checks.' } as const;

/** Runs `body` while `rule.check` throws `error`; the rule is restored after. */
function whileThrowing(rule: { check: (...args: never[]) => void }, error: Error, body: () => void): void {
  const original = rule.check;
  rule.check = () => {
    throw error;
  };
  try {
    body();
  } finally {
    rule.check = original;
  }
}

describe('the rule contract', () => {
  it('declares every quick fix under a code its own rule declares', () => {
    const fixed: string[] = [];
    for (const rule of [...PAGE_RULES, ...configRules, ...RULES_FILE_RULES] as readonly (PageRule | ConfigRule | RulesFileRule)[]) {
      for (const [fixCode, fix] of Object.entries(rule.fixes ?? {})) {
        assert.ok(Object.hasOwn(rule.codes, fixCode), `a fix for ${fixCode}, which its rule (${Object.keys(rule.codes).join(', ')}) does not declare`);
        assert.equal(typeof fix, 'function', fixCode);
        fixed.push(fixCode);
      }
    }
    // Every fix the central tables held is still offered, now beside its rule.
    assert.deepEqual(fixed.sort(), [
      'broken-link', 'code-block-label', 'code-block-language', 'cross-language-link', 'frontmatter-description', 'frontmatter-missing', 'frontmatter-title',
      'heading-h1', 'image-frame', 'invalid-enum', 'missing-attribute', 'missing-image', 'missing-page', 'missing-redirect', 'redirect-chain', 'redirected-link',
      'rules-file-published', 'rules-stale', 'rules-unknown-reference', 'translation-stale', 'unclosed-tag', 'unknown-attribute',
      'unknown-component', 'unknown-icon-type', 'unknown-operation', 'unknown-property', 'unknown-social',
    ]);
  });

  it('reports a throwing page rule through onRuleError and keeps the other rules\' findings', () => {
    const document = doc(FM + '\n# Title\n\n[click here](/setup/install)\n');
    const failures: [string, unknown][] = [];
    const failure = new Error('rule broke');
    whileThrowing(linkTextRule, failure, () => {
      const found = validatePage(document, contextOf(document), (rule, error) => failures.push([rule, error]));
      assert.deepEqual(found.map((d) => d.code), ['heading-h1'], 'the other rules still report');
    });
    assert.deepEqual(failures, [['generic-link-text', failure]]);
    assert.deepEqual(validatePage(document, contextOf(document)).map((d) => d.code), ['heading-h1', 'generic-link-text'], 'restored');
  });

  it('lets a throwing rule\'s error propagate when page or docs.json validation, or the service, is given no reporter', () => {
    const document = doc(FM + '\n[click here](/setup/install)\n');
    whileThrowing(linkTextRule, new Error('page rule broke'), () => {
      assert.throws(() => validatePage(document, contextOf(document)), /page rule broke/);
      assert.throws(() => createLanguageService(siteWorkspace()).validate(document), /page rule broke/, 'nor a service without a reporter');
    });
    const workspace = siteWorkspace();
    const text = workspace.readFile('/site/docs.json')!;
    const config = parseConfigDocument(TextDocument.create('file:///site/docs.json', 'json', 1, text), '/site/docs.json');
    const site = { model: buildSiteModel('/site/docs.json', workspace, text), apiSpec: () => undefined };
    whileThrowing(invalidEnumRule, new Error('config rule broke'), () => {
      assert.throws(() => validateConfig(config, workspace, defaultSettings, site), /config rule broke/);
    });
  });

  it('has the language service report a throwing rule the same way for pages and docs.json', () => {
    const errors: string[] = [];
    const workspace = siteWorkspace();
    const service = createLanguageService(workspace, (where, e) => errors.push(`${where}: ${e instanceof Error ? e.message : String(e)}`));
    const page = TextDocument.create('file:///site/guide.mdx', 'mdx', 1, FM + '\n# Title\n\n[click here](/setup/install)\n');
    const config = TextDocument.create('file:///site/docs.json', 'json', 1, workspace.readFile('/site/docs.json')!.replace('"name"', '"theme": "mintt", "name"'));
    whileThrowing(linkTextRule, new Error('page rule broke'), () => {
      assert.deepEqual(service.validate(page).map((d) => d.code), ['heading-h1']);
    });
    whileThrowing(invalidEnumRule, new Error('config rule broke'), () => {
      assert.ok(!service.validate(config).some((d) => d.code === 'invalid-enum'));
    });
    assert.deepEqual(errors, ['rule generic-link-text: page rule broke', 'rule invalid-enum: config rule broke']);
    assert.ok(service.validate(config).some((d) => d.code === 'invalid-enum'), 'restored: the value is reported again');
  });

  it('runs any rule of the contract the same way: settings applied, data typed, a throwing rule reported', () => {
    type Data = { 'has-data': { count: number }; 'no-data': undefined };
    const rule: PageRule<Data> = {
      codes: { 'has-data': code, 'no-data': code },
      check(_ctx, report) {
        report('has-data', { start: 0, end: 1 }, 'with data', { count: 2 });
        report('no-data', { start: 1, end: 2 }, 'without');
      },
    };
    const broken: PageRule<NoData<'broken'>> = { codes: { broken: code }, check: () => { throw new Error('broken'); } };
    const failures: string[] = [];
    const document = doc('abc');
    const locate = (span: { start: number; end: number }): Range => ({ start: document.positionAt(span.start), end: document.positionAt(span.end) });
    const settings = { ...defaultSettings, rules: { 'no-data': 'off' as const } };
    const found = runRules([broken, rule], contextOf(document) as never, { settings, locate, onRuleError: (r) => failures.push(r) });
    assert.deepEqual(found.map((d) => [d.code, d.data]), [['has-data', { count: 2 }]]);
    assert.deepEqual(failures, ['broken']);
  });
});

// ---- compile-time checks: each line under @ts-expect-error must fail to compile, or tsc fails --------

type FixtureData = { 'declared': { suggestion: string }; 'plain': undefined };

export const fixtureRule: PageRule<FixtureData> = {
  codes: { declared: code, plain: code },
  check(_ctx, report) {
    report('declared', { start: 0, end: 1 }, 'ok', { suggestion: 'x' });
    report('plain', { start: 0, end: 1 }, 'ok');
    // @ts-expect-error: a code the rule does not declare cannot be reported
    report('undeclared', { start: 0, end: 1 }, 'no');
    // @ts-expect-error: a code's data has its declared shape
    report('declared', { start: 0, end: 1 }, 'no', { suggestoin: 'x' });
    // @ts-expect-error: a code with data must be given it
    report('declared', { start: 0, end: 1 }, 'no');
  },
  fixes: {
    declared: (d, data) => ({ title: data.suggestion ?? '', edits: [] }),
    // @ts-expect-error: a fix for a code the rule does not declare fails to compile
    undeclared: () => undefined,
  },
};

export const fixtureConfigRule: ConfigRule<NoData<'only-code'>> = {
  codes: { 'only-code': code },
  check: () => {},
  fixes: {
    // @ts-expect-error: the same holds for docs.json rules
    'other-code': () => [],
  },
};

export const fixtureFixData: PageRule<FixtureData>['fixes'] = {
  // @ts-expect-error: a fix reads its code's declared data, not another field
  declared: (_d, data) => ({ title: data.other, edits: [] }),
};
