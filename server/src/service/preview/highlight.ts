/**
 * Syntax highlighting with lowlight (highlight.js grammars, hast output). The engine and its
 * grammars are loaded on the first code block only, and results are cached per (language, code), so
 * re-rendering a page on every keystroke highlights only the block that changed.
 */
import type { Element, ElementContent } from 'hast';

type Engine = {
  registered(name: string): boolean;
  highlight(lang: string, value: string): { children: ElementContent[] };
};

/** The grammars shipped (a few keep the VSIX small); aliases come with each grammar. */
const GRAMMARS = [
  'bash', 'shell', 'javascript', 'typescript', 'json', 'yaml', 'python', 'go', 'ruby', 'xml', 'css',
  'java', 'rust', 'php', 'csharp', 'sql', 'diff', 'http', 'markdown', 'ini', 'kotlin', 'swift', 'c', 'cpp',
] as const;

let engine: Engine | undefined;
const cache = new Map<string, ElementContent[]>();
const CACHE_LIMIT = 500;

function load(): Engine {
  if (engine) return engine;
  // Lazy on purpose: a page without code never pays for the grammars.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createLowlight } = require('lowlight') as { createLowlight: (g: Record<string, unknown>) => Engine };
  const grammars: Record<string, unknown> = {};
  for (const name of GRAMMARS) grammars[name] = loadGrammar(name);
  engine = createLowlight(grammars);
  return engine;
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

/** Whether the language has a grammar; the engine is loaded to answer, so only call it for code. */
export function canHighlight(lang: string | undefined): boolean {
  if (!lang) return false;
  const e = load();
  const name = ALIASES[lang.toLowerCase()] ?? lang.toLowerCase();
  return e.registered(name);
}

/** Highlighted children for a `<code>` element, or plain text when the language is unknown. */
export function highlight(lang: string | undefined, value: string): ElementContent[] {
  const plain: ElementContent[] = [{ type: 'text', value }];
  if (!lang) return plain;
  const name = ALIASES[lang.toLowerCase()] ?? lang.toLowerCase();
  const key = name + '\0' + value;
  const cached = cache.get(key);
  if (cached) return structuredClone(cached);
  const e = load();
  if (!e.registered(name)) return plain;
  let children: ElementContent[];
  try {
    children = e.highlight(name, value).children;
  } catch {
    return plain;
  }
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, children);
  return structuredClone(children);
}

export type { Element };
