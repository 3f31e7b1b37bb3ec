/**
 * A batch's seat with online payment on (RAZORPAY_* set), registered through POST /api/registration, on PGlite
 * and PostgreSQL, against the fake gateway
 * (docs/decisions/0054-batches-with-seats.md): the seat is held until the payment deadline rather than for the
 * seat-hold setting; once it lapsed and went to someone else, the visitor's money arriving late is kept as
 * needing attention for staff: not counted as paid, no receipt, no seat taken back.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../domain/db/db.ts";
import { batches, courses, outbox, payments, registrations } from "../../domain/db/schema.ts";
import { processInbox, recordWebhook } from "../../domain/payments/inbox.server.ts";
import { openOrder } from "../../domain/payments/orders.server.ts";
import { PAYMENT_DEADLINE_HOURS } from "../../domain/payments/payment-deadline.ts";
import { amountDue } from "../../domain/payments/payments.server.ts";
import { register } from "../../domain/programs/register.server.ts";
import { lapseUnpaidSeats } from "../../domain/programs/seat-holds.server.ts";
import { saveSeatHoldHours } from "../../domain/programs/seats.server.ts";
import { type FakeGateway, startFakeGateway } from "../../scripts/fake-gateway/gateway.ts";
import { createRazorpayClient, type RazorpayClient } from "../../server/payments/razorpay-client.ts";
import { addBatch, batchRegistration } from "../support/batches.ts";
import { createTestContext, type TestContext } from "../support/test-app.ts";

const COURSE = "Deadline Course";
const admin = { id: "staff-admin", email: "admin@example.in", name: "Asha Admin", role: "admin" as const };
let t: TestContext;
/** The test context's database (its write context), for the domain calls the server's parts make. */
let db: Db;
let fake: FakeGateway;
let client: RazorpayClient;
let courseId: number;

beforeAll(async () => {
  fake = await startFakeGateway({
    deliver: async (delivery) =>
      void (await recordWebhook(db, {
        eventId: delivery.eventId,
        event: delivery.event,
        rawBody: delivery.body,
      })),
  });
  // Online payment on, as the RAZORPAY_* variables turn it on for the server.
  t = await createTestContext({
    RATE_LIMIT_MAX: "100000",
    RAZORPAY_KEY_ID: fake.keyId,
    RAZORPAY_KEY_SECRET: fake.keySecret,
    RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
    RAZORPAY_API_URL: fake.url,
  });
  db = t.deps.db;
  client = createRazorpayClient({ ...fake, apiUrl: fake.url, timeoutMs: 10_000 });
  [{ id: courseId }] = await db
    .insert(courses)
    .values({ slug: "deadline-course", title: COURSE, category: "Development", feesPaise: 1_000_000 })
    .returning({ id: courses.id });
  // A short setting, to show that online payment does not follow it.
  await saveSeatHoldHours(db, admin, 6);
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

/** Registers through POST /api/registration, the server's own door. */
async function registerOnline(batchId: number): Promise<string> {
  const res = await t.postJson("/api/registration", batchRegistration(COURSE, batchId));
  const body = await res.json();
  if (res.status !== 201) throw new Error(JSON.stringify(body));
  return body.registrationId;
}
const registration = async (id: string) =>
  (await db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
const batchRow = async (id: number) => (await db.select().from(batches).where(eq(batches.id, id)))[0]!;
const heldHours = (row: { seatHeldUntil: Date | null; createdAt: Date }) =>
  (row.seatHeldUntil!.getTime() - row.createdAt.getTime()) / 3_600_000;

describe("a seat with online payment on", () => {
  it("is held until the payment deadline, not for the seat-hold setting (which applies when it is off)", async () => {
    const batchId = await addBatch(db, { kind: "course", id: courseId }, { seats: 5 });
    expect(heldHours(await registration(await registerOnline(batchId)))).toBeCloseTo(
      PAYMENT_DEADLINE_HOURS,
      1,
    );
    const offline = await register(db, batchRegistration(COURSE, batchId));
    if (!offline.ok) throw new Error(JSON.stringify(offline.issues));
    expect(heldHours(await registration(offline.registrationId))).toBeCloseTo(6, 1);
  });

  it("lapses at the deadline; money arriving then needs staff's attention and takes no seat back", async () => {
    const batchId = await addBatch(db, { kind: "course", id: courseId }, { seats: 1 });
    const late = await registerOnline(batchId);
    const opened = await openOrder(db, client, late);
    if (!opened.ok) throw new Error(JSON.stringify(opened));
    const due = await amountDue(db, late);
    // The deadline passes while the visitor is still on the gateway's page.
    await db
      .update(registrations)
      .set({ seatHeldUntil: new Date(Date.now() - 1000) })
      .where(eq(registrations.id, late));
    expect(await lapseUnpaidSeats(db)).toBe(1);
    expect(await batchRow(batchId)).toMatchObject({ seatsTaken: 0, status: "open" });
    // The freed seat goes to the next visitor before the late payment comes in.
    const next = await registerOnline(batchId);
    expect(await batchRow(batchId)).toMatchObject({ seatsTaken: 1, status: "full" });

    await fake.pay(opened.orderId);
    await processInbox(db);

    const [payment] = await db.select().from(payments).where(eq(payments.registrationId, late));
    expect(payment).toMatchObject({ state: "needs-attention", receiptNumber: null });
    expect(payment!.detail).toMatch(/Seat lapsed/);
    expect(await registration(late)).toMatchObject({
      status: "lapsed",
      paidAfterLapse: true,
      seatHeldUntil: null,
    });
    // Not counted as paid: what it owes is unchanged and no receipt is mailed.
    expect(await amountDue(db, late)).toBe(due);
    const receipts = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, "receipt"), eq(outbox.recordId, String(payment!.id))));
    expect(receipts).toHaveLength(0);
    // The seat stays with the one who took it; the batch is not over-filled.
    expect(await batchRow(batchId)).toMatchObject({ seatsTaken: 1, status: "full" });
    expect(await registration(next)).toMatchObject({ status: "pending-payment", batchId });
  });
});
