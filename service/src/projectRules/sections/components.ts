/**
 * "Choosing components" and "Component reference", derived from the catalog: what each component is
 * for (`useFor`), its attributes, nesting and examples. A component added to the catalog appears
 * here without a change to this module.
 */
import type { AttributeSpec, ComponentSpec } from '../../../../catalog/src';
import { code, fenced, joinMd, md, ownCode, ownText, type Code, type CodeToken, type Md } from '../safeText';
import { UNIVERSAL_ATTRIBUTES } from '../../page/rules/attributes';

/** The stand-in URL of the catalog's request example, replaced by the site's own endpoint when known. */
const CATALOG_EXAMPLE_URL = 'https://api.example.com/users';

export function componentChoice(components: readonly ComponentSpec[], hasVersions: boolean): Md[] {
  return [
    md`## Choosing components`,
    md``,
    ...componentUses(components),
    md``,
    md`### Video`,
    md``,
    md`Embed a self-hosted video with the HTML \`video\` element, and a hosted one (YouTube, Vimeo, Loom) with an \`iframe\`. Write attributes as in JSX (\`autoPlay\`, \`allowFullScreen\`), and give an iframe a \`title\` that says what the video shows.`,
    md``,
    fenced('mdx', [code`<Frame caption="Creating a report, start to finish.">`, code`  <video controls src="/videos/create-report.mp4" />`, code`</Frame>`]),
    md``,
    fenced('mdx', [
      code`<iframe`,
      code`  src="https://www.youtube.com/embed/VIDEO_ID"`,
      code`  title="Walkthrough: creating your first report"`,
      code`  width="100%"`,
      code`  height="400"`,
      code`  allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"`,
      code`  allowFullScreen`,
      code`/>`,
    ]),
    md``,
    ...(hasVersions ? [md`Record changes in a changelog page with one \`Update\` per release; name the version in its \`label\` or \`description\`.`, md``] : []),
  ];
}

/** A typed callout (Note, Tip, … Danger): a preset icon and colour, per the catalog. */
const isTypedCallout = (c: ComponentSpec): boolean => c.render.kind === 'callout' && c.render.variant !== undefined;
/** The spec's components, and the typed callouts with them (Danger is one, though the spec does not name it). */
const isReferenced = (c: ComponentSpec): boolean => c.origin === 'spec' || isTypedCallout(c);

/** The attributes the page rules accept on every component (not `key`: React's, never written in a page). */
const UNIVERSAL_LISTED = [...UNIVERSAL_ATTRIBUTES].filter((a) => a !== 'key');

const bold = (name: string): Md => md`**${ownText(name)}**`;
const tick = (name: string): Md => md`\`${ownText(name)}\``;

/**
 * One line per use the catalog names (`useFor`): components with the same use share it (Card and
 * CardGroup), and the typed callouts share one line, since choosing among them is the question.
 */
function componentUses(components: readonly ComponentSpec[]): Md[] {
  const uses: { names: string[]; useFor: string; apiPageOnly: boolean }[] = [];
  const callouts: Md[] = [];
  for (const c of components) {
    if (!c.useFor) continue;
    if (isTypedCallout(c)) callouts.push(md`${bold(c.name)} for ${ownText(c.useFor)}`);
    else {
      const same = uses.find((u) => u.useFor === c.useFor);
      if (same) same.names.push(c.name);
      else uses.push({ names: [c.name], useFor: c.useFor, apiPageOnly: !!c.apiPageOnly });
    }
  }
  const apiOnly = md`, only on API endpoint pages (frontmatter \`api\` or \`openapi\`)`;
  return [
    ...uses.map((u) => md`- ${joinMd(u.names.map(bold), ' / ')} for ${ownText(u.useFor)}${u.apiPageOnly ? apiOnly : md``}.`),
    ...(callouts.length ? [md`- Callouts: ${joinMd(callouts, ', ')}.`] : []),
  ];
}

interface ReferenceEntry {
  members: ComponentSpec[];
  examples: string[];
}

const normalize = (example: string): string =>
  example
    .split('\n')
    .map((l) => l.trim())
    .join('\n');

/**
 * The spec's components grouped for reading: callouts together, and a component whose example is
 * already part of another's (Step in Steps, Card in CardGroup) listed with it under one example.
 */
