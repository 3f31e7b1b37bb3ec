/**
 * An outbox row made into a message: its record read (records.ts), its template rendered to HTML and plain
 * text, its recipients resolved, the registration confirmation attached. The console's Mail screen shows
 * messages through the same function, so what it shows is what would be sent.
 */
import { render, toPlainText } from "@react-email/render";
import { createElement } from "react";
import { KIND_LABELS, type LetterTemplate, type RecordMailKind } from "../../domain/mail/kinds.ts";
import { payInstruction, payInstructionText } from "../../domain/payments/pay-instruction.server.ts";
import { type CompanyDetails, DEFAULT_COMPANY } from "../../domain/settings/settings.schema.ts";
import { loadSettings } from "../../domain/settings/settings.server.ts";
import { composePayLinkMail } from "../payments/pay-link-mail.tsx";
import { composeVoucherMail } from "../payments/voucher-mail.tsx";
import { certificateVerifyUrl, renderCertificatePdf } from "../pdf/certificate.ts";
import { type PdfPayInstruction, renderRegistrationConfirmation } from "../pdf/registration-confirmation.ts";
import { composeBatchMail, isBatchLetter } from "./batch-mail.tsx";
import type { ComposeDeps, ComposedMail, OutboxRow } from "./compose-types.ts";
import { loadMailRecord, type MailRecord } from "./records.ts";
import { composeSignInAlert } from "./sign-in-alert.ts";
import { Acknowledgement, CertificateMail, LetterCompany, StaffNotification } from "./templates.tsx";
import { composeWaitlistMail } from "./waitlist-mail.tsx";

export type { ComposeDeps, ComposedMail, OutboxRow } from "./compose-types.ts";

function subjectOf(template: LetterTemplate | "certificate", record: MailRecord): string {
  const kind = record.kind;
  if (template === "staff-notification") return `New ${KIND_LABELS[kind]}: ${record.topic} (${record.name})`;
  switch (kind) {
    case "certificate":
      return `Your certificate for ${record.topic} (${record.reference})`;
    case "registration":
      return `Your registration ${record.reference} for ${record.topic}`;
    case "job-application":
      return `We have received your application for ${record.topic}`;
    case "career":
    case "services":
      return `We have received your enquiry about ${record.topic}`;
    default:
      return "We have received your message";
  }
}

/** Subject, HTML and plain text of one letter about `record` (the Mail screen's previews use it too). */
export async function renderLetter(
  template: LetterTemplate | "certificate",
  record: MailRecord,
  siteUrl: string,
  company: CompanyDetails = DEFAULT_COMPANY,
  pay: PdfPayInstruction | null = null,
) {
  const element =
    template === "certificate" && record.certificate
      ? createElement(CertificateMail, {
          record,
          verifyUrl: certificateVerifyUrl(siteUrl, record.certificate.certificateId),
        })
      : template === "staff-notification"
        ? createElement(StaffNotification, { record, consoleUrl: `${siteUrl}${record.consolePath}` })
        : createElement(Acknowledgement, { record, pay });
  const html = await render(createElement(LetterCompany.Provider, { value: company }, element));
  const replyTo = template === "staff-notification" ? record.email || undefined : company.generalEmail;
  return { subject: subjectOf(template, record), replyTo, html, text: toPlainText(html) };
}

/** The message of `row`, or null when its record no longer exists (erased): such a row is discarded. */
export async function composeMail(deps: ComposeDeps, row: OutboxRow): Promise<ComposedMail | null> {
  if (row.template === "sign-in-alert") return composeSignInAlert(deps, row);
  if (row.template === "receipt" || row.template === "refund-voucher") return composeVoucherMail(deps, row);
  if (row.template === "pay-link") return composePayLinkMail(deps, row);
  if (isBatchLetter(row.template)) return composeBatchMail(deps, row);
  if (row.template === "waitlist-offer") return composeWaitlistMail(deps, row);
  const kind = row.kind as RecordMailKind;
  const record = await loadMailRecord(deps.db, kind, row.recordTable, row.recordId);
  if (!record) return null;
  const staff = row.template === "staff-notification";
  const { company } = await loadSettings(deps.db);
  // The visitor's acknowledgement of a registration that owes money says how to pay (and so does its PDF).
  const instruction =
    !staff && row.template === "acknowledgement" && record.registration
      ? await payInstruction(deps.db, record.registration, {
          online: deps.payment?.online ?? false,
          payLinks: deps.payment?.payLinks,
          siteUrl: deps.siteUrl,
          company,
        })
      : null;
  const pay =
    instruction && record.registration ? payInstructionText(instruction, record.registration.id) : null;
  const letter = await renderLetter(
    row.template as LetterTemplate | "certificate",
    record,
    deps.siteUrl,
    company,
    pay,
  );
  const attachments: ComposedMail["attachments"] = [];
  const certificate = row.template === "certificate" ? record.certificate : undefined;
  if (certificate)
    attachments.push({
      filename: `Certificate-${certificate.certificateId}.pdf`,
      contentType: "application/pdf",
      content: await renderCertificatePdf(certificate, deps.siteUrl, company),
    });
  // Only the visitor's copy carries the confirmation; resumes are never attached to anything.
  if (!staff && record.registration)
    attachments.push({
      filename: `Registration-Confirmation-${record.registration.id}.pdf`,
      contentType: "application/pdf",
      content: await renderRegistrationConfirmation(record.registration, company, pay),
    });
  return {
    to: staff ? await deps.staffFor(kind) : row.toAddress ? [row.toAddress] : [],
    ...letter,
    attachments,
  };
}
