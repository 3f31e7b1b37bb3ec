/**
 * A bound on page renders that the page cache could not answer. A render costs milliseconds of CPU; without a
 * bound, a flood of uncached addresses makes every request wait behind all the others (seen: 8.6 s for a normal
 * request) and memory grows with the waiting renders. With one, at most `concurrency` renders run, at most
 * `maxWaiting` wait for a slot (and none longer than `maxWaitMs`), and any request beyond that is told to come
 * back (503 with Retry-After) at once. Cache hits never queue.
 */
import { availableParallelism } from "node:os";

export class RenderQueueFullError extends Error {
  constructor() {
    super("Too many pages are being rendered right now");
  }
}

export interface RenderQueueOptions {
  concurrency: number;
  maxWaiting: number;
  maxWaitMs: number;
}

/** Rendering is CPU work: more renders at once than cores only makes each of them, and every hit, wait longer. */
export const RENDER_QUEUE_DEFAULTS: RenderQueueOptions = {
  concurrency: Math.max(2, availableParallelism()),
  maxWaiting: 64,
  maxWaitMs: 5_000,
};

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

export class RenderQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly options: RenderQueueOptions = RENDER_QUEUE_DEFAULTS) {}

  get stats() {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Runs the task when a slot is free; rejects with RenderQueueFullError when none will be soon. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.options.concurrency) this.running += 1;
    else await this.slot(); // A freed slot is handed over still counted, so nobody can take it in between.
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next.start();
      else this.running -= 1;
    }
  }

  private slot(): Promise<void> {
    if (this.waiting.length >= this.options.maxWaiting) return Promise.reject(new RenderQueueFullError());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new RenderQueueFullError());
        }, this.options.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }
}
