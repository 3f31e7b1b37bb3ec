import { MESSAGES } from "../../../domain/messages";
import type { ProgramPrice } from "../../../domain/programs/pricing";
import { formatRupees } from "../../../domain/rupees";

/** Rupees as the site writes them: no paise for a whole amount (₹24,999), two decimals otherwise (₹22,499.10). */
export function rupees(amount: number): string {
  return formatRupees(amount, Number.isInteger(amount) ? 0 : 2);
}

/**
 * A program's fee where visitors decide (detail page and list card), and, when it has a coupon, the fee with
 * it and the saving, without the code. The amounts are the server's (programPrice), never computed here.
 */
export function PriceTag({ price, tone = "light" }: { price: ProgramPrice; tone?: "light" | "onBrand" }) {
  const onBrand = tone === "onBrand";
  return (
    <p
      className={`flex flex-wrap items-baseline gap-x-2 gap-y-1 ${onBrand ? "text-white" : "text-slate-900"}`}
    >
      <span className={`text-sm ${onBrand ? "text-white/85" : "text-slate-600"}`}>{MESSAGES.programFee}</span>
      <span className={onBrand ? "text-2xl font-bold" : "text-lg font-bold"}>{rupees(price.fee)}</span>
      {price.fee_with_coupon != null && price.coupon_percentage != null && (
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            onBrand ? "bg-white/15 text-white" : "bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200"
          }`}
        >
          {MESSAGES.programFeeWithCoupon(rupees(price.fee_with_coupon), price.coupon_percentage)}
        </span>
      )}
    </p>
  );
}
