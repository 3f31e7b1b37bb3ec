/**
 * The tax in an amount received, for a receipt or refund voucher: the place of supply decides between CGST +
 * SGST (the company's own state) and IGST (any other state, or outside India), and the amount is split so that
 * taxable value + tax is exactly the amount, to the paisa, with CGST equal to SGST.
 *
 * Rates are basis points (1800 = 18 %) so that no percentage is held as a fraction; rounding is half up, once.
 * Which rules apply is a setting an accountant confirms (docs/decisions/0051-receipts-and-gst-numbering.md).
 */
import { OUTSIDE_INDIA_CODE } from "./gst-states.ts";

export interface TaxSplit {
  /** The amount the tax is in (what was received or refunded), in paise. */
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** `intra`: CGST + SGST; `inter`: IGST. */
  kind: "intra" | "inter";
  rateBasisPoints: number;
}

/** round(numerator / denominator), halves up, for non-negative integers. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

function assertPaise(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be whole paise, not negative`);
}

/**
 * The place of supply of training given to this recipient: a sponsor's GSTIN names its state; otherwise the
 * student's state; with neither on record, the supplier's own state (IGST Act s. 12(2)(b)).
 */
export function placeOfSupply(input: {
  supplierStateCode: string;
  studentStateCode?: string | null;
  sponsorGstin?: string | null;
}): string {
  if (input.sponsorGstin) return input.sponsorGstin.slice(0, 2);
  return input.studentStateCode || input.supplierStateCode;
}

/** Splits a GST-inclusive amount into taxable value and tax. */
export function splitInclusiveAmount(input: {
  totalPaise: number;
  rateBasisPoints: number;
  supplierStateCode: string;
  placeOfSupplyCode: string;
}): TaxSplit {
  const { totalPaise, rateBasisPoints } = input;
  assertPaise(totalPaise, "totalPaise");
  assertPaise(rateBasisPoints, "rateBasisPoints");
  const intra =
    input.placeOfSupplyCode === input.supplierStateCode && input.placeOfSupplyCode !== OUTSIDE_INDIA_CODE;
  const whole = 10_000 + rateBasisPoints;
  if (intra) {
    // Each half-rate tax is rounded once, so the two are equal; the taxable value takes what is left.
    const half = divideRounded(totalPaise * rateBasisPoints, 2 * whole);
    return {
      totalPaise,
      taxablePaise: totalPaise - 2 * half,
      cgstPaise: half,
      sgstPaise: half,
      igstPaise: 0,
      kind: "intra",
      rateBasisPoints,
    };
  }
  const igst = divideRounded(totalPaise * rateBasisPoints, whole);
  return {
    totalPaise,
    taxablePaise: totalPaise - igst,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: igst,
    kind: "inter",
    rateBasisPoints,
  };
}

/** What is charged for a price that excludes GST: the price plus its tax, rounded once. */
export function addTax(netPaise: number, rateBasisPoints: number): number {
  assertPaise(netPaise, "netPaise");
  assertPaise(rateBasisPoints, "rateBasisPoints");
  return netPaise + divideRounded(netPaise * rateBasisPoints, 10_000);
}

/** "18 %" → 1800; at most two decimals. */
export function percentToBasisPoints(percent: number): number {
  const points = Math.round(percent * 100);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100 || Math.abs(points - percent * 100) > 1e-6)
    throw new RangeError("A GST rate is a percentage between 0 and 100 with at most two decimals");
  return points;
}
