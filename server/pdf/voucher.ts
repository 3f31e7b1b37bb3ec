/**
 * The receipt voucher (CGST Rule 50) and refund voucher (Rule 51) as PDFs: the same lines as their letters
 * (voucherFields, server/payments/voucher-mail.tsx), rendered from the stored payment or refund, on the
 * confirmation's letterhead and in its fonts (docs/decisions/0008-pdf-fonts.md). Attached to the receipt and
 * refund-voucher letters; the pay page offers the receipt's for download.
 */
import PDFDocument from "pdfkit";
import { BRAND_COLOR } from "../../domain/constants.ts";
import type { Voucher } from "../../domain/payments/vouchers.server.ts";
import { type CompanyDetails, DEFAULT_COMPANY } from "../../domain/settings/settings.schema.ts";
import { voucherFields } from "../payments/voucher-fields.ts";
import { PDF_FONTS, pdfBytes, registerFonts } from "./fonts.ts";
import { labelledRow, SLATE_500 } from "./rows.ts";

export function voucherTitle(voucher: Voucher): string {
  if (voucher.kind === "refund") return "Refund Voucher";
  return voucher.tax ? "Receipt Voucher" : "Payment Receipt";
}

/** The file name a voucher is attached or downloaded as (its number's slashes made dashes). */
export function voucherFileName(voucher: Voucher): string {
  const kind = voucher.kind === "receipt" ? "Receipt" : "Refund-Voucher";
  return `${kind}-${voucher.number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;
}

export function renderVoucherPdf(
  voucher: Voucher,
  company: CompanyDetails = DEFAULT_COMPANY,
): Promise<Buffer> {
  const title = voucherTitle(voucher);
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: `${title} ${voucher.number}`, Author: voucher.supplier.legalName || company.name },
  });
  registerFonts(doc);
  const done = pdfBytes(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.rect(0, 0, doc.page.width, 100).fill(BRAND_COLOR);
  doc
    .fillColor("#ffffff")
    .font(PDF_FONTS.bold)
    .fontSize(20)
    .text(voucher.supplier.legalName || company.name, left, 28, { width });
  doc
    .font(PDF_FONTS.regular)
    .fontSize(9)
    .text(`Phone: ${company.phone}   |   ${company.generalEmail}`, left, 58, { width });

  doc.fillColor(BRAND_COLOR).font(PDF_FONTS.bold).fontSize(18).text(title, left, 125, { width });
  doc.moveDown(0.8);

  const labelWidth = 150;
  for (const [label, value] of voucherFields(voucher))
    labelledRow(doc, { left, width, labelWidth }, label, value, label === "Amount");
  doc.moveDown(1.5);
  doc
    .fillColor(SLATE_500)
    .font(PDF_FONTS.regular)
    .fontSize(8.5)
    .text("This is a computer-generated document and needs no signature.", left, doc.y, { width });
  doc.end();
  return done;
}
