/**
 * Heading anchors as the site generates them (GitHub style): lowercase, punctuation (dots included)
 * dropped, whitespace to `-`, letters and digits of any script kept, repeats numbered `-1`, `-2`.
 * Link anchors are URL-decoded before comparison, which is exactly what naive link checkers miss.
 */

// Anything that is not a letter, mark, digit, connector, space or hyphen is dropped.
const DROP = /[^\p{L}\p{M}\p{N}\p{Pc}\s-]/gu;

export function slugify(text: string): string {
  return text.trim().toLowerCase().replace(DROP, '').replace(/\s/g, '-');
}

/** Hands out unique slugs for the headings of one page, in order. */
export class Slugger {
  private readonly seen = new Map<string, number>();

  slug(text: string): string {
    const base = slugify(text);
    let slug = base;
    while (this.seen.has(slug)) {
      const n = (this.seen.get(base) ?? 0) + 1;
      this.seen.set(base, n);
      slug = `${base}-${n}`;
    }
    this.seen.set(slug, 0);
    return slug;
  }
}

/** Decodes a `#fragment` leniently: malformed percent escapes are kept as written. */
export function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** Whether `fragment` (as written after `#`) names one of `anchors`. */
export function anchorMatches(fragment: string, anchors: ReadonlySet<string>): boolean {
  const decoded = decodeFragment(fragment);
  return anchors.has(fragment) || anchors.has(decoded) || anchors.has(slugify(decoded));
}
