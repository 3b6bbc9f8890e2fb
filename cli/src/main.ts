import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseCommand, UsageError } from './args';
import { runCheck } from './check';
import { formatReport, isReportFormat, REPORT_FORMATS } from './formatters/report';
import { escapeControls, escapeControlsInJson, escapeText } from './formatters/escape';
import { defaultCacheFile, userCacheFolder } from './cacheFiles';
import { createProgress } from './progress';
import { ProjectSettings, strictIf } from './projectConfig';
import { summarize } from './summary';
import { formatTranslations, languagesUnder, translationReport } from './translations';
import { describeLlms, generateLlms, LlmsRefused, writeLlms } from './llms';
import { runPreview } from './preview';
import { GitScopeError, addMissingRedirects, limitToChanged, readGitScope } from './changeScope';
import { BaselineError, applyBaseline, writeBaseline, writesBaseline } from './baseline';
import { FsWorkspace, runProjectRulesCommand, toServicePath, UpgradeRefused, planUpgrade, writeUpgrade } from '../../host/src';
import { describeUpgrade } from './upgradeReport';
import { assertNoLinkedFolder, checkoutOf } from './outputPath';
import { NPM_PACKAGE, npxDocsite, type DocsiteCommand, plural } from '../../common/src';
import { RULES_TARGETS, rulesTarget } from '../../assistants/src';
import { discoverSites } from '../../site/src';
import { assertCheckable, noSiteMessage, NothingCheckedError } from './checkTarget';

declare const DOCSITE_VERSION: string;
const version = typeof DOCSITE_VERSION === 'string' ? DOCSITE_VERSION : 'dev';

const SYNOPSIS: Record<Exclude<DocsiteCommand, 'help'>, string> = {
  check: 'docsite check [dir] [--format human|json|sarif|github] [--max-warnings N] [--config FILE] [--strict] [--no-color] [--jobs N] [--cache] [--cache-location FILE] [--allow-unchecked] [--base REF] [--changed REF] [--baseline FILE] [--update-baseline]',
  rules: 'docsite rules (--target cursor|windsurf|claude|copilot|copilot-path|agents|mintlify-agents|trae|kiro | --editor NAME) [dir] [--force]',
  upgrade: 'docsite upgrade [dir] [--write]',
  translations: 'docsite translations [dir] [--format human|json|markdown] [--fail-under PERCENT]',
  mcp: 'docsite mcp [dir] [--config FILE] [--strict]',
  llms: 'docsite llms [dir] --out DIR [--base-url URL]',
  lsp: 'docsite lsp --stdio',
  preview: 'docsite preview [dir] --out DIR [--force] [--jobs N]',
};

