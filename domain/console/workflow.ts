/**
 * The console's lead, registration and applicant workflows (docs/product/console.md#screens): statuses, their labels,
 * which moves are allowed, and the inputs of the forms that change them (shared by the forms and the actions).
 */

import { DAY_PATTERN, isCalendarDay } from "../calendar-day.ts";
import { nationalPhoneNumber } from "../enquiries/phone.ts";
import { plainText, z } from "../zod.ts";

export const ENQUIRY_KINDS = ["career", "services", "chat", "enquiry"] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
export const ENQUIRY_KIND_LABELS: Record<EnquiryKind, string> = {
  career: "Career",
  services: "Services",
  chat: "Chat",
  enquiry: "Contact query",
};

export const ENQUIRY_STATUSES = ["new", "contacted", "qualified", "converted", "closed", "spam"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  converted: "Converted",
  closed: "Closed",
  spam: "Spam",
};
/** Statuses still being worked: their follow-up dates can be overdue. */
export const OPEN_ENQUIRY_STATUSES: readonly EnquiryStatus[] = ["new", "contacted", "qualified"];

export const REGISTRATION_STATUSES = [
  "pending-payment",
  "paid",
  "enrolled",
  "completed",
  "cancelled",
  "refunded",
  "lapsed",
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  "pending-payment": "Pending payment",
  paid: "Paid",
  enrolled: "Enrolled",
  completed: "Completed",
  cancelled: "Cancelled",
  refunded: "Refunded",
  lapsed: "Seat lapsed (unpaid)",
};
/** Registrations whose amount was collected (refunded ones gave it back; cancelled ones never paid). */
export const COLLECTED_REGISTRATION_STATUSES: readonly RegistrationStatus[] = [
  "paid",
  "enrolled",
  "completed",
];

/** Whether a registration's amount is due, was collected, or neither (cancelled, refunded). */
export function registrationMoney(status: string): "due" | "collected" | null {
  if (status === "pending-payment") return "due";
  return (COLLECTED_REGISTRATION_STATUSES as readonly string[]).includes(status) ? "collected" : null;
}

/**
 * The registration's lifecycle. Money has moved once a registration is paid, so its status only goes forward: a
 * paid registration is refunded, not cancelled; completed, cancelled and refunded are final. "Paid" and
 * "Refunded" are reached only through money records (MONEY_REGISTRATION_STATUSES); staff's status form offers
 * the rest (`statusFormMoves`).
 */
export const REGISTRATION_MOVES: Record<RegistrationStatus, readonly RegistrationStatus[]> = {
  "pending-payment": ["paid", "cancelled"],
  paid: ["enrolled", "refunded"],
  enrolled: ["completed", "refunded"],
  completed: [],
  cancelled: [],
  refunded: [],
  /**
   * Unpaid past its seat hold (docs/decisions/0054-batches-with-seats.md): the seat went back to the batch. A
   * payment arriving later is flagged; staff refund it, or cancel the registration.
   */
  lapsed: ["cancelled", "refunded"],
};

/**
 * Statuses that only money records set, never a note: "Paid" once captured payments cover what is payable
 * (staff's "Record a payment", a verified webhook or the reconciler, through `markPaid` in
 * domain/payments/payments.server.ts), "Refunded" once processed refunds gave all of it back (`settleRefund` in
 * domain/payments/refunds.server.ts). So every paid registration has its payment and receipt, and every
 * refunded one its refund voucher.
 */
export const MONEY_REGISTRATION_STATUSES: readonly RegistrationStatus[] = ["paid", "refunded"];

export function isMoneyRegistrationStatus(status: RegistrationStatus): boolean {
  return MONEY_REGISTRATION_STATUSES.includes(status);
}

/** The moves staff's status form offers from `status`: the lifecycle's, less those money records make. */
export function statusFormMoves(status: RegistrationStatus): readonly RegistrationStatus[] {
  return (REGISTRATION_MOVES[status] ?? []).filter((to) => !isMoneyRegistrationStatus(to));
}

export const APPLICANT_STAGES = ["applied", "screening", "interview", "offer", "hired", "rejected"] as const;
export type ApplicantStage = (typeof APPLICANT_STAGES)[number];
export const APPLICANT_STAGE_LABELS: Record<ApplicantStage, string> = {
  applied: "Applied",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};

