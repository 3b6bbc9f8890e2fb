/**
 * What a parse of an OpenAPI text gives the checks at once (its format, version, title, operations,
 * and the error when it does not parse), kept by the hash of the text so that another run can have
 * it without parsing again: `docsite check --cache` keeps these in its cache file, and a warm run
 * that checks docs.json again (it changed, or a page it names did) reads the large specs it names
 * from here. Validation problems and the resolved document are not kept: they are worked out from
 * the text on first need, by a real parse, so a restored spec answers every question exactly as a
 * parsed one does.
 */
import type { ApiOperation, ParsedApiSpec, SpecProblem } from './spec';
import { type FactsStore } from '../factsStore';
import { isRecord } from '../../../common/src';

export interface SpecFacts {
  readonly format: ParsedApiSpec['format'];
  readonly version?: string;
  readonly title?: string;
  readonly operationList: readonly ApiOperation[];
  readonly error?: ParsedApiSpec['error'];
}

/** Facts by text hash (recording.ts's hashText of the spec's text), given by the host. */
export type SpecFactsStore = FactsStore<SpecFacts>;

/** The facts of a parsed spec: plain data, as a cache file holds them. */
export function factsOf(spec: ParsedApiSpec): SpecFacts {
  return {
    format: spec.format,
    ...(spec.version !== undefined && { version: spec.version }),
    ...(spec.title !== undefined && { title: spec.title }),
    operationList: spec.operationList.map((o) => ({ ...o })),
    ...(spec.error && { error: { ...spec.error } }),
  };
}

/** A spec rebuilt from its facts; `parse` (of the same text) runs only if its problems or resolved document are asked for. */
export function restoredSpec(facts: SpecFacts, parse: () => ParsedApiSpec): ParsedApiSpec {
  let parsed: ParsedApiSpec | undefined;
  const full = () => (parsed ??= parse());
  return {
    format: facts.format,
    version: facts.version,
    title: facts.title,
    operations: new Set(facts.operationList.map((o) => o.key)),
    operationList: facts.operationList,
    ...(facts.error && { error: facts.error }),
    problems: (): readonly SpecProblem[] => full().problems(),
    resolved: () => full().resolved(),
  };
}

const FORMATS = new Set<unknown>(['openapi', 'swagger', 'asyncapi', 'unknown']);

/** The facts rebuilt from what an untrusted file holds, or undefined when any part of it is not that. */
export function validFacts(value: unknown): SpecFacts | undefined {
  if (!isRecord(value) || !FORMATS.has(value.format) || !Array.isArray(value.operationList)) return undefined;
  if (!optional(value.version, 'string') || !optional(value.title, 'string')) return undefined;
  const operationList: ApiOperation[] = [];
  for (const o of value.operationList) {
    if (!isRecord(o) || typeof o.key !== 'string' || typeof o.method !== 'string' || typeof o.path !== 'string' || typeof o.deprecated !== 'boolean') return undefined;
    if (!optional(o.summary, 'string') || !optional(o.description, 'string') || !offset(o.offset) || !offset(o.length)) return undefined;
    operationList.push({
      key: o.key,
      method: o.method,
      path: o.path,
      // Written as the parser writes them: present, maybe undefined.
      summary: o.summary as string | undefined,
      description: o.description as string | undefined,
      deprecated: o.deprecated,
      offset: o.offset as number,
      length: o.length as number,
    });
  }
  let error: SpecFacts['error'];
  if (value.error !== undefined) {
    const e = value.error;
    if (!isRecord(e) || typeof e.message !== 'string' || !offset(e.offset) || (e.reason !== undefined && e.reason !== 'too-large')) return undefined;
    error = { message: e.message, offset: e.offset as number, ...(e.reason === 'too-large' && { reason: 'too-large' as const }) };
  }
  return {
    format: value.format as SpecFacts['format'],
    ...(value.version !== undefined && { version: value.version as string }),
    ...(value.title !== undefined && { title: value.title as string }),
    operationList,
    ...(error && { error }),
  };
}

function optional(v: unknown, type: 'string'): boolean {
  return v === undefined || typeof v === type;
}

function offset(v: unknown): boolean {
  return Number.isSafeInteger(v) && (v as number) >= 0;
}
