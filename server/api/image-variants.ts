/**
 * Narrower WebP copies of stored images for `srcset` (`uploads/a/b-400w.webp` from `uploads/a/b.jpg`), made
 * on first request and written next to the original, so images uploaded through the CMS get them too. Only
 * the widths of RESPONSIVE_IMAGE_WIDTHS are made, and only of stored originals, never of a variant (a visitor
 * cannot fill the disk), never wider than the original; concurrent requests for one copy share one resize.
 */
import sharp from "sharp";
import { hasImageVariants, parseImageVariantPath, RESIZABLE_EXTENSIONS } from "../../domain/media.ts";
import type { Logger } from "../http/logger.ts";
import type { Storage } from "../storage/storage.ts";

const WEBP = { quality: 80, effort: 4 } as const;
/** Refuses decompression bombs: a stored image larger than this many pixels gets no variants. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The stored original of a variant's stem: never another variant (`b-400w.webp` for `b-400w-600w.webp`). */
async function findOriginal(storage: Storage, stem: string) {
  for (const extension of RESIZABLE_EXTENSIONS) {
    const storedPath = `${stem}${extension}`;
    if (!hasImageVariants(storedPath)) continue;
    const info = await storage.statPublic(storedPath);
    if (info) return { storedPath, modifiedMs: info.modifiedMs };
  }
  return null;
}

/**
 * Returns a function that (re)makes the variant at `storedPath` when it is one, its original exists, and the
 * variant is missing (`existingModifiedMs` undefined) or older than the original (replaced under the same
 * name through the CMS). Resolves to true when it wrote the file.
 */
export function createVariantMaker(storage: Storage, logger: Logger) {
  const inFlight = new Map<string, Promise<boolean>>();

  async function make(storedPath: string, existingModifiedMs?: number): Promise<boolean> {
    const variant = parseImageVariantPath(storedPath);
    if (!variant) return false;
    const found = await findOriginal(storage, variant.stem);
    if (!found) return false;
    if (existingModifiedMs !== undefined && existingModifiedMs >= found.modifiedMs) return false;
    try {
      const original = await storage.readPublic(found.storedPath);
      const data = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: variant.width, withoutEnlargement: true })
        .webp(WEBP)
        .toBuffer();
      await storage.writePublic(storedPath, data);
      return true;
    } catch (error) {
      // A file that is not a readable image: the page's <img> falls back to its placeholder.
      logger.error("image variant failed", { storedPath, error });
      return false;
    }
  }

  return (storedPath: string, existingModifiedMs?: number): Promise<boolean> => {
    const running = inFlight.get(storedPath);
    if (running) return running;
    const job = make(storedPath, existingModifiedMs).finally(() => inFlight.delete(storedPath));
    inFlight.set(storedPath, job);
    return job;
  };
}
