/**
 * How to pay without the gateway: the bank account and UPI id from the settings, or, with none entered, the
 * office's phone and e-mail. The pay page and the registration's proof panel print it.
 */
import { MESSAGES } from "../../../domain/messages";
import type { OfflinePayment } from "../../../domain/payments/pay-page.server";

const ROWS = [
  ["accountName", "Account name"],
  ["accountNumber", "Account number"],
  ["ifsc", "IFSC"],
  ["bankName", "Bank"],
  ["upiId", "UPI id"],
] as const;

export function OfflinePaymentDetails({
  offline,
  registrationId,
  heading,
  headingLevel: Heading = "h2",
}: {
  offline: OfflinePayment;
  registrationId: string;
  heading: string;
  headingLevel?: "h2" | "h3";
}) {
  if (offline.kind === "office")
    return (
      <p className="text-sm text-slate-800">{MESSAGES.payContactOffice(offline.phone, offline.email)}</p>
    );
  const { details } = offline;
  return (
    <section aria-label={heading}>
      <Heading className="text-base font-semibold text-slate-900">{heading}</Heading>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {ROWS.filter(([key]) => details[key]).map(([key, label]) => (
          <div key={key} className="contents">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-mono font-medium text-slate-900 break-all">{details[key]}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">{MESSAGES.payOfflineNote(registrationId)}</p>
    </section>
  );
}
