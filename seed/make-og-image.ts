/**
 * Writes `public/og-default.png`, the 1200x630 social-preview image used when a page has none of its own.
 * Run once after changing the artwork (`npx tsx seed/make-og-image.ts`); the PNG is committed.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { COMPANY } from "../domain/constants.ts";
import { artworkSvg } from "./artwork.ts";

const MAX_BYTES = 60 * 1024;
const target = path.resolve(import.meta.dirname, "../public/og-default.png");

const svg = artworkSvg({
  layout: "card",
  width: 1200,
  height: 630,
  eyebrow: "Noida, India",
  title: "IT Solutions and Career Development",
  subtitle: "Courses, internships and placement support",
  key: COMPANY.name,
  palette: 0,
});
const png = await sharp(Buffer.from(svg))
  .png({ palette: true, colours: 64, dither: 0.6, compressionLevel: 9, effort: 10 })
  .toBuffer();
if (png.length > MAX_BYTES)
  throw new Error(`og-default.png is ${png.length} bytes; keep it under ${MAX_BYTES}`);
await writeFile(target, png);
console.log(`Wrote ${path.relative(process.cwd(), target)} (${png.length} bytes)`);
