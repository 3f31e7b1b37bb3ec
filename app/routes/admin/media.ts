/**
 * POST /admin/media: an image for an article's text, from the rich-text editor (multipart `file`). Checked by
 * content, stored and added to the media library (library-upload.server.ts); answers `{ src }` (its media
 * address) or `{ error }`.
 */
import { data } from "react-router";
import { uploadLibraryImage } from "../../features/console/content/library-upload.server";
import { requireStaff } from "../../features/console/require-staff.server";
import type { Route } from "./+types/media";

export async function action({ context, request }: Route.ActionArgs) {
  requireStaff(context, request, "content");
  const upload = await uploadLibraryImage(context, request, "articles");
  if ("error" in upload) return data({ error: upload.error }, upload.status);
  return { src: `/api/${upload.path}` };
}
