/** A PDF's text as `pdftotext -layout` reads it (poppler-utils), for tests that check what a PDF prints. */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "pdf-text-"));
  try {
    const file = path.join(dir, "document.pdf");
    await writeFile(file, bytes);
    return (await promisify(execFile)("pdftotext", ["-layout", file, "-"])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
