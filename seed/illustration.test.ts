import { describe, expect, it } from "vitest";
import { artworkSvg } from "./artwork.ts";
import { illustrationSvg, themeFor } from "./illustration.ts";

const spec = { width: 800, height: 450, category: "Development", key: "full-stack" };

describe("seeded illustrations (program banners, blog covers)", () => {
  it("carry no text at all, so no crop shows cut words and no title appears twice", () => {
    for (const category of ["Development", "Design", "Data Science", "Animation", "Career", "Unknown"])
      expect(illustrationSvg({ ...spec, category })).not.toMatch(/<text|<tspan/);
  });

  it("look different per category: their own gradient and emblem, not one purple band", () => {
    const starts = new Set(
      ["Development", "Design", "Data Science", "Animation", "Programming", "Networking"].map(
        (category) => themeFor(category).from,
      ),
    );
    expect(starts.size).toBe(6);
    expect(illustrationSvg({ ...spec, category: "Design" })).not.toBe(
      illustrationSvg({ ...spec, category: "Data Science" }),
    );
    expect(themeFor(" data science ")).toBe(themeFor("Data Science"));
  });

  it("centre the emblem's halo in the picture, where every crop keeps it", () => {
    for (const [width, height] of [
      [800, 450],
      [1200, 630],
    ]) {
      const svg = illustrationSvg({ ...spec, width, height });
      expect(svg).toContain(
        `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.round(Math.min(width, height) * 0.36 * 10) / 10}"`,
      );
    }
  });

  it("are what the 'illustration' layout draws, and are the same for the same key", () => {
    const spec = {
      layout: "illustration",
      width: 800,
      height: 450,
      title: "T",
      eyebrow: "Design",
      key: "k",
    } as const;
    const viaArtwork = artworkSvg(spec);
    expect(viaArtwork).toBe(illustrationSvg({ width: 800, height: 450, category: "Design", key: "k" }));
    expect(viaArtwork).toBe(artworkSvg({ ...spec }));
  });
});

describe("hiring-partner logos", () => {
  const fontSizes = (svg: string) =>
    [...svg.matchAll(/font-size="([\d.]+)"/g)].map(([, size]) => Number(size));

  it("are wordmarks: the whole name, large enough to read on a 120 px tile, no initials", () => {
    const svg = artworkSvg({ layout: "logo", width: 240, height: 120, title: "Wipro", key: "Wipro" });
    expect(svg).toContain(">Wipro</tspan>");
    expect(Math.min(...fontSizes(svg))).toBeGreaterThanOrEqual(24);
  });

  it("shrink a long name to fit two lines whole rather than cut it", () => {
    const svg = artworkSvg({
      layout: "logo",
      width: 240,
      height: 120,
      title: "Tata Consultancy Services",
      key: "t",
    });
    expect(svg).not.toContain("…");
    expect(svg).toContain("Services");
    expect(Math.min(...fontSizes(svg))).toBeGreaterThanOrEqual(14);
  });
});
