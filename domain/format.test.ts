import { describe, expect, it } from "vitest";
import { DISPLAY_TIME_ZONE } from "./constants.ts";
import {
  formatCertificateDate,
  formatDay,
  formatDayTime,
  formatIndianDate,
  formatJobDate,
  formatLongDate,
  formatRelative,
  formatRupees,
  indiaMomentValue,
  parseIndiaMoment,
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

  it("writes 00:30 India time as 00:30 of the new day, where en-IN's own clock on Node 20 says 24:30", () => {
    // 19:00 UTC on 27 November is 00:30 on 28 November in India.
    const halfPastMidnight = new Date("2026-11-27T19:00:00Z");
    expect(formatDayTime(halfPastMidnight)).toBe("28 Nov 2026, 00:30");
    expect(formatDayTime("2026-11-27T18:30:00.000Z")).toBe("28 Nov 2026, 00:00");
    expect(formatDayTime("2026-11-28T18:29:59.000Z")).toBe("28 Nov 2026, 23:59");
    expect(formatDay(halfPastMidnight)).toBe("28 Nov 2026");
    expect(formatDay("2026-12-01")).toBe("01 Dec 2026");
    expect(formatDayTime(null, "—")).toBe("—");
  });

  it("agrees with the display time zone's 23-hour clock, every 13 h 7 min from 1970 to 2100", () => {
    const byZone = new Intl.DateTimeFormat("en-GB", {
      timeZone: DISPLAY_TIME_ZONE,
      day: "2-digit",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const step = (13 * 60 + 7) * 60_000;
    const mismatches: string[] = [];
    for (let t = Date.UTC(1970, 0, 1); t < Date.UTC(2100, 0, 1); t += step) {
      const instant = new Date(t);
      const parts = Object.fromEntries(byZone.formatToParts(instant).map((p) => [p.type, p.value]));
      const expected = `${parts.day} ${parts.month.slice(0, 3)} ${parts.year}, ${parts.hour}:${parts.minute}`;
      if (formatDayTime(instant) !== expected) mismatches.push(instant.toISOString());
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

describe("a datetime-local field in India time", () => {
  it("reads a typed moment as India's, writes a moment back the same way, and refuses a day that is not", () => {
    expect(parseIndiaMoment("2026-12-02T10:00")?.toISOString()).toBe("2026-12-02T04:30:00.000Z");
    expect(parseIndiaMoment("2026-12-02T02:00")?.toISOString()).toBe("2026-12-01T20:30:00.000Z");
    expect(indiaMomentValue("2026-12-01T20:30:00.000Z")).toBe("2026-12-02T02:00");
    expect(parseIndiaMoment("")).toBeNull();
    expect(parseIndiaMoment("2027-02-30T10:00")).toBeUndefined();
    expect(parseIndiaMoment("2026-12-02 10:00")).toBeUndefined();
  });
});
