import { describe, expect, it } from "vitest";
import { artworkSvg, escapeXml, keyHash, wrapText } from "./artwork.ts";

describe("escapeXml", () => {
  it("escapes the five XML specials", () => {
    expect(escapeXml(`UI/UX & <Design> "Pro" 'X'`)).toBe(
      "UI/UX &amp; &lt;Design&gt; &quot;Pro&quot; &apos;X&apos;",
    );
  });
});

describe("wrapText", () => {
  it("keeps words whole and lines within the estimated width", () => {
    const lines = wrapText("Data Structures and Algorithms in C++", 20, 200, 5);
    expect(lines.join(" ")).toBe("Data Structures and Algorithms in C++");
    const perLine = Math.floor(200 / (20 * 0.62));
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(perLine);
    expect(lines.length).toBeGreaterThan(1);
  });

  it("ends with an ellipsis when the text needs more lines than allowed", () => {
    const lines = wrapText("one two three four five six seven eight nine ten", 20, 120, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith("…")).toBe(true);
  });

  it("puts an overlong single word on its own line", () => {
    expect(wrapText("Supercalifragilistic", 20, 60, 2)).toEqual(["Supercalifragilistic"]);
  });
});

describe("artworkSvg", () => {
  const base = { width: 800, height: 450, title: "Tom & Jerry <Animation>", eyebrow: "Animation", key: "k" };

  it("has the requested size and the escaped title", () => {
    const svg = artworkSvg({ ...base, layout: "card" });
    expect(svg).toContain('width="800" height="450" viewBox="0 0 800 450"');
    expect(svg).toContain(">Tom &amp; Jerry</tspan>");
    expect(svg).toContain(">&lt;Animation&gt;</tspan>");
    expect(svg).not.toContain("<Animation>");
  });

  it("is deterministic for a key and varies between keys", () => {
    expect(artworkSvg({ ...base, layout: "card" })).toBe(artworkSvg({ ...base, layout: "card" }));
    const variants = new Set(
      ["a", "b", "c", "d", "e", "f", "g", "h"].map((key) => artworkSvg({ ...base, layout: "card", key })),
    );
    expect(variants.size).toBeGreaterThan(1);
    expect(keyHash("a")).not.toBe(keyHash("b"));
  });

  it("uses the brand purple when palette 0 is forced", () => {
    for (const key of ["a", "b", "c"])
      expect(artworkSvg({ ...base, layout: "card", key, palette: 0 })).toContain(
        '<stop offset="0" stop-color="#2E008F"/>',
      );
  });

  it("draws logos on white, and no text at all on images the page overlays with its own", () => {
    expect(artworkSvg({ ...base, layout: "logo", width: 240, height: 120 })).toContain('fill="#fff"/>');
    for (const layout of ["backdrop", "strip"] as const) {
      const svg = artworkSvg({ ...base, layout, width: 1200, height: 120 });
      expect(svg).toContain('width="1200" height="120"');
      expect(svg).not.toContain("<text");
    }
  });
});
