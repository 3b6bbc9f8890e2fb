/**
 * A bound on how many check threads live at once, shared by every check that holds it. `docsite mcp`
 * answers an agent's calls concurrently, and each check starts threads of its own
 * (parallelCheck.ts): unbounded, 32 calls at once started 39 threads and took 4.7 GB. A check takes
 * a slot before it starts a thread and gives it back once that thread has exited; a check with no
 * slot free waits its turn, in the order asked.
 */
export class WorkerSlots {
  private held = 0;
  private readonly waiting: (() => void)[] = [];
  /** The most slots held at once (a count no report shows; tests read it). */
  peak = 0;

  constructor(readonly size: number) {
    if (!(size >= 1)) throw new RangeError(`a pool needs at least one slot, not ${size}`);
  }

  /** Resolves with the function that gives the slot back (once; later calls do nothing). */
  acquire(): Promise<() => void> {
    return new Promise((resolve) => {
      const grant = () => {
        this.held++;
        this.peak = Math.max(this.peak, this.held);
        let given = false;
        resolve(() => {
          if (given) return;
          given = true;
          this.held--;
          this.waiting.shift()?.();
        });
      };
      if (this.held < this.size) grant();
      else this.waiting.push(grant);
    });
  }
}
