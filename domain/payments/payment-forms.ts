/**
 * The console's money forms on a registration's page (docs/product/console.md, Registrations): record a payment
 * staff received, and refund one. Amounts are typed in rupees (`20,499.20`) and read as integer paise; what
 * the amount may be is the write's to say from the stored records (not more than is due, not more than is left
 * of the payment), never the form's.
 */
import { DAY_PATTERN, isCalendarDay } from "../calendar-day.ts";
import { plainText, z } from "../zod.ts";
import { STAFF_PAYMENT_MODES } from "./payment-text.ts";

const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/** An amount in rupees as typed (commas and a ₹ forgiven) → paise; above zero, two decimals at most. */
const rupeeAmount = plainText({ error: "Enter the amount in rupees, such as 5000 or 2499.50." })
  .trim()
  .transform((value) => value.replace(/[₹,\s]/g, ""))
  .refine((value) => AMOUNT.test(value), "Enter the amount in rupees, such as 5000 or 2499.50.")
  .transform((value) => Math.round(Number(value) * 100))
  .refine((paise) => paise > 0, "Enter an amount above zero.");

export const recordPaymentSchema = z.object({
  amount: rupeeAmount,
  mode: z.enum(STAFF_PAYMENT_MODES, { error: "Choose how the money was paid." }),
  reference: plainText({
    error: "Enter the payment's reference (UTR, UPI reference, cheque or receipt book number).",
  })
    .trim()
    .min(1, "Enter the payment's reference (UTR, UPI reference, cheque or receipt book number).")
    .max(100, "Use at most 100 characters."),
  /** The India day the money arrived; empty: today. */
  receivedOn: plainText()
    .trim()
    .optional()
    .refine(
      (value) => !value || (DAY_PATTERN.test(value) && isCalendarDay(value)),
      "Enter the day the money arrived, such as 2026-11-28.",
    ),
});

const reasonText = (missing: string) =>
  plainText({ error: missing }).trim().min(1, missing).max(500, "Use at most 500 characters.");

export const refundSchema = z.object({
  paymentId: z.coerce
    .number({ error: "This refund form has expired: open it again." })
    .int("This refund form has expired: open it again.")
    .positive("This refund form has expired: open it again."),
  amount: rupeeAmount,
  reason: reasonText("Enter the reason for the refund."),
  /** Required past the terms' days; the write says so with the days counted on the server. */
  lateReason: plainText().trim().max(500, "Use at most 500 characters.").optional(),
  /** Made once when the form is shown and sent again on every retry of it (refunds.server.ts). */
  idempotencyKey: plainText({ error: "This refund form has expired: open it again." }).regex(
    /^[A-Za-z0-9_-]{10,64}$/,
    "This refund form has expired: open it again.",
  ),
});

/** A pending refund sent again with everything it was first sent with (its stored key among them). */
export const refundRetrySchema = z.object({
  refundId: z.coerce.number({ error: "No such refund." }).int("No such refund.").positive("No such refund."),
});
