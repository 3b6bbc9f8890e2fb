/**
 * Syntax highlighting with highlight.js (core plus a few grammars), emitted straight into hast by our
 * own token emitter. A `Highlighter` loads the engine and its grammars on its first code block only,
 * and caches results per (language, code), so a keystroke re-highlights only the block that changed.
 * The caller owns the highlighter (the language service, a preview's RenderCache): the module keeps
 * no state, so two owners never share or evict each other's entries.
 */
import type { Element, ElementContent } from 'hast';
import { BoundedCache } from '../../../common/src';

interface HljsResult {
  _emitter: HastTokenEmitter;
}
interface Hljs {
  newInstance(): Hljs;
  configure(options: Record<string, unknown>): void;
  registerLanguage(name: string, grammar: unknown): void;
  getLanguage(name: string): unknown;
  highlight(code: string, options: { language: string; ignoreIllegals: boolean }): HljsResult;
  highlightAuto(code: string): AutoResult;
}

interface AutoResult {
  language?: string;
  relevance: number;
  secondBest?: { language?: string; relevance: number };
}

/** Builds hast from highlight.js's token events: scopes become spans with `hljs-*` classes. */
class HastTokenEmitter {
  readonly root: Element = { type: 'element', tagName: 'span', properties: {}, children: [] };
  private readonly stack: Element[] = [this.root];

  constructor(private readonly options: { classPrefix?: string }) {}

  private get top(): Element {
    return this.stack[this.stack.length - 1];
  }

  addText(value: string): void {
    if (!value) return;
    const last = this.top.children[this.top.children.length - 1];
    if (last && last.type === 'text') last.value += value;
    else this.top.children.push({ type: 'text', value });
  }

  startScope(name: string): void {
    this.openNode(name);
  }

  endScope(): void {
    this.closeNode();
  }

  openNode(name: string): void {
    const prefix = this.options.classPrefix ?? 'hljs-';
    // `title.function` → `hljs-title function_` (the highlight.js class convention).
    const parts = String(name).split('.');
    const className = [prefix + parts[0], ...parts.slice(1).map((p, i) => p + '_'.repeat(i + 1))];
    const node: Element = { type: 'element', tagName: 'span', properties: { className }, children: [] };
    this.top.children.push(node);
    this.stack.push(node);
  }

  closeNode(): void {
    if (this.stack.length > 1) this.stack.pop();
  }

  __addSublanguage(other: HastTokenEmitter, name: string): void {
    const node: Element = { type: 'element', tagName: 'span', properties: { className: name ? ['language-' + name] : [] }, children: other.root.children };
    this.top.children.push(node);
  }

  finalize(): void {}

  toHTML(): string {
    return '';
  }
}

type Engine = { registered(name: string): boolean; highlight(lang: string, value: string): { children: ElementContent[] }; guess(value: string): AutoResult };

/** The grammars shipped (a few keep the VSIX small); aliases come with each grammar. */
const GRAMMARS = [
  'bash', 'shell', 'javascript', 'typescript', 'json', 'yaml', 'python', 'go', 'ruby', 'xml', 'css',
  'java', 'rust', 'php', 'csharp', 'sql', 'diff', 'http', 'markdown', 'ini', 'kotlin', 'swift', 'c', 'cpp',
] as const;

// The bundle's CommonJS require, declared here so that the pure service needs no Node types (the
// webview's type check, which sees the service through the preview's types, has only DOM types).
declare const require: (id: string) => unknown;

/** Highlighted blocks kept per highlighter: enough for the code of a few long pages. */
const CACHE_LIMIT = 500;
/**
 * And their code, together: a highlighted tree holds many times its text, so 500 blocks of a
 * generated 100 KB file each would hold hundreds of MB; this is ample for hand-written pages.
 */
const CACHE_TEXT_LIMIT = 2_000_000;

function loadEngine(): Engine {
  const core = require('highlight.js/lib/core') as Hljs;
  const hljs = core.newInstance();
  hljs.configure({ __emitter: HastTokenEmitter, classPrefix: 'hljs-' });
  for (const name of GRAMMARS) hljs.registerLanguage(name, loadGrammar(name));
  return {
    registered: (name) => !!hljs.getLanguage(name),
    highlight: (lang, value) => ({ children: hljs.highlight(value, { language: lang, ignoreIllegals: true })._emitter.root.children }),
    guess: (value) => hljs.highlightAuto(value),
  };
}

