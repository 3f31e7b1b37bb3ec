/**
 * One image uploaded by staff into the media library (docs/decisions/0058-media-library.md): read from a
 * multipart post within the image limit (streamed, refused past it), checked by its bytes and stored as every
 * console image is (stored-media.server.ts), and added to the library at once, used or not. The rich-text
 * editor's upload (POST /admin/media) and the library screen's own upload both come through here.
 */
import { MEDIA_LIBRARY_TEXT } from "../../../../domain/content/media-library";
import { addToMediaLibrary } from "../../../../domain/content/media-library.server";
import { IMAGE_MAX_BYTES, storeImage } from "../../../../domain/content/stored-media.server";
import { RuleError } from "../../../../domain/errors";
import type { Route } from "../../../+types/root";

const LIMITS = {
  bodyBytes: IMAGE_MAX_BYTES + 64 * 1024,
  parts: 3,
  fields: 2,
  files: 1,
  fieldNameBytes: 50,
  fieldValueBytes: 1024,
  fileBytes: IMAGE_MAX_BYTES,
};

type UploadContext = Pick<Route.ActionArgs["context"], "db" | "storage" | "readMultipart">;

/** The stored path of the posted `file`, or why it was refused (with the answer's status). */
export async function uploadLibraryImage(
  context: UploadContext,
  request: Request,
  folder: string,
): Promise<{ path: string } | { error: string; status: 400 | 413 }> {
  let file: { filename: string; bytes: Buffer } | undefined;
  try {
    const entries = await context.readMultipart(request, LIMITS);
    for (const entry of entries) if ("file" in entry && entry.name === "file") file = entry.file;
  } catch (error) {
    const status = error instanceof Error && "status" in error ? Number(error.status) : 400;
    return { error: MEDIA_LIBRARY_TEXT.uploadTooLarge, status: status === 413 ? 413 : 400 };
  }
  if (!file || file.bytes.byteLength === 0) return { error: MEDIA_LIBRARY_TEXT.uploadNoFile, status: 400 };
  try {
    const path = await storeImage(context.storage, {
      bytes: file.bytes,
      folder,
      name: file.filename.replace(/\.[a-z0-9]+$/i, ""),
      field: "file",
    });
    await addToMediaLibrary(context.db, context.storage, [path]);
    return { path };
  } catch (error) {
    if (error instanceof RuleError) return { error: error.message, status: 400 };
    throw error;
  }
}
