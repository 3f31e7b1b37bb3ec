/**
 * Receipt and refund vouchers as mailed: the outbox rows that payments and refunds write become letters with the
 * voucher's number, the tax split by place of supply, and the amount in words; plain receipts without a GSTIN.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { outbox, registrations } from "../../domain/db/schema.ts";
import { financialYearOf } from "../../domain/payments/documents.ts";
import { recordPayment } from "../../domain/payments/payments.server.ts";
import { loadReceiptSettings, saveReceiptSettings } from "../../domain/payments/receipt-settings.server.ts";
import { DEFAULT_RECEIPT_SETTINGS } from "../../domain/payments/receipt-settings.ts";
import { requestRefund } from "../../domain/payments/refunds.server.ts";
import { sampleRegistration } from "../../domain/programs/test-fixtures.ts";
import type { Database } from "../../server/db/client.ts";
import { composeMail } from "../../server/mail/compose.ts";
import { pdfText } from "../support/pdf-text.ts";
import { createTestDatabase } from "../support/test-db.ts";

let database: Database;
const admin = { id: "staff-admin", email: "admin@example.in", name: "Asha Admin", role: "admin" as const };
const FY = financialYearOf(new Date());

// Each test starts from an emptied database (no GSTIN until it sets one): it passes alone and in any order.
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

/** The company registered for GST in Karnataka. */
const withGstin = () =>
  saveReceiptSettings(database.db, admin, {
    ...DEFAULT_RECEIPT_SETTINGS,
    legalName: "Nexora Technologies Private Limited",
    gstin: "29AAGCB7383J1Z4",
    stateCode: "29",
  });

async function paidRegistration(studentStateCode: string | null, amountPaise = 1_180_000) {
  const id = `REG-${randomBytes(5).toString("hex").toUpperCase()}`;
  await database.db.insert(registrations).values({
    ...sampleRegistration,
    id,
    email: "student@example.in",
    downloadTokenHash: "0".repeat(64),
    duration: "",
    programPricePaise: amountPaise,
    totalFeesPaise: amountPaise,
    registrationFeePaise: 0,
    payableNowPaise: amountPaise,
    studentStateCode,
  });
  const { paymentId } = await recordPayment(database.db, admin, {
    registrationId: id,
    amountPaise,
    mode: "bank",
    reference: "UTR HDFC0000123",
  });
  return { id, paymentId };
}

async function letter(template: "receipt" | "refund-voucher", recordId: number) {
  const [row] = await database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, template), eq(outbox.recordId, String(recordId))));
  const mail = await composeMail(
    { db: database.db, siteUrl: "https://example.in", staffFor: async () => [] },
    row!,
  );
  return mail!;
}

describe("vouchers", () => {
  it("mails a plain receipt while the company has no GSTIN", async () => {
    const { paymentId } = await paidRegistration("29");
    const mail = await letter("receipt", paymentId);
    expect(mail.to).toEqual(["student@example.in"]);
    expect(mail.subject).toMatch(
      new RegExp(`^Receipt RV/${FY}/\\d{5}: ₹11,800.00 for Full Stack Web Development$`),
    );
    expect(mail.text).toContain("Rupees Eleven Thousand Eight Hundred Only");
    expect(mail.text).toContain("UTR HDFC0000123");
    expect(mail.text).not.toMatch(/GST|SAC/);
  });

  it("splits CGST and SGST in the company's state and IGST elsewhere, once a GSTIN is set", async () => {
    await withGstin();
    expect((await loadReceiptSettings(database.db)).gstin).toBe("29AAGCB7383J1Z4");
    const home = await letter("receipt", (await paidRegistration("29")).paymentId);
    expect(home.text).toContain("GSTIN 29AAGCB7383J1Z4");
    expect(home.text).toContain("Karnataka (29)");
    expect(home.text).toMatch(/Taxable value\s+₹10,000.00/);
    expect(home.text).toMatch(/CGST at 9 %\s+₹900.00/);
    expect(home.text).toMatch(/SGST at 9 %\s+₹900.00/);
    const away = await letter("receipt", (await paidRegistration("27")).paymentId);
    expect(away.text).toContain("Maharashtra (27)");
    expect(away.text).toMatch(/IGST at 18 %\s+₹1,800.00/);
    expect(away.text).not.toContain("CGST");
  });

  it("attaches the voucher as a PDF with the letter's number, GST split and amount in words", async () => {
    await withGstin();
    const home = await letter("receipt", (await paidRegistration("29")).paymentId);
    expect(home.attachments).toHaveLength(1);
    const [pdf] = home.attachments;
    expect(pdf!.contentType).toBe("application/pdf");
    expect(pdf!.filename).toMatch(new RegExp(`^Receipt-RV-${FY}-\\d{5}\\.pdf$`));
    const text = await pdfText(pdf!.content);
    expect(text).toContain("Receipt Voucher");
    expect(text).toMatch(new RegExp(`RV/${FY}/\\d{5}`));
    expect(text).toContain("GSTIN 29AAGCB7383J1Z4");
    expect(text).toMatch(/CGST at 9 %\s+₹900.00/);
    expect(text).toMatch(/SGST at 9 %\s+₹900.00/);
    expect(text).toMatch(/Taxable value\s+₹10,000.00/);
    expect(text).toContain("Rupees Eleven Thousand Eight Hundred Only");
    const away = await pdfText(
      (await letter("receipt", (await paidRegistration("27")).paymentId)).attachments[0]!.content,
    );
    expect(away).toMatch(/IGST at 18 %\s+₹1,800.00/);
    expect(away).not.toContain("CGST");
  });

  it("mails a refund voucher against its receipt", async () => {
    await withGstin();
    const { paymentId } = await paidRegistration("29");
    const refund = await requestRefund(database.db, admin, undefined, {
      paymentId,
      amountPaise: 590_000,
      reason: "Changed batch",
      idempotencyKey: `rf-${randomBytes(8).toString("hex")}`,
    });
    const mail = await letter("refund-voucher", refund.refundId);
    expect(mail.subject).toMatch(new RegExp(`^Refund voucher RF/${FY}/\\d{5}: ₹5,900.00`));
    expect(mail.text).toContain("Rupees Five Thousand Nine Hundred Only");
    expect(mail.text).toMatch(/CGST at 9 %\s+₹450.00/);
    expect(mail.text).toContain("Changed batch");
    expect(mail.text).toMatch(new RegExp(`RV/${FY}/\\d{5}`));
    expect(mail.attachments[0]!.filename).toMatch(new RegExp(`^Refund-Voucher-RF-${FY}-\\d{5}\\.pdf$`));
    const text = await pdfText(mail.attachments[0]!.content);
    expect(text).toContain("Refund Voucher");
    expect(text).toMatch(new RegExp(`RF/${FY}/\\d{5}`));
    expect(text).toMatch(/CGST at 9 %\s+₹450.00/);
    expect(text).toContain("Rupees Five Thousand Nine Hundred Only");
    expect(text).toContain("Changed batch");
  });
});
