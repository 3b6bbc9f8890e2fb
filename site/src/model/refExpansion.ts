import { Node } from 'jsonc-parser';

/**
 * Bounds on what `$ref`s may expand a configuration to: docs.json and every file followed, counted
 * again each time a `$ref` brings it in. A few small files that each name the next one ten times
 * describe millions of entries (issue 36: 10^6 groups took 45 s and 3.6 GB, 10^7 ran out of memory),
 * while the chain bound (MAX_REF_DEPTH) and the cycle check let them through.
 *
 * The largest configuration of the 22 real sites (../shared/corpus and corpus-modern, none of which
 * splits its docs.json) is langgenius/dify-docs: 4,208 JSON values and 255,027 characters. The bounds
 * are 23× and 19× that; test/corpus/config/refExpansion.test.ts keeps every real site, whole and
 * split into one `$ref`d file per division, below a tenth of each. At the bound, `docsite check`
 * spends 1.3–1.7 s of CPU more than on a one-page site (bench/NOTES.md, 12), whatever the fan-out.
 */
export const MAX_EXPANDED_VALUES = 100_000;
export const MAX_EXPANDED_CHARACTERS = 5_000_000;

/** How large one file is, counted once per file and added each time a `$ref` brings it in. */
export interface FileSize {
  readonly values: number;
  readonly characters: number;
}

/**
 * The expanded size of a configuration (docs.json or mint.json) so far, through the `$ref`s it follows:
 * what the model build walks, whatever the files' own sizes. Not openapi/expansionBudget.ts's
 * SchemaExpansionBudget, which bounds what an endpoint page draws of its OpenAPI schemas.
 */
export class RefExpansionBudget {
  values = 0;
  characters = 0;
  /** The bound a `$ref` would have crossed, once one did: from then on no `$ref` is followed, so the build stops growing. */
  crossed?: string;

  /** Counts a file that is read whatever its size (the configuration itself: no `$ref` to refuse). */
  add(size: FileSize): void {
    this.values += size.values;
    this.characters += size.characters;
  }

  /** Adds a file a `$ref` brings in when it fits under both bounds; else returns the bound it crosses (kept in `crossed`). */
  admit(size: FileSize): string | undefined {
    if (this.crossed) return this.crossed;
    if (this.values + size.values > MAX_EXPANDED_VALUES) this.crossed = `${MAX_EXPANDED_VALUES.toLocaleString('en-US')} JSON values`;
    else if (this.characters + size.characters > MAX_EXPANDED_CHARACTERS) this.crossed = `${MAX_EXPANDED_CHARACTERS.toLocaleString('en-US')} characters`;
    else this.add(size);
    return this.crossed;
  }
}

/**
 * The JSON values of a tree: objects, arrays and scalars, each property's value counted and its key
 * not. Iterative, so a deeply nested file cannot overflow the stack here.
 */
export function valueCount(root: Node): number {
  let count = 0;
  const stack: Node[] = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    count++;
    for (const child of node.children ?? []) {
      const value = child.type === 'property' ? child.children?.[1] : child;
      if (value) stack.push(value);
    }
  }
  return count;
}
