import { describe, expect, it } from "vitest";
import { financialYearOf, MAX_DOCUMENT_NUMBER_LENGTH, SeriesFullError, voucherNumber } from "./documents.ts";

describe("financial year in India time", () => {
  it("turns on 1 April in India, which is 31 March 18:30 UTC", () => {
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28");
    expect(financialYearOf(new Date("2026-04-01T00:00:00+05:30"))).toBe("2026-27");
    expect(financialYearOf(new Date("2026-11-28T08:00:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2099-06-01T00:00:00Z"))).toBe("2099-00");
  });
});

describe("voucher numbers", () => {
  it("fit 16 characters with the serial padded to what is left", () => {
    expect(voucherNumber("RV", "2026-27", 123)).toBe("RV/2026-27/00123");
    expect(voucherNumber("R", "2026-27", 7)).toBe("R/2026-27/000007");
    expect(voucherNumber("RFV", "2026-27", 9999)).toBe("RFV/2026-27/9999");
    for (const prefix of ["R", "RV", "RFV"])
      expect(voucherNumber(prefix, "2026-27", 1).length).toBeLessThanOrEqual(MAX_DOCUMENT_NUMBER_LENGTH);
  });

  it("refuses a serial that would not fit, and bad prefixes", () => {
    expect(() => voucherNumber("RV", "2026-27", 100_000)).toThrow(SeriesFullError);
    expect(() => voucherNumber("RV/", "2026-27", 1)).toThrow(RangeError);
    expect(() => voucherNumber("rv", "2026-27", 1)).toThrow(RangeError);
    expect(() => voucherNumber("RV", "2026-27", 0)).toThrow(RangeError);
  });
});
