/** A short hash of the paths and contents of files and folders: a cache made from them is current while it matches. */
import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export async function hashInputs(entries: string[], root = ROOT): Promise<string> {
  const hash = createHash("sha256");
  const add = async (relative: string): Promise<void> => {
    const full = path.join(root, relative);
    const info = await stat(full).catch(() => null);
    if (!info) return;
    if (info.isDirectory()) {
      const children = (await readdir(full)).filter((name) => name !== "node_modules").sort();
      for (const child of children) await add(path.join(relative, child));
      return;
    }
    hash.update(`${relative}\0`).update(await readFile(full));
  };
  for (const entry of entries) await add(entry);
  return hash.digest("hex").slice(0, 16);
}
