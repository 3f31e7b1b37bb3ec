/**
 * The visitor's pay link: issued (as a hash) when the registration is stored, opened by the pay page until the
 * registration is paid (then its receipts) and never for a wrong token or a cancelled registration; and what
 * the acknowledgement letter, its PDF and the confirmation PDF say about paying, with and without online
 * payment. Also the pay page's Content-Security-Policy, the only one that admits the gateway.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, outbox, registrations } from "../../domain/db/schema.ts";
import { NotFoundError } from "../../domain/errors.ts";
import { saveBankDetails } from "../../domain/payments/bank-details.server.ts";
import { DEFAULT_BANK_DETAILS } from "../../domain/payments/bank-details.ts";
import { issuePayLink } from "../../domain/payments/checkout.server.ts";
import { createPayLinks, currentPayToken } from "../../domain/payments/pay-link.ts";
import { loadPayPage, receiptForPayLink } from "../../domain/payments/pay-page.server.ts";
import { recordPayment } from "../../domain/payments/payments.server.ts";
import { hashToken } from "../../domain/programs/ids.ts";
import { composeMail } from "../../server/mail/compose.ts";
import { pdfText } from "../support/pdf-text.ts";
import { fullStackCourse } from "../support/program-rows.ts";
import { registrationBody } from "../support/registration-body.ts";
import { createTestContext, type TestContext } from "../support/test-app.ts";

let t: TestContext;
const admin = { id: "staff-admin", email: "admin@example.in", name: "Asha Admin", role: "admin" as const };
const GATEWAY_ENV = {
  RAZORPAY_KEY_ID: "rzp_test_visitor",
  RAZORPAY_KEY_SECRET: "visitor-key-secret",
  RAZORPAY_WEBHOOK_SECRET: "visitor-webhook-secret",
  RAZORPAY_API_URL: "http://127.0.0.1:4999",
  RAZORPAY_CHECKOUT_URL: "http://127.0.0.1:4998/v1/checkout.js",
};

beforeAll(async () => {
  t = await createTestContext();
  await t.deps.db.insert(courses).values(fullStackCourse);
});
afterAll(() => t.close());

let people = 0;
async function registered() {
  people++;
  const response = await t.postJson(
    "/api/registration",
    registrationBody({
      name: "Priya Sharma",
      email: `priya${people}@example.in`,
      phone: `98100000${10 + people}`,
    }),
  );
  expect(response.status).toBe(201);
  const body = (await response.json()) as Record<string, unknown>;
  // The API's answer is what it always was: the pay link is not in it.
  expect(Object.keys(body).sort()).toEqual(["downloadToken", "registrationId", "success"]);
  const id = body.registrationId as string;
  const [row] = await t.deps.db.select().from(registrations).where(eq(registrations.id, id));
  return { id, row: row!, token: t.deps.payLinks.tokenFor(id), downloadToken: body.downloadToken as string };
}

async function acknowledgement(registrationId: string, payment: { online: boolean }) {
  const rows = await t.deps.db.select().from(outbox).where(eq(outbox.recordId, registrationId));
  const row = rows.find((candidate) => candidate.template === "acknowledgement")!;
  const mail = await composeMail(
    {
      db: t.deps.db,
      siteUrl: "https://nexora.example",
      staffFor: async () => [],
      payment: { online: payment.online, payLinks: t.deps.payLinks },
    },
    row,
  );
  return { text: mail!.text, pdf: await pdfText(mail!.attachments[0]!.content) };
}

describe("the pay link", () => {
  it("is stored as the hash of a token derived from the server's secret when the registration is stored", async () => {
    const { id, row, token } = await registered();
    expect(row.payTokenHash).toBe(hashToken(token));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Another secret derives another token: the link cannot be made without the server's secret.
    expect(createPayLinks("another secret").tokenFor(id)).not.toBe(token);
    expect(currentPayToken(t.deps.payLinks, row)).toBe(token);
  });

  it("opens the pay page with what is due; a wrong token or id, or a cancelled registration, is not found", async () => {
    const { id, token } = await registered();
    const page = await loadPayPage(t.deps.db, id, token);
    expect(page).toMatchObject({
      registrationId: id,
      state: "payable",
      person: { fullName: "Priya Sharma" },
      program: { title: "Full Stack Web Development" },
      paidPaise: 0,
      duePaise: 2_549_900,
      taxIncluded: null,
    });
    await expect(loadPayPage(t.deps.db, id, `${token.slice(0, -1)}x`)).rejects.toBeInstanceOf(NotFoundError);
    await expect(loadPayPage(t.deps.db, id, null)).rejects.toBeInstanceOf(NotFoundError);
    await expect(loadPayPage(t.deps.db, "REG-0000000000", token)).rejects.toBeInstanceOf(NotFoundError);
    await t.deps.db.update(registrations).set({ status: "cancelled" }).where(eq(registrations.id, id));
    await expect(loadPayPage(t.deps.db, id, token)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("shows paid so far and, once paid in full, the receipts (and only its own receipts' PDFs)", async () => {
    const { id, token } = await registered();
    const first = await recordPayment(t.deps.db, admin, {
      registrationId: id,
      amountPaise: 549_900,
      mode: "upi",
      reference: "UPI 1111",
    });
    expect(await loadPayPage(t.deps.db, id, token)).toMatchObject({
      state: "payable",
      paidPaise: 549_900,
      duePaise: 2_000_000,
    });
    await recordPayment(t.deps.db, admin, {
      registrationId: id,
      amountPaise: 2_000_000,
      mode: "bank",
      reference: "UTR 2222",
    });
    const paid = await loadPayPage(t.deps.db, id, token);
    expect(paid.state).toBe("paid");
    expect(paid.duePaise).toBe(0);
    expect(paid.receipts.map((receipt) => receipt.amountPaise)).toEqual([549_900, 2_000_000]);
    expect(paid.receipts[0]!.number).toMatch(/^RV\//);
    expect(await receiptForPayLink(t.deps.db, id, token, first.paymentId)).toBe(first.paymentId);
    const other = await registered();
    await expect(receiptForPayLink(t.deps.db, other.id, other.token, first.paymentId)).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it("stops matching the derived token once a new link is issued", async () => {
    const { id, token } = await registered();
    const fresh = await issuePayLink(t.deps.db, id);
    await expect(loadPayPage(t.deps.db, id, token)).rejects.toBeInstanceOf(NotFoundError);
    expect((await loadPayPage(t.deps.db, id, fresh)).state).toBe("payable");
    const [row] = await t.deps.db.select().from(registrations).where(eq(registrations.id, id));
    expect(currentPayToken(t.deps.payLinks, row!)).toBeNull();
  });
});

describe("how the letter and the PDFs say to pay", () => {
  it("with online payment: 'Pay ₹X now' and the pay link in the letter and its PDF", async () => {
    const { id, token } = await registered();
    const { text, pdf } = await acknowledgement(id, { online: true });
    const link = `https://nexora.example/pay/${id}?token=${token}`;
    expect(text).toContain("Pay ₹25,499.00 now");
    expect(text).toContain(link);
    expect(pdf).toContain("Pay ₹25,499.00 now");
    expect(pdf.replace(/\s+/g, "")).toContain(link);
  });

  it("without it: the bank and UPI details, or the office when none are entered", async () => {
    const { id } = await registered();
    const office = await acknowledgement(id, { online: false });
    expect(office.text).toContain("please contact our office on");
    expect(office.pdf).toContain("please contact our office on");
    expect(office.text).not.toContain("/pay/");
    await saveBankDetails(t.deps.db, admin, {
      ...DEFAULT_BANK_DETAILS,
      accountName: "Nexora Technologies Pvt Ltd",
      accountNumber: "50200012345678",
      ifsc: "HDFC0001234",
      upiId: "nexora@okhdfc",
    });
    const bank = await acknowledgement(id, { online: false });
    for (const text of [bank.text, bank.pdf]) {
      expect(text).toMatch(/Pay by bank transfer or UPI: ₹25,499.00/i);
      expect(text).toContain("50200012345678");
      expect(text).toContain("HDFC0001234");
      expect(text).toContain("nexora@okhdfc");
    }
    // The confirmation PDF the visitor downloads says the same.
    const { downloadToken, id: other } = await registered();
    const download = await t.app.request(`/api/generate-pdf/${other}?token=${downloadToken}`);
    expect(download.status).toBe(200);
    expect(await pdfText(new Uint8Array(await download.arrayBuffer()))).toContain("nexora@okhdfc");
    await saveBankDetails(t.deps.db, admin, DEFAULT_BANK_DETAILS);
  });

  it("says nothing about paying once the registration is paid", async () => {
    const { id } = await registered();
    await recordPayment(t.deps.db, admin, {
      registrationId: id,
      amountPaise: 2_549_900,
      mode: "cash",
      reference: "Cash book 7",
    });
    const { text, pdf } = await acknowledgement(id, { online: true });
    expect(text).not.toMatch(/Pay ₹|bank transfer|contact our office/);
    expect(pdf).not.toMatch(/Pay ₹|bank transfer|contact our office/);
  });
});

describe("the receipt's details on a registration", () => {
  it("stores the student's state and a sponsor's GSTIN and company sent to the API, and refuses a wrong GSTIN", async () => {
    const body = registrationBody({
      name: "Ravi Kumar",
      email: "ravi.sponsor@example.in",
      phone: "9810000099",
    });
    const stored = await t.postJson("/api/registration", {
      ...body,
      studentStateCode: "27",
      sponsorGstin: "29aagcb7383j1z4",
      sponsorCompany: "Acme Learning Pvt Ltd",
    });
    expect(stored.status).toBe(201);
    const { registrationId } = (await stored.json()) as { registrationId: string };
    const [row] = await t.deps.db.select().from(registrations).where(eq(registrations.id, registrationId));
    expect(row).toMatchObject({
      studentStateCode: "27",
      sponsorGstin: "29AAGCB7383J1Z4",
      sponsorCompany: "Acme Learning Pvt Ltd",
    });
    const refused = await t.postJson("/api/registration", {
      ...body,
      email: "ravi.wrong@example.in",
      sponsorGstin: "29AAGCB7383J1Z5",
      sponsorCompany: "Acme",
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("last character does not match");
  });
});

describe("the pay page's Content-Security-Policy", () => {
  it("admits the gateway's origins on /pay/… alone; every other page keeps the site's policy", async () => {
    const online = await createTestContext(GATEWAY_ENV);
    try {
      const csp = async (context: TestContext, path: string) =>
        (await context.app.request(path)).headers.get("content-security-policy") ?? "";
      const pay = await csp(online, "/pay/REG-0000000000");
      expect(pay).toMatch(
        /script-src 'self' 'nonce-[^']+' http:\/\/127\.0\.0\.1:4998 http:\/\/127\.0\.0\.1:4999/,
      );
      expect(pay).toContain("frame-src http://127.0.0.1:4998 http://127.0.0.1:4999");
      expect(pay).toContain("connect-src 'self' http://127.0.0.1:4998 http://127.0.0.1:4999");
      for (const path of [
        "/",
        "/contact",
        "/registration-forms",
        "/pay/REG-0000000000/receipts/1",
        "/api/get-course-titles",
      ]) {
        const withGateway = await csp(online, path);
        const without = await csp(t, path);
        expect(withGateway.replace(/'nonce-[^']+'/, "NONCE")).toBe(without.replace(/'nonce-[^']+'/, "NONCE"));
        expect(withGateway).not.toContain("127.0.0.1:499");
        expect(withGateway).not.toContain("frame-src");
      }
      // Without online payment the pay page has the site's policy too.
      expect((await csp(t, "/pay/REG-0000000000")).replace(/'nonce-[^']+'/, "NONCE")).toBe(
        (await csp(t, "/contact")).replace(/'nonce-[^']+'/, "NONCE"),
      );
    } finally {
      await online.close();
    }
  });
});
