/** "Reusable snippets" and "Check your work". Snippet paths are file names, so they are site data. */
import { npxDocsite } from '../../docsiteCli';
import { code, codeToken, fenced, joinMd, literal, md, ownToken, type Md } from '../safeText';

/** How many snippet paths the file names. */
const MAX_SNIPPETS = 30;

/** The site's reusable snippets, and how a page uses one. */
export function snippetSection(snippets: readonly string[]): Md[] {
  const shown = snippets.slice(0, MAX_SNIPPETS);
  const more = snippets.length - shown.length;
  // The import example needs a path that is safe inside a JavaScript string; a name that is not is only listed.
  const first = shown.map((p) => codeToken(p, 'file')).find((p) => p !== undefined);
  const component = first && ownToken(componentName(first));
  return [
    md`## Reusable snippets`,
    md``,
    md`Text that appears on several pages lives in snippets. Reuse them instead of repeating their content, and put new shared text in a new snippet: \
${joinMd(shown.map((p) => literal(p)), ', ')}${more > 0 ? md`, and ${more} more` : md``}.`,
    md``,
    ...(first && component ? [fenced('mdx', [code`import ${component} from '/${first}';`, code``, code`<${component} />`]), md``] : []),
  ];
}

/** `snippets/auth-header.mdx` → `AuthHeader`: letters and digits only. */
export function componentName(path: string): string {
  const base = path.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const name = base.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');
  return /^[A-Z]/.test(name) ? name : 'Snippet' + name;
}

export function checkYourWork(docsFolder: string): Md[] {
  const folder = docsFolder ? codeToken(docsFolder, 'file') : ownToken('.');
  const command = folder
    ? md`run ${literal(npxDocsite(`check ${folder}`))} from the repository root`
    : md`run ${literal(npxDocsite('check'))} followed by the site folder (see "This site") from the repository root`;
  return [
    md`## Check your work`,
    md``,
    md`After you create or edit pages, ${command} and fix every error and warning it reports in the files you wrote. It checks frontmatter, components and their attributes, links, images and \`docs.json\` the way the site's build sees them.`,
    md``,
  ];
}
