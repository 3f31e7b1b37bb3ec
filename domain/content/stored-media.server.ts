/**
 * Images and brochures uploaded in the console: recognised by their bytes (never by name or declared type),
 * images decoded, turned upright, stored once as WebP no wider than the widest width pages ask for, with
 * every narrower width of RESPONSIVE_IMAGE_WIDTHS made at upload (so no visitor's request has to resize);
 * brochures kept as the PDF they are. Names carry a content hash (cached for a year by the media route).
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { RuleError } from "../errors.ts";
import { imageVariantPath, normaliseStoredPath, RESPONSIVE_IMAGE_WIDTHS } from "../media.ts";
import type { Storage } from "../storage.ts";
import { checkPdfForActiveContent } from "./pdf-active-content.server.ts";
import { slugify } from "./slug.ts";

export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const BROCHURE_MAX_BYTES = 10 * 1024 * 1024;
/** Refuses decompression bombs (as the media route does). */
const MAX_INPUT_PIXELS = 40_000_000;
const WIDEST = RESPONSIVE_IMAGE_WIDTHS[RESPONSIVE_IMAGE_WIDTHS.length - 1];

export type ImageType = "jpeg" | "png" | "webp" | "avif" | "gif";

/** The image type the bytes begin with, or null (a renamed PDF, an HTML file, an SVG: refused). */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(8, 12))) return "avif";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  return null;
}

export function isPdf(bytes: Uint8Array): boolean {
  return String.fromCharCode(...bytes.subarray(0, 5)) === "%PDF-";
}

const hashOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 12);
const stemOf = (name: string) => slugify(name).slice(0, 50) || "file";

/**
 * Stores an uploaded image under `uploads/<folder>/` as WebP with its width variants; returns the stored
 * path. RuleError (for the form's field `field`) when the bytes are not an image it can read.
 */
export async function storeImage(
  storage: Storage,
  input: { bytes: Uint8Array; folder: string; name: string; field: string },
): Promise<string> {
  const refuse = (message: string) => new RuleError(message, [input.field]);
  if (input.bytes.byteLength > IMAGE_MAX_BYTES) throw refuse("Choose an image of at most 8 MB.");
  if (!sniffImage(input.bytes)) throw refuse("Choose a JPEG, PNG, WebP, AVIF or GIF image.");
  let webp: Buffer;
  let width: number;
  try {
    const { data, info } = await sharp(input.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: WIDEST, withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    webp = data;
    width = info.width;
  } catch {
    throw refuse("This image could not be read. Choose another file.");
  }
  const stored = `uploads/${input.folder}/${stemOf(input.name)}-${hashOf(webp)}.webp`;
  await storage.writePublic(stored, webp);
  for (const variantWidth of RESPONSIVE_IMAGE_WIDTHS) {
    const variant = imageVariantPath(stored, variantWidth);
    if (!variant) continue;
    // A variant no narrower than the stored image would be the same picture: the media route serves the
    // original's bytes for it on request, so only the narrower ones are made now.
    const data =
      variantWidth >= width
        ? webp
        : await sharp(webp).resize({ width: variantWidth }).webp({ quality: 80, effort: 4 }).toBuffer();
    await storage.writePublic(variant, data);
  }
  return stored;
}

export const BROCHURE_MESSAGES = {
  tooLarge: "Choose a PDF of at most 10 MB.",
  notPdf: "Choose a PDF file.",
  active:
    "This PDF contains JavaScript or an action that starts a program, which a brochure may not carry. Export or print it again as a plain PDF and upload that.",
  unreadable:
    "This PDF cannot be checked for JavaScript (it is encrypted, or built in a way the check cannot read). Export or print it again as a plain PDF without a password and upload that.",
} as const;

/**
 * Stores an uploaded brochure (a PDF, by its bytes, with nothing in it that runs: ADR 32) under
 * `uploads/brochures/`; returns the stored path.
 */
export async function storeBrochure(
  storage: Storage,
  input: { bytes: Uint8Array; name: string; field: string },
): Promise<string> {
  if (input.bytes.byteLength > BROCHURE_MAX_BYTES)
    throw new RuleError(BROCHURE_MESSAGES.tooLarge, [input.field]);
  if (!isPdf(input.bytes)) throw new RuleError(BROCHURE_MESSAGES.notPdf, [input.field]);
  const check = checkPdfForActiveContent(input.bytes);
  if (!check.ok) throw new RuleError(BROCHURE_MESSAGES[check.reason], [input.field]);
  const stored = `uploads/brochures/${stemOf(input.name)}-${hashOf(input.bytes)}.pdf`;
  await storage.writePublic(stored, Buffer.from(input.bytes));
  return stored;
}

/** Removes stored media and their width variants; paths outside `uploads/` (or already gone) are skipped. */
export async function removeStoredMedia(storage: Storage, paths: readonly string[]): Promise<void> {
  for (const raw of paths) {
    const stored = normaliseStoredPath(raw);
    if (!stored.startsWith("uploads/")) continue;
    const variants = RESPONSIVE_IMAGE_WIDTHS.map((width) => imageVariantPath(stored, width)).filter(
      (path): path is string => path !== null,
    );
    for (const path of [stored, ...variants]) {
      await storage.removePublic(path).catch(() => undefined);
    }
  }
}
