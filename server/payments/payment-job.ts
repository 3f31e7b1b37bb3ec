/**
 * The payments' round in every app process with online payment on: first 20 seconds after start, then every
 * 3 minutes. It processes what the webhook inbox still holds (rows a killed process stored but never
 * processed) and runs the reconciler (orders unpaid from 10 minutes to 3 days, asked about at the gateway).
 * Several processes may run rounds at once: inbox rows and orders are claimed with SKIP LOCKED, so each is
 * handled by one. Timers are unref'd; `stop()` waits for a round in progress.
 */
import type { Db } from "../../domain/db/db.ts";
import type { PaymentGateway } from "../../domain/payments/gateway-port.ts";
import { processInbox } from "../../domain/payments/inbox.server.ts";
import { reconcileOrders } from "../../domain/payments/reconcile.server.ts";
import type { Logger } from "../http/logger.ts";

export interface PaymentJob {
  start(): void;
  /** One round now (tests). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

export function createPaymentJob(
  { db, gateway, logger }: { db: Db; gateway: PaymentGateway; logger: Logger },
  { firstDelayMs = 20_000, intervalMs = 180_000 } = {},
): PaymentJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = true;

  async function round() {
    const inbox = await processInbox(db);
    if (inbox.failed) logger.error("webhook inbox rows failed", { failed: inbox.failed });
    const report = await reconcileOrders(db, gateway);
    if (report.paid || report.unreachable) logger.info("payments reconciled", { ...report });
  }

  function runNow(): Promise<void> {
    running ??= round()
      .catch((error) => logger.error("payments round failed", { error: (error as Error)?.name ?? "Error" }))
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
