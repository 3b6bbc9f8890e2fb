/**
 * Edit distance between two strings, compared case-insensitively. Swapping two neighbouring
 * letters counts as one edit (optimal string alignment), since `drak` for `dark` is one typo.
 */
export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) current[j] = Math.min(current[j], before[j - 2] + 1);
    }
    before = previous;
    previous = current;
  }
  return previous[y.length];
}

/**
 * The candidate closest to `word`, for "did you mean" hints; undefined when nothing is close enough
 * to be a plausible typo (more than a third of the word differs).
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  return closestMatches(word, candidates, 1)[0];
}

/**
 * Up to `max` candidates close enough to `word` to be a plausible typo, closest first (ties keep the
 * candidates' order), for quick fixes that offer a few choices.
 */
export function closestMatches(word: string, candidates: readonly string[], max: number): string[] {
  if (word.length > 100) return [];
  const limit = Math.max(1, Math.floor(Math.max(word.length, 3) / 3));
  const close: { candidate: string; distance: number }[] = [];
  for (const c of candidates) {
    // The distance is at least the length difference: skip words that cannot be close enough.
    if (Math.abs(c.length - word.length) > limit) continue;
    const distance = editDistance(word, c);
    if (distance <= limit) close.push({ candidate: c, distance });
  }
  return close.sort((a, b) => a.distance - b.distance).slice(0, max).map((m) => m.candidate);
}

/**
 * The candidate path closest to `path` (`/images/dashbord.png` → `/images/dashboard.png`): a close
 * whole path first, else a file of the same or a close name in another folder (moved images).
 */
export function closestPath(path: string, candidates: readonly string[]): string | undefined {
  return closestPaths(path, candidates, 1)[0];
}

/** Up to `max` candidate paths close to `path`, closest first, by whole path and then by file name. */
export function closestPaths(path: string, candidates: readonly string[], max: number): string[] {
  const found = closestMatches(path, candidates, max);
  if (found.length >= max) return found;
  const base = (p: string) => p.slice(p.lastIndexOf('/') + 1);
  const byName = new Map<string, string[]>();
  for (const c of candidates) {
    if (found.includes(c)) continue;
    const same = byName.get(base(c));
    if (same) same.push(c);
    else byName.set(base(c), [c]);
  }
  for (const name of closestMatches(base(path), [...byName.keys()], max)) found.push(...byName.get(name)!);
  return found.slice(0, max);
}
