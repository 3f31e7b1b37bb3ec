/** Sending over SMTP_URL with nodemailer, as the worker's transport. */
import nodemailer from "nodemailer";
import type { MailTransport } from "./worker.ts";

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // A few connections kept open: a burst of submissions does not open one connection per message.
    pool: true,
    maxConnections: 3,
    // A mail server that does not answer must not hold a worker for minutes: the row is retried later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send({ to, replyTo, subject, html, text, attachments, messageId }) {
      await transporter.sendMail({ from, to, replyTo, subject, html, text, attachments, messageId });
    },
    close: () => transporter.close(),
  };
}
