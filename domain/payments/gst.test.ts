import { describe, expect, it } from "vitest";
import { addTax, percentToBasisPoints, placeOfSupply, splitInclusiveAmount } from "./gst.ts";
import { placeOfSupplyLabel } from "./gst-states.ts";

const KARNATAKA = "29";

describe("splitting a GST-inclusive amount", () => {
  it("splits into CGST + SGST in the company's own state", () => {
    // ₹11,800 at 18 %: ₹10,000 taxable, ₹900 + ₹900.
    expect(
      splitInclusiveAmount({
        totalPaise: 1_180_000,
        rateBasisPoints: 1800,
        supplierStateCode: KARNATAKA,
        placeOfSupplyCode: KARNATAKA,
      }),
    ).toEqual({
      totalPaise: 1_180_000,
      taxablePaise: 1_000_000,
      cgstPaise: 90_000,
      sgstPaise: 90_000,
      igstPaise: 0,
      kind: "intra",
      rateBasisPoints: 1800,
    });
  });

  it("charges IGST for another state and for outside India", () => {
    for (const place of ["27", "96"]) {
      const split = splitInclusiveAmount({
        totalPaise: 1_180_000,
        rateBasisPoints: 1800,
        supplierStateCode: KARNATAKA,
        placeOfSupplyCode: place,
      });
      expect(split).toMatchObject({
        kind: "inter",
        taxablePaise: 1_000_000,
        igstPaise: 180_000,
        cgstPaise: 0,
      });
    }
  });

  it("adds up to the paisa, with CGST equal to SGST, for awkward amounts", () => {
    // ₹20,499.20, the example, and every amount of a range of paise.
    const amounts = [2_049_920, 1, 2, 3, 99, 101, ...Array.from({ length: 2000 }, (_, i) => 999_000 + i)];
    for (const totalPaise of amounts) {
      const intra = splitInclusiveAmount({
        totalPaise,
        rateBasisPoints: 1800,
        supplierStateCode: KARNATAKA,
        placeOfSupplyCode: KARNATAKA,
      });
      expect(intra.taxablePaise + intra.cgstPaise + intra.sgstPaise).toBe(totalPaise);
      expect(intra.cgstPaise).toBe(intra.sgstPaise);
      // Each half is within half a paisa of 9 % of the taxable value.
      expect(Math.abs(intra.cgstPaise - intra.taxablePaise * 0.09)).toBeLessThanOrEqual(0.5 + 1e-9 + 0.09);
      const inter = splitInclusiveAmount({
        totalPaise,
        rateBasisPoints: 1800,
        supplierStateCode: KARNATAKA,
        placeOfSupplyCode: "07",
      });
      expect(inter.taxablePaise + inter.igstPaise).toBe(totalPaise);
      expect(Math.abs(inter.igstPaise - inter.taxablePaise * 0.18)).toBeLessThanOrEqual(0.5 + 0.18);
    }
    expect(
      splitInclusiveAmount({
        totalPaise: 2_049_920,
        rateBasisPoints: 1800,
        supplierStateCode: KARNATAKA,
        placeOfSupplyCode: KARNATAKA,
      }),
    ).toMatchObject({ taxablePaise: 1_737_220, cgstPaise: 156_350, sgstPaise: 156_350 });
  });

  it("has no tax at a zero rate and refuses fractions of a paisa", () => {
    expect(
      splitInclusiveAmount({
        totalPaise: 500,
        rateBasisPoints: 0,
        supplierStateCode: "29",
        placeOfSupplyCode: "29",
      }),
    ).toMatchObject({ taxablePaise: 500, cgstPaise: 0, sgstPaise: 0 });
    expect(() =>
      splitInclusiveAmount({
        totalPaise: 10.5,
        rateBasisPoints: 1800,
        supplierStateCode: "29",
        placeOfSupplyCode: "29",
      }),
    ).toThrow(RangeError);
  });
});

describe("place of supply", () => {
  it("is the sponsor's state, else the student's, else the company's own", () => {
    expect(
      placeOfSupply({ supplierStateCode: "29", studentStateCode: "33", sponsorGstin: "27AAPFU0939F1ZV" }),
    ).toBe("27");
    expect(placeOfSupply({ supplierStateCode: "29", studentStateCode: "33" })).toBe("33");
    expect(placeOfSupply({ supplierStateCode: "29", studentStateCode: null })).toBe("29");
    expect(placeOfSupplyLabel("29")).toBe("Karnataka (29)");
    expect(placeOfSupplyLabel("96")).toBe("Outside India (96)");
  });
});

describe("rates", () => {
  it("reads percentages with two decimals as basis points and adds tax to a net price", () => {
    expect(percentToBasisPoints(18)).toBe(1800);
    expect(percentToBasisPoints(0.25)).toBe(25);
    expect(() => percentToBasisPoints(18.005)).toThrow(RangeError);
    expect(() => percentToBasisPoints(101)).toThrow(RangeError);
    expect(addTax(1_000_000, 1800)).toBe(1_180_000);
    expect(addTax(1, 1800)).toBe(1);
    expect(addTax(3, 1800)).toBe(4);
  });
});
