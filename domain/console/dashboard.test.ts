import { describe, expect, it } from "vitest";
import { startOfWeekIst } from "./dashboard.server.ts";

describe("startOfWeekIst", () => {
  it("is Monday 00:00 in India, whatever the server's time zone", () => {
    // Thursday 26 Nov 2026, 10:00 IST -> Monday 23 Nov 00:00 IST = Sunday 22 Nov 18:30 UTC.
    expect(startOfWeekIst(new Date("2026-11-26T04:30:00Z")).toISOString()).toBe("2026-11-22T18:30:00.000Z");
  });

  it("counts a Monday's early hours in India (still Sunday in UTC) into the new week", () => {
    // Monday 30 Nov 2026, 01:00 IST = Sunday 29 Nov 19:30 UTC.
    expect(startOfWeekIst(new Date("2026-11-29T19:30:00Z")).toISOString()).toBe("2026-11-29T18:30:00.000Z");
  });
});
