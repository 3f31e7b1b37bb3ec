/** The pay page's account of the registration: who, the program, the fees, the GST included, paid and due. */

import type { PayPage } from "../../../domain/payments/pay-page.server";
import { paiseToRupees } from "../../../domain/programs/pricing";
import { formatRupees } from "../../../domain/rupees";

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
const percent = (basisPoints: number) => `${basisPoints / 100}%`;

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "border-t border-slate-200 pt-2 text-base" : ""}`}>
      <dt className={strong ? "font-bold text-slate-900" : "text-slate-700"}>{label}</dt>
      <dd className={strong ? "font-bold text-brand" : "font-medium text-slate-900"}>{value}</dd>
    </div>
  );
}

export function PaySummary({ page }: { page: PayPage }) {
  const { fees, taxIncluded: tax } = page;
  return (
    <section
      aria-labelledby="pay-summary"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
    >
      <h2 id="pay-summary" className="text-lg font-bold text-slate-900">
        {page.program.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {page.program.trainingType}
        {page.program.duration && ` · ${page.program.duration}`} · Registration{" "}
        <strong className="font-mono">{page.registrationId}</strong>
      </p>
      <p className="mt-3 text-slate-800">
        {page.person.fullName} · {page.person.email} · {page.person.phone}
      </p>
      <dl className="mt-5 grid max-w-md gap-2 text-sm">
        <Row label="Program fees" value={rupees(fees.programPricePaise)} />
        {fees.discountPaise > 0 && (
          <Row
            label={`Coupon discount (${fees.discountPercentage}%)`}
            value={`− ${rupees(fees.discountPaise)}`}
          />
        )}
        <Row label="Program fees after discount" value={rupees(fees.totalFeesPaise)} />
        <Row label="Registration fee" value={rupees(fees.registrationFeePaise)} />
        <Row label="Payable" value={rupees(fees.payableNowPaise)} strong />
        {tax && (
          <Row
            label={
              tax.kind === "intra"
                ? `Includes CGST + SGST at ${percent(tax.rateBasisPoints)}`
                : `Includes IGST at ${percent(tax.rateBasisPoints)}`
            }
            value={rupees(tax.cgstPaise + tax.sgstPaise + tax.igstPaise)}
          />
        )}
        <Row label="Paid so far" value={rupees(page.paidPaise)} />
        <Row label="Due" value={rupees(page.duePaise)} strong />
      </dl>
    </section>
  );
}
