/**
 * rules-unknown-reference: a name in a rules file (generated, or edited by hand) that the site or
 * Docsite does not have: a component, an attribute of a catalog component, a page path, a docs.json
 * setting, a `docsite` or `mint` command. Each is located on the word, with the closest real name.
 * A freshly generated file has none (the unit tier checks it on the sample site and real sites).
 */
import { CodeActionKind, TextEdit } from 'vscode-languageserver-types';
import { COMPONENTS, getComponent } from '../../../../catalog/src';
import { UNIVERSAL_ATTRIBUTES } from '../../page/rules/attributes';
import { listPages } from '../../../../site/src';
import { closest, joinPath, DOCSITE_COMMANDS, NPM_PACKAGE, npxDocsite } from '../../../../common/src';
import { scanReferences, type Ref } from '../references';
import { componentName } from '../sections/closing';
import { settingPathProblem } from '../settingPaths';
import type { RulesFileContext, RulesFileRule, Span } from './rule';

/** The vendor CLI's documented commands (`mint dev`, `mint broken-links`, …). */
const MINT_COMMANDS = ['dev', 'broken-links', 'a11y', 'openapi-check', 'rename', 'new', 'update', 'upgrade', 'login', 'logout', 'migrate-mdx', 'version', 'help', 'validate', 'export', 'install'];

/**
 * A command line: `docsite check`, `mint dev`, or through npx, with its `--yes` and the package named
 * (`npx --package=docsite-tools docsite check`, `npx -p docsite-tools docsite check`). Group 1 is the
 * npx part, 2 the package it names, 3 the command, 4 the subcommand.
 */
const COMMAND = /^(?:\$\s+)?(npx\s+(?:(?:--yes|-y)\s+)?(?:(?:--package=|--package\s+|-p\s+)(\S+)\s+)?(?:--\s+)?)?(docsite|mint)\s+([a-z][a-z0-9-]{0,40})\b/;
const PAGE_PATH = /^\/[A-Za-z0-9_\-./]{0,200}$/;
const SETTING_PATH = /^[a-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)+$/;
/** A dotted word ending so is a file or host name, not a setting. */
const NOT_SETTING = /\.(json|mdx?|jsx?|tsx?|ya?ml|css|png|svg|jpe?g|gif|txt|html?|com|io|dev|org|net|sh|app|ai)$/i;

type Data = { suggestion?: string };

