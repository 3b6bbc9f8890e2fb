/**
 * The Docsite section of an AGENTS.md (issue 25, item 1): created, appended after the team's own
 * text, replaced in place, and refused when its markers are broken. No other line ever changes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SECTION_END, SECTION_START, mergeManagedSection } from '../../../service/src/projectRules/agentsFile';
import { hasDocsiteMarker, managedPart } from '../../../service/src/projectRules/rulesFile';

const rules = (v: string) => `# Writing pages for Acme\n\nUse <Steps> for procedures (${v}).\n`;

describe('the Docsite section of AGENTS.md', () => {
  it('a new file is the section alone', () => {
    const merged = mergeManagedSection(undefined, rules('v1'));
    assert.deepEqual(merged, { ok: true, change: 'created', text: `${SECTION_START}\n# Writing pages for Acme\n\nUse <Steps> for procedures (v1).\n${SECTION_END}\n` });
  });

  it("a file with the team's own text keeps every line; the section goes after it", () => {
    const own = '# Agents\n\nRun `npm test` before a commit.\n';
    const merged = mergeManagedSection(own, rules('v1'));
    assert.ok(merged.ok);
    assert.equal(merged.change, 'appended');
    assert.ok(merged.text.startsWith(own + '\n' + SECTION_START + '\n'));
    assert.ok(merged.text.endsWith(`${SECTION_END}\n`));
  });

  it('an existing section is replaced in place; the text above and below stays byte for byte, CRLF kept', () => {
    const above = '# Agents\r\n\r\nOur rules.\r\n\r\n';
    const below = '\r\n## More of ours\r\nKeep this.\r\n';
    const withSection = above + `${SECTION_START}\r\nold\r\n${SECTION_END}\r\n` + below;
    const merged = mergeManagedSection(withSection, rules('v2'));
    assert.ok(merged.ok);
    assert.equal(merged.change, 'replaced');
    assert.ok(merged.text.startsWith(above + SECTION_START + '\r\n# Writing pages for Acme\r\n'));
    assert.ok(merged.text.endsWith(`(v2).\r\n${SECTION_END}\r\n` + below));
    assert.deepEqual(mergeManagedSection(merged.text, rules('v2')), { ok: true, text: merged.text, change: 'unchanged' });
  });

  it('a start marker reworded by another version is still the section', () => {
    const old = `intro\n<!-- docsite:start (older wording) -->\nold\n${SECTION_END}\n`;
    const merged = mergeManagedSection(old, rules('v3'));
    assert.ok(merged.ok && merged.change === 'replaced' && merged.text.startsWith('intro\n' + SECTION_START));
  });

  it('rules that hold a marker cannot end the section early', () => {
    const merged = mergeManagedSection(undefined, `Quote: ${SECTION_END}\n`);
    assert.ok(merged.ok);
    assert.equal(merged.text.split(SECTION_END).length, 2, merged.text);
    assert.ok(mergeManagedSection(merged.text, 'new').ok);
  });

  it('broken markers are refused, never guessed at', () => {
    for (const broken of [`a\n${SECTION_END}\n`, `${SECTION_START}\nno end\n`, `${SECTION_START}\n${SECTION_END}\n${SECTION_START}\n${SECTION_END}\n`, `${SECTION_END}\n${SECTION_START}\n`]) {
      const merged = mergeManagedSection(broken, rules('v1'));
      assert.equal(merged.ok, false, broken);
    }
  });

  // Issue 36: a team documents the markers in its own AGENTS.md.
  const teamExample = '# Agents\n\nDocsite writes its section between these lines:\n\n```md\n' + SECTION_START + '\n(generated)\n' + SECTION_END + '\n```\n\n    ' + SECTION_END + '\n\nThe end marker is `' + SECTION_END + '`.\n';

  it("markers quoted in the team's code (a fence, an indented block, a code span) are its text, not the section", () => {
    const merged = mergeManagedSection(teamExample, rules('v1'));
    assert.ok(merged.ok, JSON.stringify(merged));
    assert.equal(merged.change, 'appended');
    assert.ok(merged.text.startsWith(teamExample + '\n' + SECTION_START + '\n# Writing pages for Acme\n'), merged.text);
    assert.equal(hasDocsiteMarker(teamExample), false, 'a file that only quotes the markers is none of ours');
  });

  it("a real section after the team's quoted markers is the one replaced; the example stays byte for byte", () => {
    const withSection = mergeManagedSection(teamExample, rules('v1'));
    assert.ok(withSection.ok);
    const merged = mergeManagedSection(withSection.text, rules('v2'));
    assert.ok(merged.ok, JSON.stringify(merged));
    assert.equal(merged.change, 'replaced');
    assert.ok(merged.text.startsWith(teamExample + '\n' + SECTION_START + '\n'));
    assert.ok(merged.text.endsWith('(v2).\n' + SECTION_END + '\n'));
    const part = managedPart(merged.text);
    assert.equal(merged.text.slice(part.start, part.end), '# Writing pages for Acme\n\nUse <Steps> for procedures (v2).\n');
  });

  it("text sharing a marker's line is kept; only the markers and what lies between them change", () => {
    const existing = `Team intro. ${SECTION_START}\nold\n${SECTION_END} Team outro.\nLast line.\n`;
    const merged = mergeManagedSection(existing, rules('v2'));
    assert.ok(merged.ok);
    assert.equal(merged.text, `Team intro. ${SECTION_START}\n# Writing pages for Acme\n\nUse <Steps> for procedures (v2).\n${SECTION_END} Team outro.\nLast line.\n`);
    assert.deepEqual(mergeManagedSection(merged.text, rules('v2')), { ok: true, text: merged.text, change: 'unchanged' });
  });
});
