/**
 * What the site generates for an endpoint page (`openapi: "GET /users"`): the base URL, the
 * operation's description, the sections below the page's own body as MDX (authorizations,
 * parameters by location, the request body, responses per status code), the request its examples
 * are written from, and the response examples. The preview renders this MDX with the page renderer,
 * so hand-written and generated pages share one look; it writes the request examples itself
 * (preview/src/endpointSnippets.ts, with @readme/httpsnippet).
 */
import type { SiteModel } from '../../../site/src';
import { fencedCode } from '../../../common/src';
import { asSchema, childFields, escapeMdx, exampleOf, fieldMdx, operationObject, operationParameters, parameterRequired, preferredMedia, type Schema } from './endpointSchema';
import { SchemaExpansionBudget } from './expansionBudget';
import type { ApiOperation, ResolvedSpec } from './spec';

const LOCATIONS = [
  { in: 'path', title: 'Path Parameters' },
  { in: 'query', title: 'Query Parameters' },
  { in: 'header', title: 'Headers' },
  { in: 'cookie', title: 'Cookies' },
] as const;

/** The base URL: the operation's, its path's, else the document's first server; `api.mdx.server` last. */
function serverOf(spec: ResolvedSpec, operation: Schema, model: SiteModel | undefined): string | undefined {
  for (const servers of [operation.servers, spec.servers]) {
    const first = asSchema(Array.isArray(servers) ? servers[0] : undefined);
    if (typeof first?.url === 'string') return substituteVariables(first.url, asSchema(first.variables));
  }
  return model?.api.servers[0];
}

function substituteVariables(url: string, variables: Schema | undefined): string {
  return url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = asSchema(variables?.[name])?.default;
    return value === undefined ? whole : String(value);
  });
}

interface AuthField {
  readonly location: 'header' | 'query' | 'cookie';
  readonly name: string;
  readonly description: string;
  /** The example value in request snippets. */
  readonly example: string;
}

/** The credentials the operation takes: its `security` (else the document's), else `api.auth`. */
function authFields(spec: ResolvedSpec, operation: Schema, model: SiteModel | undefined): AuthField[] {
  const requirements = (Array.isArray(operation.security) ? operation.security : Array.isArray(spec.security) ? spec.security : []) as Schema[];
  const schemes = asSchema(asSchema(spec.components)?.securitySchemes) ?? {};
  const fields: AuthField[] = [];
  for (const name of requirements.flatMap((r) => Object.keys(asSchema(r) ?? {}))) {
    const scheme = asSchema(schemes[name]);
    const field = scheme && schemeField(scheme);
    if (field && !fields.some((f) => f.name === field.name && f.location === field.location)) fields.push(field);
  }
  if (fields.length || Array.isArray(operation.security)) return fields;
  const auth = model?.api.auth;
  if (auth?.method === 'bearer') return [bearer()];
  if (auth?.method === 'basic') return [basic()];
  if (auth?.method === 'key' && auth.name) return [{ location: 'header', name: auth.name, description: 'Your API key.', example: '<api-key>' }];
  return [];
}

function schemeField(scheme: Schema): AuthField | undefined {
  const description = typeof scheme.description === 'string' ? scheme.description : undefined;
  if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic') return basic(description);
  if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') return bearer(description);
  if (scheme.type === 'apiKey' && typeof scheme.name === 'string') {
    const location = scheme.in === 'query' || scheme.in === 'cookie' ? scheme.in : 'header';
    return { location, name: scheme.name, description: description ?? 'Your API key.', example: '<api-key>' };
  }
  return undefined;
}

function bearer(description?: string): AuthField {
  return { location: 'header', name: 'Authorization', description: description ?? 'Bearer authentication header of the form `Bearer <token>`, where `<token>` is your auth token.', example: 'Bearer <token>' };
}

function basic(description?: string): AuthField {
  return { location: 'header', name: 'Authorization', description: description ?? 'Basic authentication header of the form `Basic <encoded-value>`, where `<encoded-value>` is the base64-encoded string `username:password`.', example: 'Basic <encoded-value>' };
}

function mediaExample(media: Schema): unknown {
  if (media.example !== undefined) return media.example;
  const first = asSchema(Object.values(asSchema(media.examples) ?? {})[0]);
  if (first && first.value !== undefined) return first.value;
  return exampleOf(asSchema(media.schema));
}


function section(title: string, parts: string[]): string {
  return parts.length ? `## ${title}\n\n${parts.join('\n\n')}` : '';
}

/** A request its examples are written from: one HAR request (preview/src/endpointSnippets.ts). */
export interface ExampleRequest {
  readonly method: string;
  /** Server URL + path, path parameters left as `{name}` as the site shows them. */
  readonly url: string;
  readonly query: readonly { name: string; value: string }[];
  readonly headers: readonly { name: string; value: string }[];
  /** A JSON body; undefined for none. */
  readonly body?: { mimeType: string; text: string };
}

