/**
 * "This site": the facts of one site (folder, navigation, tabs, anchors, versions, languages). Every
 * name and path here comes from the site, so each goes through `quoted` or `literal`.
 */
import { joinMd, literal, md, quoted, type Md } from '../safeText';
import { allEndpoints, allPages, commonFolder, sectionEndpoints, sectionPages, type NavigationSection, type SiteFacts, type SiteSection } from '../siteFacts';

/** Group lines shown before "… and more groups": large sites have hundreds. */
const MAX_SECTIONS = 40;

/** Page paths the file shows as examples of the form, not as pages of the site (rules-unknown-reference passes them). */
export const EXAMPLE_PAGE_PATHS: readonly string[] = ['/guides/setup'];

const KIND_LABELS: Record<SiteSection['kind'], Md> = {
  product: md`Product`, language: md`Language`, version: md`Version`, tab: md`Tab`, dropdown: md`Dropdown`, anchor: md`Anchor`, menu: md`Menu`,
};

export function thisSite(facts: SiteFacts, docsFolder: string): Md[] {
  const out: Md[] = [md`## This site`, md``];
  if (facts.name) out.push(md`- **Name:** ${quoted(facts.name)}. Use it exactly as written.`);
  out.push(
    docsFolder
      ? md`- **Site folder:** ${literal(docsFolder + '/')}. Page paths in \`docs.json\` and absolute links (\`/guides/setup\`) are relative to it.`
      : md`- **Site folder:** the repository root. Page paths in \`docs.json\` and absolute links (\`/guides/setup\`) are relative to it.`,
  );
  if (facts.layout === 'today') out.push(...todaySections(facts));
  else if (facts.navigation.length) out.push(...legacyGroups(facts.navigation));
  if (facts.tabs.length) {
    out.push(md`- **Tabs:** ${joinMd(facts.tabs.map((t) => md`${quoted(t.name)}${t.url ? md` (${literal(t.url + '/')})` : md``}`), ', ')}.`);
  }
  if (facts.anchors.length) {
    const anchors = facts.anchors.map((a) => {
      const notes = [a.url && md`${literal(a.url + '/')}`, a.version && md`version ${quoted(a.version)} only`, a.hidden && md`hidden until linked to`].filter((n): n is Md => !!n);
      return md`${quoted(a.name)}${notes.length ? md` (${joinMd(notes, ', ')})` : md``}`;
    });
    out.push(md`- **Anchors:** ${joinMd(anchors, ', ')}.`);
  }
  if (facts.versions.length) {
    const today = facts.layout === 'today';
    const names = facts.versions.map((v) => md`${literal(v)}${today && v === facts.defaultVersion ? md` (default)` : md``}`);
    out.push(
      md`- **Versions:** ${joinMd(names, ', ')}, offered in the version ${today ? md`switcher` : md`dropdown`}. \
When content applies to one version only, say which, and keep it with that version's pages.`,
    );
  }
  out.push(...languages(facts));
  out.push(iconLine(facts));
  out.push(
    facts.api || facts.openapi.length
      ? md`- **API reference:** yes. Follow "API reference pages" below.`
      : md`- **API reference:** none. Don't create API endpoint pages unless asked.`,
    md``,
    md`Every new page needs an entry in \`navigation\`: its path relative to the site folder, without the extension (\`guides/setup\` for \`guides/setup.mdx\`), in the group it belongs to. A page not listed there can't be reached from the sidebar.`,
    md``,
  );
  return out;
}

/**
 * The icon library docs.json names (`icons.library`): an `icon` attribute takes that library's names.
 * https://mintlify.com/docs/organize/settings-reference#icons-library — `fontawesome` (default), `lucide`, `tabler`.
 */
const ICON_LIBRARIES: Record<SiteFacts['iconLibrary'], Md> = {
  fontawesome: md`Font Awesome (the default; \`icons.library\` is not set to another): \`icon\` attributes take Font Awesome names such as \`"rocket"\` (https://fontawesome.com/icons)`,
  lucide: md`Lucide (\`icons.library: "lucide"\`): \`icon\` attributes take Lucide names such as \`"rocket"\`, not Font Awesome ones (https://lucide.dev/icons)`,
  tabler: md`Tabler (\`icons.library: "tabler"\`): \`icon\` attributes take Tabler names such as \`"rocket"\`, not Font Awesome ones (https://tabler.io/icons)`,
};

function iconLine(facts: SiteFacts): Md {
  return md`- **Icons:** ${ICON_LIBRARIES[facts.iconLibrary]}. An \`icon\` may also be a URL or a path to an image of the site.`;
}

