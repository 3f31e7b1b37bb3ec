import { describe, expect, it } from "vitest";
import { DISPLAY_TIME_ZONE } from "./constants.ts";
import {
  formatCertificateDate,
  formatIndiaDayTime,
  formatIndianDate,
  formatJobDate,
  formatLongDate,
  formatRelative,
  formatRupees,
} from "./format.ts";

describe("spec date formats, in India's time zone", () => {
  it("formats D MMMM YYYY, dd MMM yyyy and dd/mm/yyyy", () => {
    expect(formatLongDate("2025-07-05")).toBe("5 July 2025");
    expect(formatJobDate("2025-07-05")).toBe("05 Jul 2025");
    expect(formatCertificateDate("2025-07-05")).toBe("05/07/2025");
    expect(formatIndianDate("2025-07-05")).toBe("5/7/2025");
    expect(formatIndianDate("2025-12-25")).toBe(
      new Date(Date.UTC(2025, 11, 25)).toLocaleDateString("en-IN", { timeZone: "UTC" }),
    );
  });

  it("uses the Indian calendar day for instants near midnight UTC", () => {
    // 20:00 UTC on 4 July is 01:30 on 5 July in India.
    expect(formatLongDate("2025-07-04T20:00:00Z")).toBe("5 July 2025");
  });

  it("agrees with the display time zone's own calendar day, every 7 h 13 min from 1950 to 2100", () => {
    const byZone = new Intl.DateTimeFormat("en-CA", {
      timeZone: DISPLAY_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    const step = (7 * 60 + 13) * 60_000;
    const mismatches: string[] = [];
    for (let t = Date.UTC(1950, 0, 1); t < Date.UTC(2100, 0, 1); t += step) {
      const instant = new Date(t);
      const [y, m, d] = byZone.format(instant).split("-");
      if (formatCertificateDate(instant) !== `${d}/${m}/${y}`) mismatches.push(instant.toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it("shows N/A for missing or invalid job dates", () => {
    expect(formatJobDate(null)).toBe("N/A");
    expect(formatJobDate("not a date")).toBe("N/A");
    expect(formatIndianDate(undefined)).toBe("N/A");
  });

  it("writes rupees as en-IN does, for whole rupees and paise, with 0 and 2 decimals", () => {
    const amounts = [
      0, 0.5, 1, 9.99, 12, 999, 1000, 99_999.99, 100_000, 1_234_567.5, 10_000_000, 987_654_321.09,
    ];
    // And a sweep of paise amounts from 0 to about ₹2 crore.
    for (let paise = 7; paise < 2_000_000_000; paise = Math.floor(paise * 1.37) + 11)
      amounts.push(paise / 100);
    for (const amount of amounts)
      for (const digits of [0, 2]) {
        const intl = `₹${amount.toLocaleString("en-IN", { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
        expect(formatRupees(amount, digits), `${amount} with ${digits} decimals`).toBe(intl);
      }
  });

  it("formats rupees with Indian grouping and relative times", () => {
    expect(formatRupees(1234567.5)).toBe("₹12,34,567.50");
    const now = new Date("2025-07-10T00:00:00Z");
    expect(formatRelative("2025-07-07T00:00:00Z", now)).toBe("3 days ago");
  });
});

describe("formatIndiaDayTime", () => {
  it("shows midnight in India as 00:00, never 24:00", () => {
    expect(formatIndiaDayTime(new Date("2026-11-23T18:30:00Z"))).toBe("24 Nov, 00:00");
  });
});
