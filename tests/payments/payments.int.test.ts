/**
 * The payments core on PGlite and PostgreSQL, against the fake gateway: webhooks into the inbox and out of it,
 * forward-only states, amount mismatches, the reconciler, staff payments, refunds that a retry cannot repeat,
 * and receipt numbers gap-free under 50 simultaneous payments.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  outbox,
  paymentOrders,
  payments,
  refunds,
  registrations,
  staffNotes,
  webhookInbox,
} from "../../domain/db/schema.ts";
import { RuleError } from "../../domain/errors.ts";
import {
  confirmCheckout,
  issuePayLink,
  registrationForPayLink,
} from "../../domain/payments/checkout.server.ts";
import { financialYearOf } from "../../domain/payments/documents.ts";
import { processInbox, recordWebhook } from "../../domain/payments/inbox.server.ts";
import { openOrder } from "../../domain/payments/orders.server.ts";
import {
  amountDue,
  applyGatewayPayment,
  recordPayment,
  registrationMoney,
} from "../../domain/payments/payments.server.ts";
import { claimOrdersToReconcile, reconcileOrders } from "../../domain/payments/reconcile.server.ts";
import { requestRefund } from "../../domain/payments/refunds.server.ts";
import {
  type FakeGateway,
  startFakeGateway,
  type WebhookDelivery,
} from "../../scripts/fake-gateway/gateway.ts";
import type { Database } from "../../server/db/client.ts";
import { createRazorpayClient, type RazorpayClient } from "../../server/payments/razorpay-client.ts";
import { insertRegistration } from "../support/payments.ts";
import { createTestDatabase } from "../support/test-db.ts";

let database: Database;
let fake: FakeGateway;
let client: RazorpayClient;
const admin = { id: "staff-admin", email: "admin@example.in", name: "Asha Admin" };
const FY = financialYearOf(new Date());
const MINUTE = 60_000;

/** What the webhook route does: store the verified body in the inbox. */
const storeInInbox = (delivery: WebhookDelivery) =>
  recordWebhook(database.db, { eventId: delivery.eventId, event: delivery.event, rawBody: delivery.body });

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeGateway({ deliver: async (delivery) => void (await storeInInbox(delivery)) });
  // Generous: a loaded machine must not make a working gateway look slow (the lost answer uses its own).
  client = createRazorpayClient({ ...fake, apiUrl: fake.url, timeoutMs: 10_000 });
});
afterAll(async () => {
  await fake.close();
  await database.close();
});

const newRegistration = (payableNowPaise?: number, status?: string) =>
  insertRegistration(database.db, payableNowPaise, status);

async function orderFor(registrationId: string) {
  const opened = await openOrder(database.db, client, registrationId);
  if (!opened.ok) throw new Error(JSON.stringify(opened));
  return opened.orderId;
}

const statusOf = async (id: string) =>
  (await database.db.select().from(registrations).where(eq(registrations.id, id)))[0]!.status;
const paymentsOf = (id: string) => database.db.select().from(payments).where(eq(payments.registrationId, id));
const receiptMails = (paymentId: number) =>
  database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, "receipt"), eq(outbox.recordId, String(paymentId))));

