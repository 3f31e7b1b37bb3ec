/**
 * The payments' round in every app process with online payment on: first 20 seconds after start
 * (PAYMENTS_FIRST_ROUND_SECONDS), then every 3 minutes. It processes what the webhook inbox still holds (rows a killed process stored but never
 * processed) and runs the reconciler (orders unpaid from 10 minutes to 3 days, asked about at the gateway).
 * Several processes may run rounds at once: inbox rows and orders are claimed with SKIP LOCKED, so each is
 * handled by one. Timers are unref'd; `stop()` waits for a round in progress.
 */
import type { Db } from "../../domain/db/db.ts";
import type { PaymentGateway } from "../../domain/payments/gateway-port.ts";
import { processInbox } from "../../domain/payments/inbox.server.ts";
import { reconcileOrders } from "../../domain/payments/reconcile.server.ts";
import type { Logger } from "../http/logger.ts";
import { createPeriodicJob, type PeriodicJob } from "../jobs/periodic-job.ts";
import type { InboxDrain } from "./inbox-drain.ts";

export type PaymentJob = PeriodicJob;

export function createPaymentJob(
  {
    db,
    gateway,
    logger,
    inbox = { drainNow: () => processInbox(db) },
  }: {
    db: Db;
    gateway: PaymentGateway;
    logger: Logger;
    /** The process's inbox drain (server/payments/inbox-drain.ts); by default the inbox processed here. */
    inbox?: Pick<InboxDrain, "drainNow">;
  },
  { firstDelayMs = 20_000, intervalMs = 180_000 } = {},
): PaymentJob {
  async function round() {
    const drained = await inbox.drainNow();
    if (drained.failed) logger.error("webhook inbox rows failed", { failed: drained.failed });
    const report = await reconcileOrders(db, gateway);
    if (report.paid || report.unreachable) logger.info("payments reconciled", { ...report });
  }

  return createPeriodicJob(round, {
    firstDelayMs,
    intervalMs,
    onError: (error) => logger.error("payments round failed", { error: (error as Error)?.name ?? "Error" }),
  });
}
