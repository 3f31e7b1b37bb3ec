/**
 * Settings staff edit in the console (docs/product/console.md#screens, Staff and settings): the company details the site,
 * PDFs and mail show, and who is notified of each kind of submission.
 */
import { plainText, z } from "../zod.ts";

export const NOTIFY_KINDS = ["career", "services", "contact", "registration", "job-application"] as const;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];
export const NOTIFY_KIND_LABELS: Record<NotifyKind, string> = {
  career: "Career enquiries",
  services: "Services enquiries",
  contact: "Chat and contact enquiries",
  registration: "Registrations",
  "job-application": "Job applications",
};

const text = (label: string, max = 200) =>
  plainText({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `Use at most ${max} characters.`);
const email = (label: string) =>
  plainText({ error: `Enter the ${label}.` })
    .trim()
    .pipe(z.email({ error: `Enter a valid ${label}.` }));

export const companySchema = z.object({
  name: text("company name", 120),
  phone: text("phone number", 40),
  generalEmail: email("general e-mail address"),
  educationEmail: email("education e-mail address"),
  address: text("address", 300),
  supportHours: text("support hours", 80),
});
export { type CompanyDetails, DEFAULT_COMPANY } from "./company.ts";

const NOTIFY_MESSAGE = "Enter e-mail addresses separated by commas.";
/** Comma- or newline-separated e-mail addresses; empty means the default recipient (NOTIFY_EMAIL). */
const recipients = plainText()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(/[,\n]/)
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: NOTIFY_MESSAGE })).max(20, "At most 20 recipients."));

export const notifySchema = z.object(
  Object.fromEntries(NOTIFY_KINDS.map((kind) => [kind, recipients])) as Record<NotifyKind, typeof recipients>,
);
export type NotifyRecipients = z.infer<typeof notifySchema>;

export const DEFAULT_NOTIFY: NotifyRecipients = Object.fromEntries(
  NOTIFY_KINDS.map((kind) => [kind, [] as string[]]),
) as unknown as NotifyRecipients;
