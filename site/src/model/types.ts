import { ConfigLayout } from './layout';

/**
 * Where a value sits: the file (docs.json, mint.json or a file it `$ref`s) and the character span of
 * the JSON value in it. Rules turn it into a Range of that file's document.
 */
export interface Loc {
  readonly file: string;
  readonly offset: number;
  readonly length: number;
}

/** The kinds of navigation division of today's layout; the spec's layout maps onto the same kinds. */
export type DivisionKind = 'root' | 'product' | 'language' | 'version' | 'tab' | 'dropdown' | 'anchor' | 'menu' | 'group';

/** An entry of a `pages` list. */
export interface PageEntry {
  readonly kind: 'page';
  /** As written (`/guides/intro`, `GET /users`). */
  readonly value: string;
  /** The page id (`guides/intro`): no leading `/` or `./`, `..` resolved. Empty for operations. */
  readonly id: string;
  /** Set when the entry names an OpenAPI operation (`GET /users`, `openapi.json GET /users`): no file. */
  readonly operation?: OperationRef;
  /**
   * Set on an entry the preview adds for a page the build generates from a division's `openapi`
   * source (openapi/generatedPages.ts): its path on the site and its title. Never in the model itself.
   */
  readonly generated?: { readonly id: string; readonly title: string };
  readonly loc: Loc;
}

/** `[spec-file] METHOD /path`, as navigation entries and frontmatter `openapi:` write it. */
export interface OperationRef {
  readonly specFile?: string;
  readonly method: string;
  readonly path: string;
}

/** One OpenAPI or AsyncAPI source of a site or a division. */
export interface ApiSource {
  readonly kind: 'openapi' | 'asyncapi';
  /** A path relative to the docs root (or to the division's `directory`), or an http(s) URL. */
  readonly source: string;
  /** Where generated pages go (`directory` of the object form, or an old tab/anchor's url). */
  readonly directory?: string;
  readonly loc: Loc;
}

/** A string value as the configuration writes it, and where. */
export interface WrittenString {
  readonly value: string;
  readonly loc: Loc;
}

/** A local file that docs.json names (logo, favicon, background image, font source, …). */
export interface AssetRef {
  readonly ref: string;
  /** Where the reference is used, for messages (`logo.dark`, `background.image`). */
  readonly field: string;
  readonly loc: Loc;
}

/**
 * A node of the navigation tree. The root is the `navigation` object (or, in the spec's layout, the
 * whole file); each division names itself with its kind's key and holds at most one child collection.
 */
export interface Division {
  readonly kind: DivisionKind;
  /** The identity value (`tab` name, `group` name, locale, version name…); empty for the root. */
  readonly name: string;
  readonly loc: Loc;
  readonly icon?: string;
  /** The icon's Font Awesome style: today's `{ name, style }`, or the spec's layout's `iconType`. */
  readonly iconStyle?: string;
  readonly hidden: boolean;
  /** `searchable: true` beside `hidden: true`: the pages below stay in search, the sitemap and llms.txt. */
  readonly searchable?: boolean;
  /** A tab's `align: "end"`: shown at the far end of the tab bar. */
  readonly alignEnd?: boolean;
  /** `default: true` on a version or language. */
  readonly isDefault: boolean;
  /** An external or absolute link instead of children. */
  readonly href?: string;
  readonly description?: string;
  /** Anchor, dropdown or product colour (light mode first). */
  readonly color?: { light?: string; dark?: string };
  /** A group's own page (`root`). */
  readonly root?: PageEntry;
  /** API sources declared on this division. */
  readonly apis: readonly ApiSource[];
  /** Child divisions and page entries, in document order. */
  readonly items: readonly (Division | PageEntry)[];
  /** Link items under `global` (shown on every page of the division). */
  readonly global: readonly Division[];
  /** Child collections present but ignored, because an earlier one in the vendor's order wins. */
  readonly ignoredCollections: readonly { key: string; used: string; loc: Loc }[];
  /** The spec's layout: the URL prefix that decides which pages a tab or anchor holds. */
  readonly urlPrefix?: string;
  /** The spec's layout: where `url` is written. */
  readonly urlLoc?: Loc;
  /** The spec's layout: a group or anchor tied to one version. */
  readonly version?: string;
  readonly versionLoc?: Loc;
}

export interface Redirect {
  readonly source: string;
  /** `source` as a pattern over page paths (`:param`, `*`). */
  readonly sourcePattern: RegExp;
  readonly destination: string;
  readonly permanent?: boolean;
  readonly loc: Loc;
  readonly sourceLoc: Loc;
  readonly destinationLoc: Loc;
}

export interface NavLink {
  readonly label: string;
  readonly href: string;
  readonly icon?: string;
  /** `github`, `discord`, … when the link is typed. */
  readonly type?: string;
}

export type AuthMethod = 'bearer' | 'basic' | 'key' | 'cobo';

