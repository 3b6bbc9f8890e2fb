/** `1 page`, `3 pages`: a count with its noun (nouns that take an `s`). */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
