/**
 * Money received for registrations (docs/decisions/0050-payment-gateway-and-fake.md): gateway payments applied
 * from webhooks or the reconciler, payments staff record, and `markPaid`, the one function that turns a
 * captured payment into a receipt. Each runs in one transaction: the payment row, the registration's new state
 * (audited, with a note in its history), the receipt number and the receipt letter in the mail outbox.
 *
 * Seam for the write context (effects after commit): `markPaid` is where "payment settled" happens; today its
 * effect is the outbox row, which the mail worker sends after the commit.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { type AuditActor, recordAudit, type Tx } from "../audit/audit.server.ts";
import { REGISTRATION_STATUS_LABELS, type RegistrationStatus } from "../console/workflow.ts";
import type { Db } from "../db/db.ts";
import { paymentOrders, payments, refunds, registrations, staffNotes } from "../db/schema.ts";
import { NotFoundError, RuleError } from "../errors.ts";
import { formatRupees } from "../format.ts";
import { queueLetters } from "../mail/outbox.server.ts";
import { loadSettings } from "../settings/settings.server.ts";
import { issueDocumentNumber } from "./document-numbers.server.ts";
import { advanceOrder, advancePayment, type GatewayPaymentState } from "./payment-states.ts";
import { PAYMENT_MODE_LABELS, STAFF_PAYMENT_MODES, type StaffPaymentMode } from "./payment-text.ts";
import type { GatewayPayment } from "./razorpay-entities.ts";
import { loadReceiptSettings } from "./receipt-settings.server.ts";

/** Who moved the money: a staff member, or the gateway (no account; named in the audit log and history). */
export interface PaymentActor {
  id: string | null;
  email: string;
  name: string;
  ipAddress?: string;
}

export const GATEWAY_ACTOR: PaymentActor = { id: null, email: "payment gateway", name: "Payment gateway" };

/** Registrations that can take money: not cancelled and not refunded. */
const PAYABLE: readonly string[] = ["pending-payment", "paid", "enrolled", "completed"];

/** `₹20,499.20` from paise. */
export function rupees(paise: number): string {
  return formatRupees(paise / 100);
}

