/**
 * Which files are Docsite rules files, and what their checks see (issue 25, item 2): the editor
 * targets of editors.ts and the AGENTS.md targets of agentsFile.ts, carrying a Docsite marker. A
 * user's own AGENTS.md without one is none of ours. Pure: files come through the workspace.
 */
import { COMPONENTS, FRONTMATTER_KEYS } from '../../../catalog/src';
import { findSite, type SiteModel, type DocsiteSettings, type DocsWorkspace } from '../../../site/src';
import { RULE_INDEX } from '../ruleIndex';
import { joinPath } from '../../../common/src';
import { sectionMarkers, type SectionMarkers } from './sectionMarkers';
import { rulesFileRoot } from '../../../assistants/src';
import { fingerprintOf, readMarker } from './fingerprint';
import type { RulesFileContext } from './rules/rule';
import { siteSnippets } from './generate';
import { EXAMPLE_PAGE_PATHS, relativeFolder } from './sections/thisSite';
import { UNCHECKED_GUIDELINES } from '../writingGuide';
import { siteFacts } from './siteFacts';

/**
 * Whether the text carries a Docsite marker (the generated-from line or the AGENTS.md section).
 * `markersOf` reads the section markers, parsing the text: a caller that asks more of the same text
 * passes a sectionMarkerMemo, so it is parsed once.
 */
export function hasDocsiteMarker(text: string, markersOf: (text: string) => SectionMarkers = sectionMarkers): boolean {
  return readMarker(text) !== undefined || markersOf(text).starts.length > 0;
}

/**
 * The section markers of the last text asked about: the questions asked of one text (is it a rules
 * file, which part of it is Docsite's) parse it once. The language service asks whether a file is
 * a rules file on every request (kindOf), and again to check it.
 */
export function sectionMarkerMemo(): (text: string) => SectionMarkers {
  let last: { text: string; markers: SectionMarkers } | undefined;
  return (text) => {
    if (last?.text !== text) last = { text, markers: sectionMarkers(text) };
    return last.markers;
  };
}

/**
 * The part of the file Docsite wrote: the AGENTS.md section's body (markers quoted in code are no
 * section), else the whole text. `markers`: the text's, when the caller has read them.
 */
export function managedPart(text: string, markers: SectionMarkers = sectionMarkers(text)): { start: number; end: number } {
  const { starts, ends } = markers;
  // A whole file's frontmatter is the tool's (targets.ts), written before the generated text.
  if (!starts.length) return { start: frontmatterEnd(text), end: text.length };
  const bodyStart = text.indexOf('\n', starts[0].end);
  const end = ends.find((e) => e.at >= starts[0].end)?.at ?? -1;
  if (bodyStart < 0 || end < 0) return { start: 0, end: text.length };
  return { start: bodyStart + 1, end: text.lastIndexOf('\n', end) + 1 };
}

/** Where the text after a leading `---` frontmatter block (and the blank line after it) starts; 0 without one. */
function frontmatterEnd(text: string): number {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n(?:\r?\n)?/.exec(text);
  return match ? match[0].length : 0;
}

export interface RulesFileSources {
  path: string;
  text: string;
  workspace: DocsWorkspace;
  settings: DocsiteSettings;
  model(configPath: string): SiteModel;
  /** Reads the text's section markers; by default they are read once for this call (sectionMarkerMemo). */
  markersOf?: (text: string) => SectionMarkers;
}

export function rulesFileContext(sources: RulesFileSources): RulesFileContext | undefined {
  const { path, text, workspace } = sources;
  const repoRoot = rulesFileRoot(path);
  const markersOf = sources.markersOf ?? sectionMarkerMemo();
  if (repoRoot === undefined || !hasDocsiteMarker(text, markersOf)) return undefined;
  const { start, end } = managedPart(text, markersOf(text));
  const part = text.slice(start, end);
  const marker = readMarker(part);
  let site: SiteModel | null | undefined;
  let snippets: string[] | undefined;
  const siteModel = () => {
    if (site === undefined) {
      // The recorded folder, else a site at or above the repository root (the docs root itself).
      const folder = marker?.site ? joinPath(repoRoot, marker.site) : repoRoot;
      const located = folder === repoRoot || folder.startsWith(repoRoot === '/' ? '/' : repoRoot + '/') ? findSite(joinPath(folder, 'docs.json'), workspace) : undefined;
      site = located && located.docsRoot === folder ? sources.model(located.configPath) : null;
    }
    return site ?? undefined;
  };
  const siteSnippetList = () => {
    const model = siteModel();
    return (snippets ??= model ? siteSnippets(model.docsRoot, workspace) : []);
  };
  return {
    path,
    text,
    marker,
    part,
    partStart: start,
    site: siteModel,
    snippets: siteSnippetList,
    currentFingerprint() {
      const model = siteModel();
      if (!model) return undefined;
      return fingerprintOf({
        facts: siteFacts(model),
        docsFolder: relativeFolder(repoRoot, model.docsRoot),
        snippets: siteSnippetList(),
        sources: { components: COMPONENTS, frontmatterKeys: FRONTMATTER_KEYS, rules: RULE_INDEX },
      });
    },
    examplePaths: ownExamplePaths,
    settings: sources.settings,
    workspace,
  };
}

/** The paths in the catalog's examples, the rules' guidance, the writing guide and "This site". */
function ownExamplePaths(): Set<string> {
  const own = JSON.stringify([COMPONENTS.map((c) => [c.doc, c.example, c.sampleUse]), [...RULE_INDEX.values()].map((r) => r.guidance), UNCHECKED_GUIDELINES]);
  const paths = new Set(EXAMPLE_PAGE_PATHS);
  for (const m of own.matchAll(/[("`](\/[A-Za-z0-9_\-./]+)/g)) paths.add(m[1].replace(/\/+$/, ''));
  return paths;
}
