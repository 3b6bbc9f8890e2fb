import { CheckResult } from '../check';
import { displayPath } from '../paths';
import { messageText, severityName, summarize } from '../summary';
import { plural } from '../../../service/src';

const colors = { error: '\x1b[31m', warning: '\x1b[33m', info: '\x1b[36m', hint: '\x1b[2m', dim: '\x1b[2m', bold: '\x1b[1m', reset: '\x1b[0m' };

/**
 * `path:line:col  severity  code  message`, grouped by file, then a summary line. Paths are relative
 * to `cwd` (1-based line and column, as editors and terminals link them); the columns are aligned
 * across the whole report.
 */
export function formatHuman(result: CheckResult, color: boolean, cwd: string = process.cwd()): string {
  const paint = (c: keyof typeof colors, s: string) => (color ? colors[c] + s + colors.reset : s);
  const rows = result.files.map((file) => {
    const shown = displayPath(file.path, cwd);
    return {
      shown,
      lines: file.diagnostics.map((d) => ({
        where: `${shown}:${d.range.start.line + 1}:${d.range.start.character + 1}`,
        sev: severityName(d.severity),
        code: String(d.code ?? ''),
        message: messageText(d.message),
      })),
    };
  });
  const all = rows.flatMap((r) => r.lines);
  const width = (pick: (l: (typeof all)[number]) => string) => Math.max(0, ...all.map((l) => pick(l).length));
  const [whereW, sevW, codeW] = [width((l) => l.where), width((l) => l.sev), width((l) => l.code)];
  const out: string[] = [];
  for (const row of rows) {
    out.push(paint('bold', row.shown));
    for (const l of row.lines) {
      out.push(`  ${l.where.padEnd(whereW)}  ${paint(l.sev, l.sev.padEnd(sevW))}  ${paint('dim', l.code.padEnd(codeW))}  ${l.message}`);
    }
    out.push('');
  }
  for (const e of result.internalErrors) out.push(paint('error', `internal error: ${e}`));
  const s = summarize(result);
  out.push(
    `${plural(result.sites.length, 'site')}, ${plural(s.files, 'file')} checked: ` +
      `${paint(s.errors ? 'error' : 'dim', plural(s.errors, 'error'))}, ${paint(s.warnings ? 'warning' : 'dim', plural(s.warnings, 'warning'))}, ${plural(s.infos, 'info')}`,
  );
  return out.join('\n') + '\n';
}
