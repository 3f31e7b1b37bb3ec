import { describe, expect, it } from "vitest";
import { REGISTRATION_FEE_RUPEES } from "../constants.ts";
import {
  computeFees,
  discountShare,
  paiseToRupees,
  programPrice,
  REGISTRATION_FEE_PAISE,
  rupeesToPaise,
} from "./pricing.ts";

describe("computeFees", () => {
  it("discounts the price by the percentage once the coupon is applied, then adds the registration fee", () => {
    expect(computeFees({ pricePaise: 2_499_900, discountPercentage: 20, couponApplied: true })).toEqual({
      pricePaise: 2_499_900,
      discountPaise: 499_980,
      totalFeesPaise: 1_999_920,
      registrationFeePaise: 50_000,
      payableNowPaise: 2_049_920,
    });
  });

  it("gives no discount without an applied coupon, whatever the percentage", () => {
    const fees = computeFees({ pricePaise: 1_499_900, discountPercentage: 25, couponApplied: false });
    expect(fees.discountPaise).toBe(0);
    expect(fees.totalFeesPaise).toBe(1_499_900);
    expect(fees.payableNowPaise).toBe(1_499_900 + 50_000);
  });

  it("rounds fractional percentages to the paisa", () => {
    // 19999 × 12.5% = 2499.875 rupees = 249987.5 paise -> 249988
    const fees = computeFees({ pricePaise: 1_999_900, discountPercentage: 12.5, couponApplied: true });
    expect(fees.discountPaise).toBe(249_988);
    expect(fees.totalFeesPaise).toBe(1_999_900 - 249_988);
    // 4999 × 15% = 749.85 rupees exactly
    expect(
      computeFees({ pricePaise: 499_900, discountPercentage: 15, couponApplied: true }).discountPaise,
    ).toBe(74_985);
    // 333.33 × 33.3% = 110.99889 rupees -> 111.00
    expect(
      computeFees({ pricePaise: 33_333, discountPercentage: 33.3, couponApplied: true }).discountPaise,
    ).toBe(11_100);
  });

  it("handles 0% and 100%", () => {
    const none = computeFees({ pricePaise: 1_000_000, discountPercentage: 0, couponApplied: true });
    expect(none.discountPaise).toBe(0);
    expect(none.payableNowPaise).toBe(1_050_000);
    const all = computeFees({ pricePaise: 1_000_000, discountPercentage: 100, couponApplied: true });
    expect(all.discountPaise).toBe(1_000_000);
    expect(all.totalFeesPaise).toBe(0);
    expect(all.payableNowPaise).toBe(REGISTRATION_FEE_PAISE);
  });

  it("clamps percentages outside 0–100 and never goes negative", () => {
    expect(
      computeFees({ pricePaise: 10_000, discountPercentage: 150, couponApplied: true }).totalFeesPaise,
    ).toBe(0);
    expect(
      computeFees({ pricePaise: 10_000, discountPercentage: -5, couponApplied: true }).discountPaise,
    ).toBe(0);
    expect(
      computeFees({ pricePaise: 10_000, discountPercentage: Number.NaN, couponApplied: true }).discountPaise,
    ).toBe(0);
  });

  it("uses the spec's registration fee of 500 rupees", () => {
    expect(REGISTRATION_FEE_RUPEES).toBe(500);
    expect(
      computeFees({ pricePaise: 0, discountPercentage: 0, couponApplied: false }).registrationFeePaise,
    ).toBe(50_000);
  });
});

describe("rupees and paise", () => {
  it("converts both ways", () => {
    expect(paiseToRupees(2_499_950)).toBe(24_999.5);
    expect(paiseToRupees(0)).toBe(0);
    expect(rupeesToPaise(24_999.5)).toBe(2_499_950);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });
});

describe("programPrice (what cards and detail pages show)", () => {
  it("is the fee, and with a coupon the fee after it as a registration computes it", () => {
    const registered = computeFees({ pricePaise: 2499900, discountPercentage: 20, couponApplied: true });
    const shown = programPrice(2499900, registered.discountPaise);
    expect(shown).toEqual({
      fee: 24999,
      coupon_percentage: 20,
      fee_with_coupon: registered.totalFeesPaise / 100,
    });
    expect(shown.fee_with_coupon).toBe(19999.2);
  });

  it("shows no discount without a coupon, or with a coupon worth nothing", () => {
    expect(programPrice(499900, null)).toEqual({
      fee: 4999,
      coupon_percentage: null,
      fee_with_coupon: null,
    });
    expect(programPrice(499900, 0)).toEqual({
      fee: 4999,
      coupon_percentage: null,
      fee_with_coupon: null,
    });
  });
});

describe("flat coupons", () => {
  it("take their amount off the fee, never more than the fee", () => {
    const fees = computeFees({
      pricePaise: 2_499_900,
      discountPercentage: 0,
      couponApplied: true,
      discountFlatPaise: 150_000,
    });
    expect(fees).toMatchObject({ discountPaise: 150_000, totalFeesPaise: 2_349_900 });
    const whole = computeFees({
      pricePaise: 100_000,
      discountPercentage: 0,
      couponApplied: true,
      discountFlatPaise: 500_000,
    });
    expect(whole).toMatchObject({ discountPaise: 100_000, totalFeesPaise: 0 });
    expect(whole.payableNowPaise).toBe(whole.registrationFeePaise);
  });

  it("take nothing until applied", () => {
    const fees = computeFees({
      pricePaise: 2_499_900,
      discountPercentage: 0,
      couponApplied: false,
      discountFlatPaise: 150_000,
    });
    expect(fees.discountPaise).toBe(0);
  });

  it("show their share of the fee to two decimals on the pages", () => {
    expect(programPrice(2_499_900, 100_000)).toEqual({
      fee: 24_999,
      coupon_percentage: 4,
      fee_with_coupon: 23_999,
    });
    expect(discountShare(100_000, 300_000)).toBe(33.33);
  });
});
