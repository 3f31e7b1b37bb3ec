import { describe, expect, it } from "vitest";
import { formatStaffTime } from "./format-time";

describe("staff times", () => {
  it("show midnight in India as 00:00, as browsers do (the server's HTML must match the hydrated page)", () => {
    // 18:30 UTC is midnight in India.
    expect(formatStaffTime("2026-11-23T18:30:00Z")).toBe("24 Nov 2026, 00:00");
  });
});
