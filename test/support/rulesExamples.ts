/**
 * Checks every MDX example of a generated rules file as a page of the real site it was generated
 * for (issue 37, item 4): the examples must import the site's own snippets as they export, name its
 * components with the attributes the catalog accepts, and draw no finding. The few files the
 * catalog's own examples point to (an image, a video, a page) are laid over the site, since a real
 * site has other ones.
 */
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { FsWorkspace } from '../../host/src/fsWorkspace';
import { buildProjectRulesContent, findProjectRulesSites } from '../../host/src/projectRulesWriter';
import { createLanguageService } from '../../service/src/languageService';
import { COMPONENTS } from '../../catalog/src/components';
import { parsePage } from '../../mdx/src/parse';
import { pathToUri } from '../../common/src';
import { fencedBlocks } from '../unit/projectRules/helpers';

/** What the catalog's examples refer to, relative to the docs root. */
const CATALOG_FILES = ['quickstart.mdx', 'images/dashboard.png', 'images/weekly-report.png', 'videos/create-report.mp4'];
const API_PAGE_ONLY = COMPONENTS.filter((c) => c.apiPageOnly).map((c) => c.name);

/** The disk, with the catalog's placeholder files added under the docs root. */
class SiteWithPlaceholders extends FsWorkspace {
  private readonly extra: Map<string, string>;
  constructor(docsRoot: string) {
    super();
    this.extra = new Map(CATALOG_FILES.map((f) => [path.join(docsRoot, f), f.endsWith('.mdx') ? '---\ntitle: Quickstart\ndescription: Start here.\n---\n' : 'binary']));
  }
  override fileExists(p: string): boolean {
    return this.extra.has(p) || super.fileExists(p);
  }
  override readFile(p: string): string | undefined {
    return this.extra.get(p) ?? super.readFile(p);
  }
}

export interface ExampleResult {
  line: number;
  text: string;
  problems: string[];
}

/** The rules file generated for the site at `dir`, and every MDX example in it checked as a page of that site. */
export function checkRulesExamples(dir: string): { rules: string; results: ExampleResult[] } {
  const [site] = findProjectRulesSites(dir, dir);
  const rules = buildProjectRulesContent(site);
  const workspace = new SiteWithPlaceholders(site.docsRoot);
  const service = createLanguageService(workspace);
  const results = fencedBlocks(rules)
    .filter((b) => b.lang === 'mdx')
    .map((block, i) => {
      const text = asPage(block.body);
      const file = path.join(site.docsRoot, `rules-example-${i + 1}.mdx`);
      const problems: string[] = [];
      const parsed = parsePage(text);
      if (!parsed.strict) problems.push(`not valid MDX: ${parsed.syntaxError?.message}`);
      const document = TextDocument.create(pathToUri(file), 'mdx', 1, text);
      // Errors only: a real site's own settings (its strictness, its off rules) decide the rest.
      for (const d of service.validate(document)) if (d.severity === 1) problems.push(`${d.code} (line ${d.range.start.line + 1}): ${d.message}`);
      return { line: block.line, text, problems };
    });
  return { rules, results };
}

/** An example as a page: as is when it is a whole page, else under a minimal valid frontmatter. */
function asPage(example: string): string {
  if (example.startsWith('---\n')) return example + '\n';
  const api = API_PAGE_ONLY.some((name) => new RegExp(`<${name}[\\s>/]`).test(example)) ? 'api: "GET /users"\n' : '';
  return `---\ntitle: "Example page"\ndescription: "Shows one example from the rules file."\n${api}---\n\n${example}\n`;
}