// Each require is written out so the bundler sees (and ships) exactly these grammars.
function loadGrammar(name: (typeof GRAMMARS)[number]): unknown {
  switch (name) {
    case 'bash': return require('highlight.js/lib/languages/bash');
    case 'shell': return require('highlight.js/lib/languages/shell');
    case 'javascript': return require('highlight.js/lib/languages/javascript');
    case 'typescript': return require('highlight.js/lib/languages/typescript');
    case 'json': return require('highlight.js/lib/languages/json');
    case 'yaml': return require('highlight.js/lib/languages/yaml');
    case 'python': return require('highlight.js/lib/languages/python');
    case 'go': return require('highlight.js/lib/languages/go');
    case 'ruby': return require('highlight.js/lib/languages/ruby');
    case 'xml': return require('highlight.js/lib/languages/xml');
    case 'css': return require('highlight.js/lib/languages/css');
    case 'java': return require('highlight.js/lib/languages/java');
    case 'rust': return require('highlight.js/lib/languages/rust');
    case 'php': return require('highlight.js/lib/languages/php');
    case 'csharp': return require('highlight.js/lib/languages/csharp');
    case 'sql': return require('highlight.js/lib/languages/sql');
    case 'diff': return require('highlight.js/lib/languages/diff');
    case 'http': return require('highlight.js/lib/languages/http');
    case 'markdown': return require('highlight.js/lib/languages/markdown');
    case 'ini': return require('highlight.js/lib/languages/ini');
    case 'kotlin': return require('highlight.js/lib/languages/kotlin');
    case 'swift': return require('highlight.js/lib/languages/swift');
    case 'c': return require('highlight.js/lib/languages/c');
    case 'cpp': return require('highlight.js/lib/languages/cpp');
  }
}

const ALIASES: Record<string, string> = { sh: 'bash', zsh: 'bash', console: 'shell', curl: 'bash', js: 'javascript', jsx: 'javascript', mjs: 'javascript', ts: 'typescript', tsx: 'typescript', py: 'python', rb: 'ruby', html: 'xml', svg: 'xml', yml: 'yaml', golang: 'go', rs: 'rust', cs: 'csharp', md: 'markdown', mdx: 'markdown', toml: 'ini', kt: 'kotlin', jsonc: 'json', json5: 'json' };


/** One owner's highlight.js engine (loaded on first use) and its cache of highlighted blocks. */
export class Highlighter {
  private engine: Engine | undefined;
  /** By language and code; a key holds the block's code, so the blocks' length bounds it too. */
  private readonly cache: BoundedCache<string, ElementContent[]>;

  constructor(limit = CACHE_LIMIT, textLimit = CACHE_TEXT_LIMIT) {
    this.cache = new BoundedCache({ maxEntries: limit, maxWeight: textLimit, weigh: (_, key) => key.length });
  }

  /** Whether the engine and its grammars are loaded: not until the first block that needs them. */
  get loaded(): boolean {
    return this.engine !== undefined;
  }

  /** How many highlighted blocks are kept. */
  get size(): number {
    return this.cache.size;
  }

  /** Forgets the highlighted blocks (the engine stays loaded). */
  clear(): void {
    this.cache.clear();
  }

  /** Highlighted children for a `<code>` element, or plain text when the language is unknown. */
  highlight(lang: string | undefined, value: string): ElementContent[] {
    const plain: ElementContent[] = [{ type: 'text', value }];
    if (!lang) return plain;
    const name = ALIASES[lang.toLowerCase()] ?? lang.toLowerCase();
    const key = name + '\0' + value;
    const cached = this.cache.get(key);
    if (cached) return structuredClone(cached);
    const e = this.load();
    if (!e.registered(name)) return plain;
    let children: ElementContent[];
    try {
      children = e.highlight(name, value).children;
    } catch {
      return plain;
    }
    this.cache.set(key, children);
    return structuredClone(children);
  }

  /**
   * highlight.js's guess at the language of `value` among the shipped grammars: the best and the
   * runner-up with their relevance scores (0 when nothing matched). Callers decide how sure is sure.
   */
  guessLanguage(value: string): { language?: string; relevance: number; runnerUp?: string; runnerUpRelevance: number } {
    const result = this.load().guess(value);
    return { language: result.language, relevance: result.relevance, runnerUp: result.secondBest?.language, runnerUpRelevance: result.secondBest?.relevance ?? 0 };
  }

  private load(): Engine {
    // Lazy on purpose: a page without code never pays for the grammars.
    return (this.engine ??= loadEngine());
  }
}

export type { Element };
