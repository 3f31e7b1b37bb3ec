/** "Paid": the registration's receipts, each with its number, amount, date and PDF. */
import { formatDay, formatRupees } from "../../../domain/format";
import { MESSAGES } from "../../../domain/messages";
import type { PayPage } from "../../../domain/payments/pay-page.server";
import { paiseToRupees } from "../../../domain/programs/pricing";

export function receiptHref(registrationId: string, token: string, paymentId: number): string {
  return `/pay/${encodeURIComponent(registrationId)}/receipts/${paymentId}?token=${encodeURIComponent(token)}`;
}

export function PaidReceipts({ page, token }: { page: PayPage; token: string }) {
  return (
    <section
      aria-labelledby="paid-heading"
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:p-8"
    >
      <h2 id="paid-heading" className="text-xl font-bold text-slate-900">
        {MESSAGES.paidHeading}
      </h2>
      <p className="mt-2 text-slate-800">{MESSAGES.paidLead}</p>
      <h3 className="mt-5 text-base font-semibold text-slate-900">{MESSAGES.receiptsHeading}</h3>
      <ul className="mt-2 space-y-3">
        {page.receipts.map((receipt) => (
          <li key={receipt.paymentId} className="text-sm text-slate-800">
            <span className="font-mono font-semibold">{receipt.number}</span> ·{" "}
            {formatRupees(paiseToRupees(receipt.amountPaise))} · {formatDay(receipt.receivedAt)}
            <br />
            <a
              href={receiptHref(page.registrationId, token, receipt.paymentId)}
              className="font-semibold text-brand underline underline-offset-2"
            >
              {MESSAGES.downloadReceipt(receipt.number)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
