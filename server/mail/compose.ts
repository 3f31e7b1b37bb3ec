/**
 * An outbox row made into a message: its record read (records.ts), its template rendered to HTML and plain
 * text, its recipients resolved, the registration confirmation attached. The console's Mail screen shows
 * messages through the same function, so what it shows is what would be sent.
 */
import { render, toPlainText } from "@react-email/render";
import { createElement } from "react";
import type { Db } from "../../domain/db/db.ts";
import type { outbox } from "../../domain/db/schema.ts";
import type { MailKind } from "../../domain/mail/outbox.server.ts";
import { certificateVerifyUrl, renderCertificatePdf } from "../pdf/certificate.ts";
import { renderRegistrationConfirmation } from "../pdf/registration-confirmation.ts";
import { loadMailRecord } from "./records.ts";
import { Acknowledgement, CertificateMail, KIND_LABELS, StaffNotification } from "./templates.tsx";

export type OutboxRow = typeof outbox.$inferSelect;

export interface ComposedMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface ComposeDeps {
  db: Db;
  siteUrl: string;
  /** Staff to notify of a kind of submission (the console's settings, else NOTIFY_EMAIL). */
  staffFor: (kind: MailKind) => Promise<string[]>;
}

function subjectOf(row: OutboxRow, record: { name: string; topic: string; reference: string }): string {
  const kind = row.kind as MailKind;
  if (row.template === "staff-notification")
    return `New ${KIND_LABELS[kind]}: ${record.topic} (${record.name})`;
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

/** The message of `row`, or null when its record no longer exists (erased): such a row is discarded. */
export async function composeMail(deps: ComposeDeps, row: OutboxRow): Promise<ComposedMail | null> {
  const kind = row.kind as MailKind;
  const record = await loadMailRecord(deps.db, kind, row.recordTable, row.recordId);
  if (!record) return null;
  const staff = row.template === "staff-notification";
  const certificate = row.template === "certificate" ? record.certificate : undefined;
  const element = certificate
    ? createElement(CertificateMail, {
        record,
        verifyUrl: certificateVerifyUrl(deps.siteUrl, certificate.certificateId),
      })
    : staff
      ? createElement(StaffNotification, { record, consoleUrl: `${deps.siteUrl}/admin` })
      : createElement(Acknowledgement, { record });
  const html = await render(element);
  const attachments: ComposedMail["attachments"] = [];
  if (certificate)
    attachments.push({
      filename: `Certificate-${certificate.certificateId}.pdf`,
      contentType: "application/pdf",
      content: await renderCertificatePdf(certificate, deps.siteUrl),
    });
  // Only the visitor's copy carries the confirmation; resumes are never attached to anything.
  if (!staff && record.registration)
    attachments.push({
      filename: `Registration-Confirmation-${record.registration.id}.pdf`,
      contentType: "application/pdf",
      content: await renderRegistrationConfirmation(record.registration),
    });
  return {
    to: staff ? await deps.staffFor(kind) : row.toAddress ? [row.toAddress] : [],
    subject: subjectOf(row, record),
    html,
    text: toPlainText(html),
    attachments,
  };
}
