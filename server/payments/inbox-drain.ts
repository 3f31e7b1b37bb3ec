/**
 * Drains the webhook inbox in this process when a webhook has been stored: one run at a time, and one more if
 * woken while running, so a burst of webhooks makes a few runs, not one each. Errors are logged, never thrown
 * at the webhook's answer, which has already gone. Rows left by a process killed before processing are taken
 * by the next run on any instance.
 */
import type { Db } from "../../domain/db/db.ts";
import { processInbox } from "../../domain/payments/inbox.server.ts";
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
        await processInbox(db);
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
