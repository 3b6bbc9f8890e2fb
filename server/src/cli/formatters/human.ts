import { CheckResult } from '../check';
import { messageText, severityName, summarize } from '../summary';

const colors = { error: '\x1b[31m', warning: '\x1b[33m', info: '\x1b[36m', hint: '\x1b[2m', dim: '\x1b[2m', bold: '\x1b[1m', reset: '\x1b[0m' };

/**
 * `path:line:col  severity  code  message`, grouped by file (1-based line and column, as editors and
 * terminals link them), then a summary line.
 */
export function formatHuman(result: CheckResult, color: boolean): string {
  const paint = (c: keyof typeof colors, s: string) => (color ? colors[c] + s + colors.reset : s);
  const out: string[] = [];
  for (const file of result.files) {
    out.push(paint('bold', file.relativePath));
    for (const d of file.diagnostics) {
      const sev = severityName(d.severity);
      const where = `${file.relativePath}:${d.range.start.line + 1}:${d.range.start.character + 1}`;
      out.push(`  ${where}  ${paint(sev, sev.padEnd(7))}  ${paint('dim', String(d.code ?? '').padEnd(20))}  ${messageText(d.message)}`);
    }
    out.push('');
  }
  for (const e of result.internalErrors) out.push(paint('error', `internal error: ${e}`));
  const s = summarize(result);
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  out.push(
    `${plural(result.sites.length, 'site')}, ${plural(s.files, 'file')} checked: ` +
      `${paint(s.errors ? 'error' : 'dim', plural(s.errors, 'error'))}, ${paint(s.warnings ? 'warning' : 'dim', plural(s.warnings, 'warning'))}, ${plural(s.infos, 'info')}`,
  );
  return out.join('\n') + '\n';
}
