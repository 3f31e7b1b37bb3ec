import { describe, expect, it } from "vitest";
import { COMPANY } from "../../domain/constants.ts";
import { LETTER_TEMPLATES, SUBMISSION_MAIL_KINDS } from "../../domain/mail/kinds.ts";
import { renderPaymentPreview, renderPreview } from "./previews.ts";

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
    const letter = await renderPaymentPreview("pay-link", "https://example.in");
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
});
