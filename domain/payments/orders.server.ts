/**
 * A gateway order for what a registration owes: the amount is the server's own (what is due now), never the
 * browser's. An open order for the same amount is reused, so reloading the pay page does not make new orders.
 */
import { and, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { paymentOrders, registrations } from "../db/schema.ts";
import { NotFoundError, RuleError } from "../errors.ts";
import type { GatewayError, PaymentGateway } from "./gateway-port.ts";
import { amountDue } from "./payments.server.ts";

export type OpenOrderResult =
  | { ok: true; orderId: string; amountPaise: number; currency: string }
  | { ok: false; reason: "nothing-due" }
  | { ok: false; reason: "gateway"; error: GatewayError };

export async function openOrder(
  db: Db,
  gateway: PaymentGateway,
  registrationId: string,
): Promise<OpenOrderResult> {
  const [registration] = await db
    .select({ status: registrations.status })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  if (!registration) throw new NotFoundError("No such registration.");
  if (registration.status === "cancelled" || registration.status === "refunded")
    throw new RuleError("A cancelled registration cannot be paid.");
  const due = await amountDue(db, registrationId);
  if (due === 0) return { ok: false, reason: "nothing-due" };
  const [open] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.registrationId, registrationId),
        eq(paymentOrders.amountPaise, due),
        ne(paymentOrders.state, "paid"),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  if (open) return { ok: true, orderId: open.id, amountPaise: open.amountPaise, currency: open.currency };
  // The gateway is called outside any transaction: a slow gateway holds no lock of ours.
  const created = await gateway.createOrder({
    amountPaise: due,
    receipt: registrationId,
    notes: { registration: registrationId },
  });
  if (!created.ok) return { ok: false, reason: "gateway", error: created.error };
  if (created.value.amount !== due || created.value.currency !== "INR")
    return { ok: false, reason: "gateway", error: { kind: "bad-response", status: 200 } };
  await db.insert(paymentOrders).values({
    id: created.value.id,
    registrationId,
    amountPaise: due,
    currency: created.value.currency,
  });
  return { ok: true, orderId: created.value.id, amountPaise: due, currency: created.value.currency };
}
