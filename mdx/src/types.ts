/**
 * The prepared form of one page version. Parsing happens once per version (parse.ts); every rule and
 * provider walks these flat lists instead of re-parsing. All offsets are into the full document text
 * (frontmatter included), so converting to LSP ranges needs no mapping.
 */
import type { NestingCrossing } from './nestingScan';
import type { ConstructCrossing } from './constructScan';
import type { Root } from 'mdast';

export interface Span {
  start: number;
  end: number;
}

export interface FrontmatterEntry {
  key: string;
  keySpan: Span;
  /** The source text of a scalar value, trimmed (quotes kept; several lines for a folded one); empty for a list or map. */
  rawValue: string;
  /** Where the scalar value is written, every line of it; right after the colon for a list, a map or nothing. */
  valueSpan: Span;
  /** The value as YAML reads it, when it is a string (absent when the block does not parse). */
  value?: string;
  /** Whether the scalar is written over more than one line. */
  multiline: boolean;
}

export interface Frontmatter {
  /** Whether the page starts with a `---` block. */
  present: boolean;
  /** The whole block including both delimiter lines. */
  span: Span;
  data: Record<string, unknown>;
  /** Top-level keys in source order. */
  entries: FrontmatterEntry[];
  /** A YAML error or an unclosed block. */
  error?: { message: string; span: Span };
}

export type AttributeKind = 'string' | 'expression' | 'bare' | 'spread';

export interface JsxAttribute {
  kind: AttributeKind;
  /** Empty for a spread. */
  name: string;
  nameSpan: Span;
  span: Span;
  /** The string value, or the expression source (without braces); null for a bare attribute. */
  value: string | null;
  /** Where the value sits, inside quotes/braces. */
  valueSpan?: Span;
}

export interface JsxElement {
  name: string;
  /** From `<` to the end of the closing tag (or of the open tag when self-closing or unclosed). */
  span: Span;
  nameSpan: Span;
  /** Offset just after the `>` of the opening tag (the tag's end when it is cut off). */
  openTagEnd: number;
  /** The `</Name>` tag, when present. */
  closeSpan?: Span;
  selfClosing: boolean;
  attributes: JsxAttribute[];
  parent?: JsxElement;
  children: JsxElement[];
}

export interface Heading {
  depth: number;
  text: string;
  span: Span;
  /**
   * The text the build slugs into the heading's id: text with smartypants' quotes and dashes,
   * inline code as written, no image alt. The id itself depends on the whole page (repeats,
   * components): see `pageAnchorIds` in anchors.ts.
   */
  anchorText: string;
  /** The id written as `## Title {#id}`, normalized as the build does. */
  customId?: string;
}

export interface PageImage {
  kind: 'markdown' | 'html';
  alt: string | undefined;
  src: string;
  span: Span;
  /** Where the path is written: inside `(…)` or the `src` quotes; the whole image when unknown. */
  srcSpan: Span;
  /** The `<img>` element for `html` images. */
  element?: JsxElement;
  /** Innermost enclosing component. */
  parent?: JsxElement;
  /** In a line of text, a table cell or a link (a badge, an icon in a sentence, a button), not a block of its own. */
  inline?: boolean;
}

export interface PageLink {
  kind: 'markdown' | 'attribute';
  url: string;
  /** Where the URL is written (falls back to `span` when it cannot be located exactly). */
  urlSpan: Span;
  /** Visible text of a markdown link; undefined for attribute links. */
  text?: string;
  span: Span;
  /** The element whose `href`/`src` attribute holds the URL. */
  element?: JsxElement;
}

export interface CodeBlock {
  lang: string | undefined;
  meta: string | undefined;
  value: string;
  span: Span;
  /** The opening fence line. */
  fenceSpan: Span;
  /** Offset of the first line of code. */
  valueStart: number;
  parent?: JsxElement;
}

/** One name an import binds: `{ A as B }` is named A, local B; `X` is the default; `* as X` the namespace. */
export interface ImportSpecifier {
  kind: 'named' | 'default' | 'namespace';
  /** The name the imported file exports (`default` for a default import, `*` for a namespace). */
  imported: string;
  local: string;
  span: Span;
}

export interface PageImport {
  /** Local names bound by the import. */
  names: string[];
  specifiers: ImportSpecifier[];
  source: string;
  sourceSpan: Span;
  span: Span;
}

export interface SyntaxProblem {
  /** `unclosed`/`mismatch` are tag problems (reported by the tag rule); `syntax` is anything else. */
  kind: 'syntax' | 'unclosed' | 'mismatch';
  message: string;
  span: Span;
  /** Tag problems: the open tag's name. */
  tag?: string;
  /** Mismatch: the name in the closing tag that was found instead. */
  closing?: string;
}

/** The flat lists a walk of the page's syntax tree fills. */
export interface PageStructure {
  /** Every JSX element in document order. */
  elements: JsxElement[];
  headings: Heading[];
  images: PageImage[];
  links: PageLink[];
  codeBlocks: CodeBlock[];
  imports: PageImport[];
  /** Names the page defines with `export const/function`. */
  exportedNames: string[];
  /**
   * What the file exports to a file importing it: the `export const/function/class` names and the
   * names of `export { a as b }` (b), and `default` for `export default`.
   */
  moduleExports: string[];
}

export interface ParsedPage extends PageStructure {
  text: string;
  frontmatter: Frontmatter;
  /** Offset where the Markdown body begins. */
  bodyStart: number;
  /** True when the strict MDX parse succeeded; false means the tolerant fallback filled the lists. */
  strict: boolean;
  syntaxError?: SyntaxProblem;
  /**
   * Why the body was not parsed at all: too large, or too many tags, link brackets or backticks to
   * parse within an editor's response time; or binary. Only the frontmatter is then known.
   */
  skipped?: PageSkip['reason'];
  /** Where and why the page was skipped, when `skipped` is set. */
  skip?: PageSkip;
  /** The MDX syntax tree when the strict parse succeeded. */
  mdast?: Root;
}

/** Why a page's body is not parsed, and where the bound that stopped it was crossed. */
export interface PageSkip {
  /** too-deep: nested beyond NESTING_BOUNDS (see nestingScan.ts); too-complex: more of a costly construct than CONSTRUCT_BOUNDS (constructScan.ts). */
  reason: 'too-large' | 'too-complex' | 'too-deep' | 'binary';
  /** The offset where a count or nesting bound was crossed (the first NUL for binary); none for size. */
  offset?: number;
  nesting?: NestingCrossing;
  construct?: ConstructCrossing;
}
