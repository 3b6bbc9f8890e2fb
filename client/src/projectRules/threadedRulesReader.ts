/**
 * "Create Project Rules" as the extension host runs it: the site is read on a worker thread
 * (rulesWorker.ts) under the time budget of docs.json and OpenAPI files, so three specs of 4 MiB
 * (20 s and 1.8 GB on the host's thread before) never hold VS Code up. Past the budget the thread
 * is stopped and the user is told why; the host never waits on it. No `vscode` here, so tests drive
 * it as the command does.
 */
import { BudgetedWorker, ProjectRulesError, budgetFor, pageBudgetMs, type JobOutcome, type ProjectRulesSiteCandidate } from '../../../host/src';
import type { ProjectRulesReader } from './flow';
import type { RulesJob, RulesReply, RulesStart } from './rulesJob';

/**
 * Room for several OpenAPI files at the 4 MiB cap, parsed and kept while the rules are generated;
 * a site that needs more stops the thread (out of memory), never the extension host.
 */
const RULES_LIMITS = { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 2048 };

export class ThreadedRulesReader implements ProjectRulesReader {
  private readonly worker: BudgetedWorker<RulesJob, RulesReply>;
  readonly budgetMs: number;
  private nextKey = 1;

  /** `script`: dist/rulesWorker.js. `budgetMs`: the JSON/YAML files' budget unless given (tests lower it). */
  constructor(script: string, budgetMs?: number) {
    this.budgetMs = budgetMs ?? budgetFor('docs.json', pageBudgetMs());
    this.worker = new BudgetedWorker(script, RULES_LIMITS, (where, e) => console.error(`[docsite] project rules ${where}:`, e));
  }

  async sites(starts: readonly RulesStart[], confine: boolean): Promise<ProjectRulesSiteCandidate[]> {
    const reply = await this.run({ kind: 'sites', starts: [...starts], confine });
    if (reply.kind !== 'sites') throw unexpected(reply);
    return reply.sites;
  }

  async content(site: ProjectRulesSiteCandidate, chosen: string): Promise<string> {
    const reply = await this.run({ kind: 'content', site, chosen });
    if (reply.kind !== 'content') throw unexpected(reply);
    return reply.content;
  }

  dispose(): void {
    this.worker.dispose();
  }

  private async run(job: RulesJob): Promise<RulesReply> {
    // A key per job: a second run of the command queues behind the first instead of superseding it.
    const outcome: JobOutcome<RulesReply> = await this.worker.run(String(this.nextKey++), job, this.budgetMs);
    switch (outcome.kind) {
      case 'done':
        if (outcome.result.kind === 'error') throw new ProjectRulesError(outcome.result.message, outcome.result.code);
        return outcome.result;
      case 'over-budget':
        throw new ProjectRulesError(
          `Create Project Rules stopped: reading the site (docs.json and its OpenAPI files) took longer than ${this.budgetMs >= 1000 ? `${Math.round(this.budgetMs / 1000)} s` : `${this.budgetMs} ms`}. Nothing was written. Make the OpenAPI files smaller, or list fewer of them in docs.json, then run the command again.`,
          'ETIMEDOUT',
        );
      case 'failed':
        throw new ProjectRulesError(`Create Project Rules failed while reading the site: ${outcome.message.split('\n')[0]}. Nothing was written.`, 'EFAILED');
      case 'superseded': // never: each job has its own key
        throw new ProjectRulesError('Create Project Rules stopped: its job was replaced.', 'ECANCELED');
    }
  }
}

function unexpected(reply: RulesReply): ProjectRulesError {
  return new ProjectRulesError(`Create Project Rules failed: the rules thread answered ${reply.kind}.`, 'EFAILED');
}
