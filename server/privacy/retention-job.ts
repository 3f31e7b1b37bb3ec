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
import { createPeriodicJob, type PeriodicJob } from "../jobs/periodic-job.ts";

export type RetentionJob = PeriodicJob;

export function createRetentionJob(
  { db, storage, logger }: { db: Db; storage: Storage; logger: Logger },
  { firstDelayMs = 60_000, intervalMs = 3_600_000 } = {},
): RetentionJob {
  const round = () =>
    runRetention(db, storage).then((run) => {
      const erased = Object.values(run.erased).reduce((sum, n) => sum + n, 0);
      if (erased) logger.info("retention erased old records", { ...run.erased });
      if (run.filesLeft.length)
        logger.error("retention could not remove files", {
          files: run.filesLeft.length,
          paths: run.filesLeft,
        });
    });
  return createPeriodicJob(round, {
    firstDelayMs,
    intervalMs,
    onError: (error) => logger.error("retention run failed", { error }),
  });
}
