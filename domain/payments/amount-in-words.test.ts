import { describe, expect, it } from "vitest";
import { amountInWords, numberInIndianWords } from "./amount-in-words.ts";

describe("amounts in words, Indian numbering", () => {
  it("writes rupees and paise", () => {
    expect(amountInWords(2_049_920)).toBe(
      "Rupees Twenty Thousand Four Hundred Ninety-Nine and Twenty Paise Only",
    );
    expect(amountInWords(50_000)).toBe("Rupees Five Hundred Only");
    expect(amountInWords(5)).toBe("Five Paise Only");
    expect(amountInWords(0)).toBe("Rupees Zero Only");
    expect(amountInWords(101)).toBe("Rupees One and One Paise Only");
  });

  it("groups by thousand, lakh and crore", () => {
    expect(numberInIndianWords(100_000)).toBe("One Lakh");
    expect(numberInIndianWords(12_34_567)).toBe("Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven");
    expect(numberInIndianWords(1_23_45_678)).toBe(
      "One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight",
    );
    expect(numberInIndianWords(10_00_00_00_000)).toBe("One Thousand Crore");
    expect(numberInIndianWords(99_999)).toBe("Ninety-Nine Thousand Nine Hundred Ninety-Nine");
    expect(numberInIndianWords(100_010)).toBe("One Lakh Ten");
  });

  it("refuses what is not whole paise", () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
