import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { diagramTooBig, MAX_DIAGRAM_LINES, MAX_DIAGRAM_TEXT } from '../../../webview/src/mermaidBounds';

describe('preview: the size bound of a mermaid diagram', () => {
  it('draws a diagram at the bounds, not one past them', () => {
    const lines = (n: number) => 'flowchart TD\n' + Array.from({ length: n - 1 }, (_, i) => `  N${i} --> N${i + 1}`).join('\n');
    assert.equal(diagramTooBig(lines(MAX_DIAGRAM_LINES)), undefined);
    assert.match(diagramTooBig(lines(MAX_DIAGRAM_LINES + 1)) ?? '', /121 lines; the preview draws diagrams of up to 120\./);
    const text = (n: number) => 'flowchart TD\n  A["' + 'x'.repeat(n - 26) + '"] --> B';
    assert.equal(text(MAX_DIAGRAM_TEXT).length, MAX_DIAGRAM_TEXT);
    assert.equal(diagramTooBig(text(MAX_DIAGRAM_TEXT)), undefined);
    assert.match(diagramTooBig(text(MAX_DIAGRAM_TEXT + 1)) ?? '', /5,001 characters; the preview draws diagrams of up to 5,000\./);
  });

  it('sits above every diagram of the real sites (the largest has 84 lines and 2,105 characters)', () => {
    assert.ok(MAX_DIAGRAM_LINES > 84 && MAX_DIAGRAM_TEXT > 2105);
  });
});
