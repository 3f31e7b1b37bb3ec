/**
 * Fee arithmetic of docs/product/constants.md, in paise so that a percentage is rounded exactly once.
 * Pure and isomorphic: the server computes the stored amounts with it and the registration form shows
 * the same summary. Discount = price × percentage / 100, or a flat coupon's amount (never more than the
 * price), only with an applied coupon; payable now = price after discount + registration fee.
 */
import { REGISTRATION_FEE_RUPEES } from "../constants.ts";

export interface FeeInput {
  /** Program price in paise. */
  pricePaise: number;
  /** The program's discount percentage (0–100; values outside are clamped). */
  discountPercentage: number;
  /** True once a matching coupon has been applied. */
  couponApplied: boolean;
  /** A flat coupon's amount in paise, taken off instead of the percentage (the fee never goes below 0). */
  discountFlatPaise?: number | null;
  /** The registration fee in paise: the setting's (loadRegistrationFeePaise); the default when not given. */
  registrationFeePaise?: number;
}

export interface FeeBreakdown {
  pricePaise: number;
  discountPaise: number;
  /** Program price after discount (the spec's `total_fees`). */
  totalFeesPaise: number;
  registrationFeePaise: number;
  payableNowPaise: number;
}

/** The default registration fee in paise (the setting may differ: loadRegistrationFeePaise). */
export const REGISTRATION_FEE_PAISE = REGISTRATION_FEE_RUPEES * 100;

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}

export function computeFees({
  pricePaise,
  discountPercentage,
  couponApplied,
  discountFlatPaise,
  registrationFeePaise = REGISTRATION_FEE_PAISE,
}: FeeInput): FeeBreakdown {
  const registrationFee = Math.max(0, Math.round(registrationFeePaise));
  const price = Math.max(0, Math.round(Number.isFinite(pricePaise) ? pricePaise : 0));
  const percentage = couponApplied ? clamp(discountPercentage, 0, 100) : 0;
  const discountPaise =
    couponApplied && discountFlatPaise != null
      ? Math.round(clamp(discountFlatPaise, 0, price))
      : Math.round((price * percentage) / 100);
  const totalFeesPaise = price - discountPaise;
  return {
    pricePaise: price,
    discountPaise,
    totalFeesPaise,
    registrationFeePaise: registrationFee,
    payableNowPaise: totalFeesPaise + registrationFee,
  };
}

/** 2499950 -> 24999.5 */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** 24999.5 -> 2499950 (rounded to the paisa). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** What a visitor is shown of a program's price: its fee and, when it has a coupon, the fee with it. */
export interface ProgramPrice {
  /** The program's fee in rupees. */
  fee: number;
  /** The best coupon's discount in percent of the fee (a flat coupon's amount as a share of it); null without. */
  coupon_percentage: number | null;
  /** The fee after the best coupon's discount in rupees, as registration computes it; null without a coupon. */
  fee_with_coupon: number | null;
}

/** The best usable coupon of a program: its discount in paise on this program's fee (bestCouponDiscountPaise). */
export function programPrice(pricePaise: number, bestDiscountPaise: number | null): ProgramPrice {
  const withCoupon = computeFees({
    pricePaise,
    discountPercentage: 0,
    couponApplied: bestDiscountPaise !== null,
    discountFlatPaise: bestDiscountPaise,
  });
  const discounted = bestDiscountPaise !== null && withCoupon.discountPaise > 0;
  return {
    fee: paiseToRupees(withCoupon.pricePaise),
    coupon_percentage: discounted ? discountShare(withCoupon.discountPaise, withCoupon.pricePaise) : null,
    fee_with_coupon: discounted ? paiseToRupees(withCoupon.totalFeesPaise) : null,
  };
}

/** A discount as a percentage of the price, to two decimals (what the pages and the form print). */
export function discountShare(discountPaise: number, pricePaise: number): number {
  return pricePaise > 0 ? Math.round((discountPaise * 10_000) / pricePaise) / 100 : 0;
}
