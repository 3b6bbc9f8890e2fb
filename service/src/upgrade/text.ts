/**
 * The upgrade as the editor command, the code action and the CLI use it: from the text of an old
 * docs.json or mint.json to the text of today's docs.json.
 */
import { ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';
import { ConfigFileName, detectLayout } from '../../../site/src';
import { Json, UpgradeOptions, UpgradeResult, isObject } from './types';
import { formatConfig, upgradeConfig } from './upgrade';

export type UpgradeTextOutcome =
  | { kind: 'upgraded'; text: string; result: UpgradeResult }
  /** The file is in today's layout already: nothing to upgrade. */
  | { kind: 'current' }
  /** The file is not a JSON object; `message` says where it breaks. */
  | { kind: 'invalid'; message: string };

export function upgradeConfigText(text: string, fileName: ConfigFileName = 'docs.json', options: UpgradeOptions = {}): UpgradeTextOutcome {
  const errors: ParseError[] = [];
  // Lenient on comments and trailing commas: the point is to get the user's config across.
  const root = parseTree(text.replace(/^\uFEFF/, ''), errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length || !root) {
    const first = errors[0];
    const where = first ? ` at offset ${first.offset}: ${printParseErrorCode(first.error)}` : '';
    return { kind: 'invalid', message: `${fileName} is not valid JSON${where}` };
  }
  if (root.type !== 'object') return { kind: 'invalid', message: `${fileName} does not hold a JSON object` };
  if (detectLayout(root, fileName) === 'today') return { kind: 'current' };
  const value = nodeValue(root);
  if (!isObject(value)) return { kind: 'invalid', message: `${fileName} does not hold a JSON object` };
  const result = upgradeConfig(value, options);
  return { kind: 'upgraded', text: formatConfig(result.config), result };
}

/** The value of a parse tree; a key given twice keeps its last value, as JSON.parse does. */
function nodeValue(node: import('jsonc-parser').Node): Json {
  switch (node.type) {
    case 'object': {
      const out: { [key: string]: Json } = {};
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        // defineProperty, so a `__proto__` key is a plain key, as with JSON.parse.
        if (key && value) Object.defineProperty(out, String(key.value), { value: nodeValue(value), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    case 'array':
      return (node.children ?? []).map(nodeValue);
    default:
      return node.value as Json;
  }
}
