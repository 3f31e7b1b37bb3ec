/**
 * A round of work run in every app process: first `firstDelayMs` after `start()`, then `intervalMs` after each
 * round ends. A round never overlaps itself (`runNow()` during a round returns that round), a failed round is
 * reported through `onError` and the next one still comes, timers are unref'd (they never keep a process
 * alive), and `stop()` waits for a round in progress.
 */
export interface PeriodicJob {
  start(): void;
  /** One round now (tests, or a change that should not wait for the next). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

export function createPeriodicJob(
  round: () => Promise<void>,
  {
    firstDelayMs,
    intervalMs,
    onError,
  }: { firstDelayMs: number; intervalMs: number; onError: (error: unknown) => void },
): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = true;

  function runNow(): Promise<void> {
    running ??= round()
      .catch(onError)
      .finally(() => {
        running = null;
      });
    return running;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      void runNow().then(() => schedule(intervalMs));
    }, delay);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(firstDelayMs);
    },
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
