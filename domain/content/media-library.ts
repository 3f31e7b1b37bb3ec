/**
 * The media library's words and its form's schema, shared by the Media screen and the server
 * (media-library.server.ts; docs/decisions/0058-media-library.md).
 */
import { plainText, z } from "../zod.ts";

export const MEDIA_ALT_MAX = 250;

/** Images on one page of the library screen. */
export const MEDIA_PAGE_SIZE = 24;

export const MEDIA_LIBRARY_TEXT = {
  uploaded: "Image added to the library.",
  uploadTooLarge: "Choose an image of at most 8 MB.",
  uploadNoFile: "Choose an image file.",
  altTooLong: `Keep the alt text to at most ${MEDIA_ALT_MAX} characters.`,
  altSaved: "Alt text saved.",
  deleted: "Image deleted from the library and from storage.",
  replaced: (count: number) => `Replaced in ${count === 1 ? "1 record" : `${count} records`}.`,
  replaceSame: "Choose another image to replace it with.",
  replaceUnused: "This image is not used anywhere: there is nothing to replace.",
  notInLibrary: "That image is no longer in the media library. Choose another one, or upload a file.",
  inUse: (count: number) =>
    `This image is used in ${count === 1 ? "1 place" : `${count} places`}: choose another image there first, or replace it everywhere.`,
} as const;

export const mediaAltSchema = z.object({
  id: z.coerce.number().int().positive(),
  alt: plainText()
    .trim()
    .max(MEDIA_ALT_MAX, MEDIA_LIBRARY_TEXT.altTooLong)
    .optional()
    .transform((value) => value ?? ""),
});

export const mediaIdSchema = z.object({ id: z.coerce.number().int().positive() });

export const mediaReplaceSchema = z.object({
  id: z.coerce.number().int().positive(),
  withPath: z.string({ error: MEDIA_LIBRARY_TEXT.replaceSame }).max(500),
});

/** One place that shows a library image: a record's field, with the console page to change it. */
export interface MediaUse {
  entity: string;
  entityId: number;
  title: string;
  /** Which of its fields (`Banner image`, `Text`, `Share image`). */
  field: string;
  /** The row property that names the image (`bannerImagePath`; `content` for the text, `imagePath` for a share image). */
  column: string;
  href: string;
}

/** `123456` -> `121 KB`; null (not read yet) -> `—`. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return "—";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
