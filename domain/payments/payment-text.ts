/**
 * The console's words for money (docs/product/console.md, Payments): how a payment was made, what state a
 * payment or refund is in, and what the payment screens and forms say. One place, so the registration's page,
 * the Payments screen, its CSV export and the dashboard say the same thing.
 */
import type { PaymentMode } from "../db/schema.ts";

/** How staff can record money arriving (online payments come from the gateway alone). */
export const STAFF_PAYMENT_MODES = [
  "upi",
  "bank",
  "cash",
  "cheque",
] as const satisfies readonly PaymentMode[];
export type StaffPaymentMode = (typeof STAFF_PAYMENT_MODES)[number];

export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  online: "Online",
  upi: "UPI",
  bank: "Bank transfer",
  cash: "Cash",
  cheque: "Cheque",
};

export const PAYMENT_STATE_LABELS: Record<string, string> = {
  authorized: "Authorised",
  captured: "Received",
  failed: "Failed",
  "needs-attention": "Needs attention",
};

export const REFUND_STATE_LABELS: Record<string, string> = {
  pending: "Refund pending",
  processed: "Refunded",
  failed: "Refund failed",
};

export const PAYMENT_MODES_SHOWN = Object.keys(PAYMENT_MODE_LABELS) as PaymentMode[];

/** The states the list filters by: a payment's, or a refund's as `refund-<state>`. */
export const MONEY_ENTRY_STATES = [
  "captured",
  "needs-attention",
  "failed",
  "authorized",
  "refund-pending",
  "refund-processed",
  "refund-failed",
] as const;
export type MoneyEntryState = (typeof MONEY_ENTRY_STATES)[number];

/** A list entry's state in words. */
export function moneyStateLabel(state: string): string {
  return state.startsWith("refund-")
    ? (REFUND_STATE_LABELS[state.slice("refund-".length)] ?? state)
    : (PAYMENT_STATE_LABELS[state] ?? state);
}

export function paymentModeLabel(mode: string): string {
  return PAYMENT_MODE_LABELS[mode as PaymentMode] ?? mode;
}

export const PAYMENT_TEXT = {
  payLinkNotPending: "Only a registration waiting for payment can be sent a payment link.",
  payLinkNothingDue: "Nothing is due on this registration.",
  payLinkSent: (due: string) => `Payment link for ${due} sent to the registrant. The link, to pass on:`,
  paymentRecorded: (amount: string, receipt: string) => `${amount} recorded, receipt ${receipt}.`,
  refundDone: (amount: string, voucher: string) => `${amount} refunded, voucher ${voucher}.`,
  refundPending:
    "The gateway did not answer in time: the refund is pending. Send it again: it will not be refunded twice.",
  refundSent: (amount: string) =>
    `Refund of ${amount} sent to the gateway: pending until it confirms (this page then says refunded).`,
  refundFailed: "The gateway refused the refund: nothing was refunded.",
  needsAttention:
    "Money arrived that does not match what was asked, or for a closed registration. It does not count as paid: check it with the gateway.",
  noPayments: "No payments yet.",
  /** What each money figure of the dashboard counts (all from payments and refunds, none from statuses). */
  figures: {
    dueFromThem: "What this week's registrations waiting for payment still owe.",
    collectedFromThem: "Received for this week's registrations, whenever it arrived, less refunds to them.",
    collectedToday: "Payments received today (India time), for any registration, before refunds.",
    collectedWeek: "Payments received since Monday (India time), for any registration, before refunds.",
    refundedWeek: "Refunds made since Monday, for any registration.",
    dueAll: "What every registration waiting for payment still owes, whenever it registered.",
  },
  forbiddenRefund: "Only administrators can refund.",
} as const;
