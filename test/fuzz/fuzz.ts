import * as fs from 'node:fs';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Position } from 'vscode-languageserver-types';
import { FsWorkspace, toServicePath } from '../../host/src/fsWorkspace';
import { createLanguageService, type DocsLanguageService } from '../../service/src/languageService';
import { resolveSettings } from '../../site/src/settings';
import { mutate, seededRandom } from './mutators';
import { PROSE, pageOf } from './constructFamilies';
import { MAX_PAGE_LENGTH } from '../../mdx/src/parse';

/**
 * Every call must answer within this many times what checking a page of 400 KB of plain prose (the
 * largest page that is parsed) costs in the same process, whatever the input: the pre-scan holds
 * every accepted page within 5× prose of its size (constructCost.test.ts), so only work that grows
 * faster than the input (a hang) can pass it. A ratio, not a fixed time, because a fixed second
 * failed on a slower CI machine for a 166 KB page that costs 1.6× the calibration there.
 * Measured as the process's CPU time, so another program busy on the same cores cannot fail the run.
 */
export const CALL_LIMIT_RATIO = 5;

export interface FuzzFailure {
  seed: number;
  source: string;
  applied: string[];
  call: string;
  error: string;
}

export interface FuzzReport {
  cases: number;
  /** What checking 400 KB of prose cost here, and so the limit of every call. */
  calibrationMs: number;
  limitMs: number;
  calls: number;
  worstMs: number;
  worstCall: string;
  failures: FuzzFailure[];
}

interface Seed {
  /** Where the real input came from (a corpus or sample file). */
  source: string;
  /** The path the mutated document pretends to live at, so site-relative checks run. */
  path: string;
  text: string;
}

/** Real inputs: every docs.json of the corpus and the sample site, and a spread of real pages. */
export function loadSeeds(maxPages = 300): Seed[] {
  const seeds: Seed[] = [];
  const roots = [path.resolve('examples'), ...listDirs(path.resolve('..', 'shared', 'corpus'))];
  const pages: Seed[] = [];
  for (const root of roots) {
    const config = path.join(root, 'docs.json');
    if (fs.existsSync(config)) seeds.push({ source: config, path: toServicePath(config), text: fs.readFileSync(config, 'utf8') });
    for (const file of walk(root)) {
      if (/\.mdx?$/.test(file)) pages.push({ source: file, path: toServicePath(file), text: fs.readFileSync(file, 'utf8') });
    }
  }
  // An even spread over the corpus, so every site contributes pages.
  const step = Math.max(1, Math.floor(pages.length / maxPages));
  for (let i = 0; i < pages.length; i += step) seeds.push(pages[i]);
  return seeds;
}

function listDirs(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((d) => path.join(dir, d)).filter((d) => fs.statSync(d).isDirectory()) : [];
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Runs `cases` mutated documents through every service entry point: diagnostics, completion and
 * hover at random positions, code actions on the diagnostics, document links, colors and
 * definitions. Nothing may throw and every call must finish within CALL_LIMIT_RATIO × the calibration.
 */
export function runFuzz(cases: number, seed: number, seeds: Seed[] = loadSeeds()): FuzzReport {
  const workspace = new FsWorkspace();
  const failures: FuzzFailure[] = [];
  let internal: string | undefined;
  const service = createLanguageService(workspace, (where, e) => {
    internal = `${where}: ${e instanceof Error ? e.stack : String(e)}`;
  });
  const settings = resolveSettings({ rules: { 'orphan-page': 'info' } });
  const calibrationMs = proseCheckMs(service, settings, seeds);
  // A calibration that checked nothing would make every call fail (or, near zero, the limit noise).
  if (!(calibrationMs > 10)) throw new Error(`checking 400 KB of prose took ${calibrationMs} ms: the calibration checked nothing`);
  const limitMs = CALL_LIMIT_RATIO * calibrationMs;
  const report: FuzzReport = { cases, calibrationMs, limitMs, calls: 0, worstMs: 0, worstCall: '', failures };
  for (let n = 0; n < cases; n++) {
    const caseSeed = (seed * 1_000_003 + n) >>> 0;
    const r = seededRandom(caseSeed);
    const base = seeds[Math.floor(r() * seeds.length)];
    const { text, applied } = mutate(r, base.text);
    const document = TextDocument.create('file://' + base.path, base.path.endsWith('.json') ? 'json' : 'mdx', n + 1, text);
    const position = (): Position => document.positionAt(Math.floor(r() * (text.length + 1)));
    const calls: [string, () => unknown][] = [
      ['validate', () => service.validate(document, settings)],
      ['complete', () => service.complete(document, position())],
      ['hover', () => service.hover(document, position())],
      ['definition', () => service.definition(document, position())],
      ['documentLinks', () => service.documentLinks(document)],
      ['documentColors', () => service.documentColors(document)],
      ['codeActions', () => {
        const diagnostics = service.validate(document, settings);
        return service.codeActions(document, { start: position(), end: position() }, diagnostics);
      }],
      // An out-of-range position, as clients send after a racing edit.
      ['complete-out-of-range', () => service.complete(document, { line: 1e6, character: 1e6 })],
    ];
    for (const [call, fn] of calls) {
      internal = undefined;
      const start = process.hrtime.bigint();
      const cpuStart = process.cpuUsage();
      try {
        fn();
      } catch (e) {
        failures.push({ seed: caseSeed, source: base.source, applied, call, error: e instanceof Error ? e.stack ?? e.message : String(e) });
      }
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const cpu = process.cpuUsage(cpuStart);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      report.calls++;
      if (internal) failures.push({ seed: caseSeed, source: base.source, applied, call, error: `internal failure (caught): ${internal}` });
      if (ms > report.worstMs) {
        report.worstMs = ms;
        report.worstCall = `${call} on ${path.basename(base.source)} after ${applied.join('+')}`;
      }
      if (Math.min(ms, cpuMs) > limitMs) failures.push({ seed: caseSeed, source: base.source, applied, call, error: `took ${ms.toFixed(0)} ms (${cpuMs.toFixed(0)} ms CPU)` });
    }
    service.forget(document.uri);
    if (failures.length >= 20) break;
  }
  return report;
}

/**
 * The CPU time of checking a page of plain prose of the largest parsed size, at a seed page's path
 * so the site's rules run: the median of three, after one that warms the code up.
 */
function proseCheckMs(service: DocsLanguageService, settings: ReturnType<typeof resolveSettings>, seeds: Seed[]): number {
  // An .mdx page of a site (a README is left out of every site, and so not checked).
  const at = seeds.find((s) => s.path.endsWith('.mdx')) ?? seeds[0];
  const prose = pageOf(PROSE, MAX_PAGE_LENGTH - 20);
  const times: number[] = [];
  for (let k = 0; k < 4; k++) {
    // A text of its own each time: the service keeps what it worked out for a text it has seen.
    const document = TextDocument.create('file://' + at.path, 'mdx', k + 1, `${prose}\nRun ${k}.\n`);
    const start = process.cpuUsage();
    service.validate(document, settings);
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
    service.forget(document.uri);
  }
  return times.slice(1).sort((a, b) => a - b)[1];
}
