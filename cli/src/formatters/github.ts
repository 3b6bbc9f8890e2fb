/**
 * `--format github`: one GitHub Actions workflow command per finding
 * (`::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`), which the runner turns
 * into annotations on the pull request's lines. Paths are relative to the git repository, the
 * folder the runner resolves them from.
 *
 * Everything in a command is escaped as GitHub documents it: in the message (data) `%`, CR and LF;
 * in properties also `:` and `,`. So no file name or message can end a command early or start one
 * of its own (a line that begins with `::`); the other control characters are escaped too
 * (escape.ts), as in the human output.
 */
import * as path from 'node:path';
import type { Range } from 'vscode-languageserver-types';
import { CheckResult } from '../check';
import { sarifBase } from '../paths';
import { summarize } from '../summary';
import { messageText, severityName } from '../diagnosticText';
import { plural } from '../../../common/src';
import { escapeControls } from './escape';

const commands = { error: 'error', warning: 'warning', info: 'notice', hint: 'notice' } as const;

/** GitHub's escaping of a command's message. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** GitHub's escaping of a command's property value. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function formatGithub(result: CheckResult, base: string = sarifBase(result.root)): string {
  const out: string[] = [];
  const command = (kind: 'error' | 'warning' | 'notice', file: string, range: Range, title: string, message: string) => {
    const where = {
      file: path.relative(base, file).split(path.sep).join('/'),
      line: range.start.line + 1,
      col: range.start.character + 1,
      endLine: range.end.line + 1,
      endColumn: range.end.character + 1,
      title,
    };
    const properties = Object.entries(where).map(([k, v]) => `${k}=${escapeProperty(escapeControls(String(v)))}`);
    // Line breaks stay line breaks in the annotation (as %0A); other controls are shown escaped.
    out.push(`::${kind} ${properties.join(',')}::${escapeData(message.split('\n').map(escapeControls).join('\n'))}`);
  };
  for (const f of result.files) for (const d of f.diagnostics) command(commands[severityName(d.severity)], f.path, d.range, String(d.code ?? 'docsite'), messageText(d.message));
  for (const u of result.unchecked) command(result.allowUnchecked ? 'notice' : 'error', u.path, u.range, `${u.code} (not checked)`, u.reason);
  for (const e of result.internalErrors) out.push(`::error title=docsite internal error::${escapeData(escapeControls(e))}`);
  const s = summarize(result);
  // A plain line (it starts with a word, never with `::`), for the log.
  out.push(
    `docsite: ${plural(result.sites.length, 'site')}, ${plural(s.files, 'file')} checked${s.unchecked ? `, ${s.unchecked} not checked` : ''}: ` +
      `${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${plural(s.infos, 'info')}`,
  );
  return out.join('\n') + '\n';
}
