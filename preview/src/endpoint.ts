/**
 * The preview of a generated endpoint page (`openapi: "GET /users"`), drawn as the site draws it:
 * the page header, method, server and path, the operation's description, the page's own MDX body,
 * then auth, parameters by location, the request body, responses per status, and request and response
 * examples. The generated part is MDX of ParamField/ResponseField/Expandable/RequestExample rendered
 * by the page renderer itself, so hand-written and generated pages share one look; all HTML goes
 * through the same sanitizer.
 */
import { endpointPage, resolvePageOperation, type SpecReader } from '../../service/src';
import { type SiteModel } from '../../site/src';
import { readFrontmatter } from '../../mdx/src';
import { el, text } from './hast';
import { renderPage, type RenderOptions, type RenderResult } from './render';
import { sanitizeToHtml } from './safeHtml';
import { endpointMdx } from './endpointSnippets';
import { noticeHtml } from './notice';

/** What the preview needs to draw generated pages: the site model and its parsed OpenAPI files. */
export interface ApiPreviewContext {
  readonly model: SiteModel | undefined;
  readonly readSpec: SpecReader;
}

/** A page: generated from its OpenAPI operation when its frontmatter names one, else as written. */
export function renderPreviewPage(pageText: string, options: RenderOptions, api?: ApiPreviewContext): RenderResult {
  if (!api || !/^\s*openapi\s*:/m.test(pageText.slice(0, 4096))) return renderPage(pageText, options);
  const { frontmatter } = readFrontmatter(pageText);
  const reference = resolvePageOperation({ frontmatter }, api.model, options.workspace, api.readSpec);
  if (!reference || reference.key !== 'openapi') return renderPage(pageText, options);
  const resolved = reference.match?.spec.resolved();
  const endpoint = reference.match && resolved ? endpointPage(resolved, reference.match.operation, api.model) : undefined;
  // The operation gives the title when the page has none: the `openapi:` line becomes a `title:` line,
  // so every line of the page keeps its number for scroll sync.
  // The line goes either way: the endpoint bar is drawn here, not by the page header.
  const withTitle = (title: string): string =>
    pageText.slice(0, reference.entry.keySpan.start) + (typeof frontmatter.data.title === 'string' ? '' : `title: ${JSON.stringify(title)}`) + pageText.slice(reference.entry.valueSpan.end);
  if (!reference.match || !endpoint) {
    const remote = reference.specs.some((s) => !s.path);
    // A remote spec's operation is still a page of the site: the build fetches the spec and titles the
    // page by the operation's summary, which only the spec has; `METHOD /path` stands for it here.
    if (remote) {
      const why = `The OpenAPI file for "${reference.value}" is a URL, which the site build fetches when it builds; the preview never fetches remote files.`;
      const page = renderPage(withTitle(`${reference.ref.method} ${reference.ref.path}`), options);
      const [header, body] = splitHeader(page.html);
      return { ...page, html: [header, endpointBar(reference.ref.method, reference.ref.path, undefined, false), noticeHtml(why), body].join('\n') };
    }
    return withNotice(renderPage(pageText, options), `No operation "${reference.value}" in the site's local OpenAPI files.`);
  }
  const { operation: op } = reference.match;
  const page = renderPage(withTitle(op.summary ?? op.key), options);
  if (!page.ok) return page;
  const [header, body] = splitHeader(page.html);
  const generated = renderGenerated(endpointMdx(endpoint, { ownRequestExample: /<RequestExample[\s>]/.test(pageText), ownResponseExample: /<ResponseExample[\s>]/.test(pageText) }), options, 'g');
  const description = endpoint.description ? renderGenerated(endpoint.description, options, 'd') : '';
  const html = [header, endpointBar(op.method, op.path, endpoint.server, op.deprecated), description, body, generated].join('\n');
  return { ...page, html };
}

/** The page header (title, description) and the body after it. */
function splitHeader(html: string): [string, string] {
  const end = html.indexOf('</header>');
  return end < 0 ? ['', html] : [html.slice(0, end + '</header>'.length), html.slice(end + '</header>'.length)];
}

/**
 * Generated MDX, rendered by the page renderer. Its `data-line`s point into the generated text, not
 * the page, so they are dropped: scroll sync then skips the generated part instead of jumping.
 */
function renderGenerated(mdx: string, options: RenderOptions, keyPrefix: string): string {
  const result = renderPage(`---\ntitle: generated\n---\n\n${mdx}\n`, options);
  // Widget keys (tabs, expandables) get their own prefix, so they never clash with the body's.
  return splitHeader(result.html)[1]
    .replace(/ data-line="\d+"/g, '')
    .replace(/ (data-ds-key|data-ds-tabs)="w/g, ` $1="${keyPrefix}`);
}

function endpointBar(method: string, path: string, server: string | undefined, deprecated: boolean): string {
  const bar = el('div', { className: ['ds-endpoint', 'ds-endpoint-generated'] }, [
    el('span', { className: ['ds-method', 'ds-method-' + method.toLowerCase().replace(/[^a-z]/g, '')] }, [text(method)]),
    el('code', { className: ['ds-endpoint-path'] }, [server ? el('span', { className: ['ds-endpoint-server'] }, [text(server.replace(/\/+$/, ''))]) : undefined, text(path)]),
    deprecated ? el('span', { className: ['ds-badge', 'ds-badge-deprecated'] }, [text('Deprecated')]) : undefined,
  ]);
  return sanitizeToHtml({ type: 'root', children: [bar] });
}

function withNotice(result: RenderResult, why: string): RenderResult {
  const notice = noticeHtml(why);
  const [header, body] = splitHeader(result.html);
  return { ...result, html: [header, notice, body].join('\n') };
}

