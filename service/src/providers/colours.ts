import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Color, ColorInformation, ColorPresentation, Range } from 'vscode-languageserver-types';
import { findConfigColors, getConfigColorPresentations } from '../config/colors';
import { configFileNameOf } from '../../../site/src';
import type { ServiceCore } from './core';

/**
 * The colours of a docs.json, from its own text alone: asked by file name, not `kindOf`, which reads
 * docs.json for any other JSON file (the language server answers this on its main thread).
 */
export interface ColoursProvider {
  documentColors(document: TextDocument): ColorInformation[];
  colorPresentations(document: TextDocument, color: Color, range: Range): ColorPresentation[];
}

export function coloursProvider(core: ServiceCore): ColoursProvider {
  return {
    documentColors(document) {
      return configFileNameOf(core.pathOf(document)) ? findConfigColors(core.config(document)) : [];
    },
    colorPresentations(document, color, range) {
      return configFileNameOf(core.pathOf(document)) ? getConfigColorPresentations(color, range) : [];
    },
  };
}
