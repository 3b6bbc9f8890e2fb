/**
 * `check`: the findings `docsite check --format json` reports, from the same engine, for one page
 * (on disk, or unsaved text checked as if it were at that path; nothing is written) or the whole
 * site. A page is checked on a worker thread under the same time budget as `docsite check`
 * (parallelCheck.ts), so no text, however hostile, hangs the server. Every check, of a page or of
 * the site, takes its threads from the server's one pool (`slots`): calls beyond it wait.
 */
import { configFileNameOf, isPagePath } from '../../../site/src';
import { CheckResult, FILE_NOT_CHECKED, PAGE_NOT_CHECKED, runCheck } from '../check';
import { formatJson } from '../formatters/json';
import { messageText } from '../diagnosticText';
import { checkOne } from './checkOne';
import type { WorkerSlots } from '../workerSlots';
import { DocsRoot } from './docsRoot';
import { DocsiteTool, ToolRefusal, capped } from './toolResult';

/** The whole-site report lists this many findings; the rest are counted. */
const MAX_SITE_FINDINGS = 200;
/** Unsaved text larger than this is no page an agent writes (docs.json included). */
const MAX_TEXT_LENGTH = 2 * 1024 * 1024;

/** The `--format json` report (schemas/cli-report.schema.json), as parsed back. */
type Report = { files: { path: string; diagnostics: unknown[] }[]; [key: string]: unknown };

/** The JSON report of `docsite check`, for the result of one file or of a whole site. */
function report(docs: DocsRoot, result: CheckResult): Report {
  return JSON.parse(formatJson(result, docs.version)) as Report;
}

/** Keeps the first MAX_SITE_FINDINGS findings of a site report, file by file, and counts the rest. */
function capFindings(full: Report): Report {
  let room = MAX_SITE_FINDINGS;
  let omitted = 0;
  const files = [];
  for (const file of full.files) {
    const { shown, omitted: left } = capped(file.diagnostics, room);
    room -= shown.length;
    omitted += left;
    if (shown.length) files.push({ ...file, diagnostics: shown });
  }
  return omitted ? { ...full, files, omittedFindings: omitted, note: `Only the first ${MAX_SITE_FINDINGS} findings are listed; check single pages for the rest.` } : full;
}

async function checkFile(docs: DocsRoot, path: string, text: string | undefined, slots: WorkerSlots): Promise<Report> {
  const site = docs.requireSiteOf(path);
  const outcome = await checkOne(docs, path, text, slots);
  const relativePath = docs.relative(path);
  const start = { line: 0, character: 0 };
  const result: CheckResult = { root: docs.root, sites: [], files: [], checkedFiles: 0, unchecked: [], allowUnchecked: false, unreadable: [], internalErrors: [], rechecked: [path], workers: 0, specParses: 0, pageParses: 0, workerItems: 1, startedAhead: false };
  if (outcome.kind === 'unreadable') throw new ToolRefusal(`Cannot read ${relativePath}: ${outcome.reason}. Pass the page's text to check it before it is saved.`);
  if (outcome.kind === 'notChecked') result.unchecked.push({ path, relativePath, code: FILE_NOT_CHECKED, range: { start, end: start }, reason: `Not checked: ${outcome.detail}.` });
  else {
    // As runCheck does: the notice of a page not (fully) checked is listed apart, with its reason.
    const notices = outcome.diagnostics.filter((d) => d.code === PAGE_NOT_CHECKED);
    const findings = outcome.diagnostics.filter((d) => d.code !== PAGE_NOT_CHECKED);
    for (const d of notices) result.unchecked.push({ path, relativePath, code: PAGE_NOT_CHECKED, range: d.range, reason: messageText(d.message) });
    result.checkedFiles = notices.length ? 0 : 1;
    result.specParses = outcome.specParses ?? 0;
    result.internalErrors.push(...outcome.errors);
    if (findings.length) result.files.push({ path, relativePath, diagnostics: findings });
  }
  const model = docs.service.siteModel(site.configPath);
  result.sites.push({ name: model.name ?? docs.relative(site.docsRoot), config: site.configPath, pages: 0 });
  const { sites: _sites, ...single } = report(docs, result);
  return { ...single, site: docs.relative(site.configPath) };
}

export function checkTool(docs: DocsRoot, slots: WorkerSlots): DocsiteTool {
  return {
    name: 'check',
    description:
      'Checks with the same engine as `docsite check` and returns its findings as JSON (the shape of `docsite check --format json`: file, line, column, end, severity, rule code, message). Errors break the site build or render wrong; warnings are the writing rules. With "path" alone: that page (or docs.json) as saved. With "path" and "text": the text checked as if it were that page, without writing anything, so a draft can be checked before it is saved. With neither: the whole site (the first 200 findings, and how many more).',
    inputSchema: {
      type: 'object',
      properties: {
        path: { type: 'string', description: 'A page (.mdx, .md) or docs.json, as a path inside the docs root ("guides/new-page.mdx").', maxLength: 1024 },
        text: { type: 'string', description: 'The page\'s unsaved text, checked as if it were at "path".', maxLength: MAX_TEXT_LENGTH },
      },
      additionalProperties: false,
    },
    async run(args) {
      const written = args.string('path');
      const text = args.string('text');
      if (written === undefined) {
        if (text !== undefined) throw new ToolRefusal('check needs "path" with "text": where the page would be, so its links and the site\'s rules apply.');
        const result = await runCheck({ dir: docs.root, settings: docs.settings, version: docs.version, slots });
        return capFindings(report(docs, result));
      }
      const path = docs.inside(written);
      if (!isPagePath(path) && !configFileNameOf(path)) throw new ToolRefusal(`${docs.relative(path)} is neither a page (.mdx, .md) nor docs.json; check takes those.`);
      return checkFile(docs, path, text, slots);
    },
  };
}
