/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every compressible file of the client build, so
 * the server sends them as they are (serveStatic's `precompressed`) instead of compressing every response.
 * Done once per build, each copy can use the slowest, smallest setting ("best"): Brotli quality 11 and
 * zopfli's gzip, a standard gzip stream about 3–4% smaller than zlib's best. That takes about a minute on a
 * two-core machine, so a first `npm start` writes "fast" copies (Brotli 5, zlib 9: a second or two, some 10%
 * larger) and replaces them with the best ones in the background (ADR 6). Each copy is written under another
 * name and renamed, so the server never sends a half-written one.
 */
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip as zlibGzip } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

const brotli = promisify(brotliCompress);
const gzipFast = promisify(zlibGzip);

export type PrecompressLevel = "best" | "fast";

const compressors: Record<PrecompressLevel, (bytes: Buffer) => Promise<[Uint8Array, Uint8Array]>> = {
  best: (bytes) =>
    Promise.all([
      gzipAsync(bytes, { numiterations: 15 }),
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    ]),
  fast: (bytes) =>
    Promise.all([
      gzipFast(bytes, { level: 9 }),
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    ]),
};

async function replace(file: string, bytes: Uint8Array) {
  const partial = `${file}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

/** Text formats the build emits or copies from public/; images and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = [".js", ".css", ".svg", ".json", ".txt", ".xml", ".html"];

/**
 * Below this a copy saves a few dozen bytes at most. Small files still matter: a page's first load has about
 * ten modules under 1 KiB, which compress to about 60% of their size.
 */
export const MIN_BYTES = 256;

/** A copy is kept only when it is clearly smaller than the original. */
const MAX_RATIO = 0.9;

export interface PrecompressResult {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Compresses the files under `dir` in place; returns what it wrote. */
export async function precompress(dir: string, level: PrecompressLevel = "best"): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE_EXTENSIONS.includes(path.extname(file))) continue;
    const bytes = await readFile(file);
    if (bytes.length < MIN_BYTES) continue;
    const [gzip, br] = await compressors[level](bytes);
    if (gzip.length > bytes.length * MAX_RATIO) continue;
    await replace(`${file}.gz`, gzip);
    await replace(`${file}.br`, br);
    result.files += 1;
    result.bytes += bytes.length;
    result.gzipBytes += gzip.length;
    result.brotliBytes += br.length;
  }
  return result;
}

/** `tsx scripts/build/precompress.ts <dir> [best|fast]`: the background pass of a first start. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, level = "best"] = process.argv.slice(2);
  if (!dir || (level !== "best" && level !== "fast"))
    throw new Error("usage: precompress.ts <dir> [best|fast]");
  await precompress(dir, level);
}
