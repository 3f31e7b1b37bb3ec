import { describe, expect, it } from "vitest";
import { balancedGridClass } from "./balanced-grid";

describe("balancedGridClass", () => {
  it("puts 2 or 4 cards two a row, never three and an orphan", () => {
    for (const count of [2, 4]) {
      expect(balancedGridClass(count)).toContain("sm:[&>li]:w-[calc((100%-1.5rem)/2)]");
      expect(balancedGridClass(count)).not.toContain("lg:");
    }
  });

  it("uses three columns from lg otherwise, and centres a last row that is not full", () => {
    for (const count of [3, 5, 7])
      expect(balancedGridClass(count)).toContain("lg:[&>li]:w-[calc((100%-3rem)/3)]");
    expect(balancedGridClass(5)).toContain("justify-center");
  });

  it("keeps a single card at a card's width, centred", () => {
    expect(balancedGridClass(1)).toContain("sm:[&>li]:max-w-md");
    expect(balancedGridClass(1)).toContain("justify-center");
  });
});
