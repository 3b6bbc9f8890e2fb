/**
 * `resolve_link`: whether a link written on a page is valid, by the check itself rather than a
 * second reading of links: the link is put on a page of its own at the linking page's path and
 * checked like any page (checkOne.ts), so the verdict is the broken-link rule's (pages, files,
 * navigation entries, redirects, OpenAPI pages, language prefixes, anchors). The nearest valid
 * links are the rule's own quick fixes (service/src/page/linkSuggestions.ts). Its check takes a thread
 * of the server's one pool, as the check tool's do. A link to a redirect source is followed through
 * the site's redirects as the redirected-link rule follows them (service/src/references/linkRedirect.ts),
 * so an agent is told where it lands and to write that instead of the redirected URL (issue 37).
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver-types';
import { type DocsLanguageService, type LinkRedirect } from '../../../service/src';
import { isPagePath } from '../../../site/src';
import { pathToUri } from '../../../common/src';
import { PAGE_NOT_CHECKED } from '../check';
import { messageText, severityName } from '../diagnosticText';
import { checkOne } from './checkOne';
import type { WorkerSlots } from '../workerSlots';
import { DocsRoot } from './docsRoot';
import { DocsiteTool, ToolRefusal } from './toolResult';

/** The findings that judge a link; the page's other rules have nothing to say about it. */
const LINK_CODES = new Set(['broken-link', 'broken-anchor', 'folder-link', 'cross-language-link', 'redirected-link']);
/** Findings that leave a link working (the reader gets there); every other one of LINK_CODES breaks it. */
const WORKING_CODES = new Set(['cross-language-link', 'redirected-link']);

/** A link on a line of its own; the angle brackets keep spaces and parentheses in it. */
const linkLine = (url: string) => `[link](<${url}>)`;

export function resolveLinkTool(docs: DocsRoot, slots: WorkerSlots): DocsiteTool {
  return {
    name: 'resolve_link',
    description:
      'Whether a link written on a page of this site is valid (as `docsite check` judges it: the page or file exists, docs.json serves it, the #anchor is a heading of the target), where it leads, and, when it is broken, the nearest valid links to write instead. A link to a redirect source is followed through docs.json\'s redirects (chains too): `redirect` gives each hop, where the reader lands and the link to write instead (`updateTo`); a loop of redirects makes the link invalid.',
    inputSchema: {
      type: 'object',
      properties: {
        link: { type: 'string', description: 'The link as written in the page: "/guides/setup", "../quickstart#install", "#usage".', maxLength: 2048 },
        from: { type: 'string', description: 'The page the link is on, as a path inside the docs root (default: a page at the top of the site). Relative links resolve from its folder.', maxLength: 1024 },
      },
      required: ['link'],
      additionalProperties: false,
    },
    async run(args) {
      const url = args.string('link')!.trim();
      if (/[<>\\\u0000-\u001f]/.test(url)) throw new ToolRefusal('A link cannot hold <, >, a backslash or a control character.');
      const from = args.string('from');
      const sites = docs.sites();
      if (from === undefined && sites.length === 0) throw new ToolRefusal('No docs.json (or mint.json) under the docs root.');
      const pagePath = from === undefined ? `${sites[0].docsRoot}/index.mdx` : docs.inside(from, 'page');
      if (!isPagePath(pagePath)) throw new ToolRefusal(`"from" names the page the link is on: a .mdx or .md path, not ${docs.relative(pagePath)}.`);
      const site = docs.requireSiteOf(pagePath);
      const target = docs.service.followLink(url, pagePath, site.docsRoot);
      const base = { link: url, from: docs.relative(pagePath) };
      if (target.kind === 'external') return { ...base, valid: null, leadsTo: 'outside the site (or not a path: a template, a mail link); not checked' };
      // A link to an anchor of its own page is judged against that page's headings: its text goes first.
      const own = target.kind === 'self' ? (docs.workspace.readFile(pagePath) ?? '') + '\n\n' : '';
      const text = own + linkLine(url) + '\n';
      const outcome = await checkOne(docs, pagePath, text, slots);
      if (outcome.kind !== 'checked') throw new ToolRefusal(`The link could not be checked: ${outcome.kind === 'unreadable' ? outcome.reason : outcome.detail}.`);
      // A page too complex for the check (its own text goes first for an anchor on it) says nothing of the link.
      const notChecked = outcome.diagnostics.find((d) => d.code === PAGE_NOT_CHECKED);
      if (notChecked) throw new ToolRefusal(`The link could not be checked: ${messageText(notChecked.message)}`);
      const lastLine = text.split('\n').length - 2;
      const findings = outcome.diagnostics.filter((d) => d.range.start.line === lastLine && LINK_CODES.has(String(d.code)));
      const broken = findings.filter((d) => !WORKING_CODES.has(String(d.code)));
      const redirect = docs.service.linkRedirect(url, pagePath, site.docsRoot);
      return {
        ...base,
        // A loop, an endless chain or a redirect into nothing: the reader never reaches a page.
        valid: broken.length === 0 && (redirect === undefined || redirect.replacement !== undefined),
        leadsTo: describeTarget(docs, target),
        ...(redirect && { redirect: describeRedirect(redirect) }),
        findings: findings.map((d) => ({ severity: severityName(d.severity), code: String(d.code), message: messageText(d.message) })),
        ...(broken.length > 0 && { suggestions: nearest(docs, pagePath, text, broken) }),
      };
    },
  };
}

