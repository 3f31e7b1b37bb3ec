/**
 * Where files live, as the domain sees it: public media under `uploads/`, private files (resumes) under
 * `private/`. The disk implementation is server/storage/storage.ts.
 */
export interface Storage {
  root: string;
  /** Absolute path of a public stored path such as `uploads/courses/a.webp`, or null when it escapes the root. */
  resolvePublic(storedPath: string): string | null;
  writePublic(storedPath: string, data: Buffer): Promise<void>;
  /**
   * Stores a private file (an upload) under a generated name; returns its stored path
   * (`private/<folder>/<random><ext>`). Refuses with StorageFullError, writing nothing, while storing it
   * would leave less free disk space than the configured floor.
   */
  savePrivate(folder: string, data: Buffer, extension: string): Promise<string>;
  readPrivate(storedPath: string): Promise<Buffer>;
  removePrivate(storedPath: string): Promise<void>;
  exists(absolutePath: string): Promise<boolean>;
}

/** The disk is too full to take new uploads: free space would fall under the configured floor. */
export class StorageFullError extends Error {
  override name = "StorageFullError";
  constructor(readonly freeBytes: number) {
    super("Free disk space is under the floor for uploads (MIN_FREE_DISK_MB).");
  }
}
