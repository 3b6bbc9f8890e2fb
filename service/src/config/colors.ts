import { Color, ColorInformation, ColorPresentation, Range } from 'vscode-languageserver-types';
import { schemaWalkOf } from './analysis';
import { ConfigDocument } from './configDocument';
import { isConfigColor } from '../../../site/src';

/** Every valid hex color in docs.json, so VS Code shows its swatch and picker. */
export function findConfigColors(config: ConfigDocument): ColorInformation[] {
  const doc = config.document;
  const colors: ColorInformation[] = [];
  for (const match of schemaWalkOf(config).values) {
    if (match.node.type !== 'string' || match.resolved?.format !== 'color-hex') continue;
    const color = parseHex(match.node.value);
    if (!color) continue;
    // Inside the quotes: the picker replaces the color text, not the JSON string delimiters.
    const start = doc.positionAt(match.node.offset + 1);
    const end = doc.positionAt(match.node.offset + match.node.length - 1);
    colors.push({ range: { start, end }, color });
  }
  return colors;
}

/** What the picker writes back: a 6-digit hex code (docs.json colors have no alpha). */
export function getConfigColorPresentations(color: Color, range: Range): ColorPresentation[] {
  const hex = '#' + [color.red, color.green, color.blue].map((c) => Math.round(c * 255).toString(16).padStart(2, '0')).join('').toUpperCase();
  return [{ label: hex, textEdit: { range, newText: hex } }];
}

export function parseHex(text: string): Color | undefined {
  if (!isConfigColor(text)) return undefined;
  const digits = text.length === 4 ? [...text.slice(1)].map((d) => d + d) : [text.slice(1, 3), text.slice(3, 5), text.slice(5, 7)];
  const [red, green, blue] = digits.map((d) => parseInt(d, 16) / 255);
  return { red, green, blue, alpha: 1 };
}
