import { parseDocument } from 'yaml';

/** What the checks need from an OpenAPI or AsyncAPI file: that it parses, and its operations. */
export interface ApiSpecSummary {
  /** `GET /users`, `POST /users/{id}`, and `WEBHOOK name` for OpenAPI 3.1 webhooks. */
  readonly operations: ReadonlySet<string>;
  /** Set when the file does not parse or is not an API description. */
  readonly error?: { message: string; offset: number };
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Reads an API description (JSON or YAML; OpenAPI 3.x, Swagger 2 or AsyncAPI) far enough to list its
 * operations. JSON is YAML, so one parser reads both and locates errors in either.
 */
export function summarizeApiSpec(text: string): ApiSpecSummary {
  const doc = parseDocument(text, { uniqueKeys: false });
  if (doc.errors.length) {
    const e = doc.errors[0];
    return { operations: new Set(), error: { message: e.message.split('\n')[0], offset: e.pos[0] } };
  }
  const spec: unknown = doc.toJS({ maxAliasCount: 100 });
  if (!spec || typeof spec !== 'object' || Array.isArray(spec)) {
    return { operations: new Set(), error: { message: 'The file is not an API description (no top-level object).', offset: 0 } };
  }
  const root = spec as Record<string, unknown>;
  if (!('openapi' in root) && !('swagger' in root) && !('asyncapi' in root)) {
    return { operations: new Set(), error: { message: 'The file has no `openapi`, `swagger` or `asyncapi` version field.', offset: 0 } };
  }
  const operations = new Set<string>();
  const paths = root.paths && typeof root.paths === 'object' ? (root.paths as Record<string, unknown>) : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!item || typeof item !== 'object') continue;
    for (const method of HTTP_METHODS) if (method in item) operations.add(`${method.toUpperCase()} ${path}`);
  }
  const webhooks = root.webhooks && typeof root.webhooks === 'object' ? Object.keys(root.webhooks) : [];
  for (const name of webhooks) operations.add(`WEBHOOK ${name}`);
  return { operations };
}
