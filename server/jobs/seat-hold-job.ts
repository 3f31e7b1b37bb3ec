/**
 * The seat-hold round in every app process (docs/decisions/0054-batches-with-seats.md): first 30 seconds after
 * start, then every minute, unpaid registrations whose seat hold ran out are lapsed (domain/programs/
 * seat-holds.server.ts), their seats given back, and waiting-list offers older than 24 hours pass to the
 * next person (domain/programs/waitlist.server.ts). Several processes may run rounds at once: rows are claimed
 * with SKIP LOCKED, so each lapses once. Runs on the write context, so the pages and the mail worker hear of it.
 */
import type { Db } from "../../domain/db/db.ts";
import { lapseUnpaidSeats } from "../../domain/programs/seat-holds.server.ts";
import { expireOffers } from "../../domain/programs/waitlist.server.ts";
import type { Logger } from "../http/logger.ts";
import { createPeriodicJob, type PeriodicJob } from "./periodic-job.ts";

export function createSeatHoldJob(
  { db, logger }: { db: Db; logger: Logger },
  { firstDelayMs = 30_000, intervalMs = 60_000 } = {},
): PeriodicJob {
  async function round() {
    // A big backlog (a long outage) goes in rounds of 100, each its own transaction.
    for (let lapsed = await lapseUnpaidSeats(db); lapsed > 0; lapsed = await lapseUnpaidSeats(db)) {
      logger.info("unpaid seats released", { registrations: lapsed });
      if (lapsed < 100) break;
    }
    // Waiting-list offers past their 24 hours pass their seat to the next person waiting.
    for (let expired = await expireOffers(db); expired > 0; expired = await expireOffers(db)) {
      logger.info("waiting-list offers lapsed", { offers: expired });
      if (expired < 100) break;
    }
  }
  return createPeriodicJob(round, {
    firstDelayMs,
    intervalMs,
    onError: (error) => logger.error("seat-hold round failed", { error: (error as Error)?.name ?? "Error" }),
  });
}
