/**
 * What the pay page (`/pay/{registrationId}?token=…`) shows, read from the stored registration, its payments
 * and the settings: who, the program, the fees the server charged, the GST they include, what has been paid
 * and what is due, and how to pay without the gateway.
 *
 * The link opens a registration that still owes money (status pending payment) and, once paid, the same
 * registration's receipts (so the visit that paid turns to "Paid" with its receipt, and the letter's link keeps
 * showing it); a cancelled or refunded registration, an unknown id and a wrong token are the same not-found.
 */
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { payments, registrations } from "../db/schema.ts";
import { NotFoundError } from "../errors.ts";
import { isRegistrationId, tokenMatchesHash } from "../programs/ids.ts";
import type { CompanyDetails } from "../settings/settings.schema.ts";
import { loadSettings } from "../settings/settings.server.ts";
import { loadBankDetails } from "./bank-details.server.ts";
import { type BankDetails, hasBankDetails } from "./bank-details.ts";
import { placeOfSupply, splitInclusiveAmount, type TaxSplit } from "./gst.ts";
import { paidSoFar } from "./payments.server.ts";
import { loadReceiptSettings } from "./receipt-settings.server.ts";

const PAY_LINK_NOT_FOUND = "This payment link is not valid.";
/** Statuses whose link shows the receipts: the money came in. */
const SETTLED: readonly string[] = ["paid", "enrolled", "completed"];

/** How to pay without the gateway: the bank or UPI details entered in the settings, else the office. */
export type OfflinePayment =
  | { kind: "bank"; details: BankDetails }
  | { kind: "office"; phone: string; email: string };

export async function loadOfflinePayment(db: Pick<Db, "select">, company?: CompanyDetails) {
  const details = await loadBankDetails(db);
  if (hasBankDetails(details)) return { kind: "bank", details } satisfies OfflinePayment;
  const office = company ?? (await loadSettings(db as Db)).company;
  return { kind: "office", phone: office.phone, email: office.generalEmail } satisfies OfflinePayment;
}

export interface PayPage {
  registrationId: string;
  state: "payable" | "paid";
  person: { fullName: string; email: string; phone: string };
  program: { title: string; trainingType: string; duration: string };
  fees: {
    programPricePaise: number;
    discountPaise: number;
    discountPercentage: number;
    totalFeesPaise: number;
    registrationFeePaise: number;
    payableNowPaise: number;
  };
  /** The GST the payable amount includes; null when the settings have no GSTIN or prices exclude GST. */
  taxIncluded: TaxSplit | null;
  paidPaise: number;
  duePaise: number;
  receipts: { paymentId: number; number: string; amountPaise: number; receivedAt: Date }[];
  offline: OfflinePayment;
  companyName: string;
}

/** The pay page of a registration, or NotFoundError (a plain 404) for anything the link does not open. */
export async function loadPayPage(
  db: Db,
  registrationId: string,
  token: string | null | undefined,
): Promise<PayPage> {
  const id = registrationId.trim().toUpperCase();
  const [row] = isRegistrationId(id)
    ? await db.select().from(registrations).where(eq(registrations.id, id))
    : [];
  const matches = tokenMatchesHash(token, row?.payTokenHash);
  const payable = row?.status === "pending-payment";
  if (!row || !matches || !(payable || SETTLED.includes(row.status)))
    throw new NotFoundError(PAY_LINK_NOT_FOUND);
  const { company } = await loadSettings(db);
  const receiptSettings = await loadReceiptSettings(db, company.name);
  const paidPaise = await paidSoFar(db, row.id);
  const receipts = await db
    .select({
      paymentId: payments.id,
      number: payments.receiptNumber,
      amountPaise: payments.amountPaise,
      receivedAt: payments.receivedAt,
    })
    .from(payments)
    .where(
      and(
        eq(payments.registrationId, row.id),
        eq(payments.state, "captured"),
        isNotNull(payments.receiptNumber),
      ),
    )
    .orderBy(asc(payments.receivedAt), asc(payments.id));
  const taxIncluded =
    receiptSettings.gstin && receiptSettings.pricesIncludeGst
      ? splitInclusiveAmount({
          totalPaise: row.payableNowPaise,
          rateBasisPoints: receiptSettings.rateBasisPoints,
          supplierStateCode: receiptSettings.stateCode,
          placeOfSupplyCode: placeOfSupply({
            supplierStateCode: receiptSettings.stateCode,
            studentStateCode: row.studentStateCode,
            sponsorGstin: row.sponsorGstin,
          }),
        })
      : null;
  const duePaise = Math.max(0, row.payableNowPaise - paidPaise);
  return {
    registrationId: row.id,
    state: payable && duePaise > 0 ? "payable" : "paid",
    person: { fullName: row.fullName, email: row.email, phone: row.phone },
    program: { title: row.specificTraining, trainingType: row.trainingType, duration: row.duration },
    fees: {
      programPricePaise: row.programPricePaise,
      discountPaise: row.discountPaise,
      discountPercentage: row.discountPercentage,
      totalFeesPaise: row.totalFeesPaise,
      registrationFeePaise: row.registrationFeePaise,
      payableNowPaise: row.payableNowPaise,
    },
    taxIncluded,
    paidPaise,
    duePaise,
    receipts: receipts.map((receipt) => ({ ...receipt, number: receipt.number ?? "" })),
    offline: await loadOfflinePayment(db, company),
    companyName: receiptSettings.legalName || company.name,
  };
}

/** A receipt of the registration the pay link opens, for its PDF; NotFoundError otherwise. */
export async function receiptForPayLink(
  db: Db,
  registrationId: string,
  token: string | null | undefined,
  paymentId: number,
): Promise<number> {
  const page = await loadPayPage(db, registrationId, token);
  if (!page.receipts.some((receipt) => receipt.paymentId === paymentId))
    throw new NotFoundError(PAY_LINK_NOT_FOUND);
  return paymentId;
}
