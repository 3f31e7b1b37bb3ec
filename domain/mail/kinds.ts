/** What the mail is about, in words staff use (subjects, headings, the console's Mail screen). */
import { CONSENT_FORMS, type ConsentForm } from "../consent.ts";
import type { outbox } from "../db/schema.ts";

/** The forms whose submission is acknowledged and notified to staff (a waiting-list entry is neither). */
export type SubmissionForm = Exclude<ConsentForm, "waitlist">;
/** What a message about a record (a submission, a certificate) is about: read from that record when sent. */
export type RecordMailKind = SubmissionForm | "certificate";
/**
 * `security`: notices to the administrators about staff sign-ins (ADR 31); `waitlist`: a waiting-list offer
 * (domain/programs/waitlist.server.ts).
 */
export type MailKind = RecordMailKind | "security" | "waitlist";
/** Every letter the outbox can hold (the column's list in domain/db/schema.ts): what `queueLetters` accepts. */
export type MailTemplate = (typeof outbox.$inferInsert)["template"];

export const KIND_LABELS: Record<MailKind, string> = {
  career: "training enquiry",
  services: "services enquiry",
  chat: "chat enquiry",
  enquiry: "contact message",
  registration: "registration",
  "job-application": "job application",
  certificate: "certificate",
  security: "security notice",
  waitlist: "waiting-list entry",
};

/** The same kinds, many of them: "Staff notified of training enquiries". */
export const KIND_PLURALS: Record<MailKind, string> = {
  career: "training enquiries",
  services: "services enquiries",
  chat: "chat enquiries",
  enquiry: "contact messages",
  registration: "registrations",
  "job-application": "job applications",
  certificate: "certificates",
  security: "security notices",
  waitlist: "waiting-list entries",
};

/** What a message is, in one phrase: "Acknowledgement of a training enquiry", "Certificate", "Sign-in alert". */
export function mailTitle(template: string, kind: string): string {
  const label = KIND_LABELS[kind as MailKind] ?? kind;
  switch (template) {
    case "acknowledgement":
      return `Acknowledgement of ${article(label)}`;
    case "staff-notification":
      return `Staff notification of ${article(label)}`;
    case "certificate":
      return "Certificate to its holder";
    case "sign-in-alert":
      return "Sign-in alert to the administrators";
    case "receipt":
      return "Payment receipt";
    case "refund-voucher":
      return "Refund voucher";
    case "pay-link":
      return "Payment link";
    case "batch-cancelled":
      return "Batch cancelled, to a student";
    case "seat-lapsed":
      return "Unpaid seat released, to a student";
    case "waitlist-offer":
      return "Seat offered to the waiting list";
    default:
      return `${template} (${label})`;
  }
}

const article = (label: string) => `${/^[aeiou]/i.test(label) ? "an" : "a"} ${label}`;

export const OUTBOX_STATUSES = ["pending", "sent", "failed", "kept", "discarded"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * The Tries column: a kept message was never offered to a mail server (none is set), though the worker counted
 * the turn it took; say so rather than "1".
 */
export function triesText(status: string, attempts: number): string {
  if (status === "kept") return "Not sent: no mail server";
  return String(attempts);
}

export function isOutboxStatus(value: unknown): value is OutboxStatus {
  return typeof value === "string" && (OUTBOX_STATUSES as readonly string[]).includes(value);
}

/** Kinds of public submission, each with a letter to the visitor and one to staff (the Mail screen's previews). */
export const SUBMISSION_MAIL_KINDS = CONSENT_FORMS.filter(
  (form): form is SubmissionForm => form !== "waitlist",
);
export type SubmissionMailKind = (typeof SUBMISSION_MAIL_KINDS)[number];
export const LETTER_TEMPLATES = ["acknowledgement", "staff-notification"] as const;
export type LetterTemplate = (typeof LETTER_TEMPLATES)[number];
/** Letters about one registration (its money, its batch) that the Mail screen previews besides those of each submission. */
export const REGISTRATION_PREVIEW_TEMPLATES = [
  "pay-link",
  "receipt",
  "refund-voucher",
  "batch-cancelled",
  "seat-lapsed",
  "waitlist-offer",
] as const;
export type RegistrationPreviewTemplate = (typeof REGISTRATION_PREVIEW_TEMPLATES)[number];
export type PreviewTemplate = LetterTemplate | RegistrationPreviewTemplate;

export function isRegistrationPreviewTemplate(value: unknown): value is RegistrationPreviewTemplate {
  return typeof value === "string" && (REGISTRATION_PREVIEW_TEMPLATES as readonly string[]).includes(value);
}

export function isSubmissionMailKind(value: unknown): value is SubmissionMailKind {
  return typeof value === "string" && (SUBMISSION_MAIL_KINDS as readonly string[]).includes(value);
}

/** A colleague's one-time set-password link, mailed at once (server/mail/index.ts sendStaffLink). */
export interface StaffLinkLetter {
  to: string;
  name: string;
  purpose: "invitation" | "reset";
  link: string;
  validity: string;
  role?: string;
}
