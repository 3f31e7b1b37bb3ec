/**
 * The registration confirmation PDF (GET /api/generate-pdf/{id}): letterhead in the brand colour, the
 * registrant's details, the program and the server-computed fee breakdown in rupees (₹). Text is set in
 * Noto Sans (fonts.ts), so names in Devanagari print as typed; what a person typed goes through `writeText`.
 * The coupon code itself is not printed (codes are secrets).
 */
import PDFDocument from "pdfkit";
import { BRAND_COLOR } from "../../domain/constants.ts";
import { formatDay, formatRupees } from "../../domain/format.ts";
import { paiseToRupees } from "../../domain/programs/pricing.ts";
import type { RegistrationRecord } from "../../domain/programs/registration.server.ts";
import { type CompanyDetails, DEFAULT_COMPANY } from "../../domain/settings/settings.schema.ts";
import { PDF_FONTS, pdfBytes, registerFonts } from "./fonts.ts";
import { labelledRow, SLATE_500, SLATE_900 } from "./rows.ts";

export const PDF_TITLE = "Registration Confirmation";

/** `₹24,999.00` (Indian grouping). */
const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
const REGULAR = PDF_FONTS.regular;
const BOLD = PDF_FONTS.bold;

const BRAND_50 = "#f3efff";

/** Percentages as entered: 20 -> "20", 12.5 -> "12.5". */
const percent = (value: number) => `${Number(value.toFixed(2))}%`;
const orDash = (value: string) => (value.trim() ? value : "-");

/** How to pay what is due (domain/payments/pay-instruction.server.ts `payInstructionText`). */
export interface PdfPayInstruction {
  heading: string;
  lines: string[];
  note: string;
}

export function renderRegistrationConfirmation(
  /** With its batch in one line when it took a seat of one (domain/programs/batch-reads.server.ts `withBatch`). */
  registration: RegistrationRecord & { batch?: string | null },
  company: CompanyDetails = DEFAULT_COMPANY,
  pay: PdfPayInstruction | null = null,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: {
      Title: `${PDF_TITLE} ${registration.id}`,
      Author: company.name,
      Subject: `${registration.specificTraining} (${registration.trainingType})`,
    },
  });
  registerFonts(doc);
  const done = pdfBytes(doc);

  const left = doc.page.margins.left;
  const page: Page = { doc, left, width: doc.page.width - left - doc.page.margins.right };
  drawLetterhead(page, company);
  drawTitle(page, registration, company);
  drawDetails(page, registration);
  drawFees(page, registration);
  if (pay) drawPayInstruction(page, pay);
  drawFooter(page, company);

  doc.end();
  return done;
}

/** The document and the text column every part is set in. */
interface Page {
  doc: PDFKit.PDFDocument;
  left: number;
  width: number;
}

const LABEL_WIDTH = 150;

function drawLetterhead({ doc, left, width }: Page, company: CompanyDetails): void {
  doc.rect(0, 0, doc.page.width, 118).fill(BRAND_COLOR);
  doc.fillColor("#ffffff").font(BOLD).fontSize(22).text(company.name, left, 30, { width });
  doc
    .font(REGULAR)
    .fontSize(9)
    .text(company.address, left, 60, { width })
    .text(`Phone: ${company.phone}   |   ${company.generalEmail}   |   ${company.educationEmail}`, {
      width,
    });
}

/** Title, id and date, and the thanks under them. */
function drawTitle({ doc, left, width }: Page, registration: RegistrationRecord, company: CompanyDetails) {
  doc.fillColor(BRAND_COLOR).font(BOLD).fontSize(18).text(PDF_TITLE, left, 145, { width });
  doc.moveDown(0.4);
  const metaY = doc.y;
  doc.fillColor(SLATE_900).font(REGULAR).fontSize(10).text("Registration ID: ", left, metaY, {
    continued: true,
  });
  doc.font(BOLD).text(registration.id);
  doc
    .font(REGULAR)
    .text(`Date: ${formatDay(registration.createdAt)}`, left, metaY, { width, align: "right" });
  doc.moveDown(0.6);
  doc
    .fillColor(SLATE_500)
    .fontSize(9)
    .text(
      `Thank you for registering with ${company.name}. Please keep this confirmation for your records.`,
      left,
      doc.y,
      { width },
    );
}