describe("paid by webhook", () => {
  it("pays the registration once, with a receipt, a letter, a note and the gateway as the actor", async () => {
    const registrationId = await newRegistration();
    const orderId = await orderFor(registrationId);
    // Reloading the pay page reuses the open order.
    expect(await orderFor(registrationId)).toBe(orderId);
    await fake.pay(orderId);
    expect(await statusOf(registrationId)).toBe("pending-payment");
    await processInbox(database.db);
    expect(await statusOf(registrationId)).toBe("paid");
    const [payment, ...others] = await paymentsOf(registrationId);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({ amountPaise: 2_049_920, mode: "online", state: "captured", orderId });
    expect(payment!.receiptNumber).toMatch(new RegExp(`^RV/${FY}/\\d{5}$`));
    expect(await receiptMails(payment!.id)).toHaveLength(1);
    const [order] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    expect(order!.state).toBe("paid");
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, registrationId), eq(auditLog.action, "status-change")));
    expect(audit.map((row) => [row.actorEmail, row.changes])).toEqual([
      ["payment gateway", { status: ["pending-payment", "paid"] }],
    ]);
    const notes = await database.db.select().from(staffNotes).where(eq(staffNotes.entityId, registrationId));
    expect(notes.map((note) => [note.authorName, note.toStatus])).toEqual([["Payment gateway", "paid"]]);
    expect(await amountDue(database.db, registrationId)).toBe(0);
    const done = await openOrder(database.db, client, registrationId);
    expect(done).toEqual({ ok: false, reason: "nothing-due" });
  });

  it("treats the same webhook ten times as one: one payment, one receipt, one letter", async () => {
    const registrationId = await newRegistration();
    const orderId = await orderFor(registrationId);
    const before = fake.events.length;
    await fake.pay(orderId, { delivery: "none" });
    const made = fake.events.slice(before);
    for (let i = 0; i < 10; i++) {
      const results = await Promise.all(made.map(storeInInbox));
      expect(results.every((result) => result.stored === (i === 0))).toBe(true);
      await processInbox(database.db);
    }
    const rows = await paymentsOf(registrationId);
    expect(rows).toHaveLength(1);
    expect(await receiptMails(rows[0]!.id)).toHaveLength(1);
    const stored = await database.db.select().from(webhookInbox);
    expect(stored.filter((row) => made.some((m) => m.eventId === row.eventId))).toHaveLength(made.length);
  });

  it("ends paid whatever order the events come in", async () => {
    const registrationId = await newRegistration();
    const orderId = await orderFor(registrationId);
    await fake.pay(orderId, { delivery: "reversed" });
    await processInbox(database.db);
    expect(await statusOf(registrationId)).toBe("paid");
    const [payment] = await paymentsOf(registrationId);
    expect(payment!.state).toBe("captured");
  });

  it("flags money for a seat that lapsed unpaid to staff instead of taking it", async () => {
    const registrationId = await newRegistration();
    const orderId = await orderFor(registrationId);
    // The seat hold ran out while the visitor was on the gateway's page (domain/programs/seat-holds.server.ts).
    await database.db
      .update(registrations)
      .set({ status: "lapsed" })
      .where(eq(registrations.id, registrationId));
    await fake.pay(orderId);
    await processInbox(database.db);
    const [payment] = await paymentsOf(registrationId);
    expect(payment).toMatchObject({ state: "needs-attention", receiptNumber: null });
    expect(payment!.detail).toMatch(/Seat lapsed/);
    const [row] = await database.db.select().from(registrations).where(eq(registrations.id, registrationId));
    expect(row).toMatchObject({ status: "lapsed", paidAfterLapse: true });
  });

  it("records a failed attempt and then the success on the same order", async () => {
    const registrationId = await newRegistration();
    const orderId = await orderFor(registrationId);
    await fake.pay(orderId, { outcome: "failed" });
    await processInbox(database.db);
    expect(await statusOf(registrationId)).toBe("pending-payment");
    const [order] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    expect(order!.state).toBe("attempted");
    await fake.pay(orderId);
    await processInbox(database.db);
    expect(await statusOf(registrationId)).toBe("paid");
    const rows = await paymentsOf(registrationId);
    expect(rows.map((row) => row.state).sort()).toEqual(["captured", "failed"]);
    expect(rows.filter((row) => row.receiptNumber)).toHaveLength(1);
  });

  it("accepts a late authorisation after a failure of the same payment", async () => {
    const registrationId = await newRegistration();
    const orderId = await orderFor(registrationId);
    const { payment } = await fake.pay(orderId, { outcome: "failed", delivery: "none" });
    expect(await applyGatewayPayment(database.db, { ...payment, order_id: orderId })).toBe("applied");
    expect(
      await applyGatewayPayment(database.db, {
        ...payment,
        status: "captured",
        captured: true,
        order_id: orderId,
      }),
    ).toBe("paid");
    expect(await applyGatewayPayment(database.db, { ...payment, order_id: orderId })).toBe("unchanged");
    expect(await statusOf(registrationId)).toBe("paid");
  });

  it("does not pay on a wrong amount or currency: the payment needs attention", async () => {
    const registrationId = await newRegistration();
    const orderId = await orderFor(registrationId);
    await fake.pay(orderId, { amountPaise: 100 });
    await processInbox(database.db);
    expect(await statusOf(registrationId)).toBe("pending-payment");
    const [row] = await paymentsOf(registrationId);
    expect(row).toMatchObject({ state: "needs-attention", amountPaise: 100, receiptNumber: null });
    expect(row!.detail).toMatch(/100 INR .* 2049920 INR/);
    const other = await newRegistration();
    const otherOrder = await orderFor(other);
    await fake.pay(otherOrder, { currency: "USD" });
    await processInbox(database.db);
    expect((await paymentsOf(other))[0]!.state).toBe("needs-attention");
    expect(await statusOf(other)).toBe("pending-payment");
  });

  it("processes what a killed process stored but never processed, and ignores events for orders not ours", async () => {
    const registrationId = await newRegistration();
    const orderId = await orderFor(registrationId);
    await fake.pay(orderId);
    const unprocessed = (await database.db.select().from(webhookInbox)).filter((row) => !row.processedAt);
    expect(unprocessed.length).toBe(3);
    expect(await processInbox(database.db)).toEqual({ processed: 3, failed: 0 });
    expect(await statusOf(registrationId)).toBe("paid");
    const foreign = JSON.stringify({
      entity: "event",
      event: "payment.captured",
      payload: {
        payment: {
          entity: {
            id: "pay_elsewhere",
            entity: "payment",
            amount: 100,
            currency: "INR",
            status: "captured",
            order_id: "order_elsewhere",
            created_at: 1,
          },
        },
      },
      created_at: 1,
    });
    await recordWebhook(database.db, {
      eventId: "evt_elsewhere",
      event: "payment.captured",
      rawBody: foreign,
    });
    await recordWebhook(database.db, {
      eventId: "evt_garbage",
      event: "payment.captured",
      rawBody: "{not json",
    });
    await processInbox(database.db);
    const outcomes = await database.db.select().from(webhookInbox);
    expect(outcomes.find((row) => row.eventId === "evt_elsewhere")?.outcome).toBe("ignored");
    expect(outcomes.find((row) => row.eventId === "evt_garbage")?.outcome).toBe("ignored");
  });

  it("records one payment when two instances are given the same webhook at once", async () => {
    const registrationId = await newRegistration();
    const orderId = await orderFor(registrationId);
    const before = fake.events.length;
    await fake.pay(orderId, { delivery: "none" });
    const made = fake.events.slice(before);
    await Promise.all([...made, ...made].map(storeInInbox));
    await Promise.all([processInbox(database.db), processInbox(database.db)]);
    // And the same gateway payment applied twice at once, as two reconcilers would.
    const { payment } = { payment: [...fake.payments.values()].find((p) => p.order_id === orderId)! };
    await Promise.all([applyGatewayPayment(database.db, payment), applyGatewayPayment(database.db, payment)]);
    const rows = await paymentsOf(registrationId);
    expect(rows).toHaveLength(1);
    expect(await receiptMails(rows[0]!.id)).toHaveLength(1);
  });
});

