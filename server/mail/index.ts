/** The process's mail worker, from the configuration: SMTP when SMTP_URL is set, else messages are kept. */

import { randomUUID } from "node:crypto";
import { render, toPlainText } from "@react-email/render";
import { createElement } from "react";
import type { Db } from "../../domain/db/db.ts";
import type {
  LetterTemplate,
  RegistrationPreviewTemplate,
  StaffLinkLetter,
  SubmissionMailKind,
} from "../../domain/mail/kinds.ts";
import type { PayLinks } from "../../domain/payments/pay-link.ts";
import { loadReceiptSettings } from "../../domain/payments/receipt-settings.server.ts";
import { loadSettings, staffToNotify } from "../../domain/settings/settings.server.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../http/logger.ts";
import { type ComposedMail, composeMail, type OutboxRow } from "./compose.ts";
import { type MailPreview, renderPreview, renderRegistrationPreview } from "./previews.ts";
import { createSmtpTransport } from "./smtp.ts";
import { LetterCompany, StaffLink } from "./templates.tsx";
import { createMailWorker, describeFailure, type MailWorker, type MailWorkerOptions } from "./worker.ts";

/** The worker, and the composer it sends with: the console's Mail screen shows messages through it. */
export interface Mail extends MailWorker {
  /** The message of an outbox row as it would be sent (null when its record was erased). */
  compose(row: OutboxRow): Promise<ComposedMail | null>;
  /**
   * Mails a colleague their one-time set-password link now (not through the outbox: the link is a secret).
   * `kept`: no SMTP_URL, the console shows the link instead; `failed`: the mail server refused (logged).
   */
  sendStaffLink(letter: StaffLinkLetter): Promise<"sent" | "kept" | "failed">;
  /** A letter written for a made-up visitor (the Mail screen's previews). */
  preview(kind: SubmissionMailKind, template: LetterTemplate): Promise<MailPreview>;
  /** A letter about a made-up registration's money (the Mail screen's previews). */
  previewRegistration(template: RegistrationPreviewTemplate): Promise<MailPreview>;
}

export function createMail(
  { db, config, logger, payLinks }: { db: Db; config: Config; logger: Logger; payLinks?: PayLinks },
  options: Partial<MailWorkerOptions> = {},
): Mail {
  const smtp = config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl, config.mail.from) : null;
  const compose = (row: OutboxRow) =>
    composeMail(
      {
        db,
        siteUrl: config.siteUrl,
        staffFor: (kind) => staffToNotify(db, kind, config.mail.notify),
        payment: { payLinks, online: Boolean(config.gateway) },
      },
      row,
    );
  const worker = createMailWorker({
    db,
    transport: smtp,
    compose,
    messageIdDomain: new URL(config.siteUrl).hostname,
    leaseMs: config.mail.leaseMs,
    maxAttempts: config.mail.maxAttempts,
    logger,
    ...options,
  });
  return {
    ...worker,
    compose,
    preview: async (kind, template) =>
      renderPreview(kind, template, config.siteUrl, (await loadSettings(db)).company),
    previewRegistration: async (template) => {
      const { company } = await loadSettings(db);
      return renderRegistrationPreview(
        template,
        config.siteUrl,
        company,
        await loadReceiptSettings(db, company.name),
      );
    },
    async sendStaffLink(letter) {
      if (!smtp) return "kept";
      const { company } = await loadSettings(db);
      const html = await render(
        createElement(LetterCompany.Provider, { value: company }, createElement(StaffLink, letter)),
      );
      try {
        await smtp.send({
          to: [letter.to],
          subject:
            letter.purpose === "invitation"
              ? `Your invitation to the ${company.name} staff console`
              : `Reset your ${company.name} staff console password`,
          html,
          text: toPlainText(html),
          attachments: [],
          messageId: `<${randomUUID()}@${new URL(config.siteUrl).hostname}>`,
        });
        return "sent";
      } catch (error) {
        logger.error("staff link not mailed", { purpose: letter.purpose, failure: describeFailure(error) });
        return "failed";
      }
    },
    async stop() {
      await worker.stop();
      smtp?.close();
    },
  };
}