export const WORKFLOW_MESSAGES = {
  status: "Choose a status.",
  note: "Write a note.",
  noteTooLong: "A note has at most 2,000 characters.",
  reason: "Give the reason for rejecting.",
  notAllowed: (from: string, to: string) => `A registration cannot go from ${from} to ${to}.`,
  sameStatus: "That is its status already.",
  moneyStatuses: "Paid and Refunded follow the money: record a payment or a refund under Payments.",
  paidByPaymentOnly:
    "A registration becomes Paid only when its payment is recorded: use “Record a payment” under Payments on this page (online payments mark it paid themselves).",
  refundedByRefundOnly:
    "A registration becomes Refunded only when its money is refunded: refund its payments under Payments on this page.",
  assignee: "Choose a colleague who works enquiries.",
  date: "Enter a date.",
  realDate: "Enter a real date.",
  nothingSelected: "Select at least one enquiry.",
  notFound: "Not found.",
} as const;

const note = plainText({ error: WORKFLOW_MESSAGES.note }).trim().max(2000, WORKFLOW_MESSAGES.noteTooLong);
const requiredNote = note.min(1, WORKFLOW_MESSAGES.note);

export const enquiryStatusSchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: WORKFLOW_MESSAGES.status }),
  note: note.optional(),
});

export const enquiryDetailsSchema = z.object({
  assigneeId: plainText({ error: WORKFLOW_MESSAGES.assignee })
    .trim()
    .max(100, WORKFLOW_MESSAGES.assignee)
    .optional(),
  followUpOn: plainText()
    .trim()
    .regex(DAY_PATTERN, WORKFLOW_MESSAGES.date)
    .refine(isCalendarDay, WORKFLOW_MESSAGES.realDate)
    .optional(),
});

export const noteSchema = z.object({ body: requiredNote });

export const bulkStatusSchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: WORKFLOW_MESSAGES.status }),
  refs: z
    .array(
      plainText({ error: WORKFLOW_MESSAGES.notFound }).refine(
        (ref) => parseEnquiryRef(ref) !== null,
        WORKFLOW_MESSAGES.notFound,
      ),
      { error: WORKFLOW_MESSAGES.nothingSelected },
    )
    .min(1, WORKFLOW_MESSAGES.nothingSelected)
    .max(500, "Select at most 500 enquiries at once."),
});

export const registrationStatusSchema = z.object({
  status: z.enum(REGISTRATION_STATUSES, { error: WORKFLOW_MESSAGES.status }),
  note: requiredNote,
});

export const applicantStageSchema = z
  .object({
    stage: z.enum(APPLICANT_STAGES, { error: WORKFLOW_MESSAGES.status }),
    reason: plainText({ error: WORKFLOW_MESSAGES.reason })
      .trim()
      .max(500, "A reason has at most 500 characters.")
      .optional(),
    note: note.optional(),
  })
  .refine((value) => value.stage !== "rejected" || Boolean(value.reason), {
    message: WORKFLOW_MESSAGES.reason,
    path: ["reason"],
  });

/** `career:12` → `{ kind, id }`, or null. */
export function parseEnquiryRef(ref: string): { kind: EnquiryKind; id: number } | null {
  const match = /^(career|services|chat|enquiry):(\d{1,10})$/.exec(ref);
  if (!match) return null;
  const id = Number(match[2]);
  return id > 0 && id <= 2_147_483_647 ? { kind: match[1] as EnquiryKind, id } : null;
}

/** Today's date in India (YYYY-MM-DD): follow-ups are due by the company's calendar. */
export function todayIst(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** A page number from the address: 1 to 10,000. */
export function pageFrom(value: string | null): number {
  return Math.min(10_000, Math.max(1, Number.parseInt(value ?? "1", 10) || 1));
}

export const LIST_PAGE_SIZE = 50;

/** How many pages of LIST_PAGE_SIZE a list of `total` rows fills: an empty list still has its one (empty) page. */
export function listPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
}

/**
 * The digits of a search for a phone number, read like the forms read a phone (`+91 98765 43210` is
 * `9876543210`); fewer than 3 digits search no phone.
 */
export function phoneSearchDigits(q: string): string | null {
  const digits = nationalPhoneNumber(q).replace(/\D/g, "");
  return digits.length >= 3 ? digits : null;
}
