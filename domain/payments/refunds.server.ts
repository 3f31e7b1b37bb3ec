/**
 * Refunds by administrators (docs/decisions/0050-payment-gateway-and-fake.md): full or part of a captured
 * payment, with a reason, and a second reason past the terms' 7 days. The refund row is written first with its
 * idempotency key, then the gateway is asked with that same key, so a retry (after a timeout, a double click,
 * a crash) finds the same row and the gateway the same refund: money goes back once. pending → processed or
 * failed, from the gateway's answer or its webhook; a processed refund gets a refund voucher (gap-free number,
 * mailed) and a registration whose money has all gone back becomes refunded.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { recordAudit } from "../audit/audit.server.ts";
import { REGISTRATION_MOVES, type RegistrationStatus } from "../console/workflow.ts";
import type { Db } from "../db/db.ts";
import { payments, refunds, registrations, staffNotes } from "../db/schema.ts";
import { NotFoundError, RuleError } from "../errors.ts";
import { queueLetters } from "../mail/outbox.server.ts";
import { returnSeatOf } from "../programs/seats.server.ts";
import { loadSettings } from "../settings/settings.server.ts";
import { issueDocumentNumber } from "./document-numbers.server.ts";
import { isTransient, type PaymentGateway } from "./gateway-port.ts";
import { GATEWAY_ACTOR, type PaymentActor, paidSoFar, rupees } from "./payments.server.ts";
import type { GatewayRefund } from "./razorpay-entities.ts";
import { loadReceiptSettings } from "./receipt-settings.server.ts";

/** The terms promise refunds within 7 days of payment; later ones need their own reason. */
export const REFUND_TERM_DAYS = 7;
const DAY_MS = 86_400_000;

export function daysSincePayment(receivedAt: Date, now = new Date()): number {
  return Math.floor((now.getTime() - receivedAt.getTime()) / DAY_MS);
}

export interface RefundInput {
  paymentId: number;
  amountPaise: number;
  reason: string;
  /** Required past REFUND_TERM_DAYS. */
  lateReason?: string;
  /** Made when the refund form is shown; the same on every retry of that form. */
  idempotencyKey: string;
}

export type RefundResult = {
  refundId: number;
  amountPaise: number;
  state: "pending" | "processed" | "failed";
  voucherNumber: string | null;
  /** The gateway could not be reached: the refund stays pending; send the same request again. */
  retryLater: boolean;
};

const KEY = /^[A-Za-z0-9_-]{10,64}$/;

export async function requestRefund(
  db: Db,
  actor: PaymentActor,
  gateway: PaymentGateway | undefined,
  input: RefundInput,
  now = new Date(),
): Promise<RefundResult> {
  const { reason, lateReason } = checkedReasons(input);

  const refund = await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for("update");
    if (!payment) throw new NotFoundError("No such payment.");
    const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotencyKey));
    if (earlier) {
      if (earlier.paymentId !== input.paymentId || earlier.amountPaise !== input.amountPaise)
        throw new RuleError("This refund was already sent with other details: open the refund form again.");
      return { row: earlier, payment };
    }
    if (payment.state !== "captured") throw new RuleError("Only a received payment can be refunded.");
    const [taken] = await tx
      .select({ total: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), ne(refunds.state, "failed")));
    const left = payment.amountPaise - Number(taken?.total ?? 0);
    if (input.amountPaise > left)
      throw new RuleError(`At most ${rupees(left)} of this payment can be refunded.`, ["amount"]);
    const days = daysSincePayment(payment.receivedAt, now);
    if (days > REFUND_TERM_DAYS && !lateReason)
      throw new RuleError(
        `Paid ${days} days ago, past the terms' ${REFUND_TERM_DAYS} days: say why this refund is made anyway.`,
        ["lateReason"],
      );
    const [row] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        registrationId: payment.registrationId,
        amountPaise: input.amountPaise,
        reason,
        lateReason: days > REFUND_TERM_DAYS ? lateReason : null,
        idempotencyKey: input.idempotencyKey,
        requestedById: actor.id,
        requestedByName: actor.name || actor.email,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: "refund-requested",
      entity: "payment",
      entityId: String(payment.id),
      changes: { registration: payment.registrationId, amountPaise: input.amountPaise, days },
    });
    // Money staff received by hand goes back by hand: the refund is made when it is recorded.
    if (payment.mode !== "online") await settleRefund(tx, actor, row!.id, "processed");
    return { row: row!, payment };
  });

  return sendToGateway(db, actor, gateway, refund.row, refund.payment);
}

/** The refund form's key, reasons and amount as the rules allow them; RuleError otherwise. */
function checkedReasons(input: RefundInput): { reason: string; lateReason: string | null } {
  if (!KEY.test(input.idempotencyKey)) throw new RuleError("This refund form has expired: open it again.");
  const reason = input.reason.trim();
  const lateReason = input.lateReason?.trim() || null;
  if (!reason) throw new RuleError("Enter the reason for the refund.", ["reason"]);
  if (reason.length > 500 || (lateReason?.length ?? 0) > 500)
    throw new RuleError("Use at most 500 characters.");
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0)
    throw new RuleError("Enter an amount above zero.", ["amount"]);
  return { reason, lateReason };
}

/**
 * Asks the gateway to make a pending online refund (after its commit). A gateway that did not answer leaves it
 * pending to send again; one that refused fails it.
 */
