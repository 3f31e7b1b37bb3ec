import { describe, expect, it } from "vitest";
import { hasImageVariants, imageVariantPath, parseImageVariantPath, strayImageVariants } from "./media.ts";

describe("image variants are made of stored originals only", () => {
  it("a variant is not an original: it has no variants of its own", () => {
    expect(hasImageVariants("uploads/a/b.jpg")).toBe(true);
    expect(hasImageVariants("uploads/a/b-400w.webp")).toBe(false);
    expect(hasImageVariants("uploads/a/b.pdf")).toBe(false);
    expect(imageVariantPath("uploads/a/b-400w.webp", 600)).toBeNull();
    expect(imageVariantPath("uploads/a/b.jpg", 600)).toBe("uploads/a/b-600w.webp");
    // The route still recognises the name as a variant: it is its original that is refused.
    expect(parseImageVariantPath("uploads/a/b-400w-600w.webp")).toEqual({
      stem: "uploads/a/b-400w",
      width: 600,
    });
  });

  it("names the variants of variants as strays, and nothing a page can ask for", () => {
    const stored = [
      "uploads/a/b.jpg",
      "uploads/a/b-400w.webp",
      "uploads/a/b-400w-600w.webp",
      "uploads/a/b-400w-600w-800w.webp",
      "uploads/a/b-1600w-400w.webp",
      // An uploaded original whose own name ends like a width (not WebP): its variants are real.
      "uploads/c/poster-400w.png",
      "uploads/c/poster-400w-600w.webp",
      // A plain variant whose original was removed is not what this cleans up.
      "uploads/d/gone-400w.webp",
      "uploads/e/brochure-400w.pdf",
    ];
    expect(strayImageVariants(stored).sort()).toEqual([
      "uploads/a/b-1600w-400w.webp",
      "uploads/a/b-400w-600w-800w.webp",
      "uploads/a/b-400w-600w.webp",
    ]);
  });
});
