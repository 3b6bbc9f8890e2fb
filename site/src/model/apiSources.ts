import { ConfigReader, Val, nonEmptyString, stringOf } from './configReader';
import { ApiSource } from './types';

/**
 * The API sources an `openapi` or `asyncapi` value declares: a string, an array of strings and
 * objects, or one object `{ source, directory? }`.
 */
export function readApiSources(reader: ConfigReader, value: Val | undefined, kind: ApiSource['kind'], directory?: string): ApiSource[] {
  if (!value) return [];
  if (value.node.type === 'string') {
    const source = nonEmptyString(value);
    return source ? [{ kind, source, directory, loc: reader.loc(value) }] : [];
  }
  if (value.node.type === 'array') return reader.items(value).flatMap((item) => readApiSources(reader, item, kind, directory));
  if (value.node.type === 'object') {
    const sourceValue = reader.get(value, 'source');
    const source = nonEmptyString(sourceValue);
    if (!source || !sourceValue) return [];
    return [{ kind, source, directory: stringOf(reader.get(value, 'directory')) ?? directory, loc: reader.loc(sourceValue) }];
  }
  return [];
}

/**
 * The folder, from the docs root, where the build writes the pages it generates from an OpenAPI
 * source: its `directory`, else `api-reference` ("If not specified, defaults to the `api-reference`
 * directory", https://mintlify.com/docs/api-playground/openapi-setup#auto-populate-api-pages).
 * The link check's generated targets (targets.ts) and the listed pages (openapi/generatedPages.ts) both read it.
 */
export function generatedPagesDirectory(api: ApiSource): string {
  return (api.directory ?? 'api-reference').replace(/^\/+|\/+$/g, '');
}
