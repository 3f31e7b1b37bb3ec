import { describe, expect, it } from "vitest";
import { plainExcerpt } from "./home-data.server";

describe("plainExcerpt", () => {
  it("drops tags and scripts and decodes common entities", () => {
    expect(plainExcerpt("<p>Hello&nbsp;<b>world</b> &amp; more</p><script>x()</script>", 100)).toBe(
      "Hello world & more",
    );
  });

  it("cuts long text at a word boundary with an ellipsis", () => {
    expect(plainExcerpt("one two three four five six", 13)).toBe("one two three…");
  });
});
