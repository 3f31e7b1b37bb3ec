/** Turns a stored path as the CMS may write it (`uploads\\a\\b.webp`, `/uploads/a.webp`) into `uploads/a/b.webp`. */
export function normaliseStoredPath(storedPath: string): string {
  return storedPath
    .replace(/\\/g, "/")
    .replace(/^\/+/, "")
    .replace(/^api\//, "");
}
