/**
 * Every letter the site sends, rendered with a made-up visitor (the Mail screen's previews): staff see what a
 * visitor and a colleague will receive before anything real arrives. The records are fictional; the templates
 * and subjects are the ones compose.ts sends.
 */

import {
  type LetterTemplate,
  mailTitle,
  type PreviewTemplate,
  type RegistrationPreviewTemplate,
  type SubmissionMailKind,
} from "../../domain/mail/kinds.ts";
import { DEFAULT_RECEIPT_SETTINGS, type ReceiptSettings } from "../../domain/payments/receipt-settings.ts";
import { composeVoucher, MODE_LABELS } from "../../domain/payments/vouchers.server.ts";
import { batchLabel } from "../../domain/programs/batches.server.ts";
import { type CompanyDetails, DEFAULT_COMPANY } from "../../domain/settings/settings.schema.ts";
import { renderPayLinkLetter } from "../payments/pay-link-mail.tsx";
import { renderVoucherLetter } from "../payments/voucher-mail.tsx";
import { voucherFileName } from "../pdf/voucher.ts";
import { renderBatchLetter } from "./batch-mail.tsx";
import { renderLetter } from "./compose.ts";
import type { MailRecord } from "./records.ts";
import { renderOfferLetter } from "./waitlist-mail.tsx";

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

const SAMPLE_REGISTRATION = {
  registrationId: "REG-PREVIEW",
  program: "Full Stack Development",
  recipient: {
    ...PERSON,
    sponsorCompany: null,
    sponsorGstin: null,
    // The student's state on the form: Maharashtra, so a preview shows IGST unless the company is there too.
    studentStateCode: "27",
  },
};

/** The made-up batch the batch letters name. */
const SAMPLE_BATCH = batchLabel({
  startsOn: "2027-01-11",
  mode: "online",
  days: "Mon–Fri",
  startTime: "10:00",
  endTime: "13:00",
});

function sampleVoucher(kind: "receipt" | "refund", settings: ReceiptSettings, company: CompanyDetails) {
  const receiptNumber = `${settings.receiptPrefix}/2026-27/00042`;
  return composeVoucher({
    kind,
    number: kind === "receipt" ? receiptNumber : `${settings.refundPrefix}/2026-27/00003`,
    date: new Date("2026-12-01T10:30:00+05:30"),
    amountPaise: 50_000,
    ...SAMPLE_REGISTRATION,
    details:
      kind === "receipt"
        ? [
            ["Paid by", MODE_LABELS.online!],
            ["Reference", "pay_PREVIEW000001"],
          ]
        : [
            ["Against receipt", receiptNumber],
            ["Reason", "Withdrew before the batch began"],
          ],
    settings,
    company,
  });
}

/**
 * A letter about one registration (its pay link, receipt, refund voucher, or its batch), for the made-up
 * registrant. A receipt's preview is made with the company's own receipt settings, so staff see their GSTIN,
 * SAC and tax split as a student would.
 */
export async function renderRegistrationPreview(
  template: RegistrationPreviewTemplate,
  siteUrl: string,
  company: CompanyDetails = DEFAULT_COMPANY,
  receiptSettings: ReceiptSettings = DEFAULT_RECEIPT_SETTINGS,
): Promise<MailPreview> {
  const framed = { kind: "registration" as const, template, label: mailTitle(template, "registration") };
  switch (template) {
    case "pay-link": {
      const letter = await renderPayLinkLetter(
        {
          name: PERSON.name,
          registrationId: "REG-PREVIEW",
          program: "Full Stack Development",
          duePaise: 50_000,
        },
        // A made-up link: a preview opens no real pay page.
        `${siteUrl}/pay/REG-PREVIEW?token=preview`,
        company,
      );
      return { ...framed, ...letter, attachments: [] };
    }
    case "receipt":
    case "refund-voucher": {
      const voucher = sampleVoucher(template === "receipt" ? "receipt" : "refund", receiptSettings, company);
      return {
        ...framed,
        ...(await renderVoucherLetter(voucher, company)),
        attachments: [voucherFileName(voucher)],
      };
    }
    case "batch-cancelled":
    case "seat-lapsed": {
      const facts = {
        name: PERSON.name,
        program: SAMPLE_REGISTRATION.program,
        registrationId: "REG-PREVIEW",
        batch: SAMPLE_BATCH,
      };
      return { ...framed, ...(await renderBatchLetter(template, facts, company)), attachments: [] };
    }
    case "waitlist-offer": {
      const facts = {
        name: PERSON.name,
        program: SAMPLE_REGISTRATION.program,
        batch: SAMPLE_BATCH,
        expiresAt: new Date("2026-12-02T10:30:00+05:30"),
        // A made-up link: a preview holds no real seat.
        path: "/registration-forms?type=Courses&program=Full+Stack+Development&batch=1&offer=preview",
      };
      return { ...framed, ...(await renderOfferLetter(facts, siteUrl, company)), attachments: [] };
    }
  }
}
