/**
 * The fonts of the PDFs we make (the registration confirmation; certificates later). pdfkit's built-in fonts
 * know only Latin-1, which garbled Devanagari names and had no rupee sign. Noto Sans as Google Fonts builds
 * it covers Latin, Devanagari and ₹ (U+20B9) in one family, so a line that mixes a Latin label and a
 * Devanagari name keeps one baseline; the TTF files ship in @expo-google-fonts/noto-sans (nothing is
 * downloaded at run time). The files are read and parsed once per process and the parsed fonts shared by
 * every document (parsing them per document made a confirmation ten times slower to render); pdfkit
 * embeds only the glyphs a document uses (a subset), so a confirmation stays small.
 *
 * Shaping: fontkit (inside pdfkit) shapes Devanagari conjuncts and vowel signs (क्ष in लक्ष्मी, the ि before
 * its consonant), choosing the rules from the first script of the text it is given. pdfkit hands it one word
 * at a time, so a word that mixes scripts ("Rao/लक्ष्मी") would be shaped as Latin and lose its conjuncts:
 * `writeText` writes text in runs of one script each.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

export type FontWeight = "regular" | "bold";

/** Names the fonts are registered under in every document (`doc.font(PDF_FONTS.bold)`). */
export const PDF_FONTS: Record<FontWeight, string> = { regular: "NotoSans", bold: "NotoSans-Bold" };

const FILES: Record<FontWeight, string> = {
  regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
};

let fonts: Record<FontWeight, fontkit.Font> | undefined;

/** The parsed fonts, loaded on first use. */
function loadFonts(): Record<FontWeight, fontkit.Font> {
  if (!fonts) {
    const resolve = createRequire(import.meta.url).resolve;
    const open = (file: string) => fontkit.create(readFileSync(resolve(file))) as fontkit.Font;
    fonts = { regular: open(FILES.regular), bold: open(FILES.bold) };
  }
  return fonts;
}

/** Registers the fonts on a new document and selects the regular one. */
export function registerFonts(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  const loaded = loadFonts();
  // pdfkit takes a parsed fontkit font as it is (its types list only files and bytes).
  for (const weight of ["regular", "bold"] as const)
    doc.registerFont(PDF_FONTS[weight], loaded[weight] as unknown as PDFKit.Mixins.PDFFontSource);
  return doc.font(PDF_FONTS.regular);
}

// Dandas (U+0964, U+0965) belong to the Common script but are written with Devanagari.
const DEVANAGARI = /[\p{Script=Devanagari}\u0964\u0965]/u;
// Spaces, punctuation, digits, joiners and combining marks go with the run they are in.
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

/** `"Rao/लक्ष्मी (Hindi)"` -> `["Rao/", "लक्ष्मी (", "Hindi)"]`: the text in runs of one script each. */
export function scriptRuns(text: string): string[] {
  const runs: string[] = [];
  let run = "";
  let devanagari: boolean | undefined;
  for (const char of text) {
    const isDevanagari = DEVANAGARI.test(char) ? true : NEUTRAL.test(char) ? undefined : false;
    if (isDevanagari !== undefined && devanagari !== undefined && isDevanagari !== devanagari) {
      runs.push(run);
      run = "";
    }
    run += char;
    devanagari = isDevanagari ?? devanagari;
  }
  if (run) runs.push(run);
  return runs;
}

/** `doc.text(text, x, y, options)` for text that may mix scripts (names, addresses, anything typed). */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  x?: number,
  y?: number,
  options: PDFKit.Mixins.TextOptions = {},
): PDFKit.PDFDocument {
  const runs = scriptRuns(text);
  if (runs.length <= 1) return doc.text(text, x, y, options);
  // Later runs continue the first one's line and options (pdfkit keeps them while `continued` is set).
  doc.text(runs[0], x, y, { ...options, continued: true });
  runs.slice(1).forEach((run, i) => {
    doc.text(run, { continued: i < runs.length - 2 || options.continued === true });
  });
  return doc;
}

/** The document's bytes once it ends (call before `doc.end()`). */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}