function describeTarget(docs: DocsRoot, target: ReturnType<DocsLanguageService['followLink']>): unknown {
  switch (target.kind) {
    case 'page':
      return { page: docs.relative(target.path), ...(target.fragment && { anchor: target.fragment }) };
    case 'file':
      return { file: docs.relative(target.path) };
    case 'configured':
    case 'generated':
      return { servedBy: 'docs.json or the build (a navigation entry, redirect, OpenAPI page or generated file)', pageId: target.pageId };
    case 'self':
      return { anchor: target.fragment, onThisPage: true };
    case 'missing':
      return null;
    case 'outside':
      return { outsideDocsRoot: true };
    default:
      return null;
  }
}

/** The redirects a link goes through, where it lands, and what to write instead. */
function describeRedirect(redirect: LinkRedirect): Record<string, unknown> {
  const chain = [redirect.from, ...redirect.hops];
  const last = redirect.hops[redirect.hops.length - 1];
  if (redirect.end === 'cycle') return { chain, cycle: true, advice: `The redirects loop (${chain.join(' -> ')}): the reader gets "too many redirects". Fix the redirects in docs.json; link to the page meant.` };
  if (redirect.end === 'endless') return { chain, endless: true, advice: `More redirects than a browser follows (${chain.length - 1}); link to the page meant.` };
  if (redirect.replacement === undefined) return { chain, landsOn: last, destinationMissing: true, advice: `The redirect leads to ${last}, which is no page or file of this site.` };
  return { chain, landsOn: last, updateTo: redirect.replacement, advice: `update the link to ${redirect.replacement}` };
}

/** The broken-link rule's replacements (its quick fixes), and a folder's first page, as links to write. */
function nearest(docs: DocsRoot, pagePath: string, text: string, broken: Diagnostic[]): string[] {
  const document = TextDocument.create(pathToUri(pagePath), 'mdx', 1, text);
  const found = new Set<string>();
  // Only a missing page has replacements; its text is then the one line of the link, so asking for
  // them here, on the server's own thread, parses nothing of size.
  const missing = broken.filter((d) => d.code === 'broken-link');
  if (missing.length > 0) {
    for (const action of docs.service.codeActions(document, missing[0].range, missing, docs.settingsOf(pagePath))) {
      for (const edit of action.edit?.changes?.[document.uri] ?? []) found.add(edit.newText);
    }
  }
  for (const d of broken) {
    const suggestion = (d.data as { suggestion?: unknown } | undefined)?.suggestion;
    if (d.code === 'folder-link' && typeof suggestion === 'string') found.add('/' + suggestion);
  }
  docs.service.forget(document.uri);
  return [...found].slice(0, 5);
}