describe("the browser's callback and the pay link", () => {
  it("pays on the server's own fetch after a signed callback, before any webhook", async () => {
    const registrationId = await newRegistration();
    const orderId = await orderFor(registrationId);
    const { callback } = await fake.pay(orderId, { delivery: "none" });
    const signed = {
      registrationId,
      orderId: callback!.razorpay_order_id,
      paymentId: callback!.razorpay_payment_id,
      signature: callback!.razorpay_signature,
    };
    expect(await confirmCheckout(database.db, client, fake.keySecret, signed)).toBe("paid");
    expect(await statusOf(registrationId)).toBe("paid");
    // The webhooks arriving later change nothing.
    await fake.redeliver(fake.events.filter((event) => event.body.includes(orderId)));
    await processInbox(database.db);
    expect(await paymentsOf(registrationId)).toHaveLength(1);
  });

  it("refuses a tampered callback or one naming another registration's order, storing nothing", async () => {
    const registrationId = await newRegistration();
    const orderId = await orderFor(registrationId);
    const other = await newRegistration();
    await orderFor(other);
    const { callback } = await fake.pay(orderId, { delivery: "none" });
    const signed = {
      registrationId,
      orderId,
      paymentId: callback!.razorpay_payment_id,
      signature: callback!.razorpay_signature,
    };
    const flipped = signed.signature.replace(/^./, (c) => (c === "0" ? "1" : "0"));
    expect(
      await confirmCheckout(database.db, client, fake.keySecret, { ...signed, signature: flipped }),
    ).toBe("refused");
    expect(
      await confirmCheckout(database.db, client, fake.keySecret, { ...signed, registrationId: other }),
    ).toBe("refused");
    expect(await paymentsOf(registrationId)).toEqual([]);
    // Signed, but the gateway is down: confirming; the reconciler finishes it.
    fake.failNext(1, 503);
    expect(await confirmCheckout(database.db, client, fake.keySecret, signed)).toBe("confirming");
    expect(await statusOf(registrationId)).toBe("pending-payment");
    await reconcileOrders(database.db, client, new Date(Date.now() + 11 * MINUTE));
    expect(await statusOf(registrationId)).toBe("paid");
  });

  it("opens the registration with its pay link until it is paid, and a plain not-found otherwise", async () => {
    const registrationId = await newRegistration(100_000);
    const token = await issuePayLink(database.db, registrationId);
    expect((await registrationForPayLink(database.db, registrationId, token)).id).toBe(registrationId);
    await expect(registrationForPayLink(database.db, registrationId, "guess")).rejects.toThrow(/not valid/);
    await expect(registrationForPayLink(database.db, "REG-0000000000", token)).rejects.toThrow(/not valid/);
    const newer = await issuePayLink(database.db, registrationId);
    await expect(registrationForPayLink(database.db, registrationId, token)).rejects.toThrow(/not valid/);
    await recordPayment(database.db, admin, {
      registrationId,
      amountPaise: 100_000,
      mode: "cash",
      reference: "Book 9/1",
    });
    await expect(registrationForPayLink(database.db, registrationId, newer)).rejects.toThrow(/not valid/);
  });
});