/** An endpoint page as the site generates it from its operation. */
export interface EndpointPage {
  /** The base URL shown before the path. */
  readonly server?: string;
  /** The operation's description as MDX (escaped: it is text, not markup); empty when it has none. */
  readonly description: string;
  /** The generated sections below the page's own body, as MDX. */
  readonly sections: string;
  /** The request the request examples are written from. */
  readonly request: ExampleRequest;
  /** A fenced JSON block per status code that has an example. */
  readonly responseExamples: readonly string[];
}

/** The page the site generates for `operation`; undefined when the spec has no such operation object. */
export function endpointPage(spec: ResolvedSpec, operation: ApiOperation, model: SiteModel | undefined): EndpointPage | undefined {
  const op = operationObject(spec, operation);
  if (!op) return undefined;
  const server = serverOf(spec, op, model);
  const out: string[] = [];
  // One budget for the page's fields, and one per schema drawn from it (expansionBudget.ts).
  const budget = new SchemaExpansionBudget();
  const auth = authFields(spec, op, model);
  out.push(section('Authorizations', auth.map((a) => `<ParamField ${a.location}="${a.name}" type="string" required>\n\n${escapeMdx(a.description)}\n\n</ParamField>`)));
  const parameters = operationParameters(spec, operation, op);
  for (const location of LOCATIONS) {
    const fields = parameters
      .filter((p) => p.in === location.in)
      .map((p) => fieldMdx(String(p.name), { ...(asSchema(p.schema) ?? {}), ...(typeof p.description === 'string' ? { description: p.description } : {}), ...(p.deprecated === true ? { deprecated: true } : {}) }, parameterRequired(p), { component: 'ParamField', location: location.in }, 0, new Set(), budget.forSchema()));
    out.push(section(location.title, fields));
  }
  const requestBody = asSchema(op.requestBody);
  const requestMedia = preferredMedia(requestBody?.content);
  if (requestMedia) {
    const schema = asSchema(requestMedia.media.schema) ?? {};
    const schemaBudget = budget.forSchema();
    const fields = childFields(schema, { component: 'ParamField', location: 'body' }, 0, new Set(), schemaBudget);
    const whole = fields || fieldMdx('body', schema, requestBody?.required === true, { component: 'ParamField', location: 'body' }, 0, new Set(), schemaBudget);
    out.push(section(`Body · ${requestMedia.type}`, [whole]));
  }
  const responses = Object.entries(asSchema(op.responses) ?? {});
  const responseParts: string[] = [];
  const responseExamples: string[] = [];
  for (const [status, value] of responses.slice(0, 12)) {
    const response = asSchema(value) ?? {};
    const media = preferredMedia(response.content);
    const schema = asSchema(media?.media.schema);
    const description = typeof response.description === 'string' ? escapeMdx(response.description.trim()) : '';
    const schemaBudget = budget.forSchema();
    const fields = schema ? childFields(schema, { component: 'ResponseField' }, 0, new Set(), schemaBudget) || fieldMdx('response', schema, false, { component: 'ResponseField' }, 0, new Set(), schemaBudget) : '';
    responseParts.push([`### ${status}${media ? ` · ${media.type}` : ''}`, description, fields].filter(Boolean).join('\n\n'));
    const example = media ? mediaExample(media.media) : undefined;
    if (example !== undefined) responseExamples.push(fencedCode(`json ${status}`, JSON.stringify(example, null, 2)));
  }
  out.push(responseParts.length ? `## Response\n\n${responseParts.join('\n\n')}` : '');
  const request: ExampleRequest = {
    method: operation.method === 'WEBHOOK' ? 'POST' : operation.method,
    url: `${(server ?? 'https://api.example.com').replace(/\/+$/, '')}${operation.method === 'WEBHOOK' ? '/' : operation.path}`,
    query: parameters.filter((p) => p.in === 'query' && (p.required === true || exampleOf(asSchema(p.schema)) !== undefined)).map((p) => ({ name: String(p.name), value: String(exampleOf(asSchema(p.schema)) ?? '') })),
    headers: [
      ...auth.filter((a) => a.location === 'header').map((a) => ({ name: a.name, value: a.example })),
      ...(requestMedia ? [{ name: 'Content-Type', value: requestMedia.type }] : []),
    ],
    body: requestMedia ? { mimeType: requestMedia.type, text: JSON.stringify(mediaExample(requestMedia.media) ?? {}) } : undefined,
  };
  const description = typeof op.description === 'string' && op.description.trim() ? escapeMdx(op.description) : '';
  return { server, description, sections: out.filter(Boolean).join('\n\n'), request, responseExamples };
}
