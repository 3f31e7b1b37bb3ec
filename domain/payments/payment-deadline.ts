/**
 * The payment deadline with online payment on (docs/decisions/0054-batches-with-seats.md, amended): the server
 * confirms an online payment on its own (the reconciler, domain/payments/reconcile.server.ts) for 3 days, so a
 * registration with a batch's seat keeps it that long, whatever the seat-hold setting says. The payments spec
 * names no other deadline; past this one a payment is still taken in, but as needing attention for staff.
 */
export const PAYMENT_DEADLINE_HOURS = 72;
