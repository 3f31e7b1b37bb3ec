/**
 * The visitor's side of paying: the pay link (`/pay/{registrationId}?token=…`, only the token's sha256 stored;
 * it opens the registration until it is paid in full or cancelled) and Checkout's callback. The callback is
 * believed only as far as its signature over an order id we stored for that registration; even then the
 * registration is paid only by what the gateway itself says when the server asks it (or by a verified webhook),
 * never by what the browser sends.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { paymentOrders, registrations } from "../db/schema.ts";
import { NotFoundError } from "../errors.ts";
import { hashToken, isRegistrationId, newDownloadToken, tokenMatchesHash } from "../programs/ids.ts";
import type { PaymentGateway } from "./gateway-port.ts";
import { applyGatewayPayment } from "./payments.server.ts";
import { checkoutSignatureValid } from "./signatures.ts";

const PAY_LINK_NOT_FOUND = "This payment link is not valid.";

/** A new pay link token for the registration; an earlier link stops working. */
export async function issuePayLink(db: Db, registrationId: string): Promise<string> {
  const token = newDownloadToken();
  const updated = await db
    .update(registrations)
    .set({ payTokenHash: hashToken(token) })
    .where(eq(registrations.id, registrationId))
    .returning({ id: registrations.id });
  if (!updated.length) throw new NotFoundError("No such registration.");
  return token;
}

/**
 * The registration a pay link opens. Unknown id, wrong token, paid in full or cancelled: the same
 * NotFoundError (a plain 404 page), so a link says nothing about registrations it does not open.
 */
export async function registrationForPayLink(
  db: Db,
  registrationId: string,
  token: string | null | undefined,
) {
  const id = registrationId.trim().toUpperCase();
  const [row] = isRegistrationId(id)
    ? await db.select().from(registrations).where(eq(registrations.id, id))
    : [];
  const matches = tokenMatchesHash(token, row?.payTokenHash);
  if (!row || !matches || row.status !== "pending-payment") throw new NotFoundError(PAY_LINK_NOT_FOUND);
  return row;
}

export interface CheckoutCallback {
  registrationId: string;
  orderId: string;
  paymentId: string;
  signature: string;
}

/**
 * `refused`: not a callback of ours (no such order for this registration, or a bad signature): nothing stored.
 * `paid`: the gateway confirmed the capture and the registration's payment is recorded. `confirming`: signed,
 * but the gateway has not confirmed yet (or cannot be reached): the webhook or the reconciler will finish it.
 */
export type CheckoutOutcome = "paid" | "confirming" | "refused";

export async function confirmCheckout(
  db: Db,
  gateway: PaymentGateway,
  keySecret: string,
  callback: CheckoutCallback,
): Promise<CheckoutOutcome> {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(eq(paymentOrders.id, callback.orderId), eq(paymentOrders.registrationId, callback.registrationId)),
    );
  if (!order) return "refused";
  const signed = checkoutSignatureValid({
    storedOrderId: order.id,
    paymentId: callback.paymentId,
    signature: callback.signature,
    keySecret,
  });
  if (!signed) return "refused";
  const answer = await gateway.fetchPayment(callback.paymentId);
  if (!answer.ok || answer.value.order_id !== order.id) return "confirming";
  const outcome = await applyGatewayPayment(db, answer.value);
  if (outcome === "paid") return "paid";
  const [after] = await db
    .select({ state: paymentOrders.state })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, order.id));
  return after?.state === "paid" ? "paid" : "confirming";
}
