/**
 * "Credentials" and "API reference pages": the site's auth, base URLs, playground, OpenAPI files
 * and endpoints. In prose a site value is quoted; in a code example it must have the shape of what
 * it stands for (`codeToken`), or the example falls back to a generic value.
 */
import { code, codeToken, fenced, joinMd, literal, md, ownToken, quoted, type Code, type CodeToken, type Md } from '../safeText';
import type { SiteEndpoint, SiteFacts } from '../siteFacts';

/** How many endpoints the rules file names: enough to show the API's shape, short enough to read. */
export const MAX_LISTED_ENDPOINTS = 60;

const GENERIC_BASE = ownToken('https://api.example.com');

interface AuthExample {
  /** Header name and value as sent on the wire (tokens, for the code examples). */
  header: CodeToken;
  /** How the auth is described to the writer. */
  summary: Md;
  /** ParamField body text (MDX: placeholders stay in code). */
  paramDoc: Code;
  /** curl options that send the credential. */
  curl: Code;
}

/** `<CLIENT_ID>` from `client_id`: letters, digits and underscores only, so always safe in code. */
function placeholder(name: string): CodeToken {
  return ownToken(`<${name.trim().replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '').toUpperCase().slice(0, 40) || 'VALUE'}>`);
}

function authExample(facts: SiteFacts): AuthExample {
  const auth = facts.api?.auth;
  const method = auth?.method ?? 'bearer';
  if (method === 'basic') {
    const [user, pass] = (auth?.name ?? 'username:password').split(':');
    const u = placeholder(user || 'username');
    const p = placeholder(pass || 'password');
    return {
      header: ownToken('Authorization'),
      summary: md`HTTP basic authentication${auth?.name ? md` (playground fields ${literal(auth.name)})` : md``}: the \`Authorization\` header carries \`Basic \` followed by the Base64 encoding of ${literal(`${u}:${p}`)}.`,
      paramDoc: code`Basic credentials: \`Basic \` followed by the Base64 encoding of \`${u}:${p}\`.`,
      curl: code`--user "${u}:${p}"`,
    };
  }
  if (method === 'key') {
    const header = codeToken(auth?.name, 'header') ?? ownToken('X-API-Key');
    const prefix = codeToken(auth?.inputPrefix ?? '', 'prefix');
    const value = code`${prefix ?? ownToken('')}<API_KEY>`;
    // A name or prefix the code examples cannot use is quoted once, as data; a usable one is shown as sent.
    const usable = (!auth?.name || header === auth.name) && prefix !== undefined;
    const summary = usable
      ? md`an API key in the ${literal(header)} header: ${literal(`${header}: ${value}`)}.${auth?.name ? md`` : md` (\`api.auth.name\` is not set in docs.json; the header name here is a stand-in.)`}`
      : md`an API key in the ${literal(auth?.name ?? header)} header${auth?.inputPrefix ? md`, after the prefix ${literal(auth.inputPrefix)}` : md``}.`;
    return {
      header,
      summary,
      paramDoc: code`Your API key, sent as \`${value}\`.`,
      curl: code`--header "${header}: ${value}"`,
    };
  }
  const header = codeToken(auth?.name, 'header') ?? ownToken('Authorization');
  const usable = !auth?.name || header === auth.name;
  return {
    header,
    summary: usable
      ? md`a bearer token in the ${literal(header)} header: ${literal(`${header}: Bearer <API_KEY>`)}.`
      : md`a bearer token in the ${literal(auth?.name ?? header)} header, in the form \`Bearer <API_KEY>\`.`,
    paramDoc: code`Your API key, sent as \`Bearer <API_KEY>\`.`,
    curl: code`--header "${header}: Bearer <API_KEY>"`,
  };
}

