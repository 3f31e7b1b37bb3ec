/**
 * The publishing schedule's round in every app process (docs/decisions/0056-scheduled-publishing.md): first
 * 5 seconds after start, then every 30 seconds, so content scheduled for 10:00 is on the site by 10:01. Several
 * processes may run rounds at once: due rows are claimed with SKIP LOCKED, so each is done by one. `db` must
 * be the write context (domain/write-effects.ts): a change moves the content version of every instance.
 */
import { runDueSchedules } from "../../domain/content/content-schedule.server.ts";
import { CONTENT_STORES } from "../../domain/content/content-stores.server.ts";
import type { Db } from "../../domain/db/db.ts";
import type { Logger } from "../http/logger.ts";
import { createPeriodicJob, type PeriodicJob } from "./periodic-job.ts";

export function createContentScheduleJob(
  { db, logger }: { db: Db; logger: Logger },
  { firstDelayMs = 5_000, intervalMs = 30_000 } = {},
): PeriodicJob {
  async function round() {
    const done = await runDueSchedules(db, CONTENT_STORES);
    if (done.published || done.unpublished || done.refused) logger.info("content schedule ran", { ...done });
  }
  return createPeriodicJob(round, {
    firstDelayMs,
    intervalMs,
    onError: (error) =>
      logger.error("content schedule round failed", { error: (error as Error)?.name ?? "Error" }),
  });
}
