/**
 * Runs the retention erasure (domain/privacy/retention.server.ts) in every app process: first a minute after
 * start, then every hour. The timers are unref'd (they never keep a process alive) and `stop()` waits for a
 * run in progress, like the mail worker. Several processes may run it at once: the run itself takes an
 * advisory lock, so only one erases per round.
 */
import type { Db } from "../../domain/db/db.ts";
import { runRetention } from "../../domain/privacy/retention.server.ts";
import type { Storage } from "../../domain/storage.ts";
import type { Logger } from "../http/logger.ts";

export interface RetentionJob {
  start(): void;
  /** One run now (tests, and the console after the settings change). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

export function createRetentionJob(
  { db, storage, logger }: { db: Db; storage: Storage; logger: Logger },
  { firstDelayMs = 60_000, intervalMs = 3_600_000 } = {},
): RetentionJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = true;

  function runNow(): Promise<void> {
    running ??= runRetention(db, storage)
      .then((run) => {
        const erased = Object.values(run.erased).reduce((sum, n) => sum + n, 0);
        if (erased) logger.info("retention erased old records", { ...run.erased });
        if (run.filesLeft.length)
          logger.error("retention could not remove files", {
            files: run.filesLeft.length,
            paths: run.filesLeft,
          });
      })
      .catch((error) => logger.error("retention run failed", { error }))
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
