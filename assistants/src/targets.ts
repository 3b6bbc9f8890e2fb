/**
 * Where each AI assistant reads project instructions, and in what format (issue 37, item 2). Every
 * target names the tool's own documentation for its place and format; a tool whose reading place
 * could not be confirmed there is not offered (Void and PearAI were dropped for that reason).
 *
 * `whole` targets are files of their own (written whole, replaced only when asked); `section`
 * targets are files a team usually writes too (AGENTS.md, CLAUDE.md), where Docsite manages one
 * marked section and keeps every other line (agentsFile.ts).
 */
import { dirname, joinPath } from '../../common/src';
export type RulesTargetId = 'cursor' | 'windsurf' | 'claude' | 'copilot' | 'copilot-path' | 'agents' | 'mintlify-agents' | 'trae' | 'kiro';

export interface RulesTarget {
  id: RulesTargetId;
  /** The tool, as the picker and messages name it. */
  tool: string;
  /** The file, relative to the repository root (or to the docs root for `inDocsRoot`). */
  file: string;
  /** Who reads the file, truthfully: the picker's description. */
  reads: string;
  format: 'whole' | 'section';
  /** The tool's documentation of this place and format. */
  docs: string;
  /** Folders an older Docsite wrote this tool's rules to (`.cursor/rules.md`), which the tool does not read. */
  legacy?: readonly string[];
  /** Relative to the docs root rather than the repository root (the vendor's agent reads it there). */
  inDocsRoot?: boolean;
  /** The application name (`vscode.env.appName`) that runs this tool's editor, for detection. */
  appName?: string;
  /** Other names `docsite rules --editor` and the setting accept. */
  aliases?: readonly string[];
  /** How much of the file the tool reads (Windsurf: 12,000 characters per rule file); the rest is lost. */
  maxCharacters?: number;
  /** The YAML frontmatter the tool reads, given the globs of the site's pages and docs.json. */
  frontmatter?: (globs: readonly string[]) => readonly string[];
}

const DESCRIPTION = 'Writing rules for the documentation site: MDX pages, components and docs.json';

/** A YAML double-quoted scalar: a glob starting with `*` is an alias in plain YAML. */
const yamlString = (value: string) => JSON.stringify(value);

