/** What the checks need from an OpenAPI or AsyncAPI file: that it parses, and its operations. */
export interface ApiSpecSummary {
  /** `GET /users`, `POST /users/{id}`, and `WEBHOOK name` for OpenAPI 3.1 webhooks. */
  readonly operations: ReadonlySet<string>;
  /** Set when the file does not parse, is not an API description, or is too large to read (`reason`). */
  readonly error?: { message: string; offset: number; reason?: 'too-large' };
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
