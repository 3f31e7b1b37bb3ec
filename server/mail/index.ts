/** The process's mail worker, from the configuration: SMTP when SMTP_URL is set, else messages are kept. */
import type { Db } from "../../domain/db/db.ts";
import type { LetterTemplate, SubmissionMailKind } from "../../domain/mail/kinds.ts";
import { staffToNotify } from "../../domain/settings/settings.server.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../http/logger.ts";
import { type ComposedMail, composeMail, type OutboxRow } from "./compose.ts";
import { type MailPreview, renderPreview } from "./previews.ts";
import { createSmtpTransport } from "./smtp.ts";
import { createMailWorker, type MailWorker, type MailWorkerOptions } from "./worker.ts";

/** The worker, and the composer it sends with: the console's Mail screen shows messages through it. */
export interface Mail extends MailWorker {
  /** The message of an outbox row as it would be sent (null when its record was erased). */
  compose(row: OutboxRow): Promise<ComposedMail | null>;
  /** A letter written for a made-up visitor (the Mail screen's previews). */
  preview(kind: SubmissionMailKind, template: LetterTemplate): Promise<MailPreview>;
}

export function createMail(
  { db, config, logger }: { db: Db; config: Config; logger: Logger },
  options: Partial<MailWorkerOptions> = {},
): Mail {
  const smtp = config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl, config.mail.from) : null;
  const compose = (row: OutboxRow) =>
    composeMail(
      { db, siteUrl: config.siteUrl, staffFor: (kind) => staffToNotify(db, kind, config.mail.notify) },
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
    preview: (kind, template) => renderPreview(kind, template, config.siteUrl),
    async stop() {
      await worker.stop();
      smtp?.close();
    },
  };
}
