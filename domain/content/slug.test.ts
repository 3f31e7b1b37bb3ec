import { describe, expect, it } from "vitest";
import { SLUG_MAX, SLUG_PATTERN, slugify } from "./slug";

describe("slugify", () => {
  it("makes lower-case ASCII words joined by single dashes", () => {
    expect(slugify("Python Basics: A–Z")).toBe("python-basics-a-z");
    expect(slugify("  UI/UX   Design & Prototyping  ")).toBe("ui-ux-design-and-prototyping");
    expect(slugify("Café Société 2026")).toBe("cafe-societe-2026");
  });

  it("gives nothing for a title without letters or digits, and never ends in a dash when cut", () => {
    expect(slugify("—!?")).toBe("");
    const long = slugify(`${"word ".repeat(40)}end`);
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(long).toMatch(SLUG_PATTERN);
  });
});
