/**
 * A docs.json image URL as a CSS `url("…")` value, or undefined when it is not an https URL. The URL
 * parser normalizes it (percent-encodes what needs it, drops tabs and newlines) and never throws on a
 * stray `%` the way decodeURI does: a malformed `%` in `backgroundImage` once stopped the whole
 * preview script at start.
 */
export function cssUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:') return undefined;
  return `url("${url.href.replace(/["\\]/g, '\\$&')}")`;
}
