/** Turns a stored path as the CMS may write it (`uploads\\a\\b.webp`, `/uploads/a.webp`) into `uploads/a/b.webp`. */
export function normaliseStoredPath(storedPath: string): string {
  return storedPath
    .replace(/\\/g, "/")
    .replace(/^\/+/, "")
    .replace(/^api\//, "");
}

/**
 * Widths (px) of the narrower WebP copies of a stored image that pages offer in `srcset`. The media route
 * makes a missing copy on first request (never wider than the original), so any uploaded image has them.
 */
export const RESPONSIVE_IMAGE_WIDTHS = [400, 600, 800, 1200, 1600] as const;
export type ResponsiveWidth = (typeof RESPONSIVE_IMAGE_WIDTHS)[number];

/** Extensions of stored images that have width variants (not SVG, not PDF), in the order the media route tries them. */
export const RESIZABLE_EXTENSIONS = [".webp", ".png", ".jpg", ".jpeg", ".avif"] as const;
const RESIZABLE = new RegExp(`\\.(${RESIZABLE_EXTENSIONS.map((ext) => ext.slice(1)).join("|")})$`, "i");
const VARIANT = /^(.+)-(\d+)w\.webp$/i;

/**
 * True for a stored original that has width variants: a resizable image whose name is not itself shaped like a
 * variant. Without the second half, `b-400w.webp` would be the "original" of `b-400w-600w.webp`, and a visitor
 * could have the server write a file for every chain of widths they can type.
 */
export function hasImageVariants(storedPath: string): boolean {
  return RESIZABLE.test(storedPath) && !VARIANT.test(storedPath);
}

/** `uploads/a/b.jpg`, 400 -> `uploads/a/b-400w.webp`; null for files that have no variants. */
export function imageVariantPath(storedPath: string, width: number): string | null {
  if (!hasImageVariants(storedPath)) return null;
  return storedPath.replace(RESIZABLE, `-${width}w.webp`);
}

/** The stem and width of a variant path (`uploads/a/b-400w.webp` -> `uploads/a/b`, 400), for the media route. */
export function parseImageVariantPath(storedPath: string): { stem: string; width: number } | null {
  const match = VARIANT.exec(storedPath);
  const width = Number(match?.[2]);
  if (!match || !(RESPONSIVE_IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  return { stem: match[1], width };
}

/**
 * Of these stored paths, the variants that have no stored original: what the media route wrote, before it
 * learned that a variant is no original (`b-400w-600w.webp` from `b-400w.webp`), when a visitor asked. A
 * variant whose stem ends like a width is kept while an original other than WebP has that stem
 * (`b-400w.png` is an original; `b-400w.webp` never is).
 */
export function strayImageVariants(storedPaths: Iterable<string>): string[] {
  const stored = new Set(storedPaths);
  return [...stored].filter((storedPath) => {
    const variant = parseImageVariantPath(storedPath);
    if (!variant || hasImageVariants(`${variant.stem}.webp`)) return false;
    return !RESIZABLE_EXTENSIONS.some(
      (extension) =>
        hasImageVariants(`${variant.stem}${extension}`) && stored.has(`${variant.stem}${extension}`),
    );
  });
}
