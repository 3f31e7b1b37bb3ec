import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registrationRow } from "../../tests/support/registration-row.ts";
import { createTestDatabase } from "../../tests/support/test-db.ts";
import { careerEnquiries, contactMessages, outbox, registrations } from "../db/schema.ts";
import { recordPayment } from "../payments/payments.server.ts";
import { requestRefund } from "../payments/refunds.server.ts";
import { loadDashboard } from "./dashboard.server.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const NOW = new Date("2026-11-26T04:30:00Z"); // Thursday; the week began Monday 23 Nov 00:00 IST.

beforeAll(async () => {
  database = await createTestDatabase();
  const enquiry = (name: string, at: string) => ({
    name,
    college: "C",
    email: `${name}@example.in`,
    emailKey: `${name}@example.in`,
    phone: `98765${name.length}0000`.slice(0, 10),
    location: "Noida",
    training: name,
    createdAt: new Date(at),
  });
  await database.db
    .insert(careerEnquiries)
    .values([enquiry("Old", "2026-11-01T10:00:00Z"), enquiry("Monday", "2026-11-22T19:00:00Z")]);
  await database.db.insert(contactMessages).values([
    {
      source: "chat",
      name: "Chatty",
      email: "c@example.in",
      message: "Hi",
      createdAt: new Date("2026-11-24T10:00:00Z"),
    },
  ]);
  await database.db.insert(outbox).values([
    {
      messageKey: "k1",
      template: "acknowledgement",
      kind: "chat",
      recordTable: "contact_messages",
      recordId: "1",
      status: "failed",
    },
    {
      messageKey: "k2",
      template: "acknowledgement",
      kind: "chat",
      recordTable: "contact_messages",
      recordId: "1",
      status: "sent",
    },
  ]);
});
afterAll(() => database.close());

/** A registration of this week: ₹24,999 less 10 %, plus the ₹500 registration fee. */
const registration = (id: string, status: string, at = "2026-11-24T10:00:00Z") =>
  registrationRow(id, { status, createdAt: new Date(at) });

describe("loadDashboard", () => {
  it("counts this week's enquiries by kind from Monday in India, failed mail, and lists the oldest first", async () => {
    const d = await loadDashboard(database.db, NOW);
    expect(d.enquiries).toEqual({ career: 1, services: 0, chat: 1, enquiry: 0 });
    expect(d.failedMail).toBe(1);
    expect(d.oldestEnquiries.map((e) => `${e.kind} ${e.name}`)).toEqual([
      "Career Old",
      "Career Monday",
      "Chat Chatty",
    ]);
  });

  it("takes this week's due and collected from the money records, net of refunds, agreeing with the payments figures", async () => {
    // The real clock, not NOW: money cannot be recorded as arriving in the future.
    const staff = { id: null, email: "meera@nexora.test", name: "Meera" };
    const created = new Date(Date.now() - 60_000);
    await database.db.insert(registrations).values([
      registration("REG-DUE0000001", "pending-payment", created.toISOString()),
      registration("REG-PART000001", "pending-payment", created.toISOString()),
      registration("REG-PAID000001", "pending-payment", created.toISOString()),
      registration("REG-REFD000001", "pending-payment", created.toISOString()),
      registration("REG-CANC000001", "cancelled", created.toISOString()),
      // Moved to completed before paid needed its payment: no money record, so nothing collected.
      registration("REG-BARE000001", "completed", created.toISOString()),
      registration("REG-LAST000001", "pending-payment", "2026-11-20T10:00:00Z"),
    ] as never);
    const pay = (registrationId: string, amountPaise: number, reference: string) =>
      recordPayment(database.db, staff, { registrationId, amountPaise, mode: "upi", reference });
    await pay("REG-PART000001", 299_910, "UPI part");
    await pay("REG-PAID000001", 2_299_910, "UPI full");
    const { paymentId } = await pay("REG-REFD000001", 2_299_910, "UPI refunded");
    await requestRefund(database.db, staff, undefined, {
      paymentId,
      amountPaise: 500_000,
      reason: "Changed batch",
      idempotencyKey: "dashboard-refund-1",
    });
    const d = await loadDashboard(database.db);
    expect(d.registrations).toEqual({
      count: 6,
      // The one with nothing paid, and the rest of the part-paid one; paid, cancelled and completed owe nothing.
      duePaise: 2_299_910 + 2_000_000,
      // Received from them, less the refund; the completed one without a payment brought nothing.
      collectedPaise: 299_910 + 2_299_910 + 2_299_910 - 500_000,
    });
    // All of this week's money was for this week's registrations: both sections say the same.
    expect(d.payments.collectedWeekPaise).toBe(299_910 + 2 * 2_299_910);
    expect(d.payments.refundedWeekPaise).toBe(500_000);
    expect(d.payments.collectedWeekPaise - d.payments.refundedWeekPaise).toBe(d.registrations.collectedPaise);
    // What all registrations owe includes last week's one, which this week's figure leaves out.
    expect(d.payments.duePaise).toBe(d.registrations.duePaise + 2_299_910);
  });
});
