/**
 * `docsite check --baseline FILE`: the findings a site already had, so that a team adopting Docsite
 * on an old site sees, and fails on, only what a change introduces. A finding is matched by its file
 * (relative to the baseline's folder), its rule code and a fingerprint of the text of its line and
 * its message, not by its line number: lines added or removed above a finding leave it matched.
 * Identical findings are counted, so a second copy of an old problem is new.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Diagnostic } from 'vscode-languageserver-types';
import { writeFileAtomically } from './cacheFiles';
import type { CheckResult } from './check';
import { messageText } from './diagnosticText';

const FORMAT = 'docsite-baseline';
const VERSION = 1;
/** A baseline larger than this is refused: it is read whole. */
const MAX_BASELINE_BYTES = 64 * 1024 * 1024;

/** One known finding. */
interface Known {
  file: string;
  code: string;
  fingerprint: string;
}

/** A baseline file that cannot be used (unreadable, not a baseline): exit code 2. */
export class BaselineError extends Error {}

/** The key of a finding: file, code and the fingerprint of its line's text and its message. */
function keyOf(known: Known): string {
  return `${known.file}\0${known.code}\0${known.fingerprint}`;
}

/** Every finding of `result` as the baseline knows it, in the report's order. */
function knownFindings(result: CheckResult, folder: string): { known: Known; file: string; diagnostic: Diagnostic }[] {
  const out: { known: Known; file: string; diagnostic: Diagnostic }[] = [];
  for (const file of result.files) {
    const lines = readLines(file.path);
    const relative = path.relative(folder, file.path).split(path.sep).join('/');
    for (const diagnostic of file.diagnostics) {
      const line = (lines[diagnostic.range.start.line] ?? '').trim();
      const fingerprint = createHash('sha256').update(line).update('\0').update(messageText(diagnostic.message)).digest('hex').slice(0, 32);
      out.push({ known: { file: relative, code: String(diagnostic.code ?? ''), fingerprint }, file: file.path, diagnostic });
    }
  }
  return out;
}

function readLines(file: string): string[] {
  try {
    return fs.readFileSync(file, 'utf8').split(/\r?\n/);
  } catch {
    return [];
  }
}

/**
 * Whether CI runs this: `CI` set to anything but empty, `false` or `0` (GitHub Actions, GitLab,
 * CircleCI and Travis set `CI=true`), as the ci-info package reads it.
 */
function runsInCi(env: NodeJS.ProcessEnv): boolean {
  return env.CI !== undefined && env.CI !== '' && env.CI !== 'false' && env.CI !== '0';
}

/**
 * Whether this run writes the baseline anew rather than applying it: with `--update-baseline`, or
 * when the file is missing (a team's first run). Not a missing one in CI: a pull request that adds
 * errors and deletes the baseline would pass, its errors written into a new baseline.
 */
export function writesBaseline(location: string, update: boolean, env: NodeJS.ProcessEnv = process.env): boolean {
  if (update) return true;
  if (fs.existsSync(location)) return false;
  if (runsInCi(env)) throw new BaselineError(`the baseline ${location} does not exist; in CI (CI=${env.CI}) it is not written anew, since a change that deletes it would pass with every finding it adds: restore it, or pass --update-baseline to write it`);
  return true;
}

/** Writes every current finding of `result` to the baseline file (atomically); returns how many. */
export function writeBaseline(location: string, result: CheckResult): number {
  const findings = knownFindings(result, path.dirname(path.resolve(location))).map((f) => f.known);
  const body = { format: FORMAT, version: VERSION, findings };
  fs.mkdirSync(path.dirname(path.resolve(location)), { recursive: true });
  writeFileAtomically(path.resolve(location), Buffer.from(JSON.stringify(body, null, 2) + '\n'));
  return findings.length;
}

/** Removes from `result` every finding the baseline holds; returns how many were removed. */
export function applyBaseline(location: string, result: CheckResult): number {
  const remaining = new Map<string, number>();
  for (const known of readBaseline(location)) remaining.set(keyOf(known), (remaining.get(keyOf(known)) ?? 0) + 1);
  const old = new Set<Diagnostic>();
  for (const { known, diagnostic } of knownFindings(result, path.dirname(path.resolve(location)))) {
    const left = remaining.get(keyOf(known)) ?? 0;
    if (left === 0) continue;
    remaining.set(keyOf(known), left - 1);
    old.add(diagnostic);
  }
  result.files = result.files.map((f) => ({ ...f, diagnostics: f.diagnostics.filter((d) => !old.has(d)) })).filter((f) => f.diagnostics.length > 0);
  return old.size;
}

function readBaseline(location: string): Known[] {
  let text: string;
  try {
    const stat = fs.statSync(location);
    if (!stat.isFile()) throw new BaselineError(`the baseline ${location} is not a file`);
    if (stat.size > MAX_BASELINE_BYTES) throw new BaselineError(`the baseline ${location} is larger than ${MAX_BASELINE_BYTES} bytes`);
    text = fs.readFileSync(location, 'utf8');
  } catch (e) {
    if (e instanceof BaselineError) throw e;
    throw new BaselineError(`cannot read the baseline ${location}: ${e instanceof Error ? e.message : String(e)}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BaselineError(`the baseline ${location} is not JSON; write it again with --update-baseline`);
  }
  const { format, version, findings } = (body ?? {}) as { format?: unknown; version?: unknown; findings?: unknown };
  if (format !== FORMAT || version !== VERSION || !Array.isArray(findings)) throw new BaselineError(`${location} is not a Docsite baseline of this version; write it again with --update-baseline`);
  return findings.filter((f): f is Known => typeof f === 'object' && f !== null && typeof f.file === 'string' && typeof f.code === 'string' && typeof f.fingerprint === 'string');
}
