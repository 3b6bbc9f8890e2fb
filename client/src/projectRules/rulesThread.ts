/**
 * What the project rules thread (rulesWorker.ts) does with each job: everything of "Create Project
 * Rules" that reads and parses the site. Kept apart from the worker entry so that a test runs the
 * very same work in its own process. Holds nothing between jobs: each run reads the site afresh,
 * as the command did on the host before.
 */
import * as fs from 'node:fs';
import { ProjectRulesError, findProjectRulesSites, placeContent, rulesPlace, type ProjectRulesSiteCandidate } from '../../../host/src';
import type { RulesJob, RulesReply } from './rulesJob';

export function handleRulesJob(job: RulesJob): RulesReply {
  try {
    return job.kind === 'sites' ? { kind: 'sites', sites: sitesOf(job.starts, job.confine) } : { kind: 'content', content: newContent(job.site, job.chosen) };
  } catch (e) {
    // Any other error is a bug: it fails the job with its stack, which the host reports as a failure.
    if (e instanceof ProjectRulesError) return { kind: 'error', message: e.message, ...(e.code ? { code: e.code } : {}) };
    throw e;
  }
}

/** Every site found from the starts, each docs.json once, in the order found. */
function sitesOf(starts: readonly { dir: string; fallbackRoot: string }[], confine: boolean): ProjectRulesSiteCandidate[] {
  const sites = new Map<string, ProjectRulesSiteCandidate>();
  for (const start of starts) {
    for (const site of findProjectRulesSites(start.dir, start.fallbackRoot, { confine })) if (!sites.has(site.configPath)) sites.set(site.configPath, site);
  }
  return [...sites.values()];
}

/** The tool's file, or a team's file as it is with the Docsite section new ("Show Diff" shows exactly what is written). */
function newContent(site: ProjectRulesSiteCandidate, chosen: string): string {
  const place = rulesPlace(site, chosen);
  const merged = placeContent(site, place, readOrUndefined(place.path));
  if (!merged.ok) throw new ProjectRulesError(`${place.path} was left unchanged: ${merged.reason}.`, 'EINVAL');
  return merged.text;
}

function readOrUndefined(path: string): string | undefined {
  try {
    return fs.readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
