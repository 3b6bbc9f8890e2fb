/**
 * What parsing a text gave, kept by the text's hash (recording.ts's hashText) so that another run
 * can have it without parsing again: `docsite check --cache` keeps such facts in its cache file
 * (the operations of an OpenAPI file, the imports of a page). The host owns the store; the service
 * only asks it before parsing and tells it what a parse gave.
 */
export interface FactsStore<T> {
  get(hash: string): T | undefined;
  /** A text was parsed: its facts, for the next run. */
  put(hash: string, facts: T): void;
}
