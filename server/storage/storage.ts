/**
 * File storage under DATA_DIR. Public media lives under `uploads/` and is served at `/api/uploads/...`;
 * private files (resumes) live under `private/` and are never served. Uploads stop while free disk space is
 * under a floor (MIN_FREE_DISK_MB), so that a flood of valid uploads cannot fill the disk the database needs.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, statfs, writeFile } from "node:fs/promises";
import path from "node:path";
import { normaliseStoredPath } from "../../domain/media.ts";
import { type Storage, StorageFullError } from "../../domain/storage.ts";

export type { Storage };
export { normaliseStoredPath, StorageFullError };

/** Bytes an unprivileged process can still write on the disk that holds `dir`. */
export async function freeDiskBytes(dir: string): Promise<number> {
  const disk = await statfs(dir);
  return disk.bavail * disk.bsize;
}

export interface StorageOptions {
  /** Free disk space private files must leave (config.minFreeDiskBytes); 0 or absent: no check. */
  minFreeBytes?: number;
  /** Reads the free space (tests give their own). */
  freeBytes?: (dir: string) => Promise<number>;
}

export function createStorage(
  dataDir: string,
  { minFreeBytes = 0, freeBytes = freeDiskBytes }: StorageOptions = {},
): Storage {
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
      if (minFreeBytes > 0) {
        const free = await freeBytes(root);
        if (free - data.length < minFreeBytes) throw new StorageFullError(free);
      }
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
