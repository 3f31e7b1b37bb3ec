/**
 * Drains the webhook inbox in this process when a webhook has been stored: one run at a time, and one more if
 * woken while running or if the run took a full batch, so a burst of webhooks makes a few runs, not one each,
 * and none is left behind. Errors are logged, never thrown
 * at the webhook's answer, which has already gone. Rows left by a process killed before processing are taken
 * by the next run on any instance.
 */
import type { Db } from "../../domain/db/db.ts";
import { INBOX_BATCH, processInbox } from "../../domain/payments/inbox.server.ts";
import type { Logger } from "../http/logger.ts";

export interface InboxDrain {
  /** A webhook was stored: process the inbox soon, in the background. */
  wake(): void;
  /** Resolves when no run is going (tests, shutdown). */
  idle(): Promise<void>;
  /** Processes what the inbox holds now and says how it went (the payments round: rows a killed process left). */
  drainNow(): Promise<{ processed: number; failed: number }>;
}

export function createInboxDrain(db: Db, logger: Logger): InboxDrain {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    do {
      again = false;
      try {
        const { processed, failed } = await processInbox(db);
        // A full batch: more may be waiting (a burst of more webhooks than one batch). Without this a burst
        // that ended during the last run left the rest for the payments round, minutes later (the benchmark
        // found 1,600 of 2,050 waiting). Rows that keep failing stop counting after their last try.
        if (processed + failed >= INBOX_BATCH) again = true;
      } catch (error) {
        logger.error("webhook inbox", { error: (error as Error)?.name ?? "Error" });
      }
    } while (again);
  };
  return {
    wake() {
      if (running) {
        again = true;
        return;
      }
      running = run().finally(() => {
        running = null;
      });
    },
    idle: async () => {
      while (running) await running;
    },
    drainNow: () => processInbox(db),
  };
}
