/**
 * The AI code editors whose hidden project directory holds `rules.md`, and how to tell which one is
 * running. Shared by the VS Code command (detection from `vscode.env.appName`, the quick pick) and
 * the CLI (`--editor cursor`).
 */
import { INVISIBLE } from './safeText';

export interface AiEditor {
  /** Display name, as in the editor's own `appName`. */
  name: string;
  /** The hidden directory at the repository root, with its dot. */
  directory: string;
  /** Other names accepted by `docsite rules --editor`. */
  aliases?: readonly string[];
}

/**
 * GitHub Copilot reads `.github/copilot-instructions.md`; it is not an editor of its own (it runs in
 * VS Code), so it is offered in the picker but never detected from the app name.
 */
export const COPILOT: AiEditor = { name: 'GitHub Copilot', directory: '.github', aliases: ['copilot'] };

export const AI_EDITORS: readonly AiEditor[] = [
  COPILOT,
  { name: 'Cursor', directory: '.cursor' },
  { name: 'Windsurf', directory: '.windsurf' },
  { name: 'Trae', directory: '.trae' },
  { name: 'Kiro', directory: '.kiro' },
  { name: 'Void', directory: '.void' },
  { name: 'PearAI', directory: '.pearai' },
];

/** The editor directory for an `appName` (`Cursor` → `.cursor`); undefined for VS Code and others. */
export function detectEditorDirectory(appName: string | undefined): string | undefined {
  const app = (appName ?? '').toLowerCase();
  if (!app) return undefined;
  // Longest names first, so a name that contains another still matches itself.
  const byLength = AI_EDITORS.filter((e) => e !== COPILOT).sort((a, b) => b.name.length - a.name.length);
  return byLength.find((e) => new RegExp(`\\b${e.name.toLowerCase()}\\b`).test(app))?.directory;
}

/** Why a directory name can't be used, or undefined when it can. */
export function editorDirectoryProblem(value: string): string | undefined {
  const name = value.trim();
  if (!name) return 'Enter a directory name, such as .cursor.';
  if (/[\\/]/.test(name)) return 'Enter one directory name, without slashes.';
  if (name.replace(/^\.+/, '') === '') return 'Enter a name after the dot, such as .cursor.';
  if (/[\0<>:"|?*\x00-\x1f]/.test(name)) return 'The name contains characters that are not allowed in file names.';
  if (INVISIBLE.test(name)) return 'The name contains invisible or text-direction characters; type it plainly, such as .cursor.';
  // As normalizeEditorDirectory will write it: `git` becomes `.git`.
  const directory = (name.startsWith('.') ? name : '.' + name).replace(/[. ]+$/, '').toLowerCase();
  if (RESERVED_DIRECTORIES.has(directory)) return `${name} is a version-control folder; choose the directory of your AI editor, such as .cursor.`;
  return undefined;
}

/**
 * Version-control folders the rules file must never go into: their contents are the tool's own
 * (a file in `.git` can change what git runs). Compared without case and trailing dots or spaces,
 * as Windows and macOS file systems compare names.
 */
const RESERVED_DIRECTORIES = new Set(['.git', '.hg', '.svn']);


/**
 * The hidden directory for an editor given by name (`cursor`, `Cursor`), or by directory (`.cursor`,
 * `cursor-rules`). Always starts with a dot. Throws on a name that is not one path segment.
 */
export function normalizeEditorDirectory(value: string): string {
  const problem = editorDirectoryProblem(value);
  if (problem) throw new Error(`Invalid editor directory "${value}": ${problem}`);
  const name = value.trim();
  const lower = name.toLowerCase();
  const known = AI_EDITORS.find((e) => e.name.toLowerCase() === lower || e.directory === lower || e.aliases?.includes(lower));
  if (known) return known.directory;
  return name.startsWith('.') ? name : '.' + name;
}

/** The file name the rules are written to, inside the editor directory. */
export const PROJECT_RULES_FILE_NAME = 'rules.md';

/** The file the assistant of an editor directory reads, relative to the repository root (`.cursor/rules.md`). */
export function projectRulesFileName(directory: string): string {
  return directory === COPILOT.directory ? `${COPILOT.directory}/copilot-instructions.md` : `${directory}/${PROJECT_RULES_FILE_NAME}`;
}
