/**
 * What composing a letter takes and gives (server/mail/compose.ts), apart from the composer so that the
 * letters it hands out (sign-in-alert.ts, server/payments/voucher-mail.tsx) use them without importing it.
 */
import type { Db } from "../../domain/db/db.ts";
import type { outbox } from "../../domain/db/schema.ts";
import type { MailKind } from "../../domain/mail/outbox.server.ts";
import type { PayLinks } from "../../domain/payments/pay-link.ts";

export type OutboxRow = typeof outbox.$inferSelect;

export interface ComposedMail {
  to: string[];
  /**
   * Where a reply goes: the company's general address (settings) for letters to visitors, which say "reply to
   * this e-mail" and come from a no-reply sender; the visitor for a staff notification, so staff answer them.
   */
  replyTo?: string;
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
  /** How the acknowledgement of a registration says to pay (absent: it prints the bank details or the office). */
  payment?: { payLinks?: PayLinks; online: boolean };
}
