/**
 * "Reusable snippets" and "Check your work". Snippet paths, export and prop names are site data:
 * they reach the file only as code spans, and code examples only as vetted tokens.
 */
import { npxDocsite } from '../../../../common/src';
import { code, codeToken, fenced, joinMd, literal, md, ownToken, type Code, type CodeToken, type Md } from '../safeText';
import type { SnippetFacts } from '../snippetFacts';

/** How many snippet paths the file names. */
export const MAX_SNIPPETS = 30;

/** The site's reusable snippets, how a page imports each (default or named), and the props each takes. */
export function snippetSection(snippets: readonly string[], facts: readonly SnippetFacts[] = []): Md[] {
  const shown = snippets.slice(0, MAX_SNIPPETS);
  const more = snippets.length - shown.length;
  const known = new Map(facts.map((f) => [f.path, f]));
  const lines = shown.map((p) => snippetLine(p, known.get(p)));
  const example = shown.map((p) => snippetExample(p, known.get(p))).find((e) => e !== undefined);
  return [
    md`## Reusable snippets`,
    md``,
    md`Text and components that appear on several pages live in snippets. Reuse them instead of repeating their content, and put new shared text in a new snippet. \
Import each as listed: a default import (\`import Name from\`) shows a snippet's content, braces (\`import { Name } from\`) take a component it exports by name. Pass the props listed, as attributes.`,
    md``,
    ...lines,
    ...(more > 0 ? [md`- and ${more} more`] : []),
    md``,
    ...(example ? [fenced('mdx', example), md``] : []),
  ];
}

/** One snippet: its path, the import line, and the props. A name that is no safe token is only listed. */
function snippetLine(path: string, facts: SnippetFacts | undefined): Md {
  const file = codeToken(path, 'file');
  if (!file || !facts) return md`- ${literal(path)} (open it to see what it exports)`;
  const parts: Md[] = [];
  if (facts.defaultImport) {
    const name = componentName(file);
    const props = facts.contentProps.filter((p) => codeToken(p, 'identifier'));
    parts.push(md`${literal(`import ${name} from '/${file}';`)}${props.length ? md` (props ${joinMd(props.map((p) => literal(p)), ', ')})` : md``}`);
  }
  const components = facts.components.filter((c) => codeToken(c.name, 'identifier'));
  if (components.length) {
    const names = components.map((c) => c.name);
    const withProps = components.map((c) => {
      const props = c.props.filter((p) => codeToken(p, 'identifier'));
      return md`${literal(`<${c.name}>`)}${props.length ? md` (props ${joinMd(props.map((p) => literal(p)), ', ')})` : md` (no props)`}`;
    });
    parts.push(md`${literal(`import { ${names.join(', ')} } from '/${file}';`)}: ${joinMd(withProps, ', ')}`);
  }
  if (!parts.length) return md`- ${literal(path)}: exports nothing a page can show`;
  return md`- ${literal(path)}: ${joinMd(parts, '; ')}`;
}

/** A page using the snippet, as the rules' example: the import and the tag, with its props. */
function snippetExample(path: string, facts: SnippetFacts | undefined): Code[] | undefined {
  const file = codeToken(path, 'file');
  // A snippet that was not read: what it exports is unknown, so it makes no example.
  if (!file || !facts) return undefined;
  const component = facts?.components.find((c) => codeToken(c.name, 'identifier'));
  if (facts && !facts.defaultImport && component) {
    const name = ownToken(component.name);
    return [code`import { ${name} } from '/${file}';`, code``, code`<${name}${propsCode(component.props)} />`];
  }
  if (facts && !facts.defaultImport) return undefined;
  const name = ownToken(componentName(file));
  return [code`import ${name} from '/${file}';`, code``, code`<${name}${propsCode(facts?.contentProps ?? [])} />`];
}

/** ` title="…" cols="…"`: each prop as an attribute with a placeholder value. */
function propsCode(props: readonly string[]): CodeToken {
  return ownToken(props.filter((p) => codeToken(p, 'identifier')).map((p) => ` ${p}="…"`).join(''));
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
