import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { describe, it } from 'node:test';
import { RULE_INDEX, ruleDescriptions } from '../../service/src/ruleIndex';
import { resolveSettings } from '../../site/src/settings';

interface Section {
  title: string;
  order: number;
  properties: Record<string, { order?: number; markdownDescription?: string; description?: string }>;
}

const sections = (): Section[] => JSON.parse(fs.readFileSync('package.json', 'utf8')).contributes.configuration;
const section = (title: string) => sections().find((s) => s.title === title)!;

describe('rule settings', () => {
  it('package.json has one docsite.rules.<code> setting per rule, generated and not drifted', () => {
    const r = spawnSync(process.execPath, ['scripts/gen-settings.mjs', '--check'], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    const properties = section('Rules').properties;
    for (const code of ruleDescriptions().keys()) assert.ok(properties[`docsite.rules.${code}`], `no setting for ${code}`);
  });

  it('reads severities as VS Code nests them, and ignores `default` and the rules-file setting', () => {
    const settings = resolveSettings({ rules: { 'missing-page': 'warning', 'heading-h1': 'default', editorDirectory: '.cursor', 'image-alt': 'off' } });
    assert.deepEqual(settings.rules, { 'missing-page': 'warning', 'image-alt': 'off' });
  });
});

describe('settings sections', () => {
  it('are Validation, Rules, Preview and Editing, in that order, and every setting is in exactly one', () => {
    const all = sections();
    assert.deepEqual(all.map((s) => s.title), ['Validation', 'Rules', 'Preview', 'Editing']);
    assert.deepEqual(all.map((s) => s.order), [1, 2, 3, 4]);
    const keys = all.flatMap((s) => Object.keys(s.properties));
    assert.equal(new Set(keys).size, keys.length, 'a setting is contributed twice');
    assert.ok(Object.keys(section('Validation').properties).every((k) => !k.startsWith('docsite.rules.')));
    assert.ok(Object.keys(section('Preview').properties).every((k) => k.startsWith('docsite.preview.')));
    assert.ok(Object.keys(section('Rules').properties).every((k) => k.startsWith('docsite.rules.')));
  });

  it('put the scope and the preset first in their sections, and the per-rule severities after the hand-written ones', () => {
    const first = (s: Section) => Object.entries(s.properties).sort((a, b) => (a[1].order ?? 99) - (b[1].order ?? 99))[0][0];
    assert.equal(first(section('Validation')), 'docsite.validation.scope');
    assert.equal(first(section('Rules')), 'docsite.rules.preset');
    const rules = section('Rules').properties;
    const perRule = [...ruleDescriptions().keys()].map((code) => rules[`docsite.rules.${code}`].order!);
    assert.ok(Math.min(...perRule) > rules['docsite.rules.editorDirectory'].order!);
    for (const [key, value] of sections().flatMap((s) => Object.entries(s.properties))) {
      assert.equal(typeof value.order, 'number', `${key} has no order`);
      assert.ok(value.markdownDescription ?? value.description, `${key} has no description`);
    }
  });
});

describe('rule titles', () => {
  it('each severity setting opens with the rule\'s title, where it applies, and what it checks in words', () => {
    const rules = section('Rules').properties;
    assert.equal(
      rules['docsite.rules.missing-page'].markdownDescription,
      '**Missing page** (docs.json). A navigation entry names a page file that does not exist. Default severity: `error`.',
    );
    assert.equal(
      rules['docsite.rules.frontmatter-title'].markdownDescription,
      '**No title in the frontmatter** (pages). The frontmatter has no title, or an empty one. Default severity: `warning`, `error` under the `strict` preset.',
    );
    for (const [code, description] of ruleDescriptions()) {
      const text = rules[`docsite.rules.${code}`].markdownDescription!;
      assert.ok(text.startsWith(`**${RULE_INDEX.get(code)!.title}** (`), `${code}: ${text}`);
      assert.ok(text.includes(description), `${code} lacks its description`);
    }
  });

  it('says how to turn on a rule that is off by default', () => {
    assert.equal(
      section('Rules').properties['docsite.rules.orphan-page'].markdownDescription,
      '**Page not in navigation** (docs.json). A page on disk is not listed in navigation. Default severity: `off`; set `info`, `warning` or `error` to turn it on.',
    );
  });
});
