import { describe, expect, it } from "vitest";
import { couponMatches } from "./coupon.ts";

describe("couponMatches", () => {
  it("matches trimmed and case-insensitively", () => {
    expect(couponMatches("NEXORA20", "NEXORA20")).toBe(true);
    expect(couponMatches("  nexora20 ", "NEXORA20")).toBe(true);
    expect(couponMatches("Nexora20", " nexora20")).toBe(true);
  });

  it("refuses a different code", () => {
    expect(couponMatches("NEXORA2", "NEXORA20")).toBe(false);
    expect(couponMatches("NEXORA 20", "NEXORA20")).toBe(false);
    expect(couponMatches("DATA10", "NEXORA20")).toBe(false);
  });

  it("is false for an empty input or a program without a code", () => {
    expect(couponMatches("", "NEXORA20")).toBe(false);
    expect(couponMatches("   ", "NEXORA20")).toBe(false);
    expect(couponMatches(undefined, "NEXORA20")).toBe(false);
    expect(couponMatches("NEXORA20", null)).toBe(false);
    expect(couponMatches("NEXORA20", "")).toBe(false);
    expect(couponMatches("", "")).toBe(false);
    expect(couponMatches(null, undefined)).toBe(false);
  });
});
