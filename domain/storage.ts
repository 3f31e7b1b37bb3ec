/**
 * Where files live, as the rest of the code sees them: by stored path, never by file name on a disk.
 * Public media lives under `uploads/` (served by the media route), private files (resumes) under `private/`
 * (never served as they are). Two implementations: a folder under DATA_DIR (server/storage/storage.ts) and an
 * S3 bucket (server/storage/s3.ts), chosen by configuration.
 */
import { brandedError } from "./errors.ts";

export interface StoredFile {
  size: number;
  /** Last written, in ms since the epoch (a replaced original is newer than its variants). */
  modifiedMs: number;
}

export interface Storage {
  /** Where the files are, for logs and messages (`/srv/site/data`, `s3://bucket`). */
  location: string;
  /** Size and time of a public file, or null when there is none (or the path leaves `uploads/`). */
  statPublic(storedPath: string): Promise<StoredFile | null>;
  readPublic(storedPath: string): Promise<Buffer>;
  /** The file's bytes as a stream, for serving. */
  streamPublic(storedPath: string): Promise<ReadableStream<Uint8Array>>;
  /** Writes a public file whole: a reader never sees half of it. */
  writePublic(storedPath: string, data: Buffer): Promise<void>;
  removePublic(storedPath: string): Promise<void>;
  /**
   * The stored paths of the public files in the folder `prefix` (`uploads/` or a folder in it) and below, in
   * no set order (for maintenance that has to see every file: removing stray image variants).
   */
  listPublic(prefix: string): AsyncIterable<string>;
  /**
   * Stores a private file (an upload) under a generated name; returns its stored path
   * (`private/<folder>/<random><ext>`). Refuses with StorageFullError, writing nothing, while storing it
   * would leave less free disk space than the configured floor.
   */
  savePrivate(folder: string, data: Buffer, extension: string): Promise<string>;
  readPrivate(storedPath: string): Promise<Buffer>;
  removePrivate(storedPath: string): Promise<void>;
}

/**
 * The disk is too full to take new uploads: free space would fall under the configured floor. Recognised by a
 * brand, not its prototype, as domain/errors.ts's errors are: a page action (the React Router build's copy of
 * this module) catches what the server's storage throws.
 */
export class StorageFullError extends brandedError("StorageFullError") {
  constructor(readonly freeBytes: number) {
    super("Free disk space is under the floor for uploads (MIN_FREE_DISK_MB).");
  }
}

/** A name for a private file: a random stem in a safe folder, with a safe extension. */
export function privateStoredPath(folder: string, randomHex: string, extension: string): string {
  const safeFolder = folder.replace(/[^a-z0-9-]/gi, "");
  const safeExtension = /^\.[a-z0-9]{1,8}$/i.test(extension) ? extension.toLowerCase() : "";
  return `private/${safeFolder}/${randomHex}${safeExtension}`;
}

/** True for a stored path under `prefix` (`uploads/`, `private/`) that cannot leave it. */
export function isStoredPathUnder(prefix: "uploads/" | "private/", storedPath: string): boolean {
  return (
    storedPath.startsWith(prefix) &&
    !storedPath.includes("\0") &&
    storedPath.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..")
  );
}
