import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { recordPaymentSchema, refundSchema } from "./payment-forms.ts";

function post(schema: typeof recordPaymentSchema | typeof refundSchema, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema });
}

describe("the console's money forms", () => {
  it("reads rupees as typed (commas, ₹, two decimals) into integer paise", () => {
    for (const [typed, paise] of [
      ["5000", 500_000],
      ["₹ 24,999.50", 2_499_950],
      ["0.01", 1],
      ["1180", 118_000],
    ] as const) {
      const submission = post(recordPaymentSchema, { amount: typed, mode: "upi", reference: "UPI 1" });
      expect(submission.status === "success" && submission.value.amount, typed).toBe(paise);
    }
  });

  it("refuses an amount of zero, three decimals, a negative or words, and a missing reference, in sentences", () => {
    for (const typed of ["0", "10.005", "-5", "five hundred", "1e3"]) {
      const submission = post(recordPaymentSchema, { amount: typed, mode: "cash", reference: "Book 1" });
      expect(submission.status, typed).toBe("error");
      expect(submission.status === "error" && submission.error?.amount?.[0], typed).toMatch(/^Enter /);
    }
    const noReference = post(recordPaymentSchema, { amount: "10", mode: "online", reference: "" });
    expect(noReference.status === "error" && noReference.error).toMatchObject({
      mode: ["Choose how the money was paid."],
      reference: [expect.stringMatching(/^Enter the payment's reference/)],
    });
  });

  it("refuses a refund whose form lost its key, and asks for the reason", () => {
    const submission = post(refundSchema, {
      paymentId: "3",
      amount: "100",
      reason: " ",
      idempotencyKey: "short",
    });
    expect(submission.status === "error" && submission.error).toMatchObject({
      reason: ["Enter the reason for the refund."],
      idempotencyKey: ["This refund form has expired: open it again."],
    });
  });
});