const HELP = {
  check: `check   Finds every docs.json under dir (default .) and checks it and every page of its site with
        the same engine as the editor. Exit code 1 when there are errors, files not checked, or more
        warnings than --max-warnings. Exit code 2 when nothing could be checked (no docs.json, an unreadable
        folder or file) or on bad usage. Each site's settings: dir's .vscode/settings.json, under
        the .docsiterc.json nearest to its docs root up to dir (never above), as the editor reads
        them; --config FILE replaces the latter for every site. The keys are those of the VS Code
        settings, plus "preset": "strict". .docsiteignore lists paths to skip (gitignore syntax).
        Errors are what breaks the build or renders wrong; the spec's writing rules are warnings.
        --strict (the strict preset) makes them errors; a docsite.rules.<code> setting still wins.
        Paths are printed relative to the current folder; SARIF URIs are relative to the git
        repository (or the checked folder).
        --jobs N checks on N worker threads (default: one per core, started only for a site big
        enough in files and bytes for it to pay); the report is the same whatever N is, on an idle
        machine or a loaded one. A page whose check takes over 60 s
        (docs.json: 120 s), a last resort far above any real page, is stopped and listed as not
        checked, as are pages too large, too deeply nested or too complex to check and binary
        files; each fails the run (exit code 1) unless --allow-unchecked is given. --cache keeps
        each page's findings, with what they depended on (docs.json, linked pages and their
        headings), in the user's cache folder (or --cache-location FILE), so the next run checks
        only what changed and what depends on it; the report is the same. A cache is trusted only
        when this machine's Docsite wrote it, and never written through a folder of the repository
        that is a symbolic link (exit code 2). --format github prints GitHub Actions annotations.
        --base REF compares the site with git's REF: every page URL the site published there that
        is gone, with no redirect in docs.json catching it, is an error (missing-redirect).
        --changed REF reports only findings in files changed since REF (committed or not, and
        untracked ones) and in the files whose result depends on them (all of them when docs.json
        or .mintignore changed). Both exit with 2 outside a git repository or on an unknown REF.
        They run git (git rev-parse, ls-tree, show) only on the commits and trees of the
        repository; the working files are listed and hashed by Docsite, and git runs with the
        repository's programs off (core.fsmonitor, filters, external diffs, gpg, pager); a folder
        shaped like a git directory inside dir is refused.
        --baseline FILE: when FILE does not exist (or with --update-baseline), writes the current
        findings to it and reports none; otherwise reports, and fails on, only the findings FILE
        does not hold (matched by file, rule and the text of the line, not its number). In CI
        (CI=true) a missing FILE is an error (exit code 2) unless --update-baseline is given.
`,
  rules: `rules   Writes the site's writing rules where an AI assistant reads them: --target cursor
        (.cursor/rules/docsite.mdc, globs on the site's pages and docs.json), windsurf
        (.windsurf/rules/docsite.md), claude (a section of CLAUDE.md), copilot
        (.github/copilot-instructions.md), copilot-path (.github/instructions/
        docsite.instructions.md, applyTo the site's pages), agents (a section of AGENTS.md),
        mintlify-agents (a section of .mintlify/AGENTS.md in the docs root: the site vendor's
        agent, never published), trae (a section of .trae/rules/project_rules.md), kiro
        (.kiro/steering/docsite.md). --editor NAME takes a tool's name, or any other editor
        directory for the generic .NAME/rules.md. Files go at the root of the documentation
        repository. An existing file is never replaced unless --force is given; in a section
        target the rest of the file is kept line for line, and a file that holds other text is
        written only with --force. It says when the site build would publish the file as a page,
        and when an older Docsite's file (.cursor/rules.md) sits where the tool does not read it.
`,
  upgrade: `upgrade Converts the site's docs.json in the spec's (old) layout, or its mint.json, to today's
        layout. Prints the new docs.json, and on stderr every old field with no place in it. With
        --write: replaces the old docs.json (atomically), or writes docs.json beside mint.json and
        keeps mint.json. Exit code 2 when there is nothing to upgrade.
`,
  translations: `translations
        Prints, for each site under dir with navigation.languages, how much of the default
        language's pages each other language has: translated, shared (the default page listed on
        purpose), missing, written but not listed, and pages only the translation has. Pages pair
        by language folder (zh/guide for en/guide) or, where paths differ, by position in the
        navigation. In a git repository it also lists stale translations: the source page was
        committed after the translation's last commit (or after the commit named by
        reviewedAgainst: in the translation's frontmatter), with the dates and the commits since,
        read with git log and git show as check --base reads git (see check).
        --format markdown suits a pull-request comment: every path, language and commit subject in
        it is code, so none can @mention, link or format. Exit code 1 when a language covers less
        than --fail-under PERCENT.
`,
  mcp: `mcp     Serves the site under dir (default .) to AI agents: a Model Context Protocol server on
        stdin/stdout with four tools. check: a page (saved, or unsaved text for a path) or the whole
        site, with the findings of docsite check --format json; components: the component catalog
        with attributes and examples; navigation: the site's tree and where a page sits in it;
        resolve_link: whether a link is valid, where docs.json's redirects take it (the link to
        write instead), and the nearest valid ones. It reads only inside
        dir, refuses paths outside it (also through symbolic links) and writes nothing. Settings
        as for check. Exit code 2 when dir holds no docs.json (or mint.json).
`,
  llms: `llms    Writes llms.txt and llms-full.txt of the site at dir into DIR (created when missing), as
        the site build generates them: pages by path, hidden, noindex and unlisted pages left out
        unless seo.indexing is "all", <Visibility> applied, llms.txt within 100,000 characters
        (descriptions shortened first, then the last pages dropped). Prints each file's size and
        what was left out. URLs are root-relative; --base-url makes them absolute. Only those two
        files are written in DIR, never through a link; DIR may not be the docs root, nor lie
        through a folder of the repository that is a symbolic link (exit code 2).
`,
  lsp: `lsp     Runs the language server on stdin/stdout, for editors other than VS Code (Neovim, Helix,
        Zed, Emacs): the same server as the extension's, on standard LSP alone. The workspace
        folder comes from the editor; settings from the editor's "docsite" section or, when it has
        none, the folder's .vscode/settings.json, with the site's .docsiterc.json on top (as for check).
`,
  preview: `preview Writes a static copy of the preview of the site at dir into DIR: every page the navigation
        lists and every page generated from OpenAPI, as <page>.html with relative links, the mode
        toggle and tabs, for a reviewer without VS Code or a CI artifact; it loads nothing from the
        network. Pages render on worker threads under the page budget; a page past it says so.
        DIR may not be in or around the docs root, nor lie through a symbolic link of the
        repository; a non-empty DIR not written by docsite preview needs --force (exit code 2).
`,
};