describe("the reconciler", () => {
  it("pays an order whose webhooks never came, once it is 10 minutes old, and asks once per interval", async () => {
    const registrationId = await newRegistration();
    const orderId = await orderFor(registrationId);
    await fake.pay(orderId, { delivery: "none" });
    const now = new Date();
    expect(await claimOrdersToReconcile(database.db, now)).not.toContain(orderId);
    const later = new Date(now.getTime() + 11 * MINUTE);
    const report = await reconcileOrders(database.db, client, later);
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect(await statusOf(registrationId)).toBe("paid");
    expect(await claimOrdersToReconcile(database.db, new Date(later.getTime() + MINUTE))).not.toContain(
      orderId,
    );
  });

  it("stops asking after 3 days and leaves an unreachable gateway for the next round", async () => {
    const registrationId = await newRegistration();
    const orderId = await orderFor(registrationId);
    const now = Date.now();
    expect(await claimOrdersToReconcile(database.db, new Date(now + 3 * 86_400_000 + MINUTE))).not.toContain(
      orderId,
    );
    fake.failNext(1000, 503);
    const report = await reconcileOrders(database.db, client, new Date(now + 20 * MINUTE));
    fake.failNext(0, 503);
    expect(report.unreachable).toBe(report.checked);
    expect(await statusOf(registrationId)).toBe("pending-payment");
  });
});

describe("payments staff record", () => {
  it("gives each part its receipt and pays the registration when the last part arrives", async () => {
    const registrationId = await newRegistration(1_000_000);
    const first = await recordPayment(database.db, admin, {
      registrationId,
      amountPaise: 400_000,
      mode: "upi",
      reference: "UPI 412345678901",
    });
    expect(first.receiptNumber).toMatch(new RegExp(`^RV/${FY}/`));
    expect(await statusOf(registrationId)).toBe("pending-payment");
    expect(await amountDue(database.db, registrationId)).toBe(600_000);
    await expect(
      recordPayment(database.db, admin, {
        registrationId,
        amountPaise: 600_001,
        mode: "cash",
        reference: "Book 3/17",
      }),
    ).rejects.toThrow(/more than the ₹6,000.00 due/);
    await expect(
      recordPayment(database.db, admin, { registrationId, amountPaise: 100, mode: "cash", reference: "  " }),
    ).rejects.toThrow(RuleError);
    await recordPayment(database.db, admin, {
      registrationId,
      amountPaise: 600_000,
      mode: "cheque",
      reference: "Cheque 004512",
    });
    expect(await statusOf(registrationId)).toBe("paid");
    const rows = await paymentsOf(registrationId);
    expect(rows.map((row) => [row.recordedByName, row.mode]).sort()).toEqual([
      ["Asha Admin", "cheque"],
      ["Asha Admin", "upi"],
    ]);
    const cancelled = await newRegistration(1_000_000, "cancelled");
    await expect(
      recordPayment(database.db, admin, {
        registrationId: cancelled,
        amountPaise: 100,
        mode: "cash",
        reference: "x",
      }),
    ).rejects.toThrow(/cancelled/);
    await expect(openOrder(database.db, client, cancelled)).rejects.toThrow(/cannot be paid/);
  });
});

