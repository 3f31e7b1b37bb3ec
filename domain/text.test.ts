import { describe, expect, it } from "vitest";
import { hasVisibleText, isMeaningfulText, isWellFormedText } from "./text.ts";

describe("text a required field accepts", () => {
  it.each([
    ["zero-width spaces and joiners", "\u200B\u200C\u200D\u2060"],
    ["bidi overrides and isolates", "\u202E\u202D\u2066\u2069"],
    ["C1 controls", "\u0085\u009B\u0080"],
    ["a byte-order mark and a soft hyphen", "\uFEFF\u00AD"],
    ["a combining mark alone", "\u0301\u094D"],
    ["Hangul fillers", "\u3164\u115F"],
    ["no-break and ideographic spaces", "\u00A0\u3000"],
  ])("refuses %s", (_label, value) => {
    expect(hasVisibleText(value)).toBe(false);
    expect(isMeaningfulText(value)).toBe(false);
  });

  it.each([
    ["Latin", "Ananya"],
    ["Devanagari with marks and a virama", "लक्ष्मी"],
    ["a name with a zero-width joiner inside", "क्\u200Dष"],
    ["an emoji", "🙂"],
    ["right-to-left text", "مريم"],
  ])("accepts %s", (_label, value) => {
    expect(isMeaningfulText(value)).toBe(true);
  });

  it("refuses lone surrogates and accepts pairs", () => {
    expect(isWellFormedText("Ann\uD800")).toBe(false);
    expect(isWellFormedText("\uDC00x")).toBe(false);
    expect(isWellFormedText("a\uD83D\uDE42b")).toBe(true);
  });
});
