import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderBrochure, runPool, storeImage } from "./media.server.ts";

describe("runPool", () => {
  it("keeps the input order", async () => {
    const out = await runPool([30, 10, 20], 2, async (ms) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return ms * 2;
    });
    expect(out).toEqual([60, 20, 40]);
  });

  it("starts nothing new after a failure and rejects only once running jobs have settled", async () => {
    const finished: number[] = [];
    const started: number[] = [];
    const run = runPool([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started.push(n);
      if (n === 1) throw new Error("boom");
      await new Promise((resolve) => setTimeout(resolve, 20));
      finished.push(n);
      return n;
    });
    await expect(run).rejects.toThrow("boom");
    // Job 2 was running when job 1 failed: it finished before the rejection; nothing after it started.
    expect(finished).toEqual([2]);
    expect(started).toEqual([1, 2]);
  });
});

describe("storeImage", () => {
  it("stores the WebP under a content-hash name with its narrower variants", async () => {
    const written = new Map<string, Buffer>();
    const stored = await storeImage(async (p, data) => void written.set(p, data), {
      kind: "courses",
      slug: "react-basics",
      variantWidths: [400],
      spec: { layout: "card", width: 800, height: 450, title: "React Basics", key: "react" },
    });
    expect(stored).toMatch(/^uploads\/courses\/react-basics-[0-9a-f]{10}\.webp$/);
    expect([...written.keys()]).toEqual([stored, stored.replace(".webp", "-400w.webp")]);
    const meta = await sharp(written.get(stored)!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 800, 450]);
    const variant = await sharp(written.get(stored.replace(".webp", "-400w.webp"))!).metadata();
    expect([variant.width, variant.height]).toEqual([400, 225]);
  });
});

describe("renderBrochure", () => {
  it("renders the same PDF for the same input", async () => {
    const input = {
      slug: "x",
      title: "Test Programme",
      description: "About it.",
      category: "Development",
      duration: "3 Months",
      skillLevel: "Beginner",
      language: "English",
      feesRupees: 9999,
      modules: ["One", { title: "Two", description: "Second module" }],
    };
    const first = await renderBrochure(input);
    expect(first.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await renderBrochure(input)).equals(first)).toBe(true);
  });
});
