import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem, isGstin, normaliseGstin } from "./gstin.ts";

describe("GSTIN", () => {
  it("accepts published GSTINs, whatever their case and spacing", () => {
    expect(isGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isGstin("29AAGCB7383J1Z4")).toBe(true);
    expect(isGstin(" 33aaach7409r1z8 ")).toBe(true);
    expect(normaliseGstin(" 33aaach7409r1z8 ")).toBe("33AAACH7409R1Z8");
  });

  it("computes the check character in base 36 with weights 1 and 2", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("29AAGCB7383J1Z")).toBe("4");
  });

  it("says what is wrong: the shape, the state code or a typing mistake", () => {
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("format");
    expect(gstinProblem("27AAPF00939F1ZV")).toBe("format");
    expect(gstinProblem("27AAPFU0939F0ZV")).toBe("format");
    expect(gstinProblem("99AAPFU0939F1ZV")).toBe("state");
    // One character changed (a typing mistake) or two swapped: the check character no longer matches.
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("check");
    expect(gstinProblem("27AAPFU0993F1ZV")).toBe("check");
  });
});