export const rulesUnknownReferenceRule: RulesFileRule<{ 'rules-unknown-reference': Data }> = {
  codes: {
    'rules-unknown-reference': {
      title: 'Unknown name in project rules',
      severity: 'warning',
      description: 'A component, attribute, page, docs.json setting or command named in a rules file that does not exist.',
    },
  },
  check(ctx, report) {
    const refs = scanReferences(ctx.text);
    // `message` says what is unknown; the closest candidate, when one is close enough, is the fix.
    const warn = (at: Span, message: string, name: string, candidates: readonly string[]) => {
      const suggestion = closest(name, candidates);
      report('rules-unknown-reference', at, `${message}${suggestion ? ` Did you mean \`${suggestion}\`?` : ''}`, suggestion ? { suggestion } : {});
    };

    const known = knownComponents(ctx);
    for (const tag of refs.tags) {
      // `Icons.Logo` is a member of something imported, not ours to judge, unless its namespace is a catalog one.
      const member = tag.value.includes('.') && !COMPONENTS.some((c) => c.name.startsWith(tag.value.split('.')[0] + '.'));
      if (member) continue;
      if (!known.has(tag.value)) {
        warn(tag.span, `Unknown component \`${tag.value}\`.`, tag.value, [...known]);
        continue;
      }
      const spec = getComponent(tag.value);
      if (!spec || spec.undocumented) continue;
      const names = spec.attributes.map((a) => a.name);
      for (const attr of tag.attributes) {
        if (UNIVERSAL_ATTRIBUTES.has(attr.value) || names.includes(attr.value) || attr.value.startsWith('data-') || attr.value.startsWith('aria-')) continue;
        warn(attr.span, `\`${tag.value}\` has no attribute \`${attr.value}\`.`, attr.value, names);
      }
    }

    const routes = siteRoutes(ctx);
    const examples = routes ? ctx.examplePaths() : new Set<string>();
    const pathRefs = [...refs.codeSpans.filter((r) => PAGE_PATH.test(r.value)), ...refs.links.filter((r) => r.value.startsWith('/') && !r.value.startsWith('//'))];
    for (const ref of routes ? pathRefs : []) {
      const path = ref.value.replace(/[#?].*$/, '').replace(/\/+$/, '') || '/';
      if (examples.has(path) || routes!.exists(path)) continue;
      warn({ start: ref.span.start, end: ref.span.start + ref.value.replace(/[#?].*$/, '').length }, `The site has no page \`${path}\`.`, path, routes!.all);
    }

    const settingProblems = new Map<string, ReturnType<typeof settingPathProblem>>();
    for (const ref of refs.codeSpans) {
      if (!SETTING_PATH.test(ref.value) || NOT_SETTING.test(ref.value)) continue;
      const segments = ref.value.split('.');
      if (!settingProblems.has(ref.value)) settingProblems.set(ref.value, settingPathProblem(segments));
      const problem = settingProblems.get(ref.value);
      if (!problem) continue;
      const start = ref.span.start + segments.slice(0, problem.segment).reduce((n, s) => n + s.length + 1, 0);
      const segment = segments[problem.segment];
      const suggestion = problem.suggestion;
      report('rules-unknown-reference', { start, end: start + segment.length }, `The docs.json setting \`${ref.value}\` does not exist: no \`${segment}\` there.${suggestion ? ` Did you mean \`${suggestion}\`?` : ''}`, suggestion ? { suggestion } : {});
    }

    const suggest: Suggest = (at, message, suggestion) => report('rules-unknown-reference', at, `${message} Write \`${suggestion}\`.`, { suggestion });
    for (const ref of [...refs.codeSpans, ...refs.fenceLines]) commandRef(ref, warn, suggest);
  },
  fixes: {
    'rules-unknown-reference': (d, { suggestion }, { uri }) =>
      typeof suggestion === 'string'
        ? { title: `Change to \`${suggestion}\``, kind: CodeActionKind.QuickFix, diagnostics: [d], isPreferred: true, edit: { changes: { [uri]: [TextEdit.replace(d.range, suggestion)] } } }
        : undefined,
  },
};

type Warn = (at: Span, message: string, name: string, candidates: readonly string[]) => void;
type Suggest = (at: Span, message: string, suggestion: string) => void;

function commandRef(ref: Ref, warn: Warn, suggest: Suggest): void {
  const trimmed = ref.value.trimStart();
  const m = COMMAND.exec(trimmed);
  if (!m) return;
  const [line, npx, pkg, command, sub] = m;
  const at = ref.span.start + (ref.value.length - trimmed.length);
  // npx with `docsite` alone downloads the npm package named docsite, an unrelated tool (common/src/docsiteCli.ts).
  if (npx && command === 'docsite' && pkg !== NPM_PACKAGE) {
    const start = at + line.indexOf('npx');
    const end = at + line.slice(0, line.length - sub.length).trimEnd().length;
    const written = ref.value.slice(start - ref.span.start, end - ref.span.start);
    suggest({ start, end }, `\`${written}\` runs the npm package \`${pkg ?? 'docsite'}\`, not Docsite: its package is \`${NPM_PACKAGE}\`.`, npxDocsite(''));
  }
  const list: readonly string[] = command === 'docsite' ? DOCSITE_COMMANDS : MINT_COMMANDS;
  if (list.includes(sub)) return;
  const start = at + line.length - sub.length;
  warn({ start, end: start + sub.length }, `\`${command} ${sub}\` is no ${command} command.`, sub, list);
}

/** Catalog components, the site's snippets as the generator names them, and the custom ones. */
function knownComponents(ctx: RulesFileContext): Set<string> {
  const known = new Set<string>();
  for (const c of COMPONENTS) known.add(c.name);
  for (const snippet of ctx.snippets()) known.add(componentName(snippet));
  for (const name of ctx.settings.components.custom) known.add(name);
  return known;
}

/** The site's routes: pages, the folders above them, its redirects and its files. Undefined without a site. */
function siteRoutes(ctx: RulesFileContext): { exists(path: string): boolean; all: string[] } | undefined {
  const model = ctx.site();
  if (!model) return undefined;
  const all = [...listPages(model.docsRoot, ctx.workspace).keys()].map((id) => '/' + id.replace(/(^|\/)index$/, '')).map((r) => (r.length > 1 ? r.replace(/\/$/, '') : r));
  const set = new Set(all);
  const folders = new Set<string>();
  for (const route of all) for (let i = route.lastIndexOf('/'); i > 0; i = route.lastIndexOf('/', i - 1)) folders.add(route.slice(0, i));
  return {
    all,
    exists: (path) =>
      path === '/' ||
      set.has(path) ||
      folders.has(path) ||
      model.redirects.some((r) => r.sourcePattern.test(path)) ||
      (/\.[A-Za-z0-9]+$/.test(path) && ctx.workspace.fileExists(joinPath(model.docsRoot, path.slice(1)))),
  };
}
