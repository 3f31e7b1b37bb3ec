import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shellChunk } from "./shell-chunk.ts";

// A root with a static import chain and a lazy import, and two routes that share a helper.
const FILES: Record<string, string> = {
  "root.js": `import { header } from "./header.js"; export const root = () => [header(), import("./chat.js")];`,
  "header.js": `import { TEXTS } from "./texts.js"; export const header = () => "HEADER:" + TEXTS;`,
  "texts.js": `export const TEXTS = "SHELL_TEXTS";`,
  "chat.js": `export const chat = "LAZY_CHAT";`,
  "home.js": `import { TEXTS } from "./texts.js"; import { card } from "./card.js"; export const home = TEXTS + card;`,
  "blog.js": `import { card } from "./card.js"; export const blog = "BLOG_PAGE" + card;`,
  "card.js": `export const card = "ROUTE_CARD";`,
};

let dir: string;
let chunks: Record<string, string>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "shell-chunk-"));
  for (const [name, code] of Object.entries(FILES)) await writeFile(path.join(dir, name), code);
  const shell = shellChunk(path.join(dir, "root.js"));
  await build({
    root: dir,
    logLevel: "silent",
    configFile: false,
    plugins: [shell.plugin],
    build: {
      outDir: "out",
      minify: false,
      rolldownOptions: {
        input: ["root.js", "home.js", "blog.js"].map((name) => path.join(dir, name)),
        preserveEntrySignatures: "exports-only",
        output: { codeSplitting: { groups: [{ name: "shell", test: shell.test }] } },
      },
    },
  });
  const outDir = path.join(dir, "out", "assets");
  chunks = {};
  for (const file of await readdir(outDir)) chunks[file] = await readFile(path.join(outDir, file), "utf8");
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const chunkWith = (marker: string) => Object.keys(chunks).filter((name) => chunks[name].includes(marker));

describe("shellChunk", () => {
  it("puts the root's static imports, however deep, into one shell chunk", () => {
    const shell = Object.keys(chunks).find((name) => name.startsWith("shell-"));
    expect(shell).toBeDefined();
    expect(chunkWith('"HEADER:"')).toEqual([shell]);
    expect(chunkWith('"SHELL_TEXTS"')).toEqual([shell]);
  });

  it("leaves what the root loads lazily, and what only routes share, out of it", () => {
    expect(chunkWith('"LAZY_CHAT"')).toHaveLength(1);
    expect(chunkWith('"LAZY_CHAT"')[0]).not.toMatch(/^shell-/);
    expect(chunkWith('"ROUTE_CARD"')).toHaveLength(1);
    expect(chunkWith('"ROUTE_CARD"')[0]).not.toMatch(/^shell-/);
    expect(chunkWith('"BLOG_PAGE"')[0]).toMatch(/^blog-/);
  });
});
