import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = "item ${i % 37}";`).join("\n");

describe("precompress", () => {
  it("writes gzip and Brotli copies that decode to the original, smaller than zlib's best gzip", async () => {
    await mkdir(path.join(dir, "assets"));
    await writeFile(path.join(dir, "assets", "app.js"), script);
    const result = await precompress(dir);

    const gz = await readFile(path.join(dir, "assets", "app.js.gz"));
    const br = await readFile(path.join(dir, "assets", "app.js.br"));
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gz.length).toBeLessThan(gzipSync(script, { level: 9 }).length);
    expect(result).toEqual({ files: 1, bytes: script.length, gzipBytes: gz.length, brotliBytes: br.length });
  });

  it("at the fast level writes copies that decode to the original, and the best level then replaces them with smaller ones", async () => {
    await writeFile(path.join(dir, "app.js"), script);
    const fast = await precompress(dir, "fast");
    expect(brotliDecompressSync(await readFile(path.join(dir, "app.js.br"))).toString()).toBe(script);
    expect(gunzipSync(await readFile(path.join(dir, "app.js.gz"))).toString()).toBe(script);
    const best = await precompress(dir, "best");
    expect(best.gzipBytes).toBeLessThan(fast.gzipBytes);
    expect(best.brotliBytes).toBeLessThanOrEqual(fast.brotliBytes);
    expect((await readdir(dir)).sort()).toEqual(["app.js", "app.js.br", "app.js.gz"]);
  });

  it("also compresses the small modules a page loads by the dozen", async () => {
    const small = script.slice(0, 600);
    await writeFile(path.join(dir, "helper.js"), small);
    expect((await precompress(dir)).files).toBe(1);
    expect(gunzipSync(await readFile(path.join(dir, "helper.js.gz"))).toString()).toBe(small);
  });

  it("leaves tiny files, images and fonts alone", async () => {
    await writeFile(path.join(dir, "tiny.js"), "export const answer = 42;");
    await writeFile(path.join(dir, "photo.webp"), script);
    await writeFile(path.join(dir, "font.woff2"), script);
    const result = await precompress(dir);
    expect(result.files).toBe(0);
    expect((await readdir(dir)).sort()).toEqual(["font.woff2", "photo.webp", "tiny.js"]);
  });

  it("keeps no copy of a file that does not compress", async () => {
    const noise = randomBytes(4096);
    await writeFile(path.join(dir, "noise.txt"), noise);
    expect((await precompress(dir)).files).toBe(0);
    expect(await readdir(dir)).toEqual(["noise.txt"]);
  });
});
