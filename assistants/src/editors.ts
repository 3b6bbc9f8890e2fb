/**
 * The spec's generic rules target, `.<editor_dir>/rules.md`, for a tool targets.ts does not know:
 * the checks of a directory name a user types, and the resolution of a chosen name to a file.
 */
import { INVISIBLE } from '../../common/src';
import { GENERIC_RULES_FILE_NAME, rulesTargetFor, type RulesTarget } from './targets';

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
 * The hidden directory of the spec's generic target (`.<editor_dir>/rules.md`) for a name
 * (`zed` → `.zed`). Always starts with a dot. Throws on a name that is not one path segment.
 */
export function normalizeEditorDirectory(value: string): string {
  const problem = editorDirectoryProblem(value);
  if (problem) throw new Error(`Invalid editor directory "${value}": ${problem}`);
  const name = value.trim();
  return name.startsWith('.') ? name : '.' + name;
}

/** The file name of the generic target, inside the editor directory. */
export const PROJECT_RULES_FILE_NAME = GENERIC_RULES_FILE_NAME;

/** The generic target's file, relative to the repository root (`.zed/rules.md`). */
export function projectRulesFileName(directory: string): string {
  return `${directory}/${PROJECT_RULES_FILE_NAME}`;
}

/**
 * Where a chosen name writes: a known tool's own place (`cursor`, `.cursor`, `AGENTS.md`), else the
 * spec's generic `.<dir>/rules.md`. The file is relative to the repository root, or to the docs root
 * for a target read there (`.mintlify/AGENTS.md`). Throws on a name that is no directory name.
 */
export function resolveRulesPlace(value: string): { target?: RulesTarget; file: string } {
  // A generic file named as such (`.cursor/rules.md`, an older Docsite's) stays that file.
  const generic = /^\s*([^/\\]+)\/rules\.md\s*$/.exec(value);
  if (generic) return { file: projectRulesFileName(normalizeEditorDirectory(generic[1])) };
  const target = rulesTargetFor(value);
  if (target) return { target, file: target.file };
  return { file: projectRulesFileName(normalizeEditorDirectory(value)) };
}
