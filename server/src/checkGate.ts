/**
 * Decides whether a document version may be parsed again to answer a request: on the worker
 * (completion, hover, outline, links, quick fixes, definition: server/src/workerRequests.ts) or, for
 * docs.json's colours, on the main thread. The MDX parser cannot be interrupted, so a pathological
 * page parsed on the main thread would freeze the server, and one parsed again on the worker would
 * hold up every request behind it; the worker's check (validationThread.ts) parses every version
 * first, under a time budget. Waiting for its verdict on every keystroke would slow completion down,
 * so the gate waits only when a version may be slow: a file not checked yet (just opened: it may be
 * anything), a file whose last check was slow or ran out of time, or a large edit (a paste). A
 * version that ran out of time, or whose check's thread died, is never parsed again.
 */

/** A check slower than this makes the next version of the file wait for its own verdict. */
const SLOW_CHECK_MS = 500;
/** An edit that changes the length by more than this (a paste) may bring anything. */
const LARGE_EDIT_CHARS = 2_000;
/** Waiting for a verdict beyond the budget: the worker may be busy with other files first. */
const WAIT_MARGIN_MS = 2_000;

/** `go`: parse; `wait`: await settled() first; `stop`: this version ran out of time, answer empty. */
export type GateVerdict = 'go' | 'wait' | 'stop';

interface Settled {
  version: number;
  length: number;
  overBudget: boolean;
  ms: number;
}

export class CheckGate {
  private readonly last = new Map<string, Settled>();
  private readonly waiters = new Map<string, Set<() => void>>();

  constructor(private readonly budgetMs: number) {}

  verdict(uri: string, version: number, length: number): GateVerdict {
    const settled = this.last.get(uri);
    if (!settled) return 'wait';
    if (settled.version === version) return settled.overBudget ? 'stop' : 'go';
    if (settled.overBudget || settled.ms > SLOW_CHECK_MS) return 'wait';
    return Math.abs(length - settled.length) > LARGE_EDIT_CHARS ? 'wait' : 'go';
  }

  /** The worker's verdict on a version: checked in `ms`, or stopped at the budget. */
  settle(uri: string, version: number, length: number, outcome: { overBudget: boolean; ms: number }): void {
    const previous = this.last.get(uri);
    if (previous && previous.version > version) return; // a late verdict on an older version
    this.last.set(uri, { version, length, ...outcome });
    const waiting = this.waiters.get(uri);
    this.waiters.delete(uri);
    for (const wake of waiting ?? []) wake();
  }

  /** Resolves when a verdict on `version` (or a later one) arrives, or when waiting is no use any more. */
  settled(uri: string, version: number): Promise<void> {
    if ((this.last.get(uri)?.version ?? -Infinity) >= version) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.budgetMs + WAIT_MARGIN_MS);
      const waiting = this.waiters.get(uri) ?? new Set<() => void>();
      this.waiters.set(uri, waiting);
      waiting.add(done);
      function done(): void {
        clearTimeout(timer);
        waiting.delete(done);
        resolve();
      }
    });
  }

  /** A closed document: its verdicts go, and any request still waiting is answered. */
  forget(uri: string): void {
    this.last.delete(uri);
    const waiting = this.waiters.get(uri);
    this.waiters.delete(uri);
    for (const wake of waiting ?? []) wake();
  }
}
