/**
 * The files of the client build, listed once at start (a build never changes under a running server). Page
 * requests are the common case and are never files: asking the file system for each of them (a `stat` per
 * request, and a failed one at that) cost a tenth of an uncached render's CPU.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

/** URL paths (`/favicon.ico`, `/assets/…`) of every file under `root`, compressed copies excluded. */
export function listStaticFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name));
    files.add(`/${relative.split(path.sep).join("/")}`);
  }
  return files;
}
