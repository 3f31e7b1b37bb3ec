/**
 * The certificate PDF (console download and the holder's mail): A4 landscape in the brand colour, the holder,
 * the program, its duration, the completion date, the certificate id and a QR code that opens the public
 * check (`/verify-certificate?id=…`). The QR code is drawn as vector squares from qrcode-generator's module
 * matrix, so it stays sharp at any print size and adds no image to the file. Text uses the shared Noto Sans
 * fonts (fonts.ts), so names in Devanagari print as typed.
 */
import PDFDocument from "pdfkit";
import qrcode from "qrcode-generator";
import { BRAND_COLOR } from "../../domain/constants.ts";
import { formatDay } from "../../domain/format.ts";
import { type CompanyDetails, DEFAULT_COMPANY } from "../../domain/settings/company.ts";
import { PDF_FONTS, pdfBytes, registerFonts, writeText } from "./fonts.ts";

export interface CertificatePdfInput {
  certificateId: string;
  fullName: string;
  trainingType: string;
  specificTraining: string;
  duration: string;
  completionDate: string;
}

/** Where the QR code and the printed link send a verifier. */
export function certificateVerifyUrl(siteUrl: string, certificateId: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/verify-certificate?id=${encodeURIComponent(certificateId)}`;
}

/** The QR code's dark modules for `text` (error correction M: survives a crease or a smudge). */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => qr.isDark(row, col)),
  );
}

const SLATE_900 = "#0f172a";
const SLATE_600 = "#475569";
const BRAND_50 = "#f3efff";
const GOLD = "#b08d2f";

export function renderCertificatePdf(
  certificate: CertificatePdfInput,
  siteUrl: string,
  company: CompanyDetails = DEFAULT_COMPANY,
): Promise<Buffer> {
  const verifyUrl = certificateVerifyUrl(siteUrl, certificate.certificateId);
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 0,
    info: {
      Title: `Certificate ${certificate.certificateId}`,
      Author: company.name,
      Subject: `${certificate.specificTraining} (${certificate.trainingType})`,
    },
  });
  registerFonts(doc);
  const done = pdfBytes(doc);

  drawFrame(doc);
  const left = 80;
  const sheet: Sheet = { doc, left, inner: doc.page.width - left - 60 };
  drawStatement(sheet, certificate, company);
  drawDetails(sheet, certificate);
  drawVerifyQr(sheet, verifyUrl);
  doc
    .fillColor(SLATE_600)
    .font(PDF_FONTS.regular)
    .fontSize(8.5)
    .text(`Verify this certificate at ${verifyUrl}`, left, doc.page.height - 70, {
      width: sheet.inner,
      align: "center",
      link: verifyUrl,
    });

  doc.end();
  return done;
}

/** The landscape page and the column its text is centred in. */
interface Sheet {
  doc: PDFKit.PDFDocument;
  left: number;
  inner: number;
}

/** Where the details band starts; the QR code sits beside it. */
const BAND_Y = 352;

/** A brand band on the left, a thin double border around the sheet. */
function drawFrame(doc: PDFKit.PDFDocument): void {
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height).fill("#ffffff");
  doc.rect(0, 0, 24, height).fill(BRAND_COLOR);
  doc
    .rect(36, 20, width - 56, height - 40)
    .lineWidth(2)
    .strokeColor(BRAND_COLOR)
    .stroke();
  doc
    .rect(42, 26, width - 68, height - 52)
    .lineWidth(0.6)
    .strokeColor(GOLD)
    .stroke();
}

/** The company, the title, and who completed what. */
function drawStatement(
  { doc, left, inner }: Sheet,
  certificate: CertificatePdfInput,
  company: CompanyDetails,
): void {
  const center = { width: inner, align: "center" as const };
  doc.fillColor(BRAND_COLOR).font(PDF_FONTS.bold).fontSize(20).text(company.name, left, 58, center);
  doc.fillColor(SLATE_600).font(PDF_FONTS.regular).fontSize(9).text(company.address, left, 84, center);

  doc
    .fillColor(SLATE_900)
    .font(PDF_FONTS.bold)
    .fontSize(34)
    .text("Certificate of Completion", left, 122, center);
  doc.rect(doc.page.width / 2 - 60, 170, 120, 2).fill(GOLD);

  doc
    .fillColor(SLATE_600)
    .font(PDF_FONTS.regular)
    .fontSize(13)
    .text("This is to certify that", left, 192, center);
  doc.fillColor(BRAND_COLOR).font(PDF_FONTS.bold).fontSize(30);
  writeText(doc, certificate.fullName, left, 216, center);

  const kind = certificate.trainingType === "Internship" ? "internship" : "course";
  doc
    .fillColor(SLATE_600)
    .font(PDF_FONTS.regular)
    .fontSize(13)
    .text(`has successfully completed the ${kind}`, left, doc.y + 8, center);
  doc.fillColor(SLATE_900).font(PDF_FONTS.bold).fontSize(20);
  writeText(doc, certificate.specificTraining, left, doc.y + 6, center);
}

/** Duration, completion date, id and type, in a light band. */
function drawDetails({ doc, left, inner }: Sheet, certificate: CertificatePdfInput): void {
  doc.rect(left, BAND_Y, inner - 150, 96).fill(BRAND_50);
  const detail = (label: string, value: string, x: number, y: number) => {
    doc
      .fillColor(SLATE_600)
      .font(PDF_FONTS.regular)
      .fontSize(9)
      .text(label.toUpperCase(), x, y, { width: 200 });
    doc
      .fillColor(SLATE_900)
      .font(PDF_FONTS.bold)
      .fontSize(12)
      .text(value, x, y + 13, { width: 220 });
  };
  detail("Duration", certificate.duration.trim() || "-", left + 20, BAND_Y + 16);
  detail("Completion date", formatDay(certificate.completionDate), left + 250, BAND_Y + 16);
  detail("Certificate ID", certificate.certificateId, left + 20, BAND_Y + 54);
  detail("Program type", certificate.trainingType, left + 250, BAND_Y + 54);
}

/** QR code to the public check, with the address printed under it for those who type. */
function drawVerifyQr({ doc, left, inner }: Sheet, verifyUrl: string): void {
  const modules = qrModules(verifyUrl);
  const qrSize = 120;
  const cell = qrSize / modules.length;
  const qrX = left + inner - qrSize;
  const qrY = BAND_Y - 14;
  // Squares overlap by a hair so viewers that anti-alias leave no seams between modules.
  for (const [r, row] of modules.entries())
    for (const [c, dark] of row.entries())
      if (dark) doc.rect(qrX + c * cell, qrY + r * cell, cell + 0.05, cell + 0.05);
  doc.fill(SLATE_900);
  doc
    .fillColor(SLATE_600)
    .font(PDF_FONTS.regular)
    .fontSize(7.5)
    .text("Scan to verify", qrX - 20, qrY + qrSize + 4, { width: qrSize + 40, align: "center" });
}
