import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { listStaticFiles } from "./static-files.ts";

let root: string;
afterEach(() => rm(root, { recursive: true, force: true }));

describe("listStaticFiles", () => {
  it("lists every file as its URL path, nested ones included, without the compressed copies", async () => {
    root = await mkdtemp(path.join(tmpdir(), "static-files-"));
    await mkdir(path.join(root, "assets", "fonts"), { recursive: true });
    for (const file of [
      "favicon.ico",
      "assets/entry-abc.js",
      "assets/entry-abc.js.br",
      "assets/entry-abc.js.gz",
    ])
      await writeFile(path.join(root, file), "x");
    await writeFile(path.join(root, "assets/fonts/noto.woff2"), "x");
    expect([...listStaticFiles(root)].sort()).toEqual([
      "/assets/entry-abc.js",
      "/assets/fonts/noto.woff2",
      "/favicon.ico",
    ]);
  });
});
