/**
 * Request examples of a generated endpoint page, written by @readme/httpsnippet from one HAR request
 * built from the operation: the server URL and path, the auth header, query parameters and an example
 * JSON body. Snippets are text only; the preview highlights them like any code block.
 */
import { HTTPSnippet } from '@readme/httpsnippet';
import { type EndpointPage, type ExampleRequest } from '../../service/src';
import { fencedCode } from '../../common/src';

/** The languages shown, in tab order: label, fence language, httpsnippet target and client. */
const LANGUAGES = [
  { label: 'cURL', lang: 'bash', target: 'shell', client: 'curl' },
  { label: 'Python', lang: 'python', target: 'python', client: 'requests' },
  { label: 'JavaScript', lang: 'javascript', target: 'javascript', client: 'fetch' },
] as const;

/**
 * The generated MDX below the page's own body: the sections, then the request and response
 * examples unless the page writes its own (they replace the generated ones, as on the site).
 */
export function endpointMdx(endpoint: EndpointPage, own: { readonly ownRequestExample: boolean; readonly ownResponseExample: boolean }): string {
  const snippets = own.ownRequestExample ? [] : requestSnippets(endpoint.request);
  return [
    endpoint.sections,
    snippets.length ? `<RequestExample>\n\n${snippets.map((s) => fencedCode(`${s.lang} ${s.label}`, s.code)).join('\n\n')}\n\n</RequestExample>` : '',
    endpoint.responseExamples.length && !own.ownResponseExample ? `<ResponseExample>\n\n${endpoint.responseExamples.join('\n\n')}\n\n</ResponseExample>` : '',
  ].filter(Boolean).join('\n\n');
}

export function requestSnippets(request: ExampleRequest): { label: string; lang: string; code: string }[] {
  const snippet = new HTTPSnippet({
    method: request.method,
    url: request.url,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: [...request.headers],
    queryString: [...request.query],
    headersSize: -1,
    bodySize: -1,
    ...(request.body ? { postData: { mimeType: request.body.mimeType, text: request.body.text } } : {}),
  } as ConstructorParameters<typeof HTTPSnippet>[0]);
  const out: { label: string; lang: string; code: string }[] = [];
  for (const language of LANGUAGES) {
    try {
      const converted = snippet.convert(language.target as never, language.client);
      const code = Array.isArray(converted) ? converted[0] : converted;
      // httpsnippet escapes the braces of `{petId}`; the site shows the template as written.
      if (typeof code === 'string') out.push({ label: language.label, lang: language.lang, code: code.replace(/%7B([^%/]+)%7D/gi, '{$1}') });
    } catch {
      // A language that cannot express this request is left out; the others still show.
    }
  }
  return out;
}
