/**
 * The console's side of payments (issue 29) through the real app and pages, signed in per role: the receipt
 * and bank settings, a registration's money (record a payment, send a pay link, refund — once, even when the
 * gateway's answer is lost and the form is posted again), the Payments screen with its filters, totals and
 * CSV, and the dashboard's figures. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomBytes } from "node:crypto";
import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDashboard } from "../../domain/console/dashboard.server.ts";
import {
  auditLog,
  outbox,
  payLinks,
  payments,
  refunds,
  registrations,
  settings,
} from "../../domain/db/schema.ts";
import { processInbox, recordWebhook } from "../../domain/payments/inbox.server.ts";
import { openOrder } from "../../domain/payments/orders.server.ts";
import { PAYMENT_TEXT } from "../../domain/payments/payment-text.ts";
import { listPayments, paymentTotals } from "../../domain/payments/payments-list.server.ts";
import { hashToken } from "../../domain/programs/ids.ts";
import { type FakeGateway, startFakeGateway } from "../../scripts/fake-gateway/gateway.ts";
import { composeMail } from "../../server/mail/compose.ts";
import { createRazorpayClient } from "../../server/payments/razorpay-client.ts";
import { type ConsoleApp, startConsoleApp } from "../support/console-app.ts";
import { insertRegistration } from "../support/payments.ts";

let c: ConsoleApp;
let fake: FakeGateway;

beforeAll(async () => {
  c = await startConsoleApp();
  fake = await startFakeGateway({
    deliver: async (delivery) =>
      void (await recordWebhook(c.t.deps.db, {
        eventId: delivery.eventId,
        event: delivery.event,
        rawBody: delivery.body,
      })),
  });
  // The console's refunds go through the gateway the server was given; an impatient one, so that a lost
  // answer is a timeout here.
  c.t.deps.gateway = createRazorpayClient({ ...fake, apiUrl: fake.url, timeoutMs: 1_500 });
}, 180_000);

afterAll(async () => {
  await fake?.close();
  await c?.close();
});

const db = () => c.t.deps.db;

const newRegistration = (payableNowPaise = 1_180_000) => insertRegistration(db(), payableNowPaise);

const audited = (action: string, entityId?: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), entityId ? eq(auditLog.entityId, entityId) : undefined));

const paymentsOf = (id: string) => db().select().from(payments).where(eq(payments.registrationId, id));

describe("rights", () => {
  it("lets counsellors and administrators see payments, and refuses editors and recruiters", async () => {
    const id = await newRegistration();
    for (const role of ["admin", "counsellor"] as const) {
      expect((await c.get("/admin/payments", role)).status).toBe(200);
      expect((await c.get("/admin/download/payments.csv", role)).status).toBe(200);
    }
    for (const role of ["editor", "recruiter"] as const) {
      expect((await c.get("/admin/payments", role)).status).toBe(403);
      expect((await c.get("/admin/download/payments.csv", role)).status).toBe(403);
      expect((await c.get(`/admin/registrations/${id}`, role)).status).toBe(403);
      const posted = await c.post(`/admin/registrations/${id}`, role, {
        intent: "record-payment",
        amount: "100",
        mode: "cash",
        reference: "R1",
      });
      expect(posted.status).toBe(403);
    }
    expect(await paymentsOf(id)).toEqual([]);
  });

  it("shows a counsellor the record form but no refund; an administrator both", async () => {
    const id = await newRegistration();
    await c.post(`/admin/registrations/${id}`, "admin", {
      intent: "record-payment",
      amount: "5,000",
      mode: "upi",
      reference: "UPI-1",
    });
    const counsellor = await (await c.get(`/admin/registrations/${id}`, "counsellor")).text();
    expect(counsellor).toContain("Record a payment");
    expect(counsellor).not.toContain('value="refund"');
    const admin = await (await c.get(`/admin/registrations/${id}`, "admin")).text();
    expect(admin).toContain('value="refund"');
    const [payment] = await paymentsOf(id);
    const refused = await c.post(`/admin/registrations/${id}`, "counsellor", {
      intent: "refund",
      paymentId: String(payment!.id),
      amount: "100",
      reason: "Asked",
      idempotencyKey: `rf-${randomBytes(8).toString("hex")}`,
    });
    expect(refused.status).toBe(403);
    expect(await db().select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toEqual([]);
  });
});

describe("settings", () => {
  it("saves the receipt settings and bank details, audited, and refuses a GSTIN with a typing mistake", async () => {
    const receipts = {
      intent: "receipts",
      legalName: "Nexora Technologies Private Limited",
      gstin: "29AAGCB7383J1Z4",
      stateCode: "29",
      sac: "999293",
      ratePercent: "18",
      pricesIncludeGst: "on",
      receiptPrefix: "RV",
      refundPrefix: "RF",
    };
    const typo = await c.post("/admin/settings", "admin", { ...receipts, gstin: "29AAGCB7383J1Z5" });
    expect(typo.status).toBe(400);
    expect(await typo.text()).toContain("does not match");
    expect((await c.post("/admin/settings", "counsellor", receipts)).status).toBe(403);
    expect((await c.post("/admin/settings", "admin", receipts)).status).toBe(200);
    const [stored] = await db().select().from(settings).where(eq(settings.key, "receipts"));
    expect(stored?.value).toMatchObject({
      gstin: "29AAGCB7383J1Z4",
      rateBasisPoints: 1800,
      pricesIncludeGst: true,
    });
    expect(await audited("update", "receipts")).toHaveLength(1);

    const bank = {
      intent: "bank",
      accountName: "Nexora Technologies Pvt Ltd",
      accountNumber: "50200012345678",
      ifsc: "hdfc0001234",
      bankName: "HDFC Bank, Koramangala",
      upiId: "nexora@okhdfc",
    };
    expect((await c.post("/admin/settings", "admin", { ...bank, ifsc: "HDFC1234" })).status).toBe(400);
    expect((await c.post("/admin/settings", "admin", bank)).status).toBe(200);
    const [details] = await db().select().from(settings).where(eq(settings.key, "bank-details"));
    expect(details?.value).toMatchObject({ ifsc: "HDFC0001234", upiId: "nexora@okhdfc" });
    expect(await audited("update", "bank-details")).toHaveLength(1);
  });
});

describe("a registration's page and the settings take only the forms they show", () => {
  it("answers a post without a known intent 400 'Unknown request.' and changes nothing", async () => {
    const id = await newRegistration(1_180_000);
    const posts: Record<string, string>[] = [
      { status: "cancelled", note: "no intent" },
      { intent: "bogus", status: "cancelled" },
    ];
    for (const fields of posts) {
      const answer = await c.post(`/admin/registrations/${id}`, "counsellor", fields);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain("Unknown request.");
    }
    const [registration] = await db().select().from(registrations).where(eq(registrations.id, id));
    expect(registration!.status).toBe("pending-payment");
    expect(await audited("status-change", id)).toEqual([]);
    const settingsAnswer = await c.post("/admin/settings", "admin", { notifyEmail: "x@example.in" });
    expect(settingsAnswer.status).toBe(400);
    expect(await settingsAnswer.text()).toContain("Unknown request.");
  });

  it("answers an intent for a registration that does not exist 404", async () => {
    const answer = await c.post("/admin/registrations/REG-0000000000", "counsellor", {
      intent: "status",
      status: "cancelled",
      note: "Gone",
    });
    expect(answer.status).toBe(404);
  });
});

describe("a registration's money", () => {
  it("is paid only through a recorded payment: the status form offers no Paid, and a posted Paid is refused", async () => {
    const id = await newRegistration(1_180_000);
    const form = await (await c.get(`/admin/registrations/${id}`, "counsellor")).text();
    expect(form).toContain('<option value="cancelled"');
    expect(form).not.toContain('<option value="paid"');
    const byHand = await c.post(`/admin/registrations/${id}`, "counsellor", {
      intent: "status",
      status: "paid",
      note: "Paid at the desk",
    });
    expect(byHand.status).toBe(400);
    expect(await byHand.text()).toContain("A registration becomes Paid only when its payment is recorded");
    const [registration] = await db().select().from(registrations).where(eq(registrations.id, id));
    expect(registration!.status).toBe("pending-payment");
    expect(await paymentsOf(id)).toEqual([]);
    expect(await audited("status-change", id)).toEqual([]);
  });

  it("records a counsellor's payment with its receipt, and refuses more than is due", async () => {
    const id = await newRegistration(1_180_000);
    const tooMuch = await c.post(`/admin/registrations/${id}`, "counsellor", {
      intent: "record-payment",
      amount: "11800.01",
      mode: "cash",
      reference: "Book 4, page 12",
    });
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.text()).toContain("more than the ₹11,800.00 due");
    const noReference = await c.post(`/admin/registrations/${id}`, "counsellor", {
      intent: "record-payment",
      amount: "100",
      mode: "cash",
      reference: " ",
    });
    expect(noReference.status).toBe(400);
    const done = await c.post(`/admin/registrations/${id}`, "counsellor", {
      intent: "record-payment",
      amount: "11,800",
      mode: "cheque",
      reference: "Cheque 004512",
      receivedOn: "",
    });
    expect(done.status).toBe(200);
    const [payment] = await paymentsOf(id);
    expect(payment).toMatchObject({ amountPaise: 1_180_000, mode: "cheque", state: "captured" });
    expect(payment!.recordedByName).toBe("The counsellor");
    expect(payment!.receiptNumber).toMatch(/^RV\//);
    const [registration] = await db().select().from(registrations).where(eq(registrations.id, id));
    expect(registration!.status).toBe("paid");
    const page = await (await c.get(`/admin/registrations/${id}`, "counsellor")).text();
    expect(page).toContain("Cheque 004512");
    expect(page).toContain(payment!.receiptNumber!);
  });

  it("sends a pay link: a new token, the letter in the outbox with the link, audited; a newer link replaces it", async () => {
    const id = await newRegistration(1_180_000);
    const first = await c.post(`/admin/registrations/${id}`, "counsellor", { intent: "send-pay-link" });
    expect(first.status).toBe(200);
    const html = await first.text();
    const link = html.match(/\/pay\/REG-[0-9A-F]+\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    const [registration] = await db().select().from(registrations).where(eq(registrations.id, id));
    const token = new URL(`http://x${link}`).searchParams.get("token")!;
    expect(registration!.payTokenHash).toBe(hashToken(token));
    // The token is kept nowhere: it is derived from the registration and the link's row.
    const [sentLink] = await db().select().from(payLinks).where(eq(payLinks.registrationId, id));
    expect(Object.values(sentLink!)).not.toContain(token);
    expect(c.t.deps.payLinks.tokenFor(id, sentLink!.id)).toBe(token);
    const [letter] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, "pay-link"), eq(outbox.toAddress, registration!.email)));
    expect(letter).toBeTruthy();
    const composeDeps = {
      db: db(),
      siteUrl: c.t.deps.config.siteUrl,
      staffFor: async () => [],
      payment: { payLinks: c.t.deps.payLinks, online: false },
    };
    const mail = await composeMail(composeDeps, letter!);
    expect(mail?.subject).toContain("₹11,800.00");
    expect(mail?.text).toContain(`${c.t.deps.config.siteUrl}${link}`);
    expect(await audited("pay-link-sent", id)).toHaveLength(1);

    // A second link: the first letter, if still unsent, would carry a dead link, so it is not sent.
    await c.post(`/admin/registrations/${id}`, "admin", { intent: "send-pay-link" });
    expect(await db().select().from(payLinks).where(eq(payLinks.registrationId, id))).toHaveLength(2);
    expect(await composeMail(composeDeps, letter!)).toBeNull();

    // Nothing is due once paid: no link.
    await c.post(`/admin/registrations/${id}`, "admin", {
      intent: "record-payment",
      amount: "11800",
      mode: "bank",
      reference: "UTR 1",
    });
    const refused = await c.post(`/admin/registrations/${id}`, "admin", { intent: "send-pay-link" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Only a registration waiting for payment");
  });

  it("refunds once when the gateway's answer is lost and the same form is posted again", async () => {
    const id = await newRegistration(1_180_000);
    const opened = await openOrder(db(), c.t.deps.gateway!, id);
    if (!opened.ok) throw new Error(JSON.stringify(opened));
    await fake.pay(opened.orderId);
    await processInbox(db());
    const [payment] = await paymentsOf(id);
    expect(payment?.state).toBe("captured");

    // The key comes with the form (made once as the page is shown) and goes back with every post of it.
    const page = await (await c.get(`/admin/registrations/${id}`, "admin")).text();
    const key = page.match(/name="idempotencyKey" value="([\w-]+)"/)?.[1];
    expect(key).toBeTruthy();
    const form = {
      intent: "refund",
      paymentId: String(payment!.id),
      amount: "5000",
      reason: "Batch moved to March",
      idempotencyKey: key!,
    };
    const refundsBefore = fake.refunds.size;
    fake.failNext(1, "lose-answer");
    const first = await c.post(`/admin/registrations/${id}`, "admin", form);
    expect(first.status).toBe(202);
    const shownAgain = await first.text();
    expect(shownAgain).toContain("it will not be refunded twice");
    // The form shown with that answer carries the same key.
    expect(shownAgain).toContain(`name="idempotencyKey" value="${key}"`);
    const second = await c.post(`/admin/registrations/${id}`, "admin", form);
    expect(second.status).toBe(200);
    expect(fake.refunds.size - refundsBefore).toBe(1);
    const rows = await db().select().from(refunds).where(eq(refunds.paymentId, payment!.id));
    expect(rows).toHaveLength(1);
    // "Send again" on the pending refund asks with its stored key: still one refund.
    await c.post(`/admin/registrations/${id}`, "admin", {
      intent: "refund-retry",
      refundId: String(rows[0]!.id),
    });
    expect(fake.refunds.size - refundsBefore).toBe(1);
    await fake.settleRefund(rows[0]!.gatewayRefundId!, "processed");
    await processInbox(db());
    const [done] = await db().select().from(refunds).where(eq(refunds.id, rows[0]!.id));
    expect(done).toMatchObject({ state: "processed", amountPaise: 500_000 });
    expect(await audited("refund-requested", String(payment!.id))).toHaveLength(1);
  });

  it("asks for its own reason to refund a payment older than the terms' 7 days", async () => {
    const id = await newRegistration(1_180_000);
    await c.post(`/admin/registrations/${id}`, "admin", {
      intent: "record-payment",
      amount: "11800",
      mode: "upi",
      reference: "UPI-OLD",
    });
    const [payment] = await paymentsOf(id);
    await db()
      .update(payments)
      .set({ receivedAt: new Date(Date.now() - 9 * 86_400_000) })
      .where(eq(payments.id, payment!.id));
    const page = (await (await c.get(`/admin/registrations/${id}`, "admin")).text()).replaceAll(
      "<!-- -->",
      "",
    );
    expect(page).toContain("Paid 9 days ago");
    const key = page.match(/name="idempotencyKey" value="([\w-]+)"/)![1]!;
    const form = {
      intent: "refund",
      paymentId: String(payment!.id),
      amount: "11800",
      reason: "Moved abroad",
      idempotencyKey: key,
    };
    const refused = await c.post(`/admin/registrations/${id}`, "admin", form);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("past the terms");
    const made = await c.post(`/admin/registrations/${id}`, "admin", {
      ...form,
      lateReason: "Visa refused; the director agreed",
    });
    expect(made.status).toBe(200);
    const [refund] = await db().select().from(refunds).where(eq(refunds.paymentId, payment!.id));
    expect(refund).toMatchObject({ state: "processed", lateReason: "Visa refused; the director agreed" });
    const [registration] = await db().select().from(registrations).where(eq(registrations.id, id));
    expect(registration!.status).toBe("refunded");
  });
});

describe("the Payments screen", () => {
  it("lists payments and refunds by India day, mode and state, with totals and a CSV of the same", async () => {
    const id = await newRegistration(2_000_000);
    // 23:30 India time on 2 Nov is 18:00 UTC: it belongs to 2 Nov, not 3 Nov.
    const lateEvening = new Date("2026-11-02T18:00:00Z");
    await db()
      .insert(payments)
      .values([
        {
          registrationId: id,
          amountPaise: 300_000,
          mode: "cash",
          reference: "Book 9",
          state: "captured",
          receivedAt: lateEvening,
          recordedByName: "The counsellor",
          receiptNumber: `RV/T/${randomBytes(3).toString("hex")}`,
        },
        {
          registrationId: id,
          amountPaise: 99_900,
          mode: "online",
          reference: "card",
          state: "needs-attention",
          detail: "Wrong amount",
          receivedAt: new Date("2026-11-03T05:00:00Z"),
          recordedByName: "Payment gateway",
        },
      ]);
    const onSecond = await listPayments(db(), { from: "2026-11-02", to: "2026-11-02" });
    expect(onSecond.rows.map((row) => [row.registrationId, row.amountPaise])).toEqual([[id, 300_000]]);
    expect(onSecond.totals.collectedPaise).toBe(300_000);
    const attention = await listPayments(db(), {
      state: "needs-attention",
      from: "2026-11-03",
      to: "2026-11-03",
    });
    expect(attention.rows).toHaveLength(1);
    expect(attention.totals.collectedPaise).toBe(0);
    const cashOnly = await paymentTotals(db(), { mode: "cash", from: "2026-11-01", to: "2026-11-30" });
    expect(cashOnly.collectedPaise).toBe(300_000);
    // Due counts every registration waiting for payment, less what it has received.
    expect(cashOnly.duePaise).toBeGreaterThanOrEqual(1_700_000);

    const screen = await (await c.get("/admin/payments?from=2026-11-02&to=2026-11-02", "counsellor")).text();
    expect(screen).toContain("₹3,000.00");
    expect(screen).toContain("Book 9");
    expect(screen).not.toContain("Wrong amount");

    const csv = await c.get("/admin/download/payments.csv?from=2026-11-02&to=2026-11-03", "counsellor");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const rows: string[][] = parse((await csv.text()).replace(/^\uFEFF/, ""));
    expect(rows[0]).toContain("Date (India time)");
    const body = rows.slice(1).filter((row) => row[2] === id);
    expect(body).toEqual([
      expect.arrayContaining([
        "2026-11-03 10:30",
        "Payment",
        "999.00",
        "Online",
        "Needs attention",
        "Wrong amount",
      ]),
      expect.arrayContaining(["2026-11-02 23:30", "Payment", "3000.00", "Cash", "Received", "Book 9"]),
    ]);
    const exports = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "export"), eq(auditLog.entity, "payment")));
    expect(exports.map((row) => row.changes)).toContainEqual({
      filter: { from: "2026-11-02", to: "2026-11-03" },
    });
    // Another site's link cannot make the browser download it.
    const crossSite = await c.app.request(
      `${new URL(c.t.deps.config.siteUrl).origin}/admin/download/payments.csv`,
      { headers: { cookie: c.cookie("admin"), "sec-fetch-site": "cross-site" } },
    );
    expect(crossSite.status).toBe(403);
  });
});

describe("the dashboard", () => {
  it("sums what arrived today and this week in India time, what is due, and what needs attention", async () => {
    const now = new Date("2026-08-12T20:00:00Z"); // Thursday 13 Aug, 01:30 in India
    const id = await newRegistration(1_000_000);
    await db()
      .insert(payments)
      .values([
        // 13 Aug 00:10 India time: today.
        {
          registrationId: id,
          amountPaise: 10_000,
          mode: "upi",
          reference: "a",
          state: "captured",
          receivedAt: new Date("2026-08-12T18:40:00Z"),
          recordedByName: "x",
          receiptNumber: `RV/D/${randomBytes(3).toString("hex")}`,
        },
        // 12 Aug 23:50 India time: this week, not today.
        {
          registrationId: id,
          amountPaise: 20_000,
          mode: "upi",
          reference: "b",
          state: "captured",
          receivedAt: new Date("2026-08-12T18:20:00Z"),
          recordedByName: "x",
          receiptNumber: `RV/D/${randomBytes(3).toString("hex")}`,
        },
        // Sunday 9 Aug: last week.
        {
          registrationId: id,
          amountPaise: 40_000,
          mode: "upi",
          reference: "c",
          state: "captured",
          receivedAt: new Date("2026-08-09T10:00:00Z"),
          recordedByName: "x",
          receiptNumber: `RV/D/${randomBytes(3).toString("hex")}`,
        },
      ]);
    const figures = await loadDashboard(db(), now);
    expect(figures.payments.collectedTodayPaise).toBe(10_000);
    expect(figures.payments.collectedWeekPaise).toBe(30_000);
    expect(figures.payments.attentionCount).toBeGreaterThanOrEqual(1);
    expect(figures.payments.duePaise).toBeGreaterThanOrEqual(1_000_000 - 70_000);
    const admin = await (await c.get("/admin", "admin")).text();
    expect(admin).toContain("Payments needing attention");
    expect(admin).toContain('href="/admin/payments?state=needs-attention"');
    // Each money figure says what it counts, so "collected from them" and "collected this week" cannot be
    // read as the same sum.
    for (const hint of Object.values(PAYMENT_TEXT.figures))
      expect(admin).toContain(hint.replaceAll("'", "&#x27;"));
    const editor = await (await c.get("/admin", "editor")).text();
    expect(editor).not.toContain("Collected today");
  });
});
