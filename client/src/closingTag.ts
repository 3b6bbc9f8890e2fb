/** `<Note` or `<Tree.Folder name="x"` right before a typed `>`: an opening tag of a component. */
const OPENING_TAG = /<([A-Z][\w]*(?:\.[A-Z][\w]*)*)(?:\s[^<>]*)?>$/;

/** The component to close, given the line up to and after the typed `>`; undefined when none. */
export function closingTagFor(before: string, after: string): string | undefined {
  if (before.endsWith('/>')) return undefined;
  const name = OPENING_TAG.exec(before)?.[1];
  if (name === undefined || after.startsWith(`</${name}>`)) return undefined;
  return name;
}
