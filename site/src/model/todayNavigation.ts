import todaySchemaJson from '../../../schemas/docs-today.schema.json';
import { readApiSources } from './apiSources';
import { ConfigReader, Val, booleanOf, nonEmptyString, stringOf } from './configReader';
import { pageEntry } from './pageEntry';
import { Division, DivisionKind, Loc, PageEntry } from './types';

/** Collection key → the kind of its items and the key that names each item. */
export const COLLECTIONS: Record<string, { kind: DivisionKind; identity: string }> = {
  products: { kind: 'product', identity: 'product' },
  languages: { kind: 'language', identity: 'language' },
  versions: { kind: 'version', identity: 'version' },
  tabs: { kind: 'tab', identity: 'tab' },
  dropdowns: { kind: 'dropdown', identity: 'dropdown' },
  anchors: { kind: 'anchor', identity: 'anchor' },
  menu: { kind: 'menu', identity: 'item' },
  groups: { kind: 'group', identity: 'group' },
};

type Definitions = Record<string, { 'x-childPrecedence'?: string[] }>;
const definitions = (todaySchemaJson as unknown as { definitions: Definitions }).definitions;
/** The `x-childPrecedence` of a definition of the schema of today's layout. */
const precedence = (definition: string): readonly string[] => definitions[definition]?.['x-childPrecedence'] ?? [];

/**
 * The children a division may hold, in the order the site build tries them: the first one present
 * wins and the others are dropped. `href` counts as a child (a link instead of content). Read from
 * the schema of today's layout, the one description of docs.json; a group holds only `pages`.
 */
export const CHILD_ORDER: Record<DivisionKind, readonly string[]> = {
  root: precedence('navigation'),
  product: precedence('productItem'),
  language: precedence('languageItem'),
  version: precedence('versionItem'),
  tab: precedence('tabItem'),
  dropdown: precedence('dropdownItem'),
  anchor: precedence('anchorItem'),
  menu: precedence('itemItem'),
  group: ['pages'],
};

/** Kinds that `global` may hold (as link items). */
const GLOBAL_COLLECTIONS = ['languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'products'];

/** Nesting beyond this is not read: no real navigation is this deep, and hostile input may be. */
const MAX_DEPTH = 48;

/** The navigation tree of today's layout: `navigation` is an object of divisions. */
export function readTodayNavigation(reader: ConfigReader, navigation: Val | undefined, fallback: Loc): Division {
  if (!navigation || navigation.node.type !== 'object') return emptyRoot(navigation ? reader.loc(navigation) : fallback);
  return readDivision(reader, navigation, 'root', 0);
}

export function emptyRoot(loc: Loc): Division {
  return { kind: 'root', name: '', loc, hidden: false, isDefault: false, apis: [], items: [], global: [], ignoredCollections: [] };
}

function readDivision(reader: ConfigReader, value: Val, kind: DivisionKind, depth: number): Division {
  const identity = kind === 'root' ? undefined : kind === 'menu' ? 'item' : kind;
  const keys = reader.keys(value);
  const present = CHILD_ORDER[kind].filter((key) => keys.includes(key));
  const used = present[0];
  const items: (Division | PageEntry)[] = [];
  if (depth < MAX_DEPTH && used && used !== 'href') {
    const collection = reader.get(value, used);
    // One push per page: spreading 200,000 pages as arguments overflowed the stack.
    if (used === 'pages') for (const page of readPages(reader, collection, depth)) items.push(page);
    else for (const item of reader.items(collection)) {
      if (item.node.type === 'object' && !isSourceRef(reader, item)) items.push(readDivision(reader, item, COLLECTIONS[used].kind, depth + 1));
    }
  }
  const rootValue = kind === 'group' ? reader.get(value, 'root') : undefined;
  const rootPage = nonEmptyString(rootValue);
  const directory = stringOf(reader.get(value, 'directory'));
  return {
    kind,
    name: identity ? nonEmptyString(reader.get(value, identity)) ?? '' : '',
    loc: reader.loc(value),
    icon: iconName(reader, reader.get(value, 'icon')),
    iconStyle: nonEmptyString(reader.get(reader.get(value, 'icon'), 'style')),
    hidden: booleanOf(reader.get(value, 'hidden')) ?? false,
    searchable: booleanOf(reader.get(value, 'searchable')) || undefined,
    alignEnd: kind === 'tab' && stringOf(reader.get(value, 'align')) === 'end' ? true : undefined,
    isDefault: booleanOf(reader.get(value, 'default')) ?? false,
    href: used === 'href' ? nonEmptyString(reader.get(value, 'href')) : undefined,
    description: nonEmptyString(reader.get(value, 'description')),
    color: colorPair(reader, reader.get(value, 'color')),
    root: rootPage && rootValue ? pageEntry(rootPage, reader.loc(rootValue)) : undefined,
    apis: [
      ...readApiSources(reader, reader.get(value, 'openapi'), 'openapi', directory),
      ...readApiSources(reader, reader.get(value, 'asyncapi'), 'asyncapi', directory),
    ],
    items,
    global: kind === 'group' || depth >= MAX_DEPTH ? [] : readGlobal(reader, reader.get(value, 'global'), depth),
    ignoredCollections: present.slice(1).map((key) => ({ key, used: used!, loc: reader.keyLoc(value, key)! })),
  };
}

/** A `pages` list: page paths and groups, to any depth. */
function readPages(reader: ConfigReader, list: Val | undefined, depth: number): (Division | PageEntry)[] {
  const out: (Division | PageEntry)[] = [];
  for (const item of reader.items(list)) {
    if (item.node.type === 'string') {
      const value = stringOf(item)!;
      if (value.trim()) out.push(pageEntry(value, reader.loc(item)));
    } else if (item.node.type === 'object' && depth < MAX_DEPTH && !isSourceRef(reader, item)) {
      out.push(readDivision(reader, item, 'group', depth + 1));
    }
  }
  return out;
}

function readGlobal(reader: ConfigReader, global: Val | undefined, depth: number): Division[] {
  if (global?.node.type !== 'object') return [];
  return GLOBAL_COLLECTIONS.flatMap((key) =>
    reader.items(reader.get(global, key)).filter((item) => item.node.type === 'object').map((item) => readDivision(reader, item, COLLECTIONS[key].kind, depth + 1)),
  );
}

/** `{ "sourceRef": "mount/path" }`: a placeholder for a git-source section, with nothing to check here. */
function isSourceRef(reader: ConfigReader, value: Val): boolean {
  return reader.get(value, 'sourceRef') !== undefined;
}

/** An icon is a name, or `{ name, style?, library? }`. */
export function iconName(reader: ConfigReader, value: Val | undefined): string | undefined {
  return nonEmptyString(value) ?? nonEmptyString(reader.get(value, 'name'));
}

/** `{ light?, dark? }` colours; a plain string is the same colour in both modes. */
export function colorPair(reader: ConfigReader, value: Val | undefined): { light?: string; dark?: string } | undefined {
  const single = nonEmptyString(value);
  if (single) return { light: single, dark: single };
  if (value?.node.type !== 'object') return undefined;
  const light = nonEmptyString(reader.get(value, 'light'));
  const dark = nonEmptyString(reader.get(value, 'dark'));
  return light || dark ? { light, dark } : undefined;
}