function section({ doc, left, width }: Page, title: string): void {
  doc.moveDown(1.1);
  const y = doc.y;
  doc.rect(left, y, width, 20).fill(BRAND_50);
  doc
    .fillColor(BRAND_COLOR)
    .font(BOLD)
    .fontSize(11)
    .text(title, left + 8, y + 5, { width: width - 16 });
  doc.y = y + 26;
}

/** The registrant's details and the program. */
function drawDetails(page: Page, registration: RegistrationRecord & { batch?: string | null }): void {
  const row = (label: string, value: string, bold = false) =>
    labelledRow(
      page.doc,
      { left: page.left, width: page.width, labelWidth: LABEL_WIDTH },
      label,
      value,
      bold,
    );
  section(page, "Registrant details");
  row("Full name", registration.fullName);
  row("Father's name", registration.fathersName);
  row("Gender", registration.gender);
  row("Nationality", registration.nationality);
  row("Email", registration.email);
  row("Phone", registration.phone);
  row("Address", orDash(registration.address));
  row("Working status", registration.workingStatus);
  row("College", orDash(registration.collegeName));
  row("Branch", registration.branch);
  row("Year", registration.year);
  row("College address", orDash(registration.collegeAddress));

  section(page, "Program");
  row("Program", registration.specificTraining, true);
  row("Training type", registration.trainingType);
  row("Duration", orDash(registration.duration));
  if (registration.batch) row("Batch", registration.batch);
}

function amountRow({ doc, left, width }: Page, label: string, value: string, bold = false): void {
  const y = doc.y;
  doc
    .fillColor(bold ? SLATE_900 : SLATE_500)
    .font(bold ? BOLD : REGULAR)
    .fontSize(bold ? 11 : 10)
    .text(label, left + 8, y, { width: width - 140 });
  doc.fillColor(SLATE_900).text(value, left + width - 140, y, { width: 132, align: "right" });
  doc.y = Math.max(doc.y, y + 14) + 6;
}

function drawFees(page: Page, registration: RegistrationRecord): void {
  const { doc, left, width } = page;
  section(page, "Fees (INR)");
  amountRow(page, "Program price", rupees(registration.programPricePaise));
  amountRow(
    page,
    registration.couponCode
      ? `Discount with coupon (${percent(registration.discountPercentage)})`
      : "Discount (no coupon)",
    registration.discountPaise > 0 ? `- ${rupees(registration.discountPaise)}` : rupees(0),
  );
  amountRow(page, "Program price after discount", rupees(registration.totalFeesPaise));
  amountRow(page, "Registration fee", rupees(registration.registrationFeePaise));
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(1)
    .strokeColor(BRAND_COLOR)
    .stroke();
  doc.y += 6;
  amountRow(page, "Payable now", rupees(registration.payableNowPaise), true);
}

function drawPayInstruction(page: Page, pay: PdfPayInstruction): void {
  const { doc, left, width } = page;
  section(page, pay.heading);
  doc.fillColor(SLATE_900).font(REGULAR).fontSize(10);
  for (const line of pay.lines) {
    const link = line.startsWith("http") ? line : undefined;
    doc.fillColor(link ? BRAND_COLOR : SLATE_900).text(line, left + 8, doc.y, { width: width - 16, link });
  }
  if (pay.note)
    doc
      .moveDown(0.3)
      .fillColor(SLATE_500)
      .fontSize(9)
      .text(pay.note, left + 8, doc.y, { width: width - 16 });
}

function drawFooter({ doc, left, width }: Page, company: CompanyDetails): void {
  doc.moveDown(1.5);
  doc
    .fillColor(SLATE_500)
    .font(REGULAR)
    .fontSize(8.5)
    .text(
      `This is a computer-generated confirmation and needs no signature. For questions write to ${company.educationEmail} or call ${company.phone} (${company.supportHours}).`,
      left,
      doc.y,
      { width },
    );
}