const commandUsage = (c: keyof typeof SYNOPSIS) => `Usage:\n  ${SYNOPSIS[c]}\n\n${HELP[c]}`;

const USAGE = `Usage:
  ${SYNOPSIS.check}
  ${SYNOPSIS.rules}
  ${SYNOPSIS.upgrade}
  ${SYNOPSIS.translations}
  ${SYNOPSIS.mcp}
  ${SYNOPSIS.llms}
  ${SYNOPSIS.lsp}
  ${SYNOPSIS.preview}
  docsite --version

Without installing it: ${npxDocsite('<command> …')}
(the npm package is ${NPM_PACKAGE}; the package named docsite on npm is an unrelated tool).

${HELP.check}${HELP.rules}${HELP.upgrade}${HELP.translations}${HELP.mcp}${HELP.llms}${HELP.lsp}${HELP.preview}`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === '--version' || command === '-v') {
    process.stdout.write(version + '\n');
    return 0;
  }
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(USAGE);
    return command ? 0 : 2;
  }
  if (command === 'check') return check(rest);
  if (command === 'rules') return rules(rest);
  if (command === 'upgrade') return upgrade(rest);
  if (command === 'translations') return translations(rest);
  if (command === 'mcp') return mcp(rest);
  if (command === 'llms') return llms(rest);
  if (command === 'lsp') return lsp(rest);
  if (command === 'preview') return preview(rest);
  process.stderr.write(`docsite: unknown command "${escapeControls(command)}"\n\n${USAGE}`);
  return 2;
}

