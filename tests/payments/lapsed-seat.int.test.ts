/**
 * A batch's seat with online payment on, on PGlite and PostgreSQL, against the fake gateway
 * (docs/decisions/0054-batches-with-seats.md): the seat is held until the payment deadline rather than for the
 * seat-hold setting; once it lapsed and went to someone else, the visitor's money arriving late is kept as
 * needing attention for staff: not counted as paid, no receipt, no seat taken back.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batches, courses, outbox, payments, registrations } from "../../domain/db/schema.ts";
import { processInbox, recordWebhook } from "../../domain/payments/inbox.server.ts";
import { openOrder } from "../../domain/payments/orders.server.ts";
import { PAYMENT_DEADLINE_HOURS } from "../../domain/payments/payment-deadline.ts";
import { amountDue } from "../../domain/payments/payments.server.ts";
import { register } from "../../domain/programs/register.server.ts";
import { lapseUnpaidSeats } from "../../domain/programs/seat-holds.server.ts";
import { saveSeatHoldHours } from "../../domain/programs/seats.server.ts";
import { type FakeGateway, startFakeGateway } from "../../scripts/fake-gateway/gateway.ts";
import type { Database } from "../../server/db/client.ts";
import { createRazorpayClient, type RazorpayClient } from "../../server/payments/razorpay-client.ts";
import { addBatch, batchRegistration } from "../support/batches.ts";
import { createTestDatabase } from "../support/test-db.ts";

const COURSE = "Deadline Course";
const admin = { id: "staff-admin", email: "admin@example.in", name: "Asha Admin", role: "admin" as const };
let database: Database;
let fake: FakeGateway;
let client: RazorpayClient;
let courseId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeGateway({
    deliver: async (delivery) =>
      void (await recordWebhook(database.db, {
        eventId: delivery.eventId,
        event: delivery.event,
        rawBody: delivery.body,
      })),
  });
  client = createRazorpayClient({ ...fake, apiUrl: fake.url, timeoutMs: 10_000 });
  [{ id: courseId }] = await database.db
    .insert(courses)
    .values({ slug: "deadline-course", title: COURSE, category: "Development", feesPaise: 1_000_000 })
    .returning({ id: courses.id });
  // A short setting, to show that online payment does not follow it.
  await saveSeatHoldHours(database.db, admin, 6);
});
afterAll(async () => {
  await fake.close();
  await database.close();
});

async function registerOnline(batchId: number): Promise<string> {
  const outcome = await register(database.db, batchRegistration(COURSE, batchId), undefined, {
    onlinePayment: true,
  });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome.registrationId;
}
const registration = async (id: string) =>
  (await database.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
const batchRow = async (id: number) =>
  (await database.db.select().from(batches).where(eq(batches.id, id)))[0]!;
const heldHours = (row: { seatHeldUntil: Date | null; createdAt: Date }) =>
  (row.seatHeldUntil!.getTime() - row.createdAt.getTime()) / 3_600_000;

describe("a seat with online payment on", () => {
  it("is held until the payment deadline, not for the seat-hold setting (which applies when it is off)", async () => {
    const batchId = await addBatch(database.db, { kind: "course", id: courseId }, { seats: 5 });
    expect(heldHours(await registration(await registerOnline(batchId)))).toBeCloseTo(
      PAYMENT_DEADLINE_HOURS,
      1,
    );
    const offline = await register(database.db, batchRegistration(COURSE, batchId));
    if (!offline.ok) throw new Error(JSON.stringify(offline.issues));
    expect(heldHours(await registration(offline.registrationId))).toBeCloseTo(6, 1);
  });

  it("lapses at the deadline; money arriving then needs staff's attention and takes no seat back", async () => {
    const batchId = await addBatch(database.db, { kind: "course", id: courseId }, { seats: 1 });
    const late = await registerOnline(batchId);
    const opened = await openOrder(database.db, client, late);
    if (!opened.ok) throw new Error(JSON.stringify(opened));
    const due = await amountDue(database.db, late);
    // The deadline passes while the visitor is still on the gateway's page.
    await database.db
      .update(registrations)
      .set({ seatHeldUntil: new Date(Date.now() - 1000) })
      .where(eq(registrations.id, late));
    expect(await lapseUnpaidSeats(database.db)).toBe(1);
    expect(await batchRow(batchId)).toMatchObject({ seatsTaken: 0, status: "open" });
    // The freed seat goes to the next visitor before the late payment comes in.
    const next = await registerOnline(batchId);
    expect(await batchRow(batchId)).toMatchObject({ seatsTaken: 1, status: "full" });

    await fake.pay(opened.orderId);
    await processInbox(database.db);

    const [payment] = await database.db.select().from(payments).where(eq(payments.registrationId, late));
    expect(payment).toMatchObject({ state: "needs-attention", receiptNumber: null });
    expect(payment!.detail).toMatch(/Seat lapsed/);
    expect(await registration(late)).toMatchObject({
      status: "lapsed",
      paidAfterLapse: true,
      seatHeldUntil: null,
    });
    // Not counted as paid: what it owes is unchanged and no receipt is mailed.
    expect(await amountDue(database.db, late)).toBe(due);
    const receipts = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, "receipt"), eq(outbox.recordId, String(payment!.id))));
    expect(receipts).toHaveLength(0);
    // The seat stays with the one who took it; the batch is not over-filled.
    expect(await batchRow(batchId)).toMatchObject({ seatsTaken: 1, status: "full" });
    expect(await registration(next)).toMatchObject({ status: "pending-payment", batchId });
  });
});
