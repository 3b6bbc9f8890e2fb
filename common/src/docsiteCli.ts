/**
 * The command line as other files name it: the npm package that carries the `docsite` command, its
 * subcommands, and how to run it without installing.
 *
 * The package is `docsite-tools`, not `docsite`: on the npm registry `docsite` is an unrelated
 * static-site tool with a `docsite` bin, so npx given only `docsite …` would download and run a stranger's code
 * (issue 37; `npm view docsite-tools` answered 404 when the name was chosen). The command stays
 * `docsite`. npx takes the package apart from the command with `--package` (npm's documentation of
 * `npm exec` / npx: "npx --package=<pkg>[@<version>] -- <cmd> [args...]"), so every line we print or
 * write names the package: `npx --package=docsite-tools docsite check docs`.
 * test/unit/npxPackage.test.ts checks that package.json's name is this one and that no document,
 * template or generated rules file runs npx on `docsite` without it.
 */

/** package.json's `name`. */
export const NPM_PACKAGE = 'docsite-tools';

/** The subcommands cli/src/main.ts dispatches on (its synopsis table is typed by this list). */
export const DOCSITE_COMMANDS = ['check', 'rules', 'upgrade', 'translations', 'mcp', 'llms', 'lsp', 'preview', 'help'] as const;
export type DocsiteCommand = (typeof DOCSITE_COMMANDS)[number];

/** `npx --package=docsite-tools docsite <args>`: the command line that runs Docsite without installing it. */
export function npxDocsite(args: string): string {
  return `npx --package=${NPM_PACKAGE} docsite${args ? ' ' + args : ''}`;
}
