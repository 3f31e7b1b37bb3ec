/**
 * The rich text of blog posts and hero articles (docs/decisions/0024-rich-text.md): its limits and where its
 * images may come from. Light on purpose (no Tiptap code): forms import it; the extensions are in
 * rich-text-extensions.ts, loaded only by the lazy editor and the server.
 */
import type { JSONContent } from "@tiptap/core";

/** Where content images may come from: the site's own media route (uploaded through the console). */
export const MEDIA_SRC = /^\/api\/uploads\/(?!.*\.\.)[A-Za-z0-9][\w\-./]*\.(webp|png|jpe?g|gif|avif)$/;

/** Stored paths (`uploads/…`) of the images in an article's HTML. */
export function bodyImagePaths(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*\bsrc="\/api\/(uploads\/[^"]+)"/g)].map((match) => match[1]);
}

export const RICH_TEXT_LIMITS = {
  /** The document as JSON, in characters (a long article is ~100 kB). */
  docChars: 500_000,
  /** HTML typed into the no-JavaScript fallback. */
  htmlChars: 500_000,
} as const;

export type RichTextDoc = JSONContent;