describe("refunds", () => {
  it("refunds once when the gateway's answer is lost and the request is sent again", async () => {
    const registrationId = await newRegistration();
    const orderId = await orderFor(registrationId);
    await fake.pay(orderId);
    await processInbox(database.db);
    const [payment] = await paymentsOf(registrationId);
    const request = {
      paymentId: payment!.id,
      amountPaise: 2_049_920,
      reason: "Batch moved",
      idempotencyKey: `rf-${randomBytes(8).toString("hex")}`,
    };
    const refundsBefore = fake.refunds.size;
    fake.failNext(1, "lose-answer");
    const impatient = createRazorpayClient({ ...fake, apiUrl: fake.url, timeoutMs: 500 });
    const first = await requestRefund(database.db, admin, impatient, request);
    expect(first).toMatchObject({ state: "pending", retryLater: true });
    const second = await requestRefund(database.db, admin, client, request);
    expect(second).toMatchObject({ refundId: first.refundId, state: "pending", retryLater: false });
    expect(fake.refunds.size - refundsBefore).toBe(1);
    const rows = await database.db.select().from(refunds).where(eq(refunds.registrationId, registrationId));
    expect(rows).toHaveLength(1);
    // The gateway makes it and says so by webhook (twice): processed, a voucher, the registration refunded.
    await fake.settleRefund(rows[0]!.gatewayRefundId!, "processed", "twice");
    await processInbox(database.db);
    const [done] = await database.db.select().from(refunds).where(eq(refunds.id, first.refundId));
    expect(done).toMatchObject({ state: "processed" });
    expect(done!.voucherNumber).toMatch(new RegExp(`^RF/${FY}/\\d{5}$`));
    expect(await statusOf(registrationId)).toBe("refunded");
    const letters = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, "refund-voucher"), eq(outbox.recordId, String(first.refundId))));
    expect(letters).toHaveLength(1);
    // Nothing more of this payment can go back, and the key cannot be reused for another amount.
    await expect(
      requestRefund(database.db, admin, client, {
        ...request,
        idempotencyKey: `rf-${randomBytes(8).toString("hex")}`,
        amountPaise: 100,
      }),
    ).rejects.toThrow(/At most ₹0.00/);
    await expect(requestRefund(database.db, admin, client, { ...request, amountPaise: 100 })).rejects.toThrow(
      /already sent with other details/,
    );
  });

  it("refunds part of a cash payment at once, and asks for a reason past 7 days", async () => {
    const registrationId = await newRegistration(1_000_000);
    const { paymentId } = await recordPayment(database.db, admin, {
      registrationId,
      amountPaise: 1_000_000,
      mode: "cash",
      reference: "Book 4/2",
    });
    const key = () => `rf-${randomBytes(8).toString("hex")}`;
    const part = await requestRefund(database.db, admin, undefined, {
      paymentId,
      amountPaise: 250_000,
      reason: "Dropped a module",
      idempotencyKey: key(),
    });
    expect(part).toMatchObject({ state: "processed", retryLater: false });
    expect(await registrationMoney(database.db, registrationId)).toMatchObject({
      payablePaise: 1_000_000,
      receivedPaise: 1_000_000,
      refundedPaise: 250_000,
      duePaise: 0,
      needsAttention: false,
    });
    expect(part.voucherNumber).toMatch(/^RF\//);
    expect(await statusOf(registrationId)).toBe("paid");
    const eightDaysOn = new Date(Date.now() + 8 * 86_400_000);
    const late = { paymentId, amountPaise: 100_000, reason: "Moved city", idempotencyKey: key() };
    await expect(requestRefund(database.db, admin, undefined, late, eightDaysOn)).rejects.toThrow(
      /8 days ago/,
    );
    const allowed = await requestRefund(
      database.db,
      admin,
      undefined,
      { ...late, lateReason: "Director approved" },
      eightDaysOn,
    );
    expect(allowed.state).toBe("processed");
    const [row] = await database.db.select().from(refunds).where(eq(refunds.id, allowed.refundId));
    expect(row!.lateReason).toBe("Director approved");
  });
});

describe("receipt numbers under concurrency", () => {
  it("gives 50 simultaneous payments 50 consecutive numbers", async () => {
    const paid: { payment: Parameters<typeof applyGatewayPayment>[1] }[] = [];
    for (let i = 0; i < 50; i++) {
      const registrationId = await newRegistration(100_000 + i * 100);
      const orderId = await orderFor(registrationId);
      const { payment } = await fake.pay(orderId, { delivery: "none" });
      paid.push({ payment });
    }
    const before = await database.db.select({ number: payments.receiptNumber }).from(payments);
    const results = await Promise.all(paid.map(({ payment }) => applyGatewayPayment(database.db, payment)));
    expect(results.every((result) => result === "paid")).toBe(true);
    const serials = (await database.db.select({ number: payments.receiptNumber }).from(payments))
      .map((row) => row.number)
      .filter((number): number is string => Boolean(number))
      .map((number) => Number(number.split("/")[2]))
      .sort((a, b) => a - b);
    const count = before.filter((row) => row.number).length + 50;
    expect(serials).toEqual(Array.from({ length: count }, (_, i) => i + 1));
  });
});
