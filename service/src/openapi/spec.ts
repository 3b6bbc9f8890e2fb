import { dereference, upgrade } from '@scalar/openapi-parser';
import { validate } from '@scalar/openapi-validator';
import { Document, isMap, isScalar, isSeq, parseDocument, type Node as YamlNode } from 'yaml';
import type { ApiSpecSummary } from './operations';
import { HTTP_METHODS } from './operations';

/** One operation of an OpenAPI document, with where its method key is written. */
export interface ApiOperation {
  /** `GET /users` (or `WEBHOOK name`): the form navigation entries and `openapi:` frontmatter use. */
  readonly key: string;
  readonly method: string;
  readonly path: string;
  readonly summary?: string;
  readonly description?: string;
  readonly deprecated: boolean;
  /**
   * The operation's first tag and its label (the tag's `x-group`, else its name): the build files a
   * generated page under the tag's folder and lists it in the label's group (generatedPages.ts).
   */
  readonly tag?: { readonly name: string; readonly label: string };
  /** `x-hidden: true`: the build generates the page but leaves it out of the navigation. */
  readonly hidden?: boolean;
  /** `x-excluded: true`: the build generates no page for it. */
  readonly excluded?: boolean;
  /** Offset and length of the method key (`get:`) in the spec text, for go to definition. */
  readonly offset: number;
  readonly length: number;
}

/** A problem of the spec file itself, located in its text. */
export interface SpecProblem {
  readonly message: string;
  readonly offset: number;
  readonly length: number;
  readonly severity: 'error' | 'warning';
}

/** An OpenAPI document after `upgrade` (Swagger 2 and 3.0 become 3.1) and local `$ref`s resolved. */
export type ResolvedSpec = Record<string, unknown>;

/**
 * Everything the service reads from one API description text. Parsing is eager (the operations are
 * needed by every check); validation and `$ref` resolution are done on first need and kept, since
 * a large spec takes a tenth of a second for each.
 */
export interface ParsedApiSpec extends ApiSpecSummary {
  readonly format: 'openapi' | 'swagger' | 'asyncapi' | 'unknown';
  /** The version string as written (`3.1.0`, `2.0`). */
  readonly version?: string;
  readonly title?: string;
  readonly operationList: readonly ApiOperation[];
  /** Syntax errors, then schema violations of the OpenAPI/Swagger specification, located. */
  problems(): readonly SpecProblem[];
  /** The document as OpenAPI 3.1 with local `$ref`s replaced by their targets (may be cyclic). */
  resolved(): ResolvedSpec | undefined;
}

/** Parses an OpenAPI 3.x, Swagger 2 or AsyncAPI document written in YAML or JSON. */
export function parseApiSpec(text: string): ParsedApiSpec {
  // JSON is YAML: one parser reads both and gives every node its range for locating problems.
  const doc = parseDocument(text, { uniqueKeys: false, keepSourceTokens: false });
  if (doc.errors.length) {
    const problems = doc.errors.map((e) => ({ message: e.message.split('\n')[0], offset: e.pos[0], length: Math.max(1, e.pos[1] - e.pos[0]), severity: 'error' as const }));
    return failed(problems[0].message, problems[0].offset, problems);
  }
  const root: unknown = doc.toJS({ maxAliasCount: 100 });
  if (!root || typeof root !== 'object' || Array.isArray(root)) {
    return failed('The file is not an API description (no top-level object).', 0);
  }
  const spec = root as Record<string, unknown>;
  const format = typeof spec.openapi === 'string' ? 'openapi' : spec.swagger !== undefined ? 'swagger' : spec.asyncapi !== undefined ? 'asyncapi' : 'unknown';
  if (format === 'unknown') return failed('The file has no `openapi`, `swagger` or `asyncapi` version field.', 0);
  const operationList = format === 'asyncapi' ? [] : listOperations(doc, spec);
  let problems: SpecProblem[] | undefined;
  let resolved: ResolvedSpec | undefined | null = null;
  const info = spec.info && typeof spec.info === 'object' ? (spec.info as Record<string, unknown>) : {};
  return {
    format,
    version: String(spec.openapi ?? spec.swagger ?? spec.asyncapi),
    title: typeof info.title === 'string' ? info.title : undefined,
    operations: new Set(operationList.map((o) => o.key)),
    operationList,
    problems: () => (problems ??= format === 'asyncapi' ? [] : validationProblems(doc, spec)),
    resolved: () => (resolved === null ? (resolved = resolveSpec(doc, format)) : resolved),
  };
}

/**
 * A file that gives no API description (it does not parse, is not one, or is not read): no
 * operations, and its one problem located in it, as the spec file's own diagnostic; pages and
 * docs.json entries that point into it are then not judged.
 */
export function failedSpec(problem: SpecProblem, reason?: 'too-large'): ParsedApiSpec {
  return failed(problem.message, problem.offset, [problem], reason);
}

