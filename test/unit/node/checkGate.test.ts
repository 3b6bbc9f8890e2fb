import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CheckGate } from '../../../server/src/checkGate';

describe('CheckGate: what the main thread may parse', () => {
  it('waits on a document never checked, then follows the verdict on that version', async () => {
    const gate = new CheckGate(1_000);
    assert.equal(gate.verdict('a', 1, 100), 'wait');
    const settled = gate.settled('a', 1);
    gate.settle('a', 1, 100, { overBudget: false, ms: 12 });
    await settled;
    assert.equal(gate.verdict('a', 1, 100), 'go');
  });

  it('never lets a version that ran out of time be parsed, and makes the next version wait', () => {
    const gate = new CheckGate(1_000);
    gate.settle('a', 3, 100, { overBudget: true, ms: 1_000 });
    assert.equal(gate.verdict('a', 3, 100), 'stop');
    assert.equal(gate.verdict('a', 4, 101), 'wait');
  });

  it('lets a small edit of a fast page go, but makes a slow page or a paste wait', () => {
    const gate = new CheckGate(1_000);
    gate.settle('fast', 1, 10_000, { overBudget: false, ms: 20 });
    assert.equal(gate.verdict('fast', 2, 10_001), 'go');
    assert.equal(gate.verdict('fast', 2, 40_000), 'wait');
    gate.settle('slow', 1, 10_000, { overBudget: false, ms: 900 });
    assert.equal(gate.verdict('slow', 2, 10_001), 'wait');
  });

  it('ignores a late verdict on an older version', () => {
    const gate = new CheckGate(1_000);
    gate.settle('a', 5, 100, { overBudget: false, ms: 5 });
    gate.settle('a', 4, 100, { overBudget: true, ms: 1_000 });
    assert.equal(gate.verdict('a', 5, 100), 'go');
  });

  it('stops waiting when the document closes, and after the budget when no verdict comes', async () => {
    const gate = new CheckGate(10);
    const closed = gate.settled('a', 1);
    gate.forget('a');
    await closed;
    const started = Date.now();
    await gate.settled('b', 1); // nothing settles b: the wait ends at budget + margin
    assert.ok(Date.now() - started >= 10);
    assert.equal(gate.verdict('b', 1, 0), 'wait');
  });
});
