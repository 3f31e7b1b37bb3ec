import type { ReactNode } from "react";
import type { FeeBreakdown } from "../../../domain/programs/pricing";
import { paiseToRupees } from "../../../domain/programs/pricing";
import { formatRupees } from "../../../domain/rupees";

/** An amount in paise as the fee lines show it (`₹24,999.00`). */
export const feeRupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** One line of a fee list: what it is and how much, a discount in green. */
export function FeeLine({
  label,
  amount,
  discount = false,
}: {
  label: ReactNode;
  amount: ReactNode;
  discount?: boolean;
}) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-700">{label}</dt>
      <dd className={`font-medium ${discount ? "text-emerald-800" : "text-slate-900"}`}>{amount}</dd>
    </div>
  );
}

/** The lines every fee list ends its program's part with: the fees after the discount, then the registration fee. */
export function FeeAfterDiscountLines({ fees }: { fees: FeeBreakdown }) {
  return (
    <>
      <FeeLine label="Program fees after discount" amount={feeRupees(fees.totalFeesPaise)} />
      <FeeLine label="Registration fee" amount={feeRupees(fees.registrationFeePaise)} />
    </>
  );
}

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
          <FeeLine label="Program price" amount={feeRupees(fees.pricePaise)} />
          <FeeLine
            label={<>Coupon discount{fees.discountPaise > 0 ? ` (${discountPercentage}%)` : ""}</>}
            amount={fees.discountPaise > 0 ? `− ${feeRupees(fees.discountPaise)}` : feeRupees(0)}
            discount
          />
          <FeeAfterDiscountLines fees={fees} />
          {/* The chat launcher moves up rather than cover the total (floating-assistant.tsx). */}
          <div
            data-floating-avoid
            className="flex justify-between gap-4 border-t border-brand-100 pt-2 text-base"
          >
            <dt className="font-bold text-slate-900">Total payable now</dt>
            <dd className="font-bold text-brand">{feeRupees(fees.payableNowPaise)}</dd>
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
