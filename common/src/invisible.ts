// What a name typed or read from a site may hide: the characters a reader cannot see.
/**
 * Characters that show as nothing, break the line or reorder the text around them: control and
 * format characters (zero-width spaces and joiners, the byte order mark, bidi overrides and
 * isolates), private-use and unassigned code points, line and paragraph separators, and spaces
 * other than the plain one.
 */
export const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u115f\u1160\u3164\uffa0]/u;
