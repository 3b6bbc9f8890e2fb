/** Fence options (components-today.md, "Fenced code block options") and diff marks. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { diffMarks, lineSet, parseFenceOptions } from '../../../mdx/src/fenceOptions';

const lines = (s: ReadonlySet<number>) => [...s].sort((a, b) => a - b);

describe('fence options', () => {
  it('the free words are the title; options are not', () => {
    const o = parseFenceOptions('index.js {1,3-4} wrap lines');
    assert.equal(o.title, 'index.js');
    assert.deepEqual(lines(o.highlight), [1, 3, 4]);
    assert.equal(o.wrap, true);
    assert.equal(o.lines, true);
    assert.equal(parseFenceOptions('Install the CLI').title, 'Install the CLI');
    assert.equal(parseFenceOptions('{1} wrap').title, undefined);
    assert.equal(parseFenceOptions(undefined).title, undefined);
  });

  it('reads title=, icon=, highlight= and focus= with "", \'\', {} or no quotes', () => {
    const o = parseFenceOptions('title="utils/a file.js" icon=square-js highlight={1-2,5} focus=\'2\'');
    assert.equal(o.title, 'utils/a file.js');
    assert.equal(o.icon, 'square-js');
    assert.deepEqual(lines(o.highlight), [1, 2, 5]);
    assert.deepEqual(lines(o.focus), [2]);
    assert.equal(parseFenceOptions("title='x' highlight=\"3\"").title, 'x');
    assert.deepEqual(lines(parseFenceOptions('highlight="[1,3]"').highlight), [1, 3], "CodeBlock's stringified array");
  });

  it('flags: bare, [bracketed] (older pages) or ="false"', () => {
    assert.equal(parseFenceOptions('[expandable]').expandable, true);
    assert.equal(parseFenceOptions('expandable').expandable, true);
    assert.equal(parseFenceOptions('nocopy="false"').nocopy, false);
    assert.equal(parseFenceOptions('twoslash').title, undefined, 'twoslash is an option, not a title');
  });

  it('a huge range stays bounded', () => {
    assert.ok(lineSet('1-999999999').size <= 10_000);
    const many = Array.from({ length: 1000 }, (_, i) => `${i * 10_000 + 1}-${(i + 1) * 10_000}`).join(',');
    assert.equal(lineSet(many).size, 10_000, 'a thousand ranges together stay bounded too');
    const marked = diffMarks(Array.from({ length: 2000 }, () => 'x(); // [!code ++:999999]').join('\n'));
    assert.equal(marked.marks.size, 2000, 'a mark reaches no further than the last line');
    assert.deepEqual(lines(lineSet('x,2,-3,4-')), [2]);
  });
});

describe('diff marks', () => {
  it('are taken out of the code and mark their lines; ++:N marks N lines', () => {
    const { code, marks } = diffMarks('a(); // [!code ++]\nb(); # [!code --]\nc(); // [!code ++:2]\nd();\ne();');
    assert.equal(code, 'a();\nb();\nc();\nd();\ne();');
    assert.deepEqual([...marks], [[1, 'added'], [2, 'removed'], [3, 'added'], [4, 'added']]);
    assert.deepEqual(diffMarks('plain').marks.size, 0);
  });
});

describe('mermaid fence options', () => {
  it('placement takes the four corners only; actions is a boolean', () => {
    assert.equal(parseFenceOptions('placement="top-left"').placement, 'top-left');
    assert.equal(parseFenceOptions("placement='middle'").placement, undefined);
    assert.equal(parseFenceOptions('actions={false}').actions, false);
    assert.equal(parseFenceOptions('actions={true}').actions, true);
    assert.equal(parseFenceOptions('').actions, undefined);
  });
});
