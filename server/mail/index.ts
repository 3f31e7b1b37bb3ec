/** The process's mail worker, from the configuration: SMTP when SMTP_URL is set, else messages are kept. */
import type { Db } from "../../domain/db/db.ts";
import { staffToNotify } from "../../domain/settings/settings.server.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../http/logger.ts";
import { composeMail } from "./compose.ts";
import { createSmtpTransport } from "./smtp.ts";
import { createMailWorker, type MailWorker, type MailWorkerOptions } from "./worker.ts";

export type { MailWorker } from "./worker.ts";

export function createMail(
  { db, config, logger }: { db: Db; config: Config; logger: Logger },
  options: Partial<MailWorkerOptions> = {},
): MailWorker {
  const smtp = config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl, config.mail.from) : null;
  const worker = createMailWorker({
    db,
    transport: smtp,
    compose: (row) =>
      composeMail(
        { db, siteUrl: config.siteUrl, staffFor: (kind) => staffToNotify(db, kind, config.mail.notify) },
        row,
      ),
    messageIdDomain: new URL(config.siteUrl).hostname,
    leaseMs: config.mail.leaseMs,
    logger,
    ...options,
  });
  return {
    ...worker,
    async stop() {
      await worker.stop();
      smtp?.close();
    },
  };
}