export function credentials(facts: SiteFacts): Md[] {
  return [
    md`## Credentials`,
    md``,
    md`- Write credentials as placeholders such as \`<API_KEY>\` in pages, code examples, screenshots and frontmatter; in code, read them from environment variables.`,
    // An API site states its own format under "API reference pages"; the generic one is for the others.
    facts.api
      ? md`- The format this site's API expects is under "API reference pages" (**Authentication**).`
      : md`- Send a bearer credential in the \`Authorization\` header, in the form \`Authorization: Bearer <API_KEY>\`.`,
    md``,
  ];
}

/** The first base URL, when it has a URL's shape, for the code examples. */
function exampleBase(facts: SiteFacts): CodeToken | undefined {
  const url = facts.api?.baseUrls[0]?.replace(/\/+$/, '');
  return codeToken(url, 'url');
}

/** A path with its parameters as placeholders (`/users/<USER_ID>`), when it has a path's shape. */
function examplePath(path: string): CodeToken | undefined {
  const token = codeToken(path, 'path');
  return token && ownToken(token.replace(/\{([^}]+)\}/g, (_, name: string) => placeholder(name)));
}

/** The URL of the site's first endpoint (path parameters as placeholders), for the request examples. */
export function siteExampleUrl(facts: SiteFacts): CodeToken | undefined {
  const base = exampleBase(facts);
  const path = facts.endpoints[0] && examplePath(facts.endpoints[0].path);
  return base && path ? ownToken(base + path) : undefined;
}

export function apiReference(facts: SiteFacts): Md[] {
  const api = facts.api;
  const auth = authExample(facts);
  const out: Md[] = [md`## API reference pages`, md``];
  if (api) {
    if (api.baseUrls.length > 1) {
      out.push(md`- **Base URLs:** ${joinMd(api.baseUrls.map((u) => literal(u)), ', ')}. Readers switch between them; examples use the first.`);
    } else if (api.baseUrls.length === 1) {
      out.push(md`- **Base URL:** ${literal(api.baseUrls[0])}. Use it in every example.`);
    } else {
      out.push(md`- **Base URL:** not set in \`docs.json\` (${facts.layout === 'today' ? md`\`api.mdx.server\`` : md`\`api.baseUrl\``}); write full URLs in examples.`);
    }
    out.push(md`- **Authentication:** ${auth.summary} Show this format on every endpoint page, with placeholders only.`);
    if (api.auth?.inputPrefix && api.auth.method !== 'key') {
      out.push(md`- The playground's auth field starts with ${literal(api.auth.inputPrefix)}; readers paste only the rest.`);
    }
    out.push(md`- **Playground:** ${literal(api.playgroundMode)}. ${playgroundText(api.playgroundMode)}`);
  }
  if (facts.openapi.length) {
    out.push(
      md`- **OpenAPI:** ${joinMd(facts.openapi.map((f) => literal(f)), ', ')}. A page with frontmatter \`openapi: "GET /path"\` takes its parameters and responses from the file; add prose and examples there, not duplicate \`ParamField\`s.`,
    );
  }
  if (facts.endpoints.length) out.push(...endpointList(facts.endpoints));
  const base = exampleBase(facts) ?? GENERIC_BASE;
  const example = facts.endpoints.map((e) => openapiPageExample(e, base, auth)).find((e) => e !== undefined);
  out.push(
    md`- An endpoint page written by hand has frontmatter \`api: "METHOD /path"\` and documents every parameter with \`ParamField\` and every response field with \`ResponseField\`.`,
    md``,
    ...(example ?? handWrittenPageExample(base, auth)),
    md``,
  );
  return out;
}

/** The site's real endpoints, so an assistant writes `openapi:` values that exist. */
function endpointList(endpoints: readonly SiteEndpoint[]): Md[] {
  const shown = endpoints.slice(0, MAX_LISTED_ENDPOINTS);
  const rest = endpoints.length - shown.length;
  return [
    md`- **Endpoints** in the OpenAPI files (use these exact values in \`openapi:\`; don't invent others):`,
    ...shown.map((e) => md`  - ${literal(e.key)}${e.summary ? md`: ${quoted(e.summary, 120)}` : md``}`),
    ...(rest > 0 ? [md`  - …and ${rest} more.`] : []),
  ];
}

