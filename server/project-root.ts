/**
 * The project's folder (where package.json and drizzle/ are), found from this module's own place: the same
 * answer whether the server runs from its TypeScript sources (server/) or from the bundle the build writes
 * (build/start.mjs), and whatever the working directory.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json")) && existsSync(path.join(dir, "drizzle"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no project folder above ${from}`);
  }
}

export const PROJECT_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