/** A problem found while reading the configuration itself (a `$ref` that cannot be followed). */
export interface ModelProblem {
  readonly code: 'ref-missing' | 'ref-cycle' | 'ref-outside-root' | 'ref-invalid-json' | 'ref-too-large';
  readonly message: string;
  readonly loc: Loc;
}

/**
 * Everything about one site that any feature reads from its configuration: built once per version of
 * docs.json (and of every file it `$ref`s), from either layout.
 */
export interface SiteModel {
  readonly layout: ConfigLayout;
  /** docs.json or mint.json. */
  readonly configPath: string;
  readonly docsRoot: string;
  /** The configuration file and every file it `$ref`s, with the text each was read from. */
  readonly sources: ReadonlyMap<string, string>;
  readonly name?: string;
  readonly theme?: string;
  readonly colors: { primary?: string; light?: string; dark?: string };
  /**
   * The same three colours as written (untrimmed) and where: in docs.json or a file it `$ref`s, so a
   * finding on one lands in the file that holds it (the color-contrast rule).
   */
  readonly writtenColors: { primary?: WrittenString; light?: WrittenString; dark?: WrittenString };
  readonly logo?: { light?: string; dark?: string; href?: string };
  readonly favicon?: { light?: string; dark?: string };
  /** Today's `icons.library`: where named icons come from (Font Awesome when unset). */
  readonly iconLibrary?: IconLibrary;
  /** `appearance` (today) or `modeToggle` (spec): the default mode and whether the toggle is hidden. */
  readonly appearance: { default?: 'light' | 'dark' | 'system'; strict: boolean };
  readonly background: {
    image?: { light?: string; dark?: string };
    color?: { light?: string; dark?: string };
    decoration?: string;
  };
  readonly navbar: {
    links: readonly NavLink[];
    primary?: { type: 'button' | 'github' | 'discord'; label?: string; href: string };
  };
  readonly footer: {
    socials: readonly { platform: string; href: string }[];
    columns: readonly { header?: string; items: readonly { label: string; href: string }[] }[];
  };
  readonly banner?: { content: string; dismissible: boolean; type?: string };
  /** The spec's layout only: feedback buttons. */
  readonly feedback: { suggestEdit: boolean; raiseIssue: boolean };
  readonly api: {
    auth?: { method?: AuthMethod; name?: string; inputPrefix?: string };
    /** Base URLs of hand-written API pages (`api.mdx.server`, or the spec's `api.baseUrl`). */
    servers: readonly string[];
    /** `interactive`, `simple`, `none` or `auth` (the spec's show/simple/hide mapped onto these). */
    playground?: string;
  };
  /** Every OpenAPI and AsyncAPI source: top-level ones and those of divisions. */
  readonly apis: readonly ApiSource[];
  readonly redirects: readonly Redirect[];
  /** Local files the configuration names. */
  readonly assets: readonly AssetRef[];
  readonly navigation: Division;
  /**
   * The spec's layout: the names `versions` declares (with `url` when hosted elsewhere). Today's
   * layout keeps versions as divisions of the navigation tree instead, and this is empty.
   */
  readonly versions: readonly { name: string; href?: string; loc: Loc }[];
  readonly problems: readonly ModelProblem[];
  /**
   * The size the configuration expanded to: docs.json and each file once per `$ref` followed into it
   * (model/refExpansion.ts bounds it; the corpus tier checks the real sites stay far below).
   */
  readonly expansion: { readonly values: number; readonly characters: number };
  /** What the build's views for agents (llms.txt, llms-full.txt, each page's Markdown) read from the configuration. */
  readonly agents?: AgentSettings;
  /**
   * The first JSON syntax error of the configuration file (it is being typed): the model holds what
   * could be read; the preview keeps its last good chrome instead of drawing a half-read one.
   * `wellFormed`: the errors are only trailing commas or comments, so what was read is what the
   * author wrote (the site build still fails on them).
   */
  readonly syntaxError?: { readonly message: string; readonly loc: Loc; readonly wellFormed: boolean };
}

/** Whether a navigation item is a page entry. */
export function isPageEntry(item: Division | PageEntry): item is PageEntry {
  return item.kind === 'page';
}

/** The icon libraries a site may name in docs.json `icons.library`. */
export type IconLibrary = 'fontawesome' | 'lucide' | 'tabler';

/** The configuration's settings for the agents' view of the site (see llms/generate.ts). */
export interface AgentSettings {
  /** docs.json `description`, the summary under llms.txt's title. */
  readonly description?: string;
  /** `seo.indexing` (`navigable` or `all`); the spec's `seo.indexHiddenPages: true` reads as `all`. */
  readonly indexing?: string;
  /** `markdown.schema`: whether an endpoint page's Markdown carries its operation (default true). */
  readonly schema: boolean;
  /** `markdown.instructions` as written (a string or strings; non-strings left out), where its value sits. */
  readonly instructions?: { readonly lines: readonly string[]; readonly loc: Loc };
}
