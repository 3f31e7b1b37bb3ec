import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RenderQueue, RenderQueueFullError } from "./render-queue.ts";

/** A task that runs until released. */
function pending() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { task: () => done, release };
}

describe("RenderQueue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs at most `concurrency` tasks and starts the waiting ones in order as slots free", async () => {
    const queue = new RenderQueue({ concurrency: 2, maxWaiting: 10, maxWaitMs: 1000 });
    const tasks = Array.from({ length: 4 }, pending);
    const order: number[] = [];
    const runs = tasks.map((t, i) =>
      queue.run(async () => {
        order.push(i);
        await t.task();
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.stats).toEqual({ running: 2, waiting: 2 });
    tasks[0]!.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual([0, 1, 2]);
    expect(queue.stats).toEqual({ running: 2, waiting: 1 });
    for (const t of tasks) t.release();
    await Promise.all(runs);
    expect(queue.stats).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses at once when the waiting line is full", async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 1, maxWaitMs: 1000 });
    const first = pending();
    const running = queue.run(first.task);
    const waiting = queue.run(async () => "second");
    await expect(queue.run(async () => "third")).rejects.toBeInstanceOf(RenderQueueFullError);
    first.release();
    await running;
    expect(await waiting).toBe("second");
  });

  it("gives up on a request that waited too long, and lets the next one through", async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 5, maxWaitMs: 1000 });
    const first = pending();
    const running = queue.run(first.task);
    const late = queue.run(async () => "late");
    const assertion = expect(late).rejects.toBeInstanceOf(RenderQueueFullError);
    await vi.advanceTimersByTimeAsync(1001);
    await assertion;
    expect(queue.stats).toEqual({ running: 1, waiting: 0 });
    first.release();
    await running;
    expect(await queue.run(async () => "next")).toBe("next");
  });

  it("frees the slot of a task that fails", async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 0, maxWaitMs: 1000 });
    await expect(queue.run(() => Promise.reject(new Error("render failed")))).rejects.toThrow(
      "render failed",
    );
    expect(await queue.run(async () => "ok")).toBe("ok");
  });
});
