/** The names a page imports, read from its text. Where an import points is site/src/resolve.ts's job. */

/**
 * Names bound by top-level `import` lines, read from the text. For a page that does not parse (a
 * half-typed `<` while completing), where the syntax tree and its import list are unavailable.
 */
export function importedNamesInText(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/^import\s+([^'";]*?)\s+from\s+['"]/gm)) {
    for (const part of m[1].replace(/[{}]/g, ',').split(',')) {
      const local = part.trim().split(/\s+as\s+/).pop()?.trim();
      if (local && /^[A-Za-z_$][\w$]*$/.test(local)) names.push(local);
    }
  }
  return names;
}