/**
 * An endpoint page for one of the site's own operations (the OpenAPI file supplies the rest), or
 * undefined when its key, method, path or title could not sit safely inside the example's strings.
 */
function openapiPageExample(endpoint: SiteEndpoint, base: CodeToken, auth: AuthExample): Md[] | undefined {
  const key = codeToken(endpoint.key, 'endpoint');
  const method = codeToken(endpoint.method.toUpperCase(), 'method');
  const path = examplePath(endpoint.path);
  const title = codeToken(endpoint.summary, 'title') ?? codeToken(endpoint.key, 'title');
  if (!key || !method || !path || !title) return undefined;
  const data = /^(POST|PUT|PATCH)$/.test(method) ? [code`  --header "Content-Type: application/json" \\`, code`  --data '{ }'`] : [];
  const curl = [code`curl --request ${method} "${base}${path}" \\`, data.length ? code`  ${auth.curl} \\` : code`  ${auth.curl}`, ...data];
  return [
    md`A page for ${literal(key)} (parameters and responses come from the OpenAPI file):`,
    md``,
    fenced('mdx', [
      code`---`,
      code`title: "${title}"`,
      code`description: "${title}: what the response holds, and when to call it."`,
      code`openapi: "${key}"`,
      code`---`,
      code``,
      code`One or two sentences on when to call this endpoint and what to do with the result.`,
      code``,
      code`<RequestExample>`,
      code``,
      code`\`\`\`bash cURL`,
      ...curl,
      code`\`\`\``,
      code``,
      code`</RequestExample>`,
    ]),
  ];
}

/** No usable operation: a generic hand-written page shows the parts such a page needs. */
function handWrittenPageExample(base: CodeToken, auth: AuthExample): Md[] {
  return [
    md`A complete endpoint page:`,
    md``,
    fenced('mdx', [
      code`---`,
      code`title: "List users"`,
      code`description: "Return the users of your account, newest first, one page at a time."`,
      code`api: "GET /users"`,
      code`---`,
      code``,
      code`Returns at most \`limit\` users per request.`,
      code``,
      code`## Parameters`,
      code``,
      code`<ParamField header="${auth.header}" type="string" required>`,
      code`  ${auth.paramDoc}`,
      code`</ParamField>`,
      code``,
      code`<ParamField query="limit" type="integer" default="20">`,
      code`  Maximum number of users to return, from 1 to 100.`,
      code`</ParamField>`,
      code``,
      code`## Response`,
      code``,
      code`<ResponseField name="users" type="object[]" required>`,
      code`  The users, newest first.`,
      code`</ResponseField>`,
      code``,
      code`<RequestExample>`,
      code``,
      code`\`\`\`bash cURL`,
      code`curl "${base}/users?limit=20" \\`,
      code`  ${auth.curl}`,
      code`\`\`\``,
      code``,
      code`</RequestExample>`,
      code``,
      code`<ResponseExample>`,
      code``,
      code`\`\`\`json 200`,
      code`{ "users": [{ "id": "usr_8f3k2", "name": "Dana Whitfield" }] }`,
      code`\`\`\``,
      code``,
      code`\`\`\`json 401`,
      code`{ "error": "invalid_credentials", "message": "The credentials are missing or invalid." }`,
      code`\`\`\``,
      code``,
      code`</ResponseExample>`,
    ]),
  ];
}

function playgroundText(mode: string): Md {
  if (mode === 'auth') return md`The playground shows only the authentication fields, so the request examples must show the full call.`;
  if (mode === 'hide' || mode === 'none') return md`There is no playground, so the request examples are the only way readers see a call: make them complete.`;
  if (mode === 'simple') return md`The playground shows only the endpoint, without interactivity; the request examples must show the full call.`;
  return md`Every endpoint page has an interactive playground that sends real requests, so parameter names, types and defaults must match the API exactly.`;
}