function languages(facts: SiteFacts): Md[] {
  if (facts.languages.length === 1) return [md`- **Language:** ${literal(facts.languages[0].code)}.`];
  if (facts.languages.length < 2) return [];
  const list = joinMd(facts.languages.map((l) => md`${literal(l.code)}${l.isDefault ? md` (default)` : md``}`), ', ');
  const folders = facts.languages.filter((l) => l.folder).map((l) => literal(l.folder + '/'));
  return [
    md`- **Languages:** this site is in ${countWord(facts.languages.length)} languages: ${list}. \
Put each translated page under its language folder${folders.length ? md` (${joinMd(folders, ', ')})` : md``}, at the same path as the page it translates, and list it in that language's \`navigation\`.`,
  ];
}

/** The spec's layout: groups, nested, until MAX_SECTIONS lines. */
function legacyGroups(navigation: NavigationSection[]): Md[] {
  const out: Md[] = [md`- **Navigation sections** (\`navigation\` in \`docs.json\`):`];
  let shown = 0;
  const walk = (sections: NavigationSection[], depth: number) => {
    for (const s of sections) {
      if (shown++ >= MAX_SECTIONS) return;
      out.push(md`${indent(depth)}- ${quoted(s.group)}${groupDetail(s)}`);
      walk(s.groups, depth + 1);
    }
  };
  walk(navigation, 1);
  if (shown > MAX_SECTIONS) out.push(md`  - … and more groups; see \`docs.json\`.`);
  return out;
}

/**
 * Today's layout: the division tree, each section with its top-level groups. Every section is named
 * (they are what a writer picks from); group lines stop after MAX_SECTIONS.
 */
function todaySections(facts: SiteFacts): Md[] {
  const out: Md[] = [];
  let groupLines = 0;
  let cut = false;
  const groups = (list: NavigationSection[], depth: number) => {
    for (const g of list) {
      if (groupLines++ >= MAX_SECTIONS) {
        cut = true;
        return;
      }
      out.push(md`${indent(depth)}- ${quoted(g.group)}${groupDetail(g)}`);
    }
  };
  const sections = (list: SiteSection[], depth: number) => {
    for (const s of list) {
      const notes = [s.href && md`link to ${literal(s.href)}`, s.hidden && md`hidden`, s.isDefault && md`default`].filter((n): n is Md => !!n);
      const detail = s.href ? md`` : countDetail(sectionPages(s), sectionEndpoints(s).length);
      out.push(md`${indent(depth)}- ${KIND_LABELS[s.kind]} ${quoted(s.name)}${notes.length ? md` (${joinMd(notes, ', ')})` : md``}${detail}`);
      sections(s.sections, depth + 1);
      groups(s.groups, depth + 1);
    }
  };
  if (facts.sections.length) {
    out.push(md`- **Sections** (\`navigation\` in \`docs.json\`), each with its groups:`);
    sections(facts.sections, 1);
  } else if (facts.navigation.length) {
    out.push(md`- **Navigation groups** (\`navigation\` in \`docs.json\`):`);
    groups(facts.navigation, 1);
  }
  if (cut) out.push(md`  - … and more groups; see \`docs.json\`.`);
  return out;
}

/** Two spaces per level of the list: template text, never site data. */
function indent(depth: number): Md {
  return joinMd(Array.from({ length: depth }, () => md`  `), '');
}

/** A section counts its endpoints; a group also names one, so each `METHOD /path` is named once. */
function countDetail(pages: string[], endpointCount: number, example?: string): Md {
  const parts: Md[] = [];
  if (pages.length) {
    const folder = commonFolder(pages);
    parts.push(md`${pages.length} page${pages.length === 1 ? md`` : md`s`}${folder ? md`, in ${literal(folder + '/')}` : md``}`);
  }
  if (endpointCount) {
    parts.push(md`${endpointCount} endpoint${endpointCount === 1 ? md`` : md`s`} from OpenAPI${example !== undefined ? md` (such as ${literal(example)})` : md``}`);
  }
  return parts.length ? md` — ${joinMd(parts, '; ')}` : md``;
}

function groupDetail(s: NavigationSection): Md {
  const endpoints = allEndpoints(s);
  return countDetail(allPages(s), endpoints.length, endpoints[0]);
}

function countWord(n: number): Md {
  const words = [md`zero`, md`one`, md`two`, md`three`, md`four`, md`five`, md`six`, md`seven`, md`eight`, md`nine`, md`ten`];
  return words[n] ?? md`${n}`;
}

/** The docs folder relative to the repository root (`docs`), or '' when they are the same or unrelated. */
export function relativeFolder(repoRoot: string | undefined, docsRoot: string): string {
  if (!repoRoot) return '';
  const norm = (p: string) => p.replace(/\\/g, '/').replace(/\/+$/, '');
  const root = norm(repoRoot);
  const docs = norm(docsRoot);
  if (docs === root || !docs.startsWith(root + '/')) return '';
  return docs.slice(root.length + 1);
}
