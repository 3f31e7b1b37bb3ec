import type { FeeBreakdown } from "../../../domain/programs/pricing";
import { paiseToRupees } from "../../../domain/programs/pricing";
import { formatRupees } from "../../../domain/rupees";

/**
 * Program price, coupon discount, registration fee and the amount payable now (all computed by computeFees).
 * Before a program is chosen there is nothing to pay yet, and the summary says so rather than "₹500.00".
 */
export function FeeSummary({
  fees,
  discountPercentage,
}: {
  fees: FeeBreakdown | null;
  discountPercentage: number;
}) {
  const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
  return (
    <section
      aria-labelledby="fee-summary-title"
      className="rounded-xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:col-span-2"
    >
      <h2 id="fee-summary-title" className="font-bold text-slate-900">
        Fee summary
      </h2>
      {fees ? (
        <dl className="mt-3 space-y-2 text-sm" aria-live="polite">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">Program price</dt>
            <dd className="font-medium text-slate-900">{rupees(fees.pricePaise)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">
              Coupon discount{fees.discountPaise > 0 ? ` (${discountPercentage}%)` : ""}
            </dt>
            <dd className="font-medium text-emerald-800">
              {fees.discountPaise > 0 ? `− ${rupees(fees.discountPaise)}` : rupees(0)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">Program fees after discount</dt>
            <dd className="font-medium text-slate-900">{rupees(fees.totalFeesPaise)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">Registration fee</dt>
            <dd className="font-medium text-slate-900">{rupees(fees.registrationFeePaise)}</dd>
          </div>
          {/* The chat launcher moves up rather than cover the total (floating-assistant.tsx). */}
          <div
            data-floating-avoid
            className="flex justify-between gap-4 border-t border-brand-100 pt-2 text-base"
          >
            <dt className="font-bold text-slate-900">Total payable now</dt>
            <dd className="font-bold text-brand">{rupees(fees.payableNowPaise)}</dd>
          </div>
        </dl>
      ) : (
        <p className="mt-3 text-sm text-slate-700" aria-live="polite">
          Choose a program to see its fees.
        </p>
      )}
    </section>
  );
}
