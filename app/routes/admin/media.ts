/**
 * POST /admin/media: an image for an article's text, from the rich-text editor (multipart `file`). Checked by
 * content and stored like every console image (stored-media.server.ts), and added to the media library; answers
 * `{ src }` (its media address) or `{ error }`.
 */
import { data } from "react-router";
import { addToMediaLibrary } from "../../../domain/content/media-library.server";
import { IMAGE_MAX_BYTES, storeImage } from "../../../domain/content/stored-media.server";
import { RuleError } from "../../../domain/errors";
import { requireStaff } from "../../features/console/require-staff.server";
import type { Route } from "./+types/media";

const LIMITS = {
  bodyBytes: IMAGE_MAX_BYTES + 64 * 1024,
  parts: 2,
  fields: 1,
  files: 1,
  fieldNameBytes: 50,
  fieldValueBytes: 1024,
  fileBytes: IMAGE_MAX_BYTES,
};

export async function action({ context, request }: Route.ActionArgs) {
  requireStaff(context, request, "content");
  let file: { filename: string; bytes: Buffer } | undefined;
  try {
    const entries = await context.readMultipart(request, LIMITS);
    for (const entry of entries) if ("file" in entry && entry.name === "file") file = entry.file;
  } catch (error) {
    const status = error instanceof Error && "status" in error ? Number(error.status) : 400;
    return data({ error: "Choose an image of at most 8 MB." }, status === 413 ? 413 : 400);
  }
  if (!file || file.bytes.byteLength === 0) return data({ error: "Choose an image file." }, 400);
  try {
    const stored = await storeImage(context.storage, {
      bytes: file.bytes,
      folder: "articles",
      name: file.filename.replace(/\.[a-z0-9]+$/i, ""),
      field: "file",
    });
    // In the media library at once (docs/decisions/0058-media-library.md), used or not.
    await addToMediaLibrary(context.db, context.storage, [stored]);
    return { src: `/api/${stored}` };
  } catch (error) {
    if (error instanceof RuleError) return data({ error: error.message }, 400);
    throw error;
  }
}
