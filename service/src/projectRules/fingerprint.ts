/**
 * What a rules file was generated from (issue 25, item 2), recorded in the file so a check can tell
 * when it no longer matches the site: one short hash per input (the generator's own tables, the
 * site's snippets, its navigation, its other settings) and one of the generated text itself, which
 * tells a hand-edited file from a stale one. Hashes are `hashText`, the code base's one text hash.
 */
import type { ComponentSpec, FrontmatterKeySpec } from '../../../catalog/src';
import type { RuleEntry } from '../ruleContract';
import { hashText } from '../../../common/src';
import type { SiteFacts } from './siteFacts';
import { asHtmlComments } from './mdxComments';

/** The inputs a rules file records, in the order the marker lists them and a message names them. */
export const FINGERPRINT_PARTS = ['catalog', 'components', 'navigation', 'settings'] as const;
export type FingerprintPart = (typeof FINGERPRINT_PARTS)[number];

export type Fingerprint = Record<FingerprintPart, string>;

export interface RecordedFingerprint {
  /** The site folder relative to the repository root ('' for the root itself); undefined when not recorded. */
  site: string | undefined;
  /** Parts the marker records; a part it lacks (an older Docsite) is not compared. */
  parts: Partial<Fingerprint>;
  /** The hash of the generated text as written, without this marker line. */
  text?: string;
  /** Offsets of the marker line in the checked text. */
  start: number;
  end: number;
}

/**
 * The marker's fixed beginning. Not `<!-- docsite:`: the AGENTS.md section escapes that inside its
 * body (agentsFile.ts), so the marker survives the merge unchanged.
 */
export const FINGERPRINT_MARKER = '<!-- docsite-generated-from';
/** The marker as an MDX comment (mdxComments.ts), in a file the build parses as a page. */
const MDX_FINGERPRINT_MARKER = '{/* docsite-generated-from';

export interface FingerprintInputs {
  facts: SiteFacts;
  docsFolder: string;
  snippets: readonly string[];
  sources: { components: readonly ComponentSpec[]; frontmatterKeys: readonly FrontmatterKeySpec[]; rules: ReadonlyMap<string, RuleEntry> };
}

/** Short hash (the part before hashText's length suffix is enough to tell versions apart). */
function shortHash(text: string): string {
  return hashText(text).replace(':', '');
}

export function fingerprintOf({ facts, docsFolder, snippets, sources }: FingerprintInputs): Fingerprint {
  // Not the OpenAPI files' operations: the fingerprint is of docs.json, and reading every spec of a
  // large site on each check of the rules file would cost seconds.
  const { navigation, sections, tabs, anchors, versions, defaultVersion, languages, layout, name, api, openapi, asyncapi, iconLibrary } = facts;
  return {
    catalog: shortHash(JSON.stringify([sources.components, sources.frontmatterKeys, [...sources.rules.values()]])),
    // The site's own components: the snippets pages import.
    components: shortHash(JSON.stringify(snippets)),
    navigation: shortHash(JSON.stringify({ navigation, sections, tabs, anchors, versions, defaultVersion, languages })),
    // The icon library only when not the default: files generated before it was recorded stay current.
    settings: shortHash(JSON.stringify({ layout, name, api, openapi, asyncapi, docsFolder, ...(iconLibrary !== 'fontawesome' ? { iconLibrary } : {}) })),
  };
}

/**
 * The generated text as it is compared: line ends and trailing space ignored, and `<!-- docsite:`
 * escaped as the AGENTS.md section writes it, so a section and a rules.md of the same text agree.
 */
export function normalizedRulesText(text: string): string {
  // A section in a page the build parses carries its comments as MDX comments (mdxComments.ts).
  return asHtmlComments(text.replace(/\r\n?/g, '\n')).replace(/\s+$/, '').replace(/<!-- docsite:/g, '&lt;!-- docsite:');
}

export function textHash(text: string): string {
  return shortHash(normalizedRulesText(text));
}

/** A site folder the marker may carry: plain path segments, no `..`, nothing that could end the comment. */
const SITE_FOLDER = /^(?:[A-Za-z0-9_][A-Za-z0-9_.-]*)(?:\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$/;

export function markerLine(site: string, fingerprint: Fingerprint, text: string): string {
  const folder = site === '' ? '.' : SITE_FOLDER.test(site) && !site.split('/').includes('..') ? site : undefined;
  const parts = FINGERPRINT_PARTS.map((p) => `${p}=${fingerprint[p]}`).join(' ');
  return `${FINGERPRINT_MARKER} ${folder === undefined ? '' : `site=${folder} `}${parts} text=${text} -->`;
}

/** The marker of `text` (the first, at the start of a line), or undefined. */
export function readMarker(text: string): RecordedFingerprint | undefined {
  return readMarkerOf(text, FINGERPRINT_MARKER, '-->') ?? readMarkerOf(text, MDX_FINGERPRINT_MARKER, '*/}');
}

function readMarkerOf(text: string, prefix: string, close: string): RecordedFingerprint | undefined {
  let start = text.indexOf(prefix);
  while (start > 0 && text[start - 1] !== '\n') start = text.indexOf(prefix, start + 1);
  if (start < 0) return undefined;
  const lineEnd = text.indexOf('\n', start);
  const end = lineEnd < 0 ? text.length : lineEnd;
  const line = text.slice(start, end).replace(/\r$/, '');
  if (!line.endsWith(close)) return undefined;
  const fields = new Map<string, string>();
  for (const m of line.slice(prefix.length, -close.length).matchAll(/([a-z]+)=(\S+)/g)) if (!fields.has(m[1])) fields.set(m[1], m[2]);
  const site = fields.get('site');
  const parts: Partial<Fingerprint> = {};
  for (const p of FINGERPRINT_PARTS) if (fields.has(p)) parts[p] = fields.get(p);
  return {
    site: site === '.' ? '' : site !== undefined && SITE_FOLDER.test(site) && !site.split('/').includes('..') ? site : undefined,
    parts,
    text: fields.get('text'),
    start,
    end,
  };
}

/** `text` without its marker line (as the generator hashed it). */
export function withoutMarker(text: string, marker: RecordedFingerprint): string {
  const after = text[marker.end] === '\n' ? marker.end + 1 : marker.end;
  return text.slice(0, marker.start) + text.slice(after);
}

/** The parts whose recorded hash differs from the current one. */
export function changedParts(recorded: Partial<Fingerprint>, current: Fingerprint): FingerprintPart[] {
  return FINGERPRINT_PARTS.filter((p) => recorded[p] !== undefined && recorded[p] !== current[p]);
}
