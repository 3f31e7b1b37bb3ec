import { readdir, stat, utimes } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await t.deps.storage.writePublic("uploads/courses/react-3f9a1c2b.webp", Buffer.from("RIFF....WEBP"));
  await t.deps.storage.writePublic("uploads/misc/page.html", Buffer.from("<script>alert(1)</script>"));
});
afterAll(() => t.close());

describe("media under /api/<stored path>", () => {
  it("serves a stored image with its type, nosniff and a long cache for fingerprinted names", async () => {
    const res = await t.app.request("/api/uploads/courses/react-3f9a1c2b.webp");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(await res.text()).toBe("RIFF....WEBP");
  });

  it("accepts a stored path written with backslashes", async () => {
    const res = await t.app.request("/api/uploads%5Ccourses%5Creact-3f9a1c2b.webp");
    expect(res.status).toBe(200);
  });

  it("never serves HTML or paths outside the uploads folder", async () => {
    expect((await t.app.request("/api/uploads/misc/page.html")).status).toBe(404);
    expect((await t.app.request("/api/uploads/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
    expect((await t.app.request("/api/uploads/missing.webp")).status).toBe(404);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.request("/api/no-such-endpoint");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Not found." });
  });
});

describe("width variants of stored images", () => {
  const jpeg = () =>
    sharp({ create: { width: 1000, height: 500, channels: 3, background: "#2E008F" } })
      .jpeg()
      .toBuffer();

  it("makes a missing WebP variant from the original, at that width, and keeps it", async () => {
    await t.deps.storage.writePublic("uploads/blog/cms-upload.jpg", await jpeg());
    const res = await t.app.request("/api/uploads/blog/cms-upload-400w.webp");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 400, 200]);
    const stored = t.disk.fileOf("uploads/blog/cms-upload-400w.webp");
    expect(stored && (await stat(stored)).isFile()).toBe(true);
  });

  it("makes the variant again when the original is replaced under the same name", async () => {
    await t.deps.storage.writePublic("uploads/blog/replaced.jpg", await jpeg());
    const first = await t.app.request("/api/uploads/blog/replaced-400w.webp");
    expect((await sharp(Buffer.from(await first.arrayBuffer())).metadata()).height).toBe(200);
    const square = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    const original = t.disk.fileOf("uploads/blog/replaced.jpg")!;
    await t.deps.storage.writePublic("uploads/blog/replaced.jpg", square);
    // File systems keep coarse times: make the replacement clearly newer than the variant.
    const later = new Date(Date.now() + 5_000);
    await utimes(original, later, later);
    const second = await t.app.request("/api/uploads/blog/replaced-400w.webp");
    expect((await sharp(Buffer.from(await second.arrayBuffer())).metadata()).height).toBe(400);
  });

  it("never enlarges, and makes one file for simultaneous requests", async () => {
    await t.deps.storage.writePublic(
      "uploads/blog/small.png",
      await sharp(await jpeg())
        .png()
        .toBuffer(),
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.app.request("/api/uploads/blog/small-1600w.webp")),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const meta = await sharp(Buffer.from(await answers[0].arrayBuffer())).metadata();
    expect(meta.width).toBe(1000);
    const folder = path.dirname(t.disk.fileOf("uploads/blog/small.png")!);
    expect((await readdir(folder)).filter((name) => name.startsWith("small"))).toEqual([
      "small-1600w.webp",
      "small.png",
    ]);
  });

  it("makes variants of stored originals only, never of a variant (`…-400w-600w.webp`)", async () => {
    await t.deps.storage.writePublic("uploads/nest/photo.jpg", await jpeg());
    expect((await t.app.request("/api/uploads/nest/photo-400w.webp")).status).toBe(200);
    // Every chain a visitor could ask for, 100 requests: none answers with a picture, none writes a file.
    const chains = ["400w-600w", "600w-400w", "400w-400w", "400w-600w-800w", "1600w-1200w"];
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.request(`/api/uploads/nest/photo-${chains[i % chains.length]}.webp`),
      ),
    );
    expect(new Set(answers.map((res) => res.status))).toEqual(new Set([404]));
    expect((await readdir(path.dirname(t.disk.fileOf("uploads/nest/photo.jpg")!))).sort()).toEqual([
      "photo-400w.webp",
      "photo.jpg",
    ]);
  });

  it("refuses widths the pages never ask for, missing originals and files that are not images", async () => {
    await t.deps.storage.writePublic("uploads/blog/cms-upload.jpg", await jpeg());
    await t.deps.storage.writePublic("uploads/blog/broken.webp", Buffer.from("not an image"));
    expect((await t.app.request("/api/uploads/blog/cms-upload-401w.webp")).status).toBe(404);
    expect((await t.app.request("/api/uploads/blog/nothing-400w.webp")).status).toBe(404);
    expect((await t.app.request("/api/uploads/blog/broken-400w.webp")).status).toBe(404);
    expect(await readdir(path.dirname(t.disk.fileOf("uploads/blog/x")!))).not.toContain(
      "cms-upload-401w.webp",
    );
  });
});
