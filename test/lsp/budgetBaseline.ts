import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { FsWorkspace } from '../../host/src/fsWorkspace';
import { createLanguageService, type DocsLanguageService } from '../../service/src';

/**
 * How far apart the slow page's check and a normal page's check must be, in this run, for a budget
 * between them to tell them apart: the budget sits at their geometric mean, so each is this ratio's
 * square root (here 4×) away from it, whatever the machine's load.
 */
export const MIN_SEPARATION = 16;

export interface BudgetBaseline {
  /** A normal page's check, cold (the service's first check of the site, as in a fresh worker). */
  normalMs: number;
  /** The slow page's check. */
  slowMs: number;
  /** The budget to start the server with: between the two on a log scale. */
  budgetMs: number;
}

function timeCheck(service: DocsLanguageService, file: string, text: string): number {
  const start = performance.now();
  service.validate(TextDocument.create('file://' + file, 'mdx', 1, text));
  return performance.now() - start;
}

/**
 * The time budget for an LSP test, from a baseline measured in this process just before the server
 * starts: the same service checks `normal` (first, cold) and then `slow`, in the site at `dir` (its
 * files already written). A load that slows the machine slows both, so the verdict (the slow page
 * runs past the budget, the normal one does not) is a ratio, not a wall-clock limit. Throws when the
 * two pages are too close to separate (the inputs, not the machine, are then at fault).
 */
export function budgetBetween(dir: string, normal: { file: string; text: string }, slow: { file: string; text: string }): BudgetBaseline {
  const service = createLanguageService(new FsWorkspace());
  const normalMs = timeCheck(service, path.join(dir, normal.file), normal.text);
  const slowMs = timeCheck(service, path.join(dir, slow.file), slow.text);
  if (slowMs < MIN_SEPARATION * normalMs) {
    throw new Error(`the slow page's check (${slowMs.toFixed(0)} ms) is not ${MIN_SEPARATION}× a normal page's (${normalMs.toFixed(1)} ms): make it slower`);
  }
  return { normalMs, slowMs, budgetMs: Math.round(Math.sqrt(normalMs * slowMs)) };
}
