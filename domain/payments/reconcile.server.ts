/**
 * The reconciler: orders still unpaid 10 minutes after they were made are asked about at the gateway, for 3
 * days, and what it says is applied as a webhook would be (a lost or late webhook still ends in a payment).
 * Each round claims its orders by stamping `checked_at` under `FOR UPDATE SKIP LOCKED`, so instances running
 * rounds at the same time ask about different orders, and an order is asked about at most once per interval.
 */
import { and, asc, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { paymentOrders } from "../db/schema.ts";
import type { PaymentGateway } from "./gateway-port.ts";
import { PAYMENT_DEADLINE_HOURS } from "./payment-deadline.ts";
import { applyGatewayPayment } from "./payments.server.ts";

export const RECONCILE_AFTER_MS = 10 * 60_000;
/** As long as an unpaid seat is held with online payment on: its payment deadline. */
export const RECONCILE_FOR_MS = PAYMENT_DEADLINE_HOURS * 3_600_000;
/** An order is asked about again after this long. */
export const RECONCILE_INTERVAL_MS = 5 * 60_000;

/** Claims up to `limit` unpaid orders due for a check (10 minutes to 3 days old, not checked recently). */
export async function claimOrdersToReconcile(db: Db, now: Date, limit = 50): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(
        and(
          ne(paymentOrders.state, "paid"),
          lt(paymentOrders.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
          gt(paymentOrders.createdAt, new Date(now.getTime() - RECONCILE_FOR_MS)),
          or(
            isNull(paymentOrders.checkedAt),
            lt(paymentOrders.checkedAt, new Date(now.getTime() - RECONCILE_INTERVAL_MS)),
          ),
        ),
      )
      .orderBy(sql`${paymentOrders.checkedAt} asc nulls first`, asc(paymentOrders.createdAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    for (const order of due)
      await tx.update(paymentOrders).set({ checkedAt: now }).where(eq(paymentOrders.id, order.id));
    return due.map((order) => order.id);
  });
}

export interface ReconcileReport {
  checked: number;
  paid: number;
  /** Orders the gateway could not be asked about this round (tried again next round). */
  unreachable: number;
}

/** One round: claim, ask, apply. */
export async function reconcileOrders(
  db: Db,
  gateway: PaymentGateway,
  now = new Date(),
): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, paid: 0, unreachable: 0 };
  for (const orderId of await claimOrdersToReconcile(db, now)) {
    report.checked += 1;
    const answer = await gateway.fetchOrderPayments(orderId);
    if (!answer.ok) {
      report.unreachable += 1;
      continue;
    }
    for (const payment of answer.value)
      if ((await applyGatewayPayment(db, payment)) === "paid") report.paid += 1;
  }
  return report;
}
