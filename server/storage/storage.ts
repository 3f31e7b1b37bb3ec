/**
 * Files in a folder under DATA_DIR (the default storage): public media under `uploads/`, private files
 * (resumes) under `private/`. Uploads stop while free disk space is under a floor (MIN_FREE_DISK_MB), so that
 * a flood of valid uploads cannot fill the disk the database needs.
 */
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, statfs, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { normaliseStoredPath } from "../../domain/media.ts";
import { privateStoredPath, type Storage, StorageFullError } from "../../domain/storage.ts";

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

/** The folder implementation, with what only a folder has (for tests and `npm run storage:migrate`). */
export interface DiskStorage extends Storage {
  root: string;
  /** The file behind a stored path, or null when the path leaves `uploads/` and `private/`. */
  fileOf(storedPath: string): string | null;
}

export function createStorage(
  dataDir: string,
  { minFreeBytes = 0, freeBytes = freeDiskBytes }: StorageOptions = {},
): DiskStorage {
  const root = path.resolve(dataDir);
  const uploadsRoot = path.join(root, "uploads");
  const privateRoot = path.join(root, "private");

  const inside = (base: string, relative: string): string | null => {
    if (relative.includes("\0")) return null;
    const absolute = path.resolve(root, relative);
    return absolute.startsWith(base + path.sep) ? absolute : null;
  };
  const publicFile = (storedPath: string) => inside(uploadsRoot, normaliseStoredPath(storedPath));
  const privateFile = (storedPath: string) => inside(privateRoot, storedPath);
  const existing = (storedPath: string) => {
    const file = publicFile(storedPath);
    if (!file) throw new Error("Invalid public path");
    return file;
  };

  return {
    root,
    location: root,
    fileOf: (storedPath) => publicFile(storedPath) ?? privateFile(storedPath),
    async statPublic(storedPath) {
      const file = publicFile(storedPath);
      const info = file ? await stat(file).catch(() => null) : null;
      return info?.isFile() ? { size: info.size, modifiedMs: info.mtimeMs } : null;
    },
    readPublic: async (storedPath) => readFile(existing(storedPath)),
    async streamPublic(storedPath) {
      return Readable.toWeb(createReadStream(existing(storedPath))) as ReadableStream<Uint8Array>;
    },
    async writePublic(storedPath, data) {
      const absolute = publicFile(storedPath);
      if (!absolute) throw new Error(`Refusing to write outside uploads: ${storedPath}`);
      await mkdir(path.dirname(absolute), { recursive: true });
      // Write then rename so a reader never sees half a file.
      const temporary = `${absolute}.${randomBytes(4).toString("hex")}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, absolute);
    },
    async removePublic(storedPath) {
      const absolute = publicFile(storedPath);
      if (absolute) await rm(absolute, { force: true });
    },
    async *listPublic(prefix) {
      const folder = path.resolve(root, normaliseStoredPath(prefix));
      if (prefix.includes("\0") || (folder !== uploadsRoot && !folder.startsWith(uploadsRoot + path.sep)))
        return;
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
      // A `.tmp` file is a write in progress (writePublic), not a stored file.
      for (const entry of entries)
        if (entry.isFile() && !entry.name.endsWith(".tmp"))
          yield path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    },
    async savePrivate(folder, data, extension) {
      if (minFreeBytes > 0) {
        const free = await freeBytes(root);
        if (free - data.length < minFreeBytes) throw new StorageFullError(free);
      }
      const storedPath = privateStoredPath(folder, randomBytes(16).toString("hex"), extension);
      const absolute = privateFile(storedPath)!;
      await mkdir(path.dirname(absolute), { recursive: true });
      await writeFile(absolute, data, { flag: "wx" });
      return storedPath;
    },
    async readPrivate(storedPath) {
      const absolute = privateFile(storedPath);
      if (!absolute) throw new Error("Invalid private path");
      return readFile(absolute);
    },
    async removePrivate(storedPath) {
      const absolute = privateFile(storedPath);
      if (absolute) await rm(absolute, { force: true });
    },
  };
}
