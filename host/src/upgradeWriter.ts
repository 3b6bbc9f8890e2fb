/**
 * The node side of `docsite upgrade [dir] [--write]`: find the site's old-layout config (docs.json
 * in the spec's layout, or mint.json), convert it, and with `write` put today's docs.json on disk
 * without ever losing the user's file: a docs.json is replaced atomically (temporary file, then
 * rename), a mint.json is kept and docs.json is created beside it (never over an existing file).
 */
import * as fs from 'node:fs';
import * as nodePath from 'node:path';
import { UpgradeTextOutcome, upgradeConfigText, UpgradeResult } from '../../service/src';
import { ConfigFileName } from '../../site/src';
import { ProjectRulesError, writeProjectRulesFile } from './projectRulesWriter';

/** A reason the upgrade cannot run (no config, already today's layout, bad JSON, write refused). */
export class UpgradeRefused extends Error {
  override name = 'UpgradeRefused';
}

export interface UpgradePlan {
  /** The old config that is read (docs.json or mint.json). */
  source: string;
  /** Where today's docs.json goes: the same docs.json, or a new docs.json beside mint.json. */
  target: string;
  text: string;
  result: UpgradeResult;
}

/** The upgrade of the site in `dir` (a folder holding docs.json or mint.json, or one of those files). */
export function planUpgrade(dir: string): UpgradePlan {
  const start = nodePath.resolve(dir);
  const folder = isFile(start) ? nodePath.dirname(start) : start;
  if (!isDirectory(folder)) throw new UpgradeRefused(`${start} is not a folder.`);
  const docsJson = nodePath.join(folder, 'docs.json');
  const mintJson = nodePath.join(folder, 'mint.json');

  // docs.json wins over mint.json, as in the site build.
  if (isFile(docsJson)) {
    const outcome = convert(docsJson, 'docs.json');
    if (outcome.kind === 'current') {
      const also = isFile(mintJson) ? ` mint.json beside it is ignored by the site build; it was left as it is.` : '';
      throw new UpgradeRefused(`${docsJson} is already in today's layout: nothing to upgrade.${also}`);
    }
    return { source: docsJson, target: docsJson, text: outcome.text, result: outcome.result };
  }
  if (isFile(mintJson)) {
    const outcome = convert(mintJson, 'mint.json');
    if (outcome.kind === 'current') throw new UpgradeRefused(`${mintJson}: nothing to upgrade.`);
    return { source: mintJson, target: docsJson, text: outcome.text, result: outcome.result };
  }
  throw new UpgradeRefused(`No docs.json or mint.json in ${folder}.`);
}

function convert(path: string, fileName: ConfigFileName): Extract<UpgradeTextOutcome, { kind: 'upgraded' | 'current' }> {
  let text: string;
  try {
    text = fs.readFileSync(path, 'utf8');
  } catch (e) {
    throw new UpgradeRefused(`Can't read ${path}: ${(e as Error).message}`);
  }
  const outcome = upgradeConfigText(text, fileName);
  if (outcome.kind === 'invalid') throw new UpgradeRefused(`${path}: ${outcome.message}. Fix it, then upgrade.`);
  return outcome;
}

/**
 * Writes the plan: replaces an old-layout docs.json in one atomic step, or creates docs.json beside
 * mint.json, refusing when a docs.json appeared there meanwhile. Returns a one-line summary.
 */
export function writeUpgrade(plan: UpgradePlan): string {
  const replacing = plan.source === plan.target;
  try {
    const outcome = writeProjectRulesFile(plan.target, plan.text, { force: replacing });
    if (!outcome.written) throw new UpgradeRefused(`${plan.target} already exists; it was left as it is.`);
  } catch (e) {
    if (e instanceof ProjectRulesError) throw new UpgradeRefused(e.message);
    throw e;
  }
  return replacing
    ? `Upgraded ${plan.target} to today's layout.`
    : `Wrote ${plan.target} in today's layout; ${plan.source} was kept (the site build reads docs.json first). Delete mint.json when you no longer need it.`;
}

function isFile(path: string): boolean {
  try {
    return fs.statSync(path).isFile();
  } catch {
    return false;
  }
}

function isDirectory(path: string): boolean {
  try {
    return fs.statSync(path).isDirectory();
  } catch {
    return false;
  }
}
