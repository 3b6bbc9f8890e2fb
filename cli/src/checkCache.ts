/**
 * `docsite check --cache`, in the manner of `eslint --cache`: the findings of each page, keyed by the
 * hash of its text, with what they depended on (recording.ts): docs.json and the files it `$ref`s,
 * the pages its links name and the anchors it looked up, the files and folders it asked about. A
 * warm run reuses a result only when the page and every one of those answers are unchanged, so its
 * report is the cold run's. docs.json and the files it `$ref`s are kept the same way: their record
 * holds the text hash of each OpenAPI file their rules read. When one must be checked again, the
 * OpenAPI texts whose hash is unchanged are not parsed: the cache keeps what the checks read of a
 * parsed spec (openapi/specFacts.ts) by text hash, for as long as some kept result read that text.
 * Likewise the imports of each page (references/snippetUsers.ts): the import-graph question of the
 * unused-snippet rule is answered again from them, parsing only the pages whose text changed.
 *
 * The cache file is untrusted input (see cacheFiles.ts for how it is found, read and written). Its
 * content is authenticated with an HMAC under the machine-local key, so a file Docsite did not
 * write on this machine is never trusted; and every entry is validated even then: only pages and
 * dependencies under the checked folder, only the questions recording.ts asks, findings of the
 * expected shape. Whether an entry still holds is decided with the service's RecordedChecks: in
 * the main thread when reads, listings and hashes settle it (reuseWithoutParsing.ts), else in the
 * worker threads, under each page's time budget (checkItems.ts): asking a dependency again may then
 * mean parsing a linked page.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Diagnostic } from 'vscode-languageserver-types';
import { validFacts, validImportFacts, type Dependencies, type ImportFacts, type SpecFacts } from '../../service/src';
import { configFileNameOf } from '../../site/src';
import { isRecord } from '../../common/src';
import { CacheRefused, MAX_CACHE_BYTES, machineKey, readRegularFile, writeFileAtomically } from './cacheFiles';

const MAGIC = 'docsite-cache';
/**
 * 3: the import-graph question (`i`) joined the record, for unused-snippet. 4: docs.json's results
 * are kept too, and what parses gave, by text hash: the facts of OpenAPI texts (`specs`) and the
 * imports of pages (`imports`); the agents' page facts question (`m`), for llms-over-cap.
 */
const FORMAT = 4;
/** What recording.ts's hashText gives: the key of a spec's facts. */
const TEXT_HASH = /^[0-9a-z]{1,12}:[0-9a-z]{1,12}$/;
/** The questions recording.ts records: exists, read, anchors, list, real path, a site's import graph, its agents' page facts. */
const OPERATIONS = new Set(['e', 'r', 'a', 'l', 'p', 'i', 'm']);

export interface CacheEntry {
  hash: string;
  diagnostics: Diagnostic[];
  deps: Dependencies;
}

/** What parses gave, by text hash: the facts of OpenAPI texts and the imports of pages. */
export interface KeptFacts {
  specs: Record<string, SpecFacts>;
  imports: Record<string, ImportFacts>;
}

/** The facts a check worked out this run, for the cache. */
export interface NewFacts {
  specs: [string, SpecFacts][];
  imports: [string, ImportFacts][];
}

export interface CacheSetup {
  /** The cache file. */
  location: string;
  /** The user's Docsite cache folder, where the machine-local key is kept. */
  keyFolder: string;
  /** The tool version, settings and checked path: a cache written for others is not reused. */
  identity: unknown;
  /** The checked folder (service path): entries about anything outside it are invalid. */
  folder: string;
  /** One-line notices for stderr: why the cache, or part of it, was not used. */
  notice: (message: string) => void;
}

export class CheckCache {
  private constructor(
    private readonly setup: CacheSetup,
    private readonly key: Buffer,
    private readonly identity: string,
    private readonly entries: Map<string, CacheEntry>,
    private readonly specs: Map<string, SpecFacts>,
    private readonly imports: Map<string, ImportFacts>,
  ) {}

  /**
   * The cache at `setup.location`. Missing, written for another version, settings or folder: empty.
   * Refused (a link, not a regular file, too large), failing authentication or damaged: empty, with
   * a notice. Undefined when the key cannot be used: then the run has no cache at all.
   */
  static open(setup: CacheSetup): CheckCache | undefined {
    let key: Buffer;
    try {
      key = machineKey(setup.keyFolder);
    } catch (e) {
      if (!(e instanceof CacheRefused)) throw e;
      setup.notice(`not using a cache: ${e.message}`);
      return undefined;
    }
    const identity = createHash('sha256').update(JSON.stringify(setup.identity)).digest('hex');
    const { entries, specs, imports } = readEntries(setup, key, identity);
    return new CheckCache(setup, key, identity, entries, specs, imports);
  }