async function check(args: string[]): Promise<number> {
  const parsed = parseCommand<{
    format: string;
    'max-warnings'?: string;
    config?: string;
    'no-color': boolean;
    strict: boolean;
    jobs?: string;
    cache: boolean;
    'cache-location'?: string;
    'allow-unchecked': boolean;
    base?: string;
    changed?: string;
    baseline?: string;
    'update-baseline': boolean;
  }>(
    'check',
    args,
    {
      format: { type: 'string', default: 'human' },
      'max-warnings': { type: 'string' },
      config: { type: 'string' },
      'no-color': { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
      jobs: { type: 'string' },
      cache: { type: 'boolean', default: false },
      'cache-location': { type: 'string' },
      'allow-unchecked': { type: 'boolean', default: false },
      base: { type: 'string' },
      changed: { type: 'string' },
      baseline: { type: 'string' },
      'update-baseline': { type: 'boolean', default: false },
    },
    SYNOPSIS.check,
  );
  if (parsed.help) return help('check');
  const { values, positionals } = parsed;
  const format = values.format;
  if (!isReportFormat(format)) throw new UsageError(`--format must be ${REPORT_FORMATS.slice(0, -1).join(', ')} or ${REPORT_FORMATS.at(-1)}, not "${escapeControls(format)}"`, SYNOPSIS.check);
  const maxWarnings = values['max-warnings'] === undefined ? Infinity : Number(values['max-warnings']);
  if (!Number.isInteger(maxWarnings) && maxWarnings !== Infinity) throw new UsageError('--max-warnings takes a whole number', SYNOPSIS.check);
  if (values['update-baseline'] && values.baseline === undefined) throw new UsageError('--update-baseline needs --baseline FILE', SYNOPSIS.check);
  // git names real paths: a folder reached through a symlink is checked under its real path.
  const dir = values.base !== undefined || values.changed !== undefined ? realPathOf(positionals[0] ?? '.') : (positionals[0] ?? '.');
  // Each site's own (projectConfig.ts). --strict is the strict preset; per-rule settings from the config files still win over it.
  const settings = new ProjectSettings(dir, values.config, strictIf(values.strict)).forSite;
  // Without --jobs, runCheck starts as many workers as pay for the size of the check (workerPolicy.ts).
  const jobs = values.jobs === undefined ? undefined : Number(values.jobs);
  if (jobs !== undefined && (!Number.isInteger(jobs) || jobs < 1)) throw new UsageError('--jobs takes a whole number of at least 1', SYNOPSIS.check);
  const cacheFolder = userCacheFolder();
  const cacheLocation = values['cache-location'] !== undefined ? cachePath(values['cache-location']) : values.cache ? defaultCacheFile(cacheFolder, dir) : undefined;
  // The cache is written there: never through a folder the repository made a link (outputPath.ts).
  if (cacheLocation) assertNoLinkedFolder(cacheLocation, checkoutOf(dir), values['cache-location'] !== undefined ? '--cache-location' : 'the cache');
  const progress = createProgress();
  const notice = (message: string) => process.stderr.write(`docsite: ${escapeControls(message)}\n`);
  const allowUnchecked = values['allow-unchecked'];
  let baseScope, changedScope;
  try {
    baseScope = values.base !== undefined ? await readGitScope(dir, values.base, '--base') : undefined;
    changedScope = values.changed === undefined ? undefined : values.changed === values.base ? baseScope : await readGitScope(dir, values.changed, '--changed');
  } catch (e) {
    if (!(e instanceof GitScopeError)) throw e;
    notice(e.message);
    return 2;
  }
  const result = await runCheck({ dir, settings, onProgress: progress.update, jobs, cacheLocation, cacheFolder, version, allowUnchecked, onNotice: notice, recordDependencies: changedScope !== undefined });
  if (baseScope) await addMissingRedirects(result, settings, baseScope);
  if (changedScope) limitToChanged(result, changedScope.changes);
  progress.end();
  if (values.baseline !== undefined) {
    try {
      if (writesBaseline(values.baseline, values['update-baseline'])) notice(`wrote ${plural(writeBaseline(values.baseline, result), 'finding')} to the baseline ${values.baseline}; only findings it does not hold are reported from now on`);
      const known = applyBaseline(values.baseline, result);
      if (known > 0) notice(`${plural(known, 'finding')} already in the baseline ${values.baseline} not reported`);
    } catch (e) {
      if (!(e instanceof BaselineError)) throw e;
      notice(e.message);
      return 2;
    }
  }
  const color = format === 'human' && !values['no-color'] && process.stdout.isTTY === true && !process.env.NO_COLOR;
  process.stdout.write(formatReport(result, format, version, color));
  // A file that could not be read was not checked: the run must not pass, nor look like findings.
  for (const u of result.unreadable) notice(`cannot read ${u.path}: ${u.reason}; it was not checked`);
  if (result.unreadable.length > 0) return 2;
  const summary = summarize(result);
  // What was not checked fails the run, unless asked otherwise: it may hide any error.
  if (summary.unchecked > 0 && !allowUnchecked) return 1;
  if (result.checkedFiles === 0 && summary.errors === 0) {
    notice(`nothing was checked under ${dir}`);
    return 2;
  }
  return summary.errors > 0 || summary.warnings > maxWarnings || result.internalErrors.length > 0 ? 1 : 0;
}

function realPathOf(dir: string): string {
  try {
    return fs.realpathSync(dir);
  } catch {
    return dir; // runCheck says what is wrong with it
  }
}

/**
 * `--cache-location` names the file, or a folder to keep `.docsitecache` in (as eslint does). Like
 * the default one, it is read as untrusted input (checkCache.ts).
 */
function cachePath(location: string): string {
  const chosen = path.resolve(location);
  try {
    if (fs.statSync(chosen).isDirectory()) return path.join(chosen, '.docsitecache');
  } catch {
    // Not there yet: the file to create.
  }
  return /[\\/]$/.test(location) ? path.join(chosen, '.docsitecache') : chosen;
}

async function rules(args: string[]): Promise<number> {
  const parsed = parseCommand<{ editor?: string; target?: string; force: boolean }>('rules', args, { editor: { type: 'string' }, target: { type: 'string' }, force: { type: 'boolean', default: false } }, SYNOPSIS.rules);
  if (parsed.help) return help('rules');
  const { values, positionals } = parsed;
  if (!values.editor && !values.target) throw new UsageError('docsite rules needs --target NAME (for example --target cursor) or --editor NAME', SYNOPSIS.rules);
  if (values.editor && values.target) throw new UsageError('docsite rules takes --editor or --target, not both', SYNOPSIS.rules);
  if (values.target !== undefined && !rulesTarget(values.target)) throw new UsageError(`--target takes one of ${RULES_TARGETS.map((t) => t.id).join(', ')}`, SYNOPSIS.rules);
  const outcome = await runProjectRulesCommand({ dir: positionals[0] ?? '.', editor: values.editor, target: values.target, force: values.force });
  // The message names the site (docs.json's name) and the file: shown escaped, as check's output is.
  (outcome.written ? process.stdout : process.stderr).write(escapeText(outcome.message) + '\n');
  return outcome.written ? 0 : 1;
}

function upgrade(args: string[]): number {
  const parsed = parseCommand<{ write: boolean }>('upgrade', args, { write: { type: 'boolean', default: false } }, SYNOPSIS.upgrade);
  if (parsed.help) return help('upgrade');
  const { values, positionals } = parsed;
  if (positionals.length > 1) throw new UsageError('docsite upgrade takes one folder');
  try {
    const plan = planUpgrade(positionals[0] ?? '.');
    if (values.write) process.stdout.write(escapeText(writeUpgrade(plan)) + '\n');
    // The same JSON as --write writes, its terminal controls written as JSON escapes.
    else process.stdout.write(escapeControlsInJson(plan.text));
    process.stderr.write(describeUpgrade(plan.result));
    if (!values.write) process.stderr.write(escapeText(`Nothing was written; run with --write to ${plan.source === plan.target ? `replace ${plan.target}` : `create ${plan.target} (keeping ${plan.source})`}.`) + '\n');
    return 0;
  } catch (e) {
    if (!(e instanceof UpgradeRefused)) throw e;
    process.stderr.write(`docsite: ${escapeControls(e.message)}\n`);
    return 2;
  }
}

async function translations(args: string[]): Promise<number> {
  const parsed = parseCommand<{ format: string; 'fail-under'?: string }>('translations', args, { format: { type: 'string', default: 'human' }, 'fail-under': { type: 'string' } }, SYNOPSIS.translations);
  if (parsed.help) return help('translations');
  const { values, positionals } = parsed;
  const format = values.format;
  if (format !== 'human' && format !== 'json' && format !== 'markdown') throw new UsageError(`--format must be human, json or markdown, not "${escapeControls(format)}"`, SYNOPSIS.translations);
  const failUnder = values['fail-under'] === undefined ? undefined : Number(values['fail-under']);
  if (failUnder !== undefined && !(failUnder >= 0 && failUnder <= 100)) throw new UsageError('--fail-under takes a percentage from 0 to 100', SYNOPSIS.translations);
  if (positionals.length > 1) throw new UsageError('docsite translations takes one folder', SYNOPSIS.translations);
  const dir = positionals[0] ?? '.';
  if (!fs.existsSync(dir)) {
    process.stderr.write(`docsite: ${escapeControls(dir)} does not exist\n`);
    return 2;
  }
  const sites = await translationReport(dir);
  process.stdout.write(formatTranslations(sites, format, version));
  const under = failUnder === undefined ? [] : languagesUnder(sites, failUnder);
  for (const language of under) process.stderr.write(`docsite: ${escapeControls(language)} is under ${failUnder}%\n`);
  return under.length > 0 ? 1 : 0;
}

async function mcp(args: string[]): Promise<number> {
  const parsed = parseCommand<{ config?: string; strict: boolean }>('mcp', args, { config: { type: 'string' }, strict: { type: 'boolean', default: false } }, SYNOPSIS.mcp);
  if (parsed.help) return help('mcp');
  const { values, positionals } = parsed;
  if (positionals.length > 1) throw new UsageError('docsite mcp takes one folder', SYNOPSIS.mcp);
  const dir = positionals[0] ?? '.';
  try {
    assertCheckable(dir);
    if (fs.statSync(dir).isFile()) throw new NothingCheckedError(`${dir} is a file; docsite mcp serves a folder, the docs root`);
    if (discoverSites(toServicePath(dir), new FsWorkspace()).length === 0) throw new NothingCheckedError(noSiteMessage(dir));
  } catch (e) {
    if (!(e instanceof NothingCheckedError)) throw e;
    process.stderr.write(`docsite: ${escapeControls(e.message)}\n`);
    return 2;
  }
  // From the real path, which the server serves (mcp/docsRoot.ts): the sites' docs roots lie below it.
  const settings = new ProjectSettings(fs.realpathSync(dir), values.config, strictIf(values.strict)).forSite;
  // Evaluated only for this command (esbuild keeps a dynamic import lazy): the others do not pay for the SDK.
  const { serveMcp } = await import('./mcp/server.js');
  await serveMcp(dir, settings, version);
  return 0;
}

function llms(args: string[]): number {
  const parsed = parseCommand<{ out?: string; 'base-url'?: string }>('llms', args, { out: { type: 'string' }, 'base-url': { type: 'string' } }, SYNOPSIS.llms);
  if (parsed.help) return help('llms');
  const { values, positionals } = parsed;
  if (!values.out) throw new UsageError('docsite llms needs --out DIR', SYNOPSIS.llms);
  if (positionals.length > 1) throw new UsageError('docsite llms takes one folder', SYNOPSIS.llms);
  const baseUrl = values['base-url'];
  if (baseUrl !== undefined && !/^https?:\/\/[^\s/]+(\/\S*)?$/.test(baseUrl)) throw new UsageError('--base-url takes an http(s) URL', SYNOPSIS.llms);
  const dir = positionals[0] ?? '.';
  if (!fs.existsSync(dir)) {
    process.stderr.write(`docsite: ${escapeControls(dir)} does not exist\n`);
    return 2;
  }
  try {
    const { docsRoot, preview } = generateLlms(dir, baseUrl);
    process.stdout.write(describeLlms(writeLlms(values.out, docsRoot, preview), preview));
    return 0;
  } catch (e) {
    if (!(e instanceof LlmsRefused)) throw e;
    process.stderr.write(`docsite: ${escapeControls(e.message)}\n`);
    return 2;
  }
}

function lsp(args: string[]): number {
  const parsed = parseCommand<{ stdio: boolean }>('lsp', args, { stdio: { type: 'boolean', default: false } }, SYNOPSIS.lsp);
  if (parsed.help) return help('lsp');
  if (!parsed.values.stdio || parsed.positionals.length > 0) throw new UsageError('docsite lsp speaks LSP on stdin/stdout: run it as docsite lsp --stdio', SYNOPSIS.lsp);
  // One server, not two: the bundle the extension's client starts (dist/server.js, beside this one),
  // told that its client is another editor (`--standard-lsp`, server/src/otherEditors.ts). It reads
  // its transport from the command line, and keeps the process alive on stdin.
  process.argv.splice(2, Infinity, '--stdio', '--standard-lsp');
  require(path.join(__dirname, 'server.js'));
  return 0;
}

function preview(args: string[]): Promise<number> | number {
  const parsed = parseCommand<{ out?: string; force: boolean; jobs?: string }>('preview', args, { out: { type: 'string' }, force: { type: 'boolean', default: false }, jobs: { type: 'string' } }, SYNOPSIS.preview);
  if (parsed.help) return help('preview');
  const { values, positionals } = parsed;
  if (!values.out) throw new UsageError('docsite preview needs --out DIR', SYNOPSIS.preview);
  if (positionals.length > 1) throw new UsageError('docsite preview takes one folder', SYNOPSIS.preview);
  const jobs = values.jobs === undefined ? undefined : Number(values.jobs);
  if (jobs !== undefined && !(Number.isInteger(jobs) && jobs >= 1)) throw new UsageError('--jobs takes a whole number of at least 1', SYNOPSIS.preview);
  return runPreview({ dir: positionals[0] ?? '.', out: values.out, force: values.force, jobs });
}

function help(command: keyof typeof SYNOPSIS): number {
  process.stdout.write(commandUsage(command));
  return 0;
}

// `docsite check | head` closes stdout early; that is the reader's choice, not a failure.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Exit code 2 sets usage errors and crashes apart from "the check found problems" (1).
    process.stderr.write(`docsite: ${escapeControls(error instanceof Error ? error.message : String(error))}\n`);
    if (error instanceof UsageError && error.usage) process.stderr.write(`Usage: ${error.usage}\nRun "${error.usage.split(' ').slice(0, 2).join(' ')} --help" for more.\n`);
    process.exitCode = 2;
  },
);
