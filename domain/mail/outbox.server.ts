/**
 * Queues mail in the transaction that stores what causes it: the row names its template and record, and the
 * worker (server/mail/worker.ts) renders and sends it after the commit, woken by the `MAIL_QUEUED` effect
 * each queueing declares (domain/write-effects.ts). A submission that rolls back therefore sends nothing,
 * and one that commits cannot lose its mail.
 */
import { randomUUID } from "node:crypto";
import type { ConsentForm } from "../consent.ts";
import type { Db } from "../db/db.ts";
import { outbox } from "../db/schema.ts";
import { afterCommit, MAIL_QUEUED } from "../write-effects.ts";
import type { MailKind, MailTemplate } from "./kinds.ts";

export type { MailKind } from "./kinds.ts";

/** One message to queue: which letter, the record it is rendered from when it is sent, and to whom. */
export interface Letter {
  template: MailTemplate;
  kind: MailKind;
  recordTable: string;
  recordId: string | number;
  /** The recipient; null when the recipients are resolved as it is sent (staff, the administrators). */
  toAddress: string | null;
}

/**
 * Puts `letters` in the outbox in `tx`, in one insert, and declares `MAIL_QUEUED` for its commit: the one way
 * mail is queued, so no write has to remember the wake-up. Each row gets its own message key here, kept for
 * its whole life. An empty list inserts and declares nothing.
 */
export async function queueLetters(
  tx: Pick<Db, "insert">,
  letters: Letter | readonly Letter[],
): Promise<void> {
  const list = [letters].flat();
  if (!list.length) return;
  await tx.insert(outbox).values(
    list.map(({ template, kind, recordTable, recordId, toAddress }) => ({
      messageKey: randomUUID(),
      template,
      kind,
      recordTable,
      recordId: String(recordId),
      toAddress,
    })),
  );
  afterCommit(tx, MAIL_QUEUED);
}

export interface SubmissionMail {
  form: ConsentForm;
  /** The visitor's address: the acknowledgement goes there. */
  email: string;
  recordTable: string;
  recordId: string | number;
}

/** The staff notification and the visitor's acknowledgement of a public submission. */
export async function queueSubmissionMail(tx: Db, submission: SubmissionMail): Promise<void> {
  const about = { kind: submission.form, recordTable: submission.recordTable, recordId: submission.recordId };
  await queueLetters(tx, [
    { template: "staff-notification", toAddress: null, ...about },
    { template: "acknowledgement", toAddress: submission.email, ...about },
  ]);
}

/** The certificates' messages to their holders (each with its PDF, rendered when it is sent), in one insert. */
export async function queueCertificateMails(
  tx: Pick<Db, "insert">,
  certificates: { email: string; certificateId: string }[],
): Promise<void> {
  await queueLetters(
    tx,
    certificates.map((certificate) => ({
      template: "certificate",
      kind: "certificate",
      recordTable: "certificates",
      recordId: certificate.certificateId,
      toAddress: certificate.email,
    })),
  );
}

/** A letter of `template` to each registrant, about their registration, in one insert. */
export async function queueRegistrationLetters(
  tx: Pick<Db, "insert">,
  template: MailTemplate,
  registrations: readonly { id: string; email: string }[],
): Promise<void> {
  await queueLetters(
    tx,
    registrations.map((registration) => ({
      template,
      kind: "registration",
      recordTable: "registrations",
      recordId: registration.id,
      toAddress: registration.email,
    })),
  );
}

/**
 * A notice to the administrators that an account's sign-ins are being slowed (docs/decisions/0031-sign-in-limits.md):
 * rendered from its audit row when it is sent, to the administrators active at that moment.
 */
export async function queueSignInAlert(tx: Pick<Db, "insert">, auditId: number): Promise<void> {
  await queueLetters(tx, {
    template: "sign-in-alert",
    kind: "security",
    recordTable: "audit_log",
    recordId: auditId,
    toAddress: null,
  });
}
