import { describe, expect, it } from "vitest";
import { COMPANY } from "../../domain/constants.ts";
import { LETTER_TEMPLATES, SUBMISSION_MAIL_KINDS } from "../../domain/mail/kinds.ts";
import { DEFAULT_RECEIPT_SETTINGS } from "../../domain/payments/receipt-settings.ts";
import { DEFAULT_COMPANY } from "../../domain/settings/settings.schema.ts";
import { renderPreview, renderRegistrationPreview } from "./previews.ts";

describe("letter previews", () => {
  it("renders every kind of letter to the visitor and to staff, with the company's address", async () => {
    for (const kind of SUBMISSION_MAIL_KINDS) {
      for (const template of LETTER_TEMPLATES) {
        const preview = await renderPreview(kind, template, "https://example.in");
        expect(preview.subject.length, `${kind} ${template}`).toBeGreaterThan(10);
        expect(preview.html).toContain(COMPANY.address);
        expect(preview.text).toContain("Priya Sharma");
        if (template === "staff-notification") expect(preview.html).toContain("https://example.in/admin");
      }
    }
  });

  it("shows the registration letter's fee table as the real letter has it, and where replies go", async () => {
    const registration = await renderPreview("registration", "acknowledgement", "https://example.in");
    expect(registration.label).toBe("Acknowledgement of a registration");
    for (const cell of ["Program fee", "Discount", "Total fees", "₹4,499.00", "Payable now", "₹500.00"])
      expect(registration.text).toContain(cell);
    expect(registration.replyTo).toBe(COMPANY.generalEmail);
    const staff = await renderPreview("career", "staff-notification", "https://example.in");
    expect(staff.label).toBe("Staff notification of a training enquiry");
    expect(staff.replyTo).toBe("priya.sharma@example.in");
  });

  it("says that only the visitor's registration letter carries the confirmation PDF", async () => {
    const registration = await renderPreview("registration", "acknowledgement", "https://example.in");
    expect(registration.subject).toBe("Your registration REG-PREVIEW for Full Stack Development");
    expect(registration.attachments).toEqual(["Registration-Confirmation-<id>.pdf"]);
    expect(
      (await renderPreview("registration", "staff-notification", "https://example.in")).attachments,
    ).toEqual([]);
    expect((await renderPreview("career", "acknowledgement", "https://example.in")).attachments).toEqual([]);
  });

  it("shows the pay-link letter staff send: what is due, the pay button and the link spelled out", async () => {
    const letter = await renderRegistrationPreview("pay-link", "https://example.in");
    expect(letter.label).toBe("Payment link");
    expect(letter.subject).toBe("Pay ₹500.00 for your registration REG-PREVIEW");
    expect(letter.html).toContain('href="https://example.in/pay/REG-PREVIEW?token=preview"');
    for (const line of [
      "Priya Sharma, ₹500.00 is due",
      "Pay ₹500.00 now",
      "https://example.in/pay/REG-PREVIEW",
    ])
      expect(letter.text).toContain(line);
    expect(letter.html).toContain(COMPANY.address);
    expect(letter.attachments).toEqual([]);
  });

  it("previews a receipt as the company's receipt settings print it: GSTIN, SAC, the tax split and the PDF", async () => {
    const settings = {
      ...DEFAULT_RECEIPT_SETTINGS,
      gstin: "29ABCDE1234F1Z5",
      stateCode: "29",
      legalName: "Nexora Pvt Ltd",
    };
    const receipt = await renderRegistrationPreview(
      "receipt",
      "https://example.in",
      DEFAULT_COMPANY,
      settings,
    );
    expect(receipt.label).toBe("Payment receipt");
    expect(receipt.subject).toBe("Receipt RV/2026-27/00042: ₹500.00 for Full Stack Development");
    // The made-up student is in Maharashtra, the company in Karnataka: integrated tax, 18 % of ₹500 inclusive.
    for (const line of [
      "GSTIN 29ABCDE1234F1Z5",
      "999293",
      "IGST at 18 %",
      "₹76.27",
      "₹423.73",
      "Nexora Pvt Ltd",
    ])
      expect(receipt.text).toContain(line);
    expect(receipt.attachments).toEqual(["Receipt-RV-2026-27-00042.pdf"]);

    const plain = await renderRegistrationPreview("receipt", "https://example.in");
    expect(plain.text).not.toContain("GSTIN");
    expect(plain.text).not.toContain("IGST");
  });

  it("previews a refund voucher against its receipt, with the reason", async () => {
    const refund = await renderRegistrationPreview("refund-voucher", "https://example.in");
    expect(refund.label).toBe("Refund voucher");
    expect(refund.subject).toBe("Refund voucher RF/2026-27/00003: ₹500.00 for Full Stack Development");
    for (const line of ["we have refunded ₹500.00", "RV/2026-27/00042", "Withdrew before the batch began"])
      expect(refund.text).toContain(line);
    expect(refund.attachments).toEqual(["Refund-Voucher-RF-2026-27-00003.pdf"]);
  });

  it("previews both batch letters with the batch named as the site names it", async () => {
    const cancelled = await renderRegistrationPreview("batch-cancelled", "https://example.in");
    expect(cancelled.subject).toBe("Your batch of Full Stack Development is cancelled");
    expect(cancelled.text).toContain("Starts 11 Jan 2027");
    expect(cancelled.replyTo).toBe(COMPANY.generalEmail);
    const lapsed = await renderRegistrationPreview("seat-lapsed", "https://example.in");
    expect(lapsed.subject).toBe("Your seat in Full Stack Development has been released");
    expect(lapsed.text).toContain("the seat has gone back to the batch");
  });
});
