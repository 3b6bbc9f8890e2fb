/**
 * Whether a dotted docs.json key written in a rules file (`navigation.tabs`, `api.auth.name`) names
 * a setting of either layout's schema (the one description of docs.json), and if not, which segment
 * is unknown and what it is closest to.
 */
import { legacyDocsSchema, todayDocsSchema, type JSONSchema } from '../config/schema';
import { closest } from '../../../common/src';

export type SettingPathProblem = { segment: number; suggestion?: string };

/** The property names available at a schema node, through `anyOf`, `if`/`then`/`else` and array items. */
function propertiesAt(nodes: readonly JSONSchema[]): Map<string, JSONSchema[]> {
  const out = new Map<string, JSONSchema[]>();
  const seen = new Set<JSONSchema>();
  const visit = (node: JSONSchema | undefined, depth: number) => {
    if (!node || seen.has(node) || depth > 6) return;
    seen.add(node);
    for (const [key, child] of Object.entries(node.properties ?? {})) out.set(key, [...(out.get(key) ?? []), child]);
    for (const alt of node.anyOf ?? []) visit(alt, depth + 1);
    visit(node.then, depth + 1);
    visit(node.else, depth + 1);
    visit(node.items, depth + 1);
    if (typeof node.additionalProperties === 'object') visit(node.additionalProperties, depth + 1);
  };
  for (const node of nodes) visit(node, 0);
  return out;
}

/** Whether the node takes keys of any name (a map such as `redirects` or `colors` by mode). */
function isOpen(nodes: readonly JSONSchema[]): boolean {
  return nodes.some((n) => typeof n.additionalProperties === 'object' || (n.additionalProperties === undefined && !n.properties && !n.anyOf && !n.items && (n.type === 'object' || n.type === undefined)));
}

/**
 * Undefined when the path is a setting (or not one at all: a first segment that is no setting and
 * close to none is some other dotted word, such as `example.com`); otherwise the unknown segment.
 */
export function settingPathProblem(segments: readonly string[]): SettingPathProblem | undefined {
  let nodes: JSONSchema[] = [todayDocsSchema, legacyDocsSchema];
  for (let i = 0; i < segments.length; i++) {
    const keys = propertiesAt(nodes);
    const next = keys.get(segments[i]);
    if (next) {
      nodes = next;
      continue;
    }
    if (i > 0 && isOpen(nodes)) return undefined;
    const suggestion = closest(segments[i], [...keys.keys()]);
    if (i === 0 && !suggestion) return undefined;
    return { segment: i, suggestion };
  }
  return undefined;
}
