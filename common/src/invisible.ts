// What a name typed by a user or quoted from a site may hide. Create Project Rules refuses these in
// a folder name (assistants/) and folds them out of the site text it writes (service/).
/**
 * Characters that show as nothing, break the line or reorder the text around them: control and
 * format characters (zero-width spaces and joiners, the byte order mark, bidi overrides and
 * isolates), private-use and unassigned code points, line and paragraph separators, and spaces
 * other than the plain one.
 */
export const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u115f\u1160\u3164\uffa0]/u;