function failed(message: string, offset: number, problems?: SpecProblem[], reason?: 'too-large'): ParsedApiSpec {
  const located = problems ?? [{ message, offset, length: 1, severity: 'error' as const }];
  return { format: 'unknown', operations: new Set(), operationList: [], error: { message, offset, ...(reason ? { reason } : {}) }, problems: () => located, resolved: () => undefined };
}

function listOperations(doc: Document, spec: Record<string, unknown>): ApiOperation[] {
  const out: ApiOperation[] = [];
  for (const [section, prefix] of [['paths', ''], ['webhooks', 'WEBHOOK']] as const) {
    const items = doc.get(section, true);
    if (!isMap(items)) continue;
    for (const pair of items.items) {
      const name = isScalar(pair.key) ? String(pair.key.value) : undefined;
      if (name === undefined || !isMap(pair.value)) continue;
      for (const op of pair.value.items) {
        const method = isScalar(op.key) ? String(op.key.value).toLowerCase() : '';
        if (!HTTP_METHODS.includes(method)) continue;
        const body = (spec[section] as Record<string, Record<string, Record<string, unknown>>>)[name]?.[method] ?? {};
        const range = (op.key as YamlNode).range ?? [0, 0];
        out.push({
          key: prefix ? `WEBHOOK ${name}` : `${method.toUpperCase()} ${name}`,
          method: prefix ? 'WEBHOOK' : method.toUpperCase(),
          path: name,
          summary: typeof body.summary === 'string' ? body.summary : undefined,
          description: typeof body.description === 'string' ? body.description : undefined,
          deprecated: body.deprecated === true,
          ...tagOf(body, spec),
          ...(body['x-hidden'] === true && { hidden: true }),
          ...(body['x-excluded'] === true && { excluded: true }),
          offset: range[0],
          length: range[1] - range[0],
        });
        // A webhook has one operation; the site names it by its key alone.
        if (prefix) break;
      }
    }
  }
  return out;
}

/** The first tag of an operation, labelled as the site build labels its navigation group. */
function tagOf(body: Record<string, unknown>, spec: Record<string, unknown>): { tag?: { name: string; label: string } } {
  const name = Array.isArray(body.tags) && typeof body.tags[0] === 'string' ? body.tags[0] : undefined;
  if (!name) return {};
  const declared = Array.isArray(spec.tags) ? spec.tags.find((t): t is Record<string, unknown> => !!t && typeof t === 'object' && (t as Record<string, unknown>).name === name) : undefined;
  const group = declared?.['x-group'];
  return { tag: { name, label: typeof group === 'string' && group ? group : name } };
}

/** How many schema violations are reported at most: a broken spec can have thousands. */
const MAX_PROBLEMS = 100;

function validationProblems(doc: Document, spec: Record<string, unknown>): SpecProblem[] {
  let outcome: ReturnType<typeof validate>;
  try {
    // The validator may fill defaults in: it gets its own copy.
    outcome = validate(structuredClone(spec), { checkPathParameters: false });
  } catch (e) {
    return [{ message: `The file could not be validated: ${e instanceof Error ? e.message : String(e)}`, offset: 0, length: 1, severity: 'error' }];
  }
  if (outcome.valid) return [];
  const seen = new Set<string>();
  const out: SpecProblem[] = [];
  for (const error of outcome.errors ?? []) {
    const pointer = (error as { path?: string }).path ?? '';
    const key = `${pointer}\0${error.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { offset, length } = locatePointer(doc, pointer);
    out.push({ message: `${error.message}${pointer ? ` (at ${pointer})` : ''}`, offset, length, severity: 'error' });
    if (out.length >= MAX_PROBLEMS) break;
  }
  return out;
}

/**
 * Where a JSON pointer (`/paths/~1users/get/responses`) is written: the key of the deepest member
 * that exists, so a missing property is reported on the object that lacks it.
 */
export function locatePointer(doc: Document, pointer: string): { offset: number; length: number } {
  const segments = pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = doc.contents;
  let at: [number, number] = [0, 1];
  for (const segment of segments) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === segment);
      if (!pair) break;
      const keyRange = (pair.key as YamlNode).range;
      if (keyRange) at = [keyRange[0], keyRange[1]];
      node = pair.value;
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)] as YamlNode | undefined;
      if (!item) break;
      if (item.range) at = [item.range[0], Math.min(item.range[1], item.range[0] + 1)];
      node = item;
    } else break;
  }
  return { offset: at[0], length: Math.max(1, at[1] - at[0]) };
}

function resolveSpec(doc: Document, format: ParsedApiSpec['format']): ResolvedSpec | undefined {
  if (format !== 'openapi' && format !== 'swagger') return undefined;
  try {
    // A fresh copy: upgrading and dereferencing rewrite the object they are given.
    const copy = doc.toJS({ maxAliasCount: 100 }) as Record<string, unknown>;
    const upgraded = upgrade(copy).specification as unknown as Record<string, unknown>;
    // Only references inside the file are followed: no plugin that reads files or fetches URLs.
    const result = dereference(upgraded as never);
    return (result.schema as ResolvedSpec | undefined) ?? upgraded;
  } catch {
    return undefined;
  }
}
