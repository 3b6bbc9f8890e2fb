/**
 * What `docsite upgrade` prints. Keys, values and paths come from the user's mint.json or docs.json,
 * so each is escaped as `docsite check` escapes the checked files' text (formatters/escape.ts): no
 * terminal title, clipboard or cursor escape and no CI workflow command reaches the output.
 */
import type { UpgradeResult } from '../../service/src';
import { escapeText } from './formatters/escape';

/** The stderr report: each dropped field with its reason, then the notes. */
export function describeUpgrade(result: UpgradeResult): string {
  const lines: string[] = [];
  if (result.dropped.length) {
    lines.push(`${result.dropped.length} old field${result.dropped.length === 1 ? '' : 's'} with no place in today's layout:`);
    for (const d of result.dropped) lines.push(`  ${escapeText(d.path)}: ${escapeText(d.reason)}`);
  } else lines.push('Every old field was carried over.');
  for (const n of result.notes) lines.push(`Note: ${escapeText(n)}`);
  return lines.join('\n') + '\n';
}
