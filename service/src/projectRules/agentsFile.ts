/**
 * The Docsite section of a file a team writes too (AGENTS.md, CLAUDE.md, …: the `section` targets of
 * targets.ts; issue 25, item 1). Docsite never replaces such a file: it manages one marked section,
 * replaced on each update, and leaves every other line as it was.
 */
import { MDX_SECTION_END, MDX_SECTION_START, SECTION_END, SECTION_START, sectionMarkers } from './sectionMarkers';
import { asMdxComments } from './mdxComments';

export { SECTION_END, SECTION_START } from './sectionMarkers';

export type SectionMerge =
  | { ok: true; text: string; change: 'created' | 'appended' | 'replaced' | 'unchanged' }
  | { ok: false; reason: string };

/**
 * The file's new text with `rules` as its Docsite section: the section replaced where the file has
 * one, appended after the rest where it has none, the whole file where there is none. A file whose
 * markers are broken (an end without a start, two sections) is refused, not guessed at. Markers
 * quoted in code are the team's text (sectionMarkers.ts), and so is text beside a marker on its
 * line: only the markers and what lies between them are replaced.
 */
export function mergeManagedSection(existing: string | undefined, rules: string, options: { mdx?: boolean } = {}): SectionMerge {
  // A marker inside the rules (a quoted name, say) would end the section early: it is written as text.
  const escaped = rules.replace(/\s+$/, '').replace(/<!-- docsite:/g, '&lt;!-- docsite:');
  // In a file the build parses as MDX (`mdx`), every comment is an MDX comment (mdxComments.ts).
  const body = options.mdx ? asMdxComments(escaped) : escaped;
  const section = options.mdx ? `${MDX_SECTION_START}\n${body}\n${MDX_SECTION_END}\n` : `${SECTION_START}\n${body}\n${SECTION_END}\n`;
  if (existing === undefined || existing.trim() === '') return { ok: true, text: section, change: 'created' };
  const { starts, ends } = sectionMarkers(existing);
  if (starts.length === 0 && ends.length === 0) {
    const eol = existing.includes('\r\n') ? '\r\n' : '\n';
    const separated = existing.endsWith('\n') ? existing + eol : existing + eol + eol;
    return { ok: true, text: separated + section.replace(/\n/g, eol), change: 'appended' };
  }
  if (starts.length !== 1 || ends.length !== 1 || ends[0].at < starts[0].end) {
    return { ok: false, reason: `its Docsite section markers are broken (${starts.length} start and ${ends.length} end markers, ${SECTION_END} must follow the start once); fix or remove them, then run again` };
  }
  const eol = existing.includes('\r\n') ? '\r\n' : '\n';
  // The line break after the end marker is the file's own (kept below), not the section's.
  const text = existing.slice(0, starts[0].at) + section.slice(0, -1).replace(/\n/g, eol) + existing.slice(ends[0].end);
  return { ok: true, text, change: text === existing ? 'unchanged' : 'replaced' };
}
