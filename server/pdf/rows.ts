/** What the site's PDFs share beyond their fonts: the text colours, and a label beside its value over a rule. */
import { PDF_FONTS, writeText } from "./fonts.ts";

export const SLATE_900 = "#0f172a";
export const SLATE_500 = "#64748b";
export const SLATE_200 = "#e2e8f0";

/** A table's left edge, its width and the width of its label column. */
export interface RowFrame {
  left: number;
  width: number;
  labelWidth: number;
}

/** One row at the document's current position: the label in grey, the value beside it (wrapping), a rule under both. */
export function labelledRow(
  doc: PDFKit.PDFDocument,
  { left, width, labelWidth }: RowFrame,
  label: string,
  value: string,
  bold = false,
): void {
  const y = doc.y;
  doc
    .fillColor(SLATE_500)
    .font(PDF_FONTS.regular)
    .fontSize(10)
    .text(label, left + 8, y, { width: labelWidth });
  doc.fillColor(SLATE_900).font(bold ? PDF_FONTS.bold : PDF_FONTS.regular);
  writeText(doc, value, left + 8 + labelWidth, y, { width: width - labelWidth - 16 });
  const bottom = Math.max(doc.y, y + 14) + 4;
  doc
    .moveTo(left, bottom - 2)
    .lineTo(left + width, bottom - 2)
    .lineWidth(0.5)
    .strokeColor(SLATE_200)
    .stroke();
  doc.y = bottom;
}