  /** The kept facts, by text hash, for the workers' language services. */
  facts(): KeptFacts {
    return { specs: Object.fromEntries(this.specs), imports: Object.fromEntries(this.imports) };
  }

  /** What parses gave this run (facts of another shape are not kept). */
  storeFacts(facts: NewFacts): void {
    keepValid(facts.specs, validFacts, this.specs);
    keepValid(facts.imports, validImportFacts, this.imports);
  }

  /** The recorded result of `file`, to be reused if it still holds (checkItems.ts decides, with RecordedChecks). */
  entryFor(file: string): CacheEntry | undefined {
    return this.entries.get(file);
  }

  store(file: string, hash: string, diagnostics: Diagnostic[], deps: Dependencies): void {
    const entry = validEntry(this.setup.folder, file, { hash, diagnostics, deps });
    // A result that depends on something outside the checked folder is not kept: it could not be
    // validated when read back.
    if (entry) this.entries.set(file, entry);
    else this.entries.delete(file);
  }

  /** Drops entries of files that were not part of this run (deleted pages). */
  retainOnly(files: ReadonlySet<string>): void {
    for (const file of this.entries.keys()) if (!files.has(file)) this.entries.delete(file);
  }

  /**
   * Keeps the cache bounded: only the facts of texts some kept result read (its record answers a
   * read question with that hash), and the imports of the kept pages' texts. A spec edited, deleted
   * or no longer named, or a page edited or deleted, leaves no facts behind.
   */
  private retainedFacts(): KeptFacts {
    const read = new Set<string>();
    for (const entry of this.entries.values()) {
      read.add(entry.hash);
      for (const [question, answer] of entry.deps) if (question.startsWith('r\0')) read.add(answer);
    }
    const kept = <T>(facts: Map<string, T>) => Object.fromEntries([...facts].filter(([hash]) => read.has(hash)));
    return { specs: kept(this.specs), imports: kept(this.imports) };
  }

  save(): void {
    const body = JSON.stringify({ files: Object.fromEntries(this.entries), ...this.retainedFacts() });
    if (Buffer.byteLength(body) > MAX_CACHE_BYTES) return this.setup.notice(`the cache would be larger than ${MAX_CACHE_BYTES} bytes; not saved`);
    const mac = authenticate(this.key, this.identity, body);
    fs.mkdirSync(path.dirname(this.setup.location), { recursive: true, mode: 0o700 });
    writeFileAtomically(this.setup.location, Buffer.from(`${MAGIC} ${FORMAT} ${this.identity} ${mac}\n${body}`));
  }
}