/** Captured money of a registration, in paise. */
export async function paidSoFar(tx: Pick<Db, "select">, registrationId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${payments.amountPaise}), 0)` })
    .from(payments)
    .where(and(eq(payments.registrationId, registrationId), eq(payments.state, "captured")));
  return Number(row?.total ?? 0);
}

/** What is still to pay: the server's own payable amount less what has been captured (never below zero). */
export async function amountDue(tx: Pick<Db, "select">, registrationId: string): Promise<number> {
  const [registration] = await tx
    .select({ payable: registrations.payableNowPaise })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  if (!registration) throw new NotFoundError("No such registration.");
  return Math.max(0, registration.payable - (await paidSoFar(tx, registrationId)));
}

async function writeHistory(
  tx: Tx,
  actor: PaymentActor,
  registrationId: string,
  body: string,
  status?: { from: string; to: string },
) {
  await tx.insert(staffNotes).values({
    entity: "registration",
    entityId: registrationId,
    authorId: actor.id,
    authorName: actor.name,
    body,
    fromStatus: status?.from ?? null,
    toStatus: status?.to ?? null,
  });
}

const auditActor = (actor: PaymentActor): AuditActor => ({
  id: actor.id,
  email: actor.email,
  ipAddress: actor.ipAddress,
});

/**
 * Marks a captured payment paid: its receipt number (gap-free per financial year), the registration paid once
 * the captured money covers what it owes, the audit rows, and the receipt letter in the outbox. Idempotent: a
 * payment that already has its receipt keeps it. Call it inside the transaction that captured the payment.
 */
export async function markPaid(tx: Db, actor: PaymentActor, paymentId: number): Promise<string> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  if (!payment) throw new NotFoundError("No such payment.");
  if (payment.receiptNumber) return payment.receiptNumber;
  if (payment.state !== "captured") throw new RuleError("Only a captured payment gets a receipt.");
  // The registration is locked before the counter, on every path, so two payments cannot wait on each other.
  const [registration] = await tx
    .select()
    .from(registrations)
    .where(eq(registrations.id, payment.registrationId))
    .for("update");
  if (!registration) throw new NotFoundError("No such registration.");
  const { company } = await loadSettings(tx);
  const receiptSettings = await loadReceiptSettings(tx, company.name);
  const receiptNumber = await issueDocumentNumber(
    tx,
    "receipt",
    receiptSettings.receiptPrefix,
    payment.receivedAt,
  );
  await tx.update(payments).set({ receiptNumber }).where(eq(payments.id, payment.id));

  const paid = await paidSoFar(tx, registration.id);
  const from = registration.status as RegistrationStatus;
  const settled = from === "pending-payment" && paid >= registration.payableNowPaise;
  const note = `${rupees(payment.amountPaise)} received (${PAYMENT_MODE_LABELS[payment.mode]}${payment.reference ? `, ${payment.reference}` : ""}), receipt ${receiptNumber}.`;
  if (settled) {
    // Paid: the seat is the student's for good (no hold to run out).
    await tx
      .update(registrations)
      .set({ status: "paid", seatHeldUntil: null })
      .where(eq(registrations.id, registration.id));
    await writeHistory(tx, actor, registration.id, note, { from, to: "paid" });
    await recordAudit(tx, auditActor(actor), {
      action: "status-change",
      entity: "registration",
      entityId: registration.id,
      changes: { status: [from, "paid"] },
    });
  } else await writeHistory(tx, actor, registration.id, note);
  await recordAudit(tx, auditActor(actor), {
    action: "payment-received",
    entity: "payment",
    entityId: String(payment.id),
    changes: {
      registration: registration.id,
      amountPaise: payment.amountPaise,
      mode: payment.mode,
      receipt: receiptNumber,
    },
  });
  // The worker sends it once this commits (here, and on the other instances through Redis).
  await queueLetters(tx, {
    template: "receipt",
    kind: "registration",
    recordTable: "payments",
    recordId: payment.id,
    toAddress: registration.email,
  });
  return receiptNumber;
}

export type ApplyOutcome = "paid" | "applied" | "unchanged" | "needs-attention" | "ignored";

function incomingState(status: GatewayPayment["status"]): GatewayPaymentState | null {
  if (status === "created") return null;
  // A refunded payment was captured first; its refund is the refund's own business.
  return status === "refunded" ? "captured" : status;
}

/** Our row for a gateway payment of `order`. */
function gatewayPaymentRow(
  order: { id: string; registrationId: string },
  payment: GatewayPayment,
  state: GatewayPaymentState | "needs-attention",
  detail: string | null,
): typeof payments.$inferInsert {
  return {
    registrationId: order.registrationId,
    orderId: order.id,
    gatewayPaymentId: payment.id,
    amountPaise: payment.amount,
    currency: payment.currency,
    mode: "online",
    reference: payment.method ?? "",
    state,
    detail,
    receivedAt: new Date(payment.created_at * 1000),
    recordedByName: GATEWAY_ACTOR.name,
  };
}

/**
 * A gateway payment as a webhook or the gateway's own answer describes it, applied to our order: recorded once
 * (keyed by the gateway's payment id), moved only forward, paid when captured. A payment whose amount or
 * currency differs from the order's, or that arrives for a registration that can no longer be paid, is kept as
 * needing attention and never counts as paid.
 */
export async function applyGatewayPayment(db: Db, payment: GatewayPayment): Promise<ApplyOutcome> {
  const incoming = incomingState(payment.status);
  if (!payment.order_id || !incoming) return "ignored";
  return db.transaction(async (tx) => {
    // The order's lock serialises every event of its payments, on any number of instances.
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, payment.order_id!))
      .for("update");
    if (!order) return "ignored";
    const [existing] = await tx.select().from(payments).where(eq(payments.gatewayPaymentId, payment.id));
    if (existing?.state === "needs-attention") return "needs-attention";
    // Captured is final: a replay must not re-judge it against a registration refunded since.
    if (existing?.state === "captured") return "unchanged";
    const [registration] = await tx
      .select({ status: registrations.status })
      .from(registrations)
      .where(eq(registrations.id, order.registrationId));
    const problem = paymentProblem(payment, order, registration?.status);
    if (problem && (incoming !== "failed" || existing)) {
      await keepForAttention(tx, { order, payment, existing, problem }, registration?.status);
      return "needs-attention";
    }
    return advanceGatewayPayment(tx, { order, payment, existing }, incoming);
  });
}

type OrderRow = typeof paymentOrders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** A gateway payment and what we hold of it: its order (locked) and our row, if any. */
interface PaymentEvent {
  order: OrderRow;
  payment: GatewayPayment;
  existing: PaymentRow | undefined;
}

/** Why money from the gateway cannot count as paid: not the order's amount, or a registration not payable. */
function paymentProblem(payment: GatewayPayment, order: OrderRow, status: string | undefined): string | null {
  if (payment.amount !== order.amountPaise || payment.currency !== order.currency)
    return `The gateway reports ${payment.amount} ${payment.currency} (paise) for an order of ${order.amountPaise} ${order.currency}.`;
  if (!PAYABLE.includes(status ?? ""))
    return `The registration is ${REGISTRATION_STATUS_LABELS[status as RegistrationStatus] ?? "gone"}; money arrived for it.`;
  return null;
}

/** Keeps the payment as needing attention (never paid), audited. */
async function keepForAttention(
  tx: Db,
  { order, payment, existing, problem }: PaymentEvent & { problem: string },
  registrationStatus: string | undefined,
): Promise<void> {
  if (existing)
    await tx
      .update(payments)
      .set({ state: "needs-attention", detail: problem })
      .where(eq(payments.id, existing.id));
  else await tx.insert(payments).values(gatewayPaymentRow(order, payment, "needs-attention", problem));
  // Money for a seat that lapsed unpaid (docs/decisions/0054-batches-with-seats.md): the seat may be gone,
  // so staff decide (move the student to a batch, or refund); the roster marks it too.
  if (registrationStatus === "lapsed")
    await tx
      .update(registrations)
      .set({ paidAfterLapse: true })
      .where(eq(registrations.id, order.registrationId));
  await recordAudit(tx, auditActor(GATEWAY_ACTOR), {
    action: "payment-needs-attention",
    entity: "registration",
    entityId: order.registrationId,
    changes: {
      order: order.id,
      payment: payment.id,
      amountPaise: payment.amount,
      currency: payment.currency,
    },
  });
}

/** Records the payment or moves our row forward, the order with it; marks the registration paid when captured. */
async function advanceGatewayPayment(
  tx: Db,
  { order, payment, existing }: PaymentEvent,
  incoming: GatewayPaymentState,
): Promise<ApplyOutcome> {
  let rowId: number;
  let state: GatewayPaymentState;
  if (!existing) {
    const [row] = await tx
      .insert(payments)
      .values(
        gatewayPaymentRow(
          order,
          payment,
          incoming,
          incoming === "failed" ? (payment.error_description ?? null) : null,
        ),
      )
      .returning({ id: payments.id });
    rowId = row!.id;
    state = incoming;
  } else {
    rowId = existing.id;
    state = advancePayment(existing.state as GatewayPaymentState, incoming);
    if (state === existing.state) return "unchanged";
    await tx
      .update(payments)
      .set({ state, detail: state === "failed" ? (payment.error_description ?? null) : null })
      .where(eq(payments.id, existing.id));
  }
  const orderState = advanceOrder(order.state, state === "captured" ? "paid" : "attempted");
  if (orderState !== order.state)
    await tx
      .update(paymentOrders)
      .set({ state: orderState, paidAt: orderState === "paid" ? new Date() : order.paidAt })
      .where(eq(paymentOrders.id, order.id));
  if (state !== "captured") return "applied";
  await markPaid(tx, GATEWAY_ACTOR, rowId);
  return "paid";
}

export { STAFF_PAYMENT_MODES, type StaffPaymentMode };

export interface RecordPaymentInput {
  registrationId: string;
  amountPaise: number;
  mode: StaffPaymentMode;
  /** UTR, UPI reference, cheque number or cash receipt book entry: required. */
  reference: string;
  /** When the money arrived; defaults to now. */
  receivedAt?: Date;
}

/** A payment staff received by UPI, bank transfer, cash or cheque, with its receipt. */
export async function recordPayment(
  db: Db,
  actor: PaymentActor,
  input: RecordPaymentInput,
): Promise<{ paymentId: number; receiptNumber: string }> {
  const reference = input.reference.trim();
  if (!STAFF_PAYMENT_MODES.includes(input.mode))
    throw new RuleError("Choose how the money was paid: UPI, bank transfer, cash or cheque.", ["mode"]);
  if (!reference) throw new RuleError("Enter the payment's reference.", ["reference"]);
  if (reference.length > 100) throw new RuleError("Use at most 100 characters.", ["reference"]);
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0)
    throw new RuleError("Enter an amount above zero.", ["amount"]);
  const receivedAt = input.receivedAt ?? new Date();
  if (receivedAt.getTime() > Date.now() + 60_000)
    throw new RuleError("The payment's date cannot be in the future.", ["receivedAt"]);
  return db.transaction(async (tx) => {
    const [registration] = await tx
      .select({ status: registrations.status })
      .from(registrations)
      .where(eq(registrations.id, input.registrationId))
      .for("update");
    if (!registration) throw new NotFoundError("No such registration.");
    if (!PAYABLE.includes(registration.status))
      throw new RuleError("A cancelled or refunded registration cannot take a payment.");
    const due = await amountDue(tx, input.registrationId);
    if (input.amountPaise > due) throw new RuleError(`That is more than the ${rupees(due)} due.`, ["amount"]);
    const [row] = await tx
      .insert(payments)
      .values({
        registrationId: input.registrationId,
        amountPaise: input.amountPaise,
        mode: input.mode,
        reference,
        state: "captured",
        receivedAt,
        recordedById: actor.id,
        recordedByName: actor.name || actor.email,
      })
      .returning({ id: payments.id });
    const receiptNumber = await markPaid(tx, actor, row!.id);
    return { paymentId: row!.id, receiptNumber };
  });
}

/** Payments shown to staff as needing attention (amount or currency mismatch, money for a closed registration). */
export async function paymentsNeedingAttention(db: Db) {
  return db
    .select()
    .from(payments)
    .where(inArray(payments.state, ["needs-attention"]));
}

/**
 * A registration's money for its console page: every payment and refund, newest first, with what has been
 * received (captured), refunded (processed) and is still due.
 */
export async function registrationMoney(db: Db, registrationId: string) {
  const [registration] = await db
    .select({ payable: registrations.payableNowPaise })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  if (!registration) throw new NotFoundError("No such registration.");
  const paymentRows = await db
    .select()
    .from(payments)
    .where(eq(payments.registrationId, registrationId))
    .orderBy(desc(payments.receivedAt), desc(payments.id));
  const refundRows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.registrationId, registrationId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
  const receivedPaise = paymentRows
    .filter((row) => row.state === "captured")
    .reduce((sum, row) => sum + row.amountPaise, 0);
  const refundedPaise = refundRows
    .filter((row) => row.state === "processed")
    .reduce((sum, row) => sum + row.amountPaise, 0);
  return {
    payments: paymentRows,
    refunds: refundRows,
    payablePaise: registration.payable,
    receivedPaise,
    refundedPaise,
    duePaise: Math.max(0, registration.payable - receivedPaise),
    needsAttention: paymentRows.some((row) => row.state === "needs-attention"),
  };
}
