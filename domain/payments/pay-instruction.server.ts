/**
 * What the acknowledgement letter and the confirmation PDF say about paying a registration that still owes
 * money: "Pay ₹X now" with the pay link when online payment is on and the registration's derived link is its
 * current one, otherwise the bank and UPI details from the settings (or the office to contact). Nothing for a
 * registration that is paid, cancelled or owes nothing.
 */
import type { Db } from "../db/db.ts";
import { MESSAGES } from "../messages.ts";
import type { RegistrationRecord } from "../programs/registration.server.ts";
import type { CompanyDetails } from "../settings/settings.schema.ts";
import { currentPayToken, type PayLinks } from "./pay-link.ts";
import { payLinkPath } from "./pay-link-path.ts";
import { loadOfflinePayment, type OfflinePayment } from "./pay-page.server.ts";
import { amountDue, rupees } from "./payments.server.ts";

export type PayInstruction =
  | { kind: "online"; url: string; amountPaise: number }
  | { kind: "offline"; offline: OfflinePayment; amountPaise: number };

export interface PayInstructionOptions {
  /** Online payment is on (the RAZORPAY_* variables are set). */
  online: boolean;
  payLinks?: PayLinks;
  siteUrl: string;
  company?: CompanyDetails;
}

export async function payInstruction(
  db: Db,
  registration: Pick<RegistrationRecord, "id" | "status" | "payTokenHash">,
  options: PayInstructionOptions,
): Promise<PayInstruction | null> {
  if (registration.status !== "pending-payment") return null;
  const amountPaise = await amountDue(db, registration.id);
  if (amountPaise === 0) return null;
  const token = options.online && options.payLinks ? currentPayToken(options.payLinks, registration) : null;
  if (token)
    return { kind: "online", url: `${options.siteUrl}${payLinkPath(registration.id, token)}`, amountPaise };
  return { kind: "offline", offline: await loadOfflinePayment(db, options.company), amountPaise };
}

/** The instruction in words, as the letter and the PDF print it: a heading, its lines, a closing note. */
export function payInstructionText(
  instruction: PayInstruction,
  registrationId: string,
): { heading: string; lines: string[]; note: string } {
  const amount = rupees(instruction.amountPaise);
  if (instruction.kind === "online")
    return { heading: MESSAGES.payNowLink(amount), lines: [instruction.url], note: "" };
  const { offline } = instruction;
  if (offline.kind === "office")
    return {
      heading: MESSAGES.payOfflineHeading,
      lines: [],
      note: MESSAGES.payContactOffice(offline.phone, offline.email),
    };
  const { details } = offline;
  const lines = [
    details.accountName && `Account name: ${details.accountName}`,
    details.accountNumber && `Account number: ${details.accountNumber}`,
    details.ifsc && `IFSC: ${details.ifsc}`,
    details.bankName && `Bank: ${details.bankName}`,
    details.upiId && `UPI id: ${details.upiId}`,
  ].filter((line): line is string => Boolean(line));
  return {
    heading: `${MESSAGES.payOfflineHeading}: ${amount}`,
    lines,
    note: MESSAGES.payOfflineNote(registrationId),
  };
}