function readEntries(setup: CacheSetup, key: Buffer, identity: string): { entries: Map<string, CacheEntry>; specs: Map<string, SpecFacts>; imports: Map<string, ImportFacts> } {
  const entries = new Map<string, CacheEntry>();
  const specs = new Map<string, SpecFacts>();
  const imports = new Map<string, ImportFacts>();
  const kept = { entries, specs, imports };
  const ignore = (why: string) => (setup.notice(`ignoring the cache ${why}; every page is checked`), kept);
  let bytes: Buffer | undefined;
  try {
    bytes = readRegularFile(setup.location, MAX_CACHE_BYTES, false, true);
  } catch (e) {
    if (!(e instanceof CacheRefused)) throw e;
    return ignore(e.message.startsWith(setup.location) ? e.message : `${setup.location}: ${e.message}`);
  }
  if (!bytes) return kept;
  const text = bytes.toString('utf8');
  const newline = text.indexOf('\n');
  const [magic, format, writtenFor, mac] = text.slice(0, Math.max(0, newline)).split(' ');
  if (magic !== MAGIC || format !== String(FORMAT)) return ignore(`${setup.location}: it is not a Docsite cache of this version`);
  // Written for another version, other settings or another folder: stale, not suspicious.
  if (writtenFor !== identity) return kept;
  const body = text.slice(newline + 1);
  const expected = Buffer.from(authenticate(key, identity, body), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(mac ?? '') ? mac : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return ignore(`${setup.location}: it fails authentication (Docsite did not write it on this machine)`);
  let files: unknown;
  let specFacts: unknown;
  let importFacts: unknown;
  try {
    ({ files, specs: specFacts, imports: importFacts } = JSON.parse(body) as { files?: unknown; specs?: unknown; imports?: unknown });
  } catch {
    return ignore(`${setup.location}: it is damaged`);
  }
  if (!isRecord(files) || !isRecord(specFacts) || !isRecord(importFacts)) return ignore(`${setup.location}: it is damaged`);
  let invalid = 0;
  for (const [file, value] of Object.entries(files)) {
    const entry = validEntry(setup.folder, file, value);
    if (entry) entries.set(file, entry);
    else invalid++;
  }
  // Facts that fail validation are dropped: their text is parsed again, nothing else changes.
  invalid += keepValid(Object.entries(specFacts), validFacts, specs) + keepValid(Object.entries(importFacts), validImportFacts, imports);
  if (invalid > 0) setup.notice(`ignoring ${invalid} entr${invalid === 1 ? 'y' : 'ies'} of the cache ${setup.location} that fail validation; those pages are checked`);
  return kept;
}

/** Adds to `into` the facts of `from` that are valid and keyed by a text hash; returns how many were not. */
function keepValid<T>(from: Iterable<readonly [string, unknown]>, valid: (value: unknown) => T | undefined, into: Map<string, T>): number {
  let invalid = 0;
  for (const [hash, value] of from) {
    const fact = TEXT_HASH.test(hash) ? valid(value) : undefined;
    if (fact) into.set(hash, fact);
    else invalid++;
  }
  return invalid;
}

function authenticate(key: Buffer, identity: string, body: string): string {
  return createHmac('sha256', key).update(`${MAGIC} ${FORMAT} ${identity}\n`).update(body).digest('hex');
}

/** The entry rebuilt from what a cache may hold, or undefined when any part of it is not that. */
export function validEntry(folder: string, file: string, value: unknown): CacheEntry | undefined {
  if (!isRecord(value) || !underFolder(folder, file) || typeof value.hash !== 'string') return undefined;
  if (!Array.isArray(value.diagnostics) || !Array.isArray(value.deps)) return undefined;
  const diagnostics: Diagnostic[] = [];
  for (const d of value.diagnostics) {
    const valid = validDiagnostic(d);
    if (!valid) return undefined;
    diagnostics.push(valid);
  }
  const deps: Dependencies = [];
  for (const dep of value.deps) {
    if (!Array.isArray(dep) || dep.length !== 2 || typeof dep[0] !== 'string' || typeof dep[1] !== 'string') return undefined;
    const [question, answer] = dep as [string, string];
    const sep = question.indexOf('\0');
    if (sep !== 1 || !OPERATIONS.has(question[0])) return undefined;
    const asked = question.slice(2);
    if (!underFolder(folder, asked) && !(question[0] === 'e' && isConfigAbove(folder, asked))) return undefined;
    deps.push([question, answer]);
  }
  return { hash: value.hash, diagnostics, deps };
}

/** Whether `p` is `folder` or inside it, written plainly (no `..`, `.`, doubled slash or NUL). */
function underFolder(folder: string, p: string): boolean {
  if (p.includes('\0') || path.posix.normalize(p) !== p) return false;
  const base = folder.endsWith('/') ? folder : folder + '/';
  return p === folder || (p.startsWith(base) && p.length > base.length);
}

/**
 * A docs.json or mint.json in a folder around the checked one: finding a page's site asks whether
 * one exists in each folder up to the root (a yes-or-no question, nothing is read).
 */
function isConfigAbove(folder: string, p: string): boolean {
  if (p.includes('\0') || path.posix.normalize(p) !== p || !path.posix.isAbsolute(p) && !/^[a-zA-Z]:\//.test(p)) return false;
  const dir = path.posix.dirname(p);
  return configFileNameOf(p) !== undefined && (folder.startsWith(dir.endsWith('/') ? dir : dir + '/') || folder === dir);
}

/** Only what the formatters read: a located, graded message with its code. */
function validDiagnostic(d: unknown): Diagnostic | undefined {
  if (!isRecord(d) || !isRecord(d.range)) return undefined;
  const start = position(d.range.start);
  const end = position(d.range.end);
  const severity = d.severity;
  const message = typeof d.message === 'string' ? d.message : isRecord(d.message) && typeof d.message.value === 'string' ? d.message.value : undefined;
  if (!start || !end || message === undefined || !(severity === 1 || severity === 2 || severity === 3 || severity === 4)) return undefined;
  if (d.code !== undefined && typeof d.code !== 'string' && typeof d.code !== 'number') return undefined;
  if (d.source !== undefined && typeof d.source !== 'string') return undefined;
  const diagnostic: Diagnostic = { range: { start, end }, severity, message };
  if (d.code !== undefined) diagnostic.code = d.code;
  if (d.source !== undefined) diagnostic.source = d.source;
  return diagnostic;
}

function position(p: unknown): { line: number; character: number } | undefined {
  if (!isRecord(p)) return undefined;
  const { line, character } = p;
  return Number.isSafeInteger(line) && Number.isSafeInteger(character) && (line as number) >= 0 && (character as number) >= 0 ? { line: line as number, character: character as number } : undefined;
}
