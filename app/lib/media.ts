import { normaliseStoredPath } from "../../domain/media";

/** Placeholder shown when a stored image is missing or fails to load. */
export const PLACEHOLDER_IMAGE = "/placeholder.svg";

/** URL of a stored file (`uploads\\a.webp` -> `/api/uploads/a.webp`); the placeholder when the path is empty. */
export function mediaUrl(storedPath: string | null | undefined): string {
  if (!storedPath?.trim()) return PLACEHOLDER_IMAGE;
  if (/^https?:\/\//.test(storedPath)) return storedPath;
  return `/api/${normaliseStoredPath(storedPath)}`;
}
