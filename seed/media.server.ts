/**
 * Renders demo images (SVG artwork -> WebP with sharp) and PDF brochures (pdfkit) at seed time, and stores
 * them under fingerprinted names: `uploads/<kind>/<slug>-<hash>.webp`, plus `...-<hash>-<w>w.webp` variants.
 */
import { createHash } from "node:crypto";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { BRAND_COLOR, COMPANY, REGISTRATION_FEE_RUPEES } from "../domain/constants.ts";
import type { ListItem } from "../domain/db/schema.ts";
import { type ArtworkSpec, artworkSvg } from "./artwork.ts";
import type { ProgramSeed } from "./content/programs.ts";

/** Writes one public file; the seed passes a function that also remembers what it created. */
export type WriteFile = (storedPath: string, data: Buffer) => Promise<void>;

export const contentHash = (data: Buffer) => createHash("sha256").update(data).digest("hex").slice(0, 10);

export interface ImageJob {
  kind: string;
  slug: string;
  spec: ArtworkSpec;
  /** Narrower copies for responsive images (widths in pixels). */
  variantWidths?: number[];
}

const WEBP = { quality: 80, effort: 2 } as const;

/** Renders the artwork once, encodes the full size and each variant; returns the main stored path. */
export async function storeImage(write: WriteFile, job: ImageJob): Promise<string> {
  const { data, info } = await sharp(Buffer.from(artworkSvg(job.spec)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const main = await sharp(data, raw).webp(WEBP).toBuffer();
  const base = `uploads/${job.kind}/${job.slug}-${contentHash(main)}`;
  await write(`${base}.webp`, main);
  for (const width of job.variantWidths ?? []) {
    const variant = await sharp(data, raw).resize({ width }).webp(WEBP).toBuffer();
    await write(`${base}-${width}w.webp`, variant);
  }
  return `${base}.webp`;
}

/**
 * Runs jobs with a small concurrency (sharp works on libuv threads); results keep the input order.
 * After a failure no new job starts, and it rejects only once the running ones have settled, so the
 * caller's clean-up never races a write still in flight.
 */
export async function runPool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (next < items.length && !failure) {
      const index = next++;
      try {
        results[index] = await work(items[index]);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}

/** What a brochure shows of its program: the seed's details, its slug (it has a page) and its modules. */
export interface BrochureInput
  extends Pick<
    ProgramSeed,
    "title" | "description" | "category" | "duration" | "skillLevel" | "language" | "feesRupees"
  > {
  slug: string;
  modules: ListItem[];
}

const BRAND = BRAND_COLOR;
const itemText = (item: ListItem) =>
  typeof item === "string"
    ? { title: item, description: "" }
    : { title: item.title, description: item.description ?? "" };

/** A one-page A4 programme brochure. The creation date is fixed so the same input gives the same file. */
export function renderBrochure(input: BrochureInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: 50,
      info: {
        Title: `${input.title} brochure`,
        Author: COMPANY.name,
        CreationDate: new Date("2026-01-01T00:00:00Z"),
      },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    const width = doc.page.width;
    doc.rect(0, 0, width, 130).fill(BRAND);
    doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(11).text(COMPANY.name.toUpperCase(), 50, 36);
    doc.fontSize(24).text(input.title, 50, 58, { width: width - 100 });
    doc.font("Helvetica").fontSize(11).text(input.category, 50, 100);

    doc
      .fillColor("#1e293b")
      .font("Helvetica")
      .fontSize(11)
      .text(input.description, 50, 160, {
        width: width - 100,
        lineGap: 3,
      });
    doc.moveDown(1);
    const facts: [string, string][] = [
      ["Duration", input.duration],
      ["Skill level", input.skillLevel],
      ["Language", input.language],
      [
        "Programme fee",
        `Rs. ${input.feesRupees.toLocaleString("en-IN")} + Rs. ${REGISTRATION_FEE_RUPEES} registration`,
      ],
    ];
    for (const [label, value] of facts) {
      doc.font("Helvetica-Bold").text(`${label}: `, { continued: true }).font("Helvetica").text(value);
    }
    doc.moveDown(1);
    doc.fillColor(BRAND).font("Helvetica-Bold").fontSize(14).text("What the programme covers");
    doc.moveDown(0.4);
    input.modules.forEach((module, index) => {
      const { title, description } = itemText(module);
      doc
        .fillColor("#1e293b")
        .font("Helvetica-Bold")
        .fontSize(11)
        .text(`${index + 1}. ${title}`);
      if (description)
        doc.font("Helvetica").fontSize(10).fillColor("#475569").text(description, { indent: 14 });
      doc.moveDown(0.3);
    });
    doc.moveDown(1);
    doc
      .fillColor(BRAND)
      .font("Helvetica-Bold")
      .fontSize(11)
      .text(`Talk to an advisor: ${COMPANY.phone}  |  ${COMPANY.educationEmail}`);
    doc.fillColor("#475569").font("Helvetica").fontSize(10).text(COMPANY.address);
    doc.end();
  });
}

export async function storeBrochure(write: WriteFile, input: BrochureInput): Promise<string> {
  const pdf = await renderBrochure(input);
  const storedPath = `uploads/brochures/${input.slug}-${contentHash(pdf)}.pdf`;
  await write(storedPath, pdf);
  return storedPath;
}
