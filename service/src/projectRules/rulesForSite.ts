/**
 * Create Project Rules for one site, from its files: the rules text (generate.ts) from what the site
 * holds (its docs.json, its OpenAPI operations, its snippets), and the whole text of the file at the
 * chosen place (a tool's file with its frontmatter, or the Docsite section of a team's file). The
 * command's thread (client/src/projectRules/) and `docsite rules` (host/src/runProjectRules.ts) read
 * and write the files; what goes in them is worked out here, once.
 */
import { buildSiteModel, type DocsWorkspace } from '../../../site/src';
import { ApiSpecCache } from '../openapi/cache';
import { mergeManagedSection, type SectionMerge } from './agentsFile';
import { generateProjectRulesFile, siteSnippets } from './generate';
import { isPageFileByPlace } from './published';
import { relativeFolder } from './sections/thisSite';
import { siteEndpoints } from './siteFacts';
import { siteSnippetFacts } from './snippetFacts';
import { siteGlobs, withTargetFrontmatter, type RulesTarget } from '../../../assistants/src';

/** A site as Create Project Rules sees it; paths `/`-separated. */
export interface RulesSite {
  readonly configPath: string;
  readonly docsRoot: string;
}

/** The rules text for `site`, from its docs.json (`configText` when the caller read it) and its files; paths in it are relative to `root`. */
export function projectRulesForSite(site: RulesSite, root: string, workspace: DocsWorkspace, configText?: string): string {
  const model = buildSiteModel(site.configPath, workspace, configText);
  const specs = new ApiSpecCache(workspace);
  const endpoints = siteEndpoints(model, workspace, (p) => specs.get(p));
  const snippets = siteSnippets(site.docsRoot, workspace);
  const snippetFacts = siteSnippetFacts(site.docsRoot, snippets, workspace);
  return generateProjectRulesFile({ model, docsRoot: site.docsRoot, endpoints, snippets, snippetFacts }, { repoRoot: root });
}

/** Where a rules file goes: the file, the tool it is for (none: the generic `.<dir>/rules.md`), the folder its paths start from. */
export interface RulesFilePlace {
  readonly path: string;
  readonly target?: RulesTarget;
  readonly root: string;
}

/**
 * The file's whole new text: for a section target the file as it is (`existing`) with the Docsite
 * section new (as MDX comments where the build parses the file as a page), else the tool's
 * frontmatter (its globs name the site's folder from the place's root) and the rules.
 */
export function rulesFileText(place: RulesFilePlace, site: RulesSite, rules: string, existing: string | undefined): SectionMerge {
  if (place.target?.format === 'section') return mergeManagedSection(existing, rules, { mdx: isPageFileByPlace(place.path, site.docsRoot) });
  const configFile = site.configPath.slice(site.configPath.lastIndexOf('/') + 1);
  const text = withTargetFrontmatter(place.target, rules, siteGlobs(relativeFolder(place.root, site.docsRoot), configFile));
  return { ok: true, text, change: existing === undefined ? 'created' : existing === text ? 'unchanged' : 'replaced' };
}
