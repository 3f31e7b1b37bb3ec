/**
 * A receipt voucher (CGST Rule 50) or refund voucher (Rule 51) as data, read from the stored payment or refund
 * and the receipt settings: what the letter and, later, the PDF print. Without a GSTIN in the settings it is a
 * plain payment receipt: no SAC, place of supply or tax lines.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { payments, refunds, registrations } from "../db/schema.ts";
import { loadSettings } from "../settings/settings.server.ts";
import { amountInWords } from "./amount-in-words.ts";
import { placeOfSupply, splitInclusiveAmount, type TaxSplit } from "./gst.ts";
import { placeOfSupplyLabel } from "./gst-states.ts";
import { loadReceiptSettings } from "./receipt-settings.server.ts";
import type { ReceiptSettings } from "./receipt-settings.ts";

export interface Voucher {
  kind: "receipt" | "refund";
  number: string;
  date: Date;
  supplier: { legalName: string; address: string; gstin: string; state: string };
  recipient: { name: string; email: string; company: string | null; gstin: string | null };
  registrationId: string;
  program: string;
  amountPaise: number;
  amountInWords: string;
  /** Null without a GSTIN: a plain receipt. */
  tax: (TaxSplit & { sac: string; placeOfSupply: string }) | null;
  /** Receipt: how it was paid and its reference. Refund: the reason and the receipt it refunds. */
  details: [string, string][];
}

export const MODE_LABELS: Record<string, string> = {
  online: "Online (payment gateway)",
  upi: "UPI",
  bank: "Bank transfer",
  cash: "Cash",
  cheque: "Cheque",
};

/** Who a voucher is for, as the registration records them. */
export interface VoucherRecipient {
  name: string;
  email: string;
  sponsorCompany: string | null;
  sponsorGstin: string | null;
  studentStateCode: string | null;
}

/**
 * A voucher from its numbers, its recipient and the receipt settings, without the database: the stored
 * vouchers below and the Mail screen's preview of a receipt (server/mail/previews.ts) are made by this one.
 */
export function composeVoucher(input: {
  kind: Voucher["kind"];
  number: string;
  date: Date;
  amountPaise: number;
  registrationId: string;
  program: string;
  recipient: VoucherRecipient;
  details: [string, string][];
  settings: ReceiptSettings;
  company: { name: string; address: string };
}): Voucher {
  const { settings, company, recipient } = input;
  const place = placeOfSupply({
    supplierStateCode: settings.stateCode,
    studentStateCode: recipient.studentStateCode,
    sponsorGstin: recipient.sponsorGstin,
  });
  return {
    kind: input.kind,
    number: input.number,
    date: input.date,
    supplier: {
      legalName: settings.legalName || company.name,
      address: company.address,
      gstin: settings.gstin,
      state: placeOfSupplyLabel(settings.stateCode),
    },
    recipient: {
      name: recipient.name,
      email: recipient.email,
      company: recipient.sponsorCompany,
      gstin: recipient.sponsorGstin,
    },
    registrationId: input.registrationId,
    program: input.program,
    amountPaise: input.amountPaise,
    amountInWords: amountInWords(input.amountPaise),
    tax: settings.gstin
      ? {
          ...splitInclusiveAmount({
            totalPaise: input.amountPaise,
            rateBasisPoints: settings.rateBasisPoints,
            supplierStateCode: settings.stateCode,
            placeOfSupplyCode: place,
          }),
          sac: settings.sac,
          placeOfSupply: placeOfSupplyLabel(place),
        }
      : null,
    details: input.details,
  };
}

async function build(
  db: Db,
  kind: Voucher["kind"],
  number: string,
  date: Date,
  amountPaise: number,
  registrationId: string,
  details: [string, string][],
): Promise<Voucher | null> {
  const [registration] = await db.select().from(registrations).where(eq(registrations.id, registrationId));
  if (!registration) return null;
  const { company } = await loadSettings(db);
  return composeVoucher({
    kind,
    number,
    date,
    amountPaise,
    registrationId,
    program: registration.specificTraining,
    recipient: {
      name: registration.fullName,
      email: registration.email,
      sponsorCompany: registration.sponsorCompany,
      sponsorGstin: registration.sponsorGstin,
      studentStateCode: registration.studentStateCode,
    },
    details,
    settings: await loadReceiptSettings(db, company.name),
    company,
  });
}

/** The receipt voucher of a payment, or null when it has none (not captured) or its record is gone. */
export async function loadReceiptVoucher(db: Db, paymentId: number): Promise<Voucher | null> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment?.receiptNumber) return null;
  return build(
    db,
    "receipt",
    payment.receiptNumber,
    payment.receivedAt,
    payment.amountPaise,
    payment.registrationId,
    [
      ["Paid by", MODE_LABELS[payment.mode] ?? payment.mode],
      ...(payment.reference ? ([["Reference", payment.reference]] as [string, string][]) : []),
    ],
  );
}

/** The refund voucher of a processed refund, or null. */
export async function loadRefundVoucher(db: Db, refundId: number): Promise<Voucher | null> {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund?.voucherNumber) return null;
  const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId));
  return build(
    db,
    "refund",
    refund.voucherNumber,
    refund.processedAt ?? refund.createdAt,
    refund.amountPaise,
    refund.registrationId,
    [
      ["Against receipt", payment?.receiptNumber ?? ""],
      ["Reason", refund.reason],
    ],
  );
}
