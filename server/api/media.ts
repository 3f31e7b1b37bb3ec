/**
 * Stored media under `/api/<stored path>` (for example `/api/uploads/courses/ab12.webp`).
 * Only known file types are served, never as HTML; fingerprinted names are cached for a year.
 */
import path from "node:path";
import { Hono } from "hono";
import { MESSAGES } from "../../domain/messages.ts";
import type { AppEnv, Deps } from "../deps.ts";
import { normaliseStoredPath } from "../storage/storage.ts";
import { createVariantMaker } from "./image-variants.ts";

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return "";
  }
}

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
};

/** Names like `python-basics-3f9a1c2b.webp` carry a content hash and never change. */
const FINGERPRINTED = /[-.][0-9a-f]{8,}(-\d+w)?\.[a-z0-9]+$/i;

export function mediaRoutes({ storage, logger }: Deps) {
  const makeVariant = createVariantMaker(storage, logger);
  return new Hono<AppEnv>().get("/*", async (c, next) => {
    // Stored paths may be written with backslashes (`uploads\\a.webp`, %5C in a URL).
    const storedPath = normaliseStoredPath(safeDecode(new URL(c.req.url).pathname.replace(/^\/api\//, "")));
    if (!storedPath.startsWith("uploads/")) return next();
    const type = CONTENT_TYPES[path.extname(storedPath).toLowerCase()];
    const fileInfo = () => (type ? storage.statPublic(storedPath) : null);
    let info = await fileInfo();
    // A width variant (`…-400w.webp`) of a stored image is made when missing, or when older than an original
    // whose name carries no content hash (replaceable under the same name), then served as a file.
    const fingerprinted = FINGERPRINTED.test(storedPath);
    if ((!info || !fingerprinted) && (await makeVariant(storedPath, info?.modifiedMs)))
      info = await fileInfo();
    if (!type || !info) return c.json({ error: MESSAGES.notFoundApi }, 404);

    c.header("Content-Type", type);
    c.header("Content-Length", String(info.size));
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Last-Modified", new Date(info.modifiedMs).toUTCString());
    c.header("Cache-Control", fingerprinted ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    if (c.req.method === "HEAD") return c.body(null, 200);
    return c.body(await storage.streamPublic(storedPath), 200);
  });
}
