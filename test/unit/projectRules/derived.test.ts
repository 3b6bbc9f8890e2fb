/**
 * Issue 22, item 5: the component and writing-rule sections of the rules file are derived from the
 * catalog and the rule index. A component or rule added there (or its text changed) appears in the
 * file with no change to the generator; the generator holds no copy of their prose.
 */
import { describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { COMPONENTS, type ComponentSpec } from '../../../catalog/src/components';
import { generateProjectRulesFile, type ProjectRulesOptions } from '../../../service/src/projectRules/generate';
import { RULE_INDEX } from '../../../service/src/ruleIndex';
import type { RuleEntry } from '../../../service/src/ruleContract';
import { UNCHECKED_GUIDELINES, WRITING_AREAS } from '../../../service/src/writingGuide';
import { BASE_SITE, fencedBlocks, modelFor, section } from './helpers';

const rulesWith = (sources: ProjectRulesOptions['sources']) =>
  generateProjectRulesFile({ model: modelFor(BASE_SITE) }, { repoRoot: '/repo', sources });
const plain = rulesWith(undefined);

const GAUGE: ComponentSpec = {
  name: 'Gauge',
  render: { kind: 'container' },
  origin: 'spec',
  useFor: 'a single measured value against its range',
  doc: 'A dial showing one value between a minimum and a maximum.',
  attributes: [
    { name: 'value', type: 'number', required: true, doc: 'The value shown.' },
    { name: 'unit', type: 'enum', values: ['percent', 'ms'], default: 'percent', doc: 'The unit.' },
  ],
  example: '<Gauge value={42} unit="percent" />',
};

describe('rules file: components come from the catalog', () => {
  it('a component added to the catalog is chosen, described and shown', () => {
    assert.doesNotMatch(plain, /Gauge/);
    const rules = rulesWith({ components: [...COMPONENTS, GAUGE] });
    assert.match(section(rules, 'Choosing components'), /^- \*\*Gauge\*\* for a single measured value against its range\.$/m);
    const reference = section(rules, 'Component reference');
    assert.match(reference, /^### Gauge$/m);
    assert.match(reference, /^- `Gauge`: A dial showing one value between a minimum and a maximum\. Attributes: `value` \(required, number\); `unit` \(`percent` \| `ms`, default `percent`\)\.$/m);
    assert.ok(fencedBlocks(reference).some((b) => b.body === GAUGE.example));
  });

  it("a component's changed docs, use and example replace the old ones", () => {
    const steps = COMPONENTS.find((c) => c.name === 'Steps')!;
    const changed = { ...steps, doc: 'Numbered stages of a task, rewritten.', useFor: 'tasks done in order (rewritten)', example: '<Steps>\n  <Step title="Rewritten">Text.</Step>\n</Steps>' };
    const rules = rulesWith({ components: COMPONENTS.map((c) => (c === steps ? changed : c)) });
    assert.match(section(rules, 'Choosing components'), /\*\*Steps\*\* for tasks done in order \(rewritten\)\./);
    assert.doesNotMatch(section(rules, 'Choosing components'), new RegExp(`Steps\\*\\* for ${steps.useFor}`));
    assert.match(section(rules, 'Component reference'), /^- `Steps`: Numbered stages of a task, rewritten\./m);
    assert.ok(fencedBlocks(section(rules, 'Component reference')).some((b) => b.body.includes('<Step title="Rewritten">')));
  });
});

describe('rules file: writing rules come from the rule index', () => {
  const entry = (code: string, rest: Partial<RuleEntry>): RuleEntry => ({ code, document: 'pages', title: code, severity: 'warning', writing: true, description: code, ...rest });

  it('every checked guideline of the index and every unchecked one of the spec table is stated, under its area', () => {
    for (const rule of RULE_INDEX.values()) {
      if (!rule.guidance) continue;
      const heading = rule.guidance.area === 'MDX' ? 'Page rules' : rule.guidance.area;
      const text = section(plain, heading);
      assert.ok(text.includes(`${rule.guidance.text} (\`docsite check\` reports \`${rule.code}\`)`), `${rule.code} under ${heading}`);
    }
    for (const area of WRITING_AREAS) {
      const text = section(plain, area === 'MDX' ? 'Page rules' : area);
      for (const line of UNCHECKED_GUIDELINES[area]) assert.ok(text.includes(`- ${line}\n`), `${area}: ${line}`);
    }
  });

  it('a rule added to the index with guidance appears in its area, with its code', () => {
    const rules = new Map(RULE_INDEX);
    rules.set('passive-voice', entry('passive-voice', { guidance: { area: 'Language and style', text: 'Prefer "you configure" to "is configured".' } }));
    rules.set('page-intro', entry('page-intro', { guidance: { area: 'Page rules', text: 'Open every page with one sentence on what it covers.' } }));
    const out = rulesWith({ rules });
    assert.match(section(out, 'Language and style'), /^- Prefer "you configure" to "is configured"\. \(`docsite check` reports `passive-voice`\)$/m);
    assert.match(section(out, 'Page rules'), /^\d\. Open every page with one sentence on what it covers\. \(`docsite check` reports `page-intro`\)$/m);
    assert.doesNotMatch(plain, /passive-voice|page-intro/);
  });

  it("a rule's changed guidance replaces the old text; a rule without guidance adds nothing", () => {
    const rules = new Map(RULE_INDEX);
    const alt = RULE_INDEX.get('image-alt')!;
    rules.set('image-alt', { ...alt, guidance: { area: 'Accessibility', text: 'Describe what each image shows, in its alt text.' } });
    rules.set('quiet-rule', entry('quiet-rule', {}));
    const out = rulesWith({ rules });
    assert.match(section(out, 'Accessibility'), /^- Describe what each image shows, in its alt text\. \(`docsite check` reports `image-alt`\)$/m);
    assert.ok(!out.includes(alt.guidance!.text));
    assert.doesNotMatch(out, /quiet-rule/);
  });

  it('the generator holds no copy of the catalog\'s or the index\'s prose', () => {
    const dir = path.join(process.cwd(), 'service/src/projectRules');
    const sources = [dir, path.join(dir, 'sections')].flatMap((d) => fs.readdirSync(d).filter((f) => f.endsWith('.ts')).map((f) => fs.readFileSync(path.join(d, f), 'utf8'))).join('\n');
    for (const rule of RULE_INDEX.values()) if (rule.guidance) assert.ok(!sources.includes(rule.guidance.text), `${rule.code}'s guidance is written in the generator`);
    for (const line of Object.values(UNCHECKED_GUIDELINES).flat()) assert.ok(!sources.includes(line), `"${line}" is written in the generator`);
    for (const c of COMPONENTS) if (c.useFor) assert.ok(!sources.includes(`for ${c.useFor}`), `${c.name}'s use is written in the generator`);
  });
});