async function sendToGateway(
  db: Db,
  actor: PaymentActor,
  gateway: PaymentGateway | undefined,
  row: typeof refunds.$inferSelect,
  payment: typeof payments.$inferSelect,
): Promise<RefundResult> {
  if (row.state !== "pending" || row.gatewayRefundId || payment.mode !== "online")
    return resultOf(db, row.id, false);
  if (!gateway || !payment.gatewayPaymentId) return resultOf(db, row.id, true);
  const answer = await gateway.createRefund({
    paymentId: payment.gatewayPaymentId,
    amountPaise: row.amountPaise,
    idempotencyKey: row.idempotencyKey,
    notes: { refund_key: row.idempotencyKey, registration: row.registrationId },
  });
  if (answer.ok) {
    await applyGatewayRefund(db, answer.value, row.id);
    return resultOf(db, row.id, false);
  }
  if (isTransient(answer.error)) return resultOf(db, row.id, true);
  await db.transaction((tx) => settleRefund(tx, actor, row.id, "failed"));
  return resultOf(db, row.id, false);
}

/**
 * A pending refund sent again (the console's "Send again" after the gateway did not answer): the same payment,
 * amount, reasons and idempotency key as stored, so the gateway makes it at most once.
 */
export async function retryRefund(
  db: Db,
  actor: PaymentActor,
  gateway: PaymentGateway | undefined,
  refundId: number,
  now = new Date(),
): Promise<RefundResult> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!row) throw new NotFoundError("No such refund.");
  return requestRefund(
    db,
    actor,
    gateway,
    {
      paymentId: row.paymentId,
      amountPaise: row.amountPaise,
      reason: row.reason,
      lateReason: row.lateReason ?? undefined,
      idempotencyKey: row.idempotencyKey,
    },
    now,
  );
}

async function resultOf(db: Db, refundId: number, retryLater: boolean): Promise<RefundResult> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  return {
    refundId,
    amountPaise: row!.amountPaise,
    state: row!.state,
    voucherNumber: row!.voucherNumber,
    retryLater: retryLater && row!.state === "pending",
  };
}

/**
 * The gateway's word on a refund (its API answer or a webhook), matched by its id, or by our idempotency key in
 * its notes when the webhook overtakes the API's answer. Forward only. False when the refund is not ours.
 */
export async function applyGatewayRefund(db: Db, refund: GatewayRefund, knownId?: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const key = !Array.isArray(refund.notes) ? refund.notes?.refund_key : undefined;
    const [row] = await tx
      .select()
      .from(refunds)
      .where(
        knownId !== undefined
          ? eq(refunds.id, knownId)
          : sql`${refunds.gatewayRefundId} = ${refund.id} or ${refunds.idempotencyKey} = ${key ?? ""}`,
      )
      .for("update");
    if (!row) return false;
    if (!row.gatewayRefundId)
      await tx.update(refunds).set({ gatewayRefundId: refund.id }).where(eq(refunds.id, row.id));
    if (row.state === "pending" && refund.status !== "pending")
      await settleRefund(tx, GATEWAY_ACTOR, row.id, refund.status);
    return true;
  });
}

/**
 * A pending refund made or failed. Made: its voucher number, the letter in the outbox, and the registration
 * refunded once all its money has gone back. Idempotent: a settled refund is left as it is.
 */
async function settleRefund(tx: Db, actor: PaymentActor, refundId: number, state: "processed" | "failed") {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for("update");
  if (refund?.state !== "pending") return;
  if (state === "failed") {
    await tx.update(refunds).set({ state, processedAt: new Date() }).where(eq(refunds.id, refund.id));
    await recordAudit(tx, actor, { action: "refund-failed", entity: "refund", entityId: String(refund.id) });
    return;
  }
  const [registration] = await tx
    .select()
    .from(registrations)
    .where(eq(registrations.id, refund.registrationId))
    .for("update");
  const { company } = await loadSettings(tx);
  const settings = await loadReceiptSettings(tx, company.name);
  const at = new Date();
  const voucherNumber = await issueDocumentNumber(tx, "refund", settings.refundPrefix, at);
  await tx.update(refunds).set({ state, voucherNumber, processedAt: at }).where(eq(refunds.id, refund.id));
  const [back] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.registrationId, refund.registrationId), eq(refunds.state, "processed")));
  const from = registration!.status as RegistrationStatus;
  const allBack = Number(back?.total ?? 0) >= (await paidSoFar(tx, refund.registrationId));
  const moves = allBack && REGISTRATION_MOVES[from]?.includes("refunded");
  await tx.insert(staffNotes).values({
    entity: "registration",
    entityId: refund.registrationId,
    authorId: actor.id,
    authorName: actor.name,
    body: `${rupees(refund.amountPaise)} refunded, voucher ${voucherNumber}.`,
    fromStatus: moves ? from : null,
    toStatus: moves ? "refunded" : null,
  });
  if (moves) {
    await returnSeatOf(tx, refund.registrationId);
    await tx
      .update(registrations)
      .set({ status: "refunded" })
      .where(eq(registrations.id, refund.registrationId));
    await recordAudit(tx, actor, {
      action: "status-change",
      entity: "registration",
      entityId: refund.registrationId,
      changes: { status: [from, "refunded"] },
    });
  }
  await recordAudit(tx, actor, {
    action: "refund-processed",
    entity: "refund",
    entityId: String(refund.id),
    changes: { amountPaise: refund.amountPaise, voucher: voucherNumber },
  });
  // The worker sends it once this commits (here, and on the other instances through Redis).
  await queueLetters(tx, {
    template: "refund-voucher",
    kind: "registration",
    recordTable: "refunds",
    recordId: refund.id,
    toAddress: registration!.email,
  });
}
