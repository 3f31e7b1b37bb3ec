/**
 * File storage under DATA_DIR. Public media lives under `uploads/` and is served at `/api/uploads/...`;
 * private files (resumes) live under `private/` and are never served.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { normaliseStoredPath } from "../../domain/media.ts";
import type { Storage } from "../../domain/storage.ts";

export type { Storage };
export { normaliseStoredPath };

export function createStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir);
  const uploadsRoot = path.join(root, "uploads");
  const privateRoot = path.join(root, "private");

  const inside = (base: string, relative: string): string | null => {
    if (relative.includes("\0")) return null;
    const absolute = path.resolve(root, relative);
    return absolute.startsWith(base + path.sep) ? absolute : null;
  };

  return {
    root,
    resolvePublic: (storedPath) => inside(uploadsRoot, normaliseStoredPath(storedPath)),
    async writePublic(storedPath, data) {
      const absolute = inside(uploadsRoot, normaliseStoredPath(storedPath));
      if (!absolute) throw new Error(`Refusing to write outside uploads: ${storedPath}`);
      await mkdir(path.dirname(absolute), { recursive: true });
      // Write then rename so a reader never sees half a file.
      const temporary = `${absolute}.${randomBytes(4).toString("hex")}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, absolute);
    },
    async savePrivate(folder, data, extension) {
      const safeFolder = folder.replace(/[^a-z0-9-]/gi, "");
      const safeExtension = /^\.[a-z0-9]{1,8}$/i.test(extension) ? extension.toLowerCase() : "";
      const storedPath = `private/${safeFolder}/${randomBytes(16).toString("hex")}${safeExtension}`;
      const absolute = inside(privateRoot, storedPath)!;
      await mkdir(path.dirname(absolute), { recursive: true });
      await writeFile(absolute, data, { flag: "wx" });
      return storedPath;
    },
    async readPrivate(storedPath) {
      const absolute = inside(privateRoot, storedPath);
      if (!absolute) throw new Error("Invalid private path");
      return readFile(absolute);
    },
    async removePrivate(storedPath) {
      const absolute = inside(privateRoot, storedPath);
      if (absolute) await rm(absolute, { force: true });
    },
    async exists(absolutePath) {
      try {
        return (await stat(absolutePath)).isFile();
      } catch {
        return false;
      }
    },
  };
}
