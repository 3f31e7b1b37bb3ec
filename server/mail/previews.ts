/**
 * Every letter the site sends, rendered with a made-up visitor (the Mail screen's previews): staff see what a
 * visitor and a colleague will receive before anything real arrives. The records are fictional; the templates
 * and subjects are the ones compose.ts sends.
 */

import {
  type LetterTemplate,
  mailTitle,
  type PaymentPreviewTemplate,
  type PreviewTemplate,
  type SubmissionMailKind,
} from "../../domain/mail/kinds.ts";
import { type CompanyDetails, DEFAULT_COMPANY } from "../../domain/settings/settings.schema.ts";
import { renderPayLinkLetter } from "../payments/pay-link-mail.tsx";
import { renderLetter } from "./compose.ts";
import type { MailRecord } from "./records.ts";

const PERSON = { name: "Priya Sharma", email: "priya.sharma@example.in" };
const PHONE = "+91 98765 43210";

const SAMPLES: Record<SubmissionMailKind, MailRecord> = {
  career: {
    kind: "career",
    ...PERSON,
    topic: "Full Stack Development",
    reference: "Training enquiry #1042",
    // A preview is of no real record: its button opens the list the record would be in.
    consolePath: "/admin/enquiries",
    fields: [
      ["Name", PERSON.name],
      ["College or job title", "Government Engineering College"],
      ["E-mail", PERSON.email],
      ["Phone", PHONE],
      ["Location", "Pune"],
      ["Training", "Full Stack Development"],
    ],
  },
  services: {
    kind: "services",
    ...PERSON,
    topic: "Web Development",
    reference: "Services enquiry #311",
    consolePath: "/admin/enquiries",
    fields: [
      ["Name", PERSON.name],
      ["Organisation", "Sharma Textiles"],
      ["E-mail", PERSON.email],
      ["Phone", PHONE],
      ["Location", "Jaipur"],
      ["Service", "Web Development"],
    ],
  },
  chat: {
    kind: "chat",
    ...PERSON,
    topic: "your chat with us",
    reference: "Chat message #87",
    consolePath: "/admin/enquiries",
    fields: [
      ["Name", PERSON.name],
      ["E-mail", PERSON.email],
      ["Message", "Do you have weekend batches for the data science course?"],
    ],
  },
  enquiry: {
    kind: "enquiry",
    ...PERSON,
    topic: "your message",
    reference: "Contact message #88",
    consolePath: "/admin/enquiries",
    fields: [
      ["Name", PERSON.name],
      ["E-mail", PERSON.email],
      ["Message", "Please call me back about a corporate training for our team."],
    ],
  },
  registration: {
    kind: "registration",
    ...PERSON,
    topic: "Full Stack Development",
    reference: "REG-PREVIEW",
    consolePath: "/admin/registrations",
    fields: [
      ["Registration id", "REG-PREVIEW"],
      ["Program", "Full Stack Development (Course)"],
      ["Duration", "3 Months"],
      ["Name", PERSON.name],
      ["E-mail", PERSON.email],
      ["Phone", PHONE],
      ["Program fee", "₹4,999.00"],
      ["Discount", "₹500.00"],
      ["Total fees", "₹4,499.00"],
      ["Payable now", "₹500.00"],
    ],
  },
  "job-application": {
    kind: "job-application",
    ...PERSON,
    topic: "Frontend Developer at the company",
    reference: "Job application #57",
    consolePath: "/admin/applicants",
    fields: [
      ["Job", "Frontend Developer"],
      ["Name", PERSON.name],
      ["E-mail", PERSON.email],
      ["Phone", PHONE],
      ["Qualification", "B.Tech"],
      ["Resume", "priya-sharma-resume.pdf (in the console)"],
    ],
  },
};

export interface MailPreview {
  kind: SubmissionMailKind;
  template: PreviewTemplate;
  /** What staff call it: "Acknowledgement of a training enquiry". */
  label: string;
  subject: string;
  replyTo?: string;
  html: string;
  text: string;
  /** What the real message carries besides its text. */
  attachments: string[];
}

export async function renderPreview(
  kind: SubmissionMailKind,
  template: LetterTemplate,
  siteUrl: string,
  company?: CompanyDetails,
): Promise<MailPreview> {
  const letter = await renderLetter(template, SAMPLES[kind], siteUrl, company);
  const label = mailTitle(template, kind);
  const attachments =
    template === "acknowledgement" && kind === "registration" ? ["Registration-Confirmation-<id>.pdf"] : [];
  return { kind, template, label, ...letter, attachments };
}

/** The letter of a pay link staff send (its link is a made-up one: a preview opens no real pay page). */
export async function renderPaymentPreview(
  template: PaymentPreviewTemplate,
  siteUrl: string,
  company: CompanyDetails = DEFAULT_COMPANY,
): Promise<MailPreview> {
  const letter = await renderPayLinkLetter(
    { name: PERSON.name, registrationId: "REG-PREVIEW", program: "Full Stack Development", duePaise: 50_000 },
    `${siteUrl}/pay/REG-PREVIEW?token=preview`,
    company,
  );
  return {
    kind: "registration",
    template,
    label: mailTitle(template, "registration"),
    ...letter,
    attachments: [],
  };
}
