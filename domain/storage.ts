/**
 * Where files live, as the domain sees it: public media under `uploads/`, private files (resumes) under
 * `private/`. The disk implementation is server/storage/storage.ts.
 */
export interface Storage {
  root: string;
  /** Absolute path of a public stored path such as `uploads/courses/a.webp`, or null when it escapes the root. */
  resolvePublic(storedPath: string): string | null;
  writePublic(storedPath: string, data: Buffer): Promise<void>;
  /** Stores a private file under a generated name; returns its stored path (`private/<folder>/<random><ext>`). */
  savePrivate(folder: string, data: Buffer, extension: string): Promise<string>;
  readPrivate(storedPath: string): Promise<Buffer>;
  removePrivate(storedPath: string): Promise<void>;
  exists(absolutePath: string): Promise<boolean>;
}