function referenceEntries(components: readonly ComponentSpec[]): ReferenceEntry[] {
  const entries: ReferenceEntry[] = [];
  let callouts: ReferenceEntry | undefined;
  for (const c of components.filter(isReferenced)) {
    const isCallout = isTypedCallout(c);
    const own = normalize(c.example);
    let entry = isCallout ? callouts : entries.find((e) => e.examples.some((x) => normalize(x).includes(own) || own.includes(normalize(x))));
    if (!entry) {
      entry = { members: [], examples: [] };
      entries.push(entry);
      if (isCallout) callouts = entry;
    }
    entry.members.push(c);
    // Keep the larger of two nested examples (Expandable's shows ResponseField inside it).
    const smaller = entry.examples.findIndex((x) => own.includes(normalize(x)));
    if (smaller >= 0 && !isCallout) entry.examples[smaller] = c.example;
    else if (!entry.examples.some((x) => normalize(x).includes(own))) entry.examples.push(c.example);
  }
  return entries;
}

/** A catalog example; its request example calls the site's endpoint when one is known (a vetted token). */
function exampleCode(example: string, exampleUrl?: CodeToken): Code[] {
  return [ownCode(exampleUrl ? example.split(CATALOG_EXAMPLE_URL).join(exampleUrl) : example)];
}

/** The catalog's examples, each component's attributes and nesting; the vendor's other components last. */
export function componentReference(components: readonly ComponentSpec[], exampleUrl?: CodeToken): Md[] {
  const out: Md[] = [
    md`## Component reference`,
    md``,
    md`Each example is minimal and correct. Attributes not listed here don't exist; don't invent them. \
Every component also accepts ${joinMd(UNIVERSAL_LISTED.map(tick), ', ')} (an \`id\` is an anchor to link to, as on a \`Step\` or a \`Tab\`).`,
    md``,
  ];
  for (const entry of referenceEntries(components)) {
    out.push(md`### ${joinMd(entry.members.map((m) => ownText(m.name)), ', ')}`, md``);
    for (const c of entry.members) out.push(md`- ${tick(c.name)}: ${componentLine(c)}`);
    out.push(md``);
    const isCallouts = entry.members.length > 1 && entry.members.every(isTypedCallout);
    // One real example for all the typed callouts, instead of one box per callout repeating its description.
    if (isCallouts) out.push(fenced('mdx', [ownCode(entry.members.map((c) => c.sampleUse ?? c.example).join('\n\n'))]), md``);
    else for (const example of entry.examples) out.push(fenced('mdx', exampleCode(example, exampleUrl)), md``);
  }
  const vendor = components.filter((c) => !isReferenced(c) && !c.undocumented);
  if (vendor.length) {
    out.push(
      md`### Other components`,
      md``,
      md`The site also renders ${joinMd(vendor.map((c) => tick(c.name)), ', ')}, documented by the site generator's vendor. \
Prefer the components above; use these where they fit better.`,
      md``,
      fenced('mdx', vendorExamples(vendor).map(ownCode)),
      md``,
    );
  }
  return out;
}

/** One line per distinct vendor example: a family (Tree, Tree.Folder, Tree.File) shares one. */
function vendorExamples(vendor: readonly ComponentSpec[]): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const c of vendor) {
    const line = c.example.replace(/>\s*\n\s*</g, '><');
    const key = normalize(line);
    if (seen.has(key) || lines.some((l) => normalize(l).includes(key))) continue;
    seen.add(key);
    lines.push(line);
  }
  return lines;
}

function componentLine(c: ComponentSpec): Md {
  const parts: Md[] = [md`${ownText(c.doc.replace(/\.$/, ''))}.`];
  const exactly = new Set(c.exactlyOneOf ?? []);
  const attrs = c.attributes.filter((a) => !exactly.has(a.name)).map(attributeText);
  if (exactly.size) attrs.unshift(md`exactly one of ${joinMd([...exactly].map(tick), ', ')} (the parameter's name)`);
  parts.push(attrs.length ? md`Attributes: ${joinMd(attrs, '; ')}.` : md`No attributes.`);
  for (const d of c.dependencies ?? []) parts.push(md`${tick(d.attr)} needs ${tick(d.requires)}.`);
  if (c.parents?.length) parts.push(md`Only inside ${joinMd(c.parents.map(tick), ' or ')}.`);
  if (c.children?.length && c.childrenOnly) parts.push(md`Holds only ${joinMd(c.children.map(tick), ' or ')}.`);
  return joinMd(parts, ' ');
}

function attributeText(a: AttributeSpec): Md {
  const notes: Md[] = [];
  if (a.required) notes.push(md`required`);
  if (a.type === 'enum' && a.values) {
    if (a.values.length <= 4) notes.push(joinMd(a.values.map(tick), ' | '));
  } else if (a.type !== 'string' && a.type !== 'any') notes.push(ownText(a.type));
  if (a.default !== undefined) notes.push(md`default ${tick(a.default)}`);
  return md`${tick(a.name)}${notes.length ? md` (${joinMd(notes, ', ')})` : md``}`;
}
