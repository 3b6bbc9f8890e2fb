import { CheckResult } from '../check';
import { displayPath } from '../paths';
import { summarize } from '../summary';
import { messageText, severityName } from '../diagnosticText';
import { plural } from '../../../common/src';
import { escapeControls, safeLineStart } from './escape';

const colors = { error: '\x1b[31m', warning: '\x1b[33m', info: '\x1b[36m', hint: '\x1b[2m', dim: '\x1b[2m', bold: '\x1b[1m', reset: '\x1b[0m' };

interface Line {
  where: string;
  sev: ReturnType<typeof severityName>;
  code: string;
  message: string;
}

/**
 * `path:line:col  severity  code  message`, grouped by file, then the files not checked (with why),
 * then a summary line. Paths are relative to `cwd` (1-based line and column, as editors and
 * terminals link them); the columns are aligned across each section. Everything taken from the
 * checked files has its control characters escaped (escape.ts).
 */
export function formatHuman(result: CheckResult, color: boolean, cwd: string = process.cwd()): string {
  const paint = (c: keyof typeof colors, s: string) => (color ? colors[c] + s + colors.reset : s);
  const show = (file: string) => safeLineStart(escapeControls(displayPath(file, cwd)));
  const rows = result.files.map((file) => {
    const shown = show(file.path);
    return {
      shown,
      lines: file.diagnostics.map((d) => ({
        where: `${shown}:${d.range.start.line + 1}:${d.range.start.character + 1}`,
        sev: severityName(d.severity),
        code: escapeControls(String(d.code ?? '')),
        message: escapeControls(messageText(d.message)),
      })),
    };
  });
  const table = (lines: Line[]) => {
    const width = (pick: (l: Line) => string) => Math.max(0, ...lines.map((l) => pick(l).length));
    const [whereW, sevW, codeW] = [width((l) => l.where), width((l) => l.sev), width((l) => l.code)];
    return (l: Line) => `  ${l.where.padEnd(whereW)}  ${paint(l.sev, l.sev.padEnd(sevW))}  ${paint('dim', l.code.padEnd(codeW))}  ${l.message}`;
  };
  const out: string[] = [];
  const row = table(rows.flatMap((r) => r.lines));
  for (const r of rows) {
    out.push(paint('bold', r.shown));
    for (const l of r.lines) out.push(row(l));
    out.push('');
  }
  if (result.unchecked.length > 0) {
    const sev = result.allowUnchecked ? 'info' : 'error';
    const lines: Line[] = result.unchecked.map((u) => ({
      where: `${show(u.path)}:${u.range.start.line + 1}:${u.range.start.character + 1}`,
      sev,
      code: u.code,
      message: escapeControls(u.reason),
    }));
    out.push(paint('bold', `Not checked${result.allowUnchecked ? ' (allowed by --allow-unchecked)' : ' (errors; --allow-unchecked lets them pass)'}:`));
    const unchecked = table(lines);
    for (const l of lines) out.push(unchecked(l));
    out.push('');
  }
  for (const e of result.internalErrors) out.push(paint('error', `internal error: ${escapeControls(e)}`));
  const s = summarize(result);
  const notChecked = s.unchecked ? `, ${paint(result.allowUnchecked ? 'warning' : 'error', `${s.unchecked} not checked`)}` : '';
  out.push(
    `${plural(result.sites.length, 'site')}, ${plural(s.files, 'file')} checked${notChecked}: ` +
      `${paint(s.errors ? 'error' : 'dim', plural(s.errors, 'error'))}, ${paint(s.warnings ? 'warning' : 'dim', plural(s.warnings, 'warning'))}, ${plural(s.infos, 'info')}`,
  );
  return out.join('\n') + '\n';
}
