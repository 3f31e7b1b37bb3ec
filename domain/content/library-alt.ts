/**
 * The media library's alt text on public pages (docs/decisions/0058-media-library.md, "Alt text on pages"):
 * an image that is in the library is described by the library's alt text unless the content gives its own.
 * Pure functions over the path → alt map that `listMediaAlts` reads once per content version
 * (`context.reads.mediaAlts`), so a page render costs no extra query.
 */
import { normaliseStoredPath } from "../media.ts";

/** Stored path (`uploads/…`) → the library's alt text, only for images whose alt text is set. */
export type MediaAlts = Readonly<Record<string, string>>;

/** The library's alt text of the image at `path` (stored or `/api/…` form), else `fallback`. */
export function libraryAlt(alts: MediaAlts, path: string | null | undefined, fallback: string): string {
  if (!path) return fallback;
  return alts[normaliseStoredPath(path.trim())] || fallback;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const IMG_TAG = /<img\b[^>]*>/gi;
const LIBRARY_SRC = /\bsrc="\/api\/(uploads\/[^"]+)"/i;
const ALT_ATTRIBUTE = /\salt="([^"]*)"/i;

/**
 * An article's sanitised HTML with the library's alt text on each library image whose own alt is missing or
 * empty. An alt the editor typed is the content's own and stays; an image without a library alt stays as it
 * is (empty: decorative, as the editor left it).
 */
export function withLibraryAlts(html: string, alts: MediaAlts): string {
  if (!html.includes("<img")) return html;
  return html.replace(IMG_TAG, (tag) => {
    const src = LIBRARY_SRC.exec(tag);
    if (!src) return tag;
    const alt = alts[src[1]];
    if (!alt) return tag;
    const own = ALT_ATTRIBUTE.exec(tag);
    if (own?.[1].trim()) return tag;
    const attribute = ` alt="${escapeAttribute(alt)}"`;
    if (own) return tag.replace(ALT_ATTRIBUTE, attribute);
    return tag.replace(/^<img\b/i, `<img${attribute}`);
  });
}

/**
 * Cards and logos named by their title (a program's banner, a hiring company's logo): each item with
 * `image_alt`, the library's alt text of its image, else its title. New objects: read answers are frozen.
 */
export function withImageAlts<T extends { title: string; banner_image_path: string }>(
  items: readonly T[],
  alts: MediaAlts,
): (T & { image_alt: string })[] {
  return items.map((item) => ({ ...item, image_alt: libraryAlt(alts, item.banner_image_path, item.title) }));
}