export const RULES_TARGETS: readonly RulesTarget[] = [
  {
    // https://docs.cursor.com/context/rules — project rules are `.cursor/rules/*.mdc` files whose
    // frontmatter has `description`, `globs` (comma-separated) and `alwaysApply`; `.cursorrules` is legacy.
    id: 'cursor',
    tool: 'Cursor',
    file: '.cursor/rules/docsite.mdc',
    reads: 'Cursor reads .cursor/rules/*.mdc when a page or docs.json is in context',
    format: 'whole',
    docs: 'https://docs.cursor.com/context/rules',
    legacy: ['.cursor'],
    appName: 'Cursor',
    frontmatter: (globs) => [`description: ${yamlString(DESCRIPTION)}`, `globs: ${yamlString(globs.join(','))}`, 'alwaysApply: false'],
  },
  {
    // https://docs.windsurf.com/windsurf/cascade/memories#rules — workspace rules are files of
    // `.windsurf/rules/`, with a `trigger` (`always_on`, `glob`, `model_decision`, `manual`).
    id: 'windsurf',
    tool: 'Windsurf',
    file: '.windsurf/rules/docsite.md',
    reads: 'Windsurf (Cascade) reads .windsurf/rules/*.md, up to 12,000 characters of each',
    format: 'whole',
    docs: 'https://docs.windsurf.com/windsurf/cascade/memories#rules',
    legacy: ['.windsurf'],
    appName: 'Windsurf',
    maxCharacters: 12_000,
    frontmatter: () => ['trigger: always_on'],
  },
  {
    // https://docs.anthropic.com/en/docs/claude-code/memory — project memory is `./CLAUDE.md`, read
    // from the working directory up; a team's file: Docsite manages its own section.
    id: 'claude',
    tool: 'Claude Code',
    file: 'CLAUDE.md',
    reads: 'Claude Code reads CLAUDE.md at the repository root (a marked Docsite section)',
    format: 'section',
    docs: 'https://docs.anthropic.com/en/docs/claude-code/memory',
  },
  {
    // https://docs.github.com/en/copilot/how-tos/configure-custom-instructions-in-your-ide/add-repository-instructions-in-your-ide
    // — repository-wide instructions are `.github/copilot-instructions.md`.
    id: 'copilot',
    tool: 'GitHub Copilot',
    file: '.github/copilot-instructions.md',
    reads: 'GitHub Copilot reads .github/copilot-instructions.md for every request in the repository',
    format: 'whole',
    docs: 'https://docs.github.com/en/copilot/how-tos/configure-custom-instructions-in-your-ide/add-repository-instructions-in-your-ide',
    aliases: ['github', 'github-copilot'],
  },
  {
    // Same page: path-specific instructions are `.github/instructions/NAME.instructions.md` with
    // `applyTo`, comma-separated globs relative to the repository root.
    id: 'copilot-path',
    tool: 'GitHub Copilot (docs pages only)',
    file: '.github/instructions/docsite.instructions.md',
    reads: "GitHub Copilot reads .github/instructions/*.instructions.md for files its applyTo matches (the site's pages and docs.json)",
    format: 'whole',
    docs: 'https://docs.github.com/en/copilot/how-tos/configure-custom-instructions-in-your-ide/add-repository-instructions-in-your-ide',
    frontmatter: (globs) => [`applyTo: ${yamlString(globs.join(','))}`],
  },
  {
    // https://agents.md — one Markdown file at the repository root, read by Codex, Cursor, Copilot's
    // coding agent, Windsurf and others.
    id: 'agents',
    tool: 'AGENTS.md',
    file: 'AGENTS.md',
    reads: 'read by Codex, Cursor, Windsurf, GitHub Copilot and most coding agents (a marked Docsite section)',
    format: 'section',
    docs: 'https://agents.md',
  },
  {
    // https://mintlify.com/docs/agent/customize — the vendor's agent reads `.mintlify/AGENTS.md` at
    // the root of the documentation project, which the build does not serve.
    id: 'mintlify-agents',
    tool: "The site vendor's agent",
    file: '.mintlify/AGENTS.md',
    reads: "read by the site vendor's writing agent; never published (a marked Docsite section)",
    format: 'section',
    docs: 'https://mintlify.com/docs/agent/customize',
    inDocsRoot: true,
  },
  {
    // https://docs.trae.ai/ide/rules-for-ai — project rules are `.trae/rules/project_rules.md`.
    id: 'trae',
    tool: 'Trae',
    file: '.trae/rules/project_rules.md',
    reads: 'Trae reads .trae/rules/project_rules.md (a marked Docsite section)',
    format: 'section',
    docs: 'https://docs.trae.ai/ide/rules-for-ai',
    legacy: ['.trae'],
    appName: 'Trae',
  },
  {
    // https://kiro.dev/docs/steering/ — steering files are `.kiro/steering/*.md`, `inclusion: always` by default.
    id: 'kiro',
    tool: 'Kiro',
    file: '.kiro/steering/docsite.md',
    reads: 'Kiro reads every steering file of .kiro/steering/',
    format: 'whole',
    docs: 'https://kiro.dev/docs/steering/',
    legacy: ['.kiro'],
    appName: 'Kiro',
    frontmatter: () => ['inclusion: always'],
  },
];

/** The spec's generic place for an editor directory (`.<editor_dir>/rules.md`), for any other tool. */
export const GENERIC_RULES_FILE_NAME = 'rules.md';

export function rulesTarget(id: string): RulesTarget | undefined {
  return RULES_TARGETS.find((t) => t.id === id);
}

/**
 * The target a name stands for: its id, tool name, alias, file, or the editor directory an older
 * Docsite took (`.cursor`, `cursor`). Undefined for any other name (the generic `.<dir>/rules.md`).
 */
export function rulesTargetFor(value: string): RulesTarget | undefined {
  const name = value.trim().toLowerCase();
  if (!name) return undefined;
  const dir = name.startsWith('.') ? name : '.' + name;
  return RULES_TARGETS.find(
    (t) => t.id === name || t.tool.toLowerCase() === name || t.file.toLowerCase() === name || t.aliases?.includes(name) || t.legacy?.includes(dir) || (t.id === 'copilot' && dir === '.github'),
  );
}

/** The target of the editor running Docsite (`Cursor` → cursor); undefined for VS Code and others. */
export function detectRulesTarget(appName: string | undefined): RulesTarget | undefined {
  const app = (appName ?? '').toLowerCase();
  if (!app) return undefined;
  return RULES_TARGETS.find((t) => t.appName && new RegExp(`\\b${t.appName.toLowerCase()}\\b`).test(app));
}

/** Where an older Docsite wrote this target's rules (`.cursor/rules.md`), relative to the repository root. */
export function legacyRulesFiles(target: RulesTarget): string[] {
  return (target.legacy ?? []).map((dir) => `${dir}/${GENERIC_RULES_FILE_NAME}`);
}

/**
 * The globs of a site's pages and docs.json, relative to the repository root (`docs/**\/*.mdx`),
 * as Cursor's `globs` and Copilot's `applyTo` take them.
 */
export function siteGlobs(docsFolder: string, configFile = 'docs.json'): string[] {
  const prefix = docsFolder ? `${docsFolder}/` : '';
  return [`${prefix}**/*.mdx`, `${prefix}**/*.md`, `${prefix}${configFile}`];
}

/** What to tell the user when the tool reads only part of the file; undefined when it reads it all. */
export function truncationNote(target: RulesTarget | undefined, text: string): string | undefined {
  if (!target?.maxCharacters || text.length <= target.maxCharacters) return undefined;
  return `${target.tool} reads only the first ${target.maxCharacters.toLocaleString('en-US')} characters of a rule file, and this one has ${text.length.toLocaleString('en-US')}: the sections past that (see the file's headings) are not read.`;
}

/** The text of a whole-file target: its frontmatter, if the tool reads one, then the rules. */
export function withTargetFrontmatter(target: RulesTarget | undefined, rules: string, globs: readonly string[]): string {
  const lines = target?.frontmatter?.(globs);
  return lines?.length ? `---\n${lines.join('\n')}\n---\n\n${rules}` : rules;
}

/**
 * The target a rules file at `path` is, and the root it belongs to (the repository root; the docs
 * root for a target read there): the places of targets.ts, the generic `.<dir>/rules.md` (also
 * where an older Docsite wrote every editor's rules), or undefined when the path is none of them.
 */
export function rulesTargetOfPath(path: string): { target?: RulesTarget; root: string } | undefined {
  // The longest file first: `.mintlify/AGENTS.md` is not the `AGENTS.md` of a folder `.mintlify`.
  for (const target of [...RULES_TARGETS].sort((a, b) => b.file.length - a.file.length)) {
    const suffix = '/' + target.file;
    if (path.endsWith(suffix)) return { target, root: path.slice(0, -suffix.length) || '/' };
  }
  const parts = path.split('/');
  const folder = parts[parts.length - 2] ?? '';
  if (parts[parts.length - 1] === GENERIC_RULES_FILE_NAME && folder.startsWith('.') && folder.length > 1 && folder !== '.git') return { root: dirname(dirname(path)) };
  return undefined;
}

/** The root a rules file at `path` belongs to, or undefined when the path is no rules file target. */
export function rulesFileRoot(path: string): string | undefined {
  return rulesTargetOfPath(path)?.root;
}

/** Where rules files may sit for a repository root: every target's file and the places older versions wrote. */
export function rulesFileCandidates(repoRoot: string): string[] {
  const files = RULES_TARGETS.flatMap((t) => [t.file, ...legacyRulesFiles(t)]);
  return files.map((file) => joinPath(repoRoot, file));
}
