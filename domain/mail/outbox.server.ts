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

export type { MailKind } from "./kinds.ts";

export interface SubmissionMail {
  form: ConsentForm;
  /** The visitor's address: the acknowledgement goes there. */
  email: string;
  recordTable: string;
  recordId: string | number;
}

/** The staff notification and the visitor's acknowledgement of a public submission. */
export async function queueSubmissionMail(tx: Db, submission: SubmissionMail): Promise<void> {
  const about = {
    kind: submission.form,
    recordTable: submission.recordTable,
    recordId: String(submission.recordId),
  };
  await tx.insert(outbox).values([
    { messageKey: randomUUID(), template: "staff-notification", toAddress: null, ...about },
    { messageKey: randomUUID(), template: "acknowledgement", toAddress: submission.email, ...about },
  ]);
  afterCommit(tx, MAIL_QUEUED);
}

/** The certificates' messages to their holders (each with its PDF, rendered when it is sent), in one insert. */
export async function queueCertificateMails(
  tx: Pick<Db, "insert">,
  certificates: { email: string; certificateId: string }[],
): Promise<void> {
  if (!certificates.length) return;
  await tx.insert(outbox).values(
    certificates.map((certificate) => ({
      messageKey: randomUUID(),
      template: "certificate" as const,
      kind: "certificate",
      recordTable: "certificates",
      recordId: certificate.certificateId,
      toAddress: certificate.email,
    })),
  );
  afterCommit(tx, MAIL_QUEUED);
}

/**
 * A notice to the administrators that an account's sign-ins are being slowed (docs/decisions/0031-sign-in-limits.md):
 * rendered from its audit row when it is sent, to the administrators active at that moment.
 */
export async function queueSignInAlert(tx: Pick<Db, "insert">, auditId: number): Promise<void> {
  await tx.insert(outbox).values({
    messageKey: randomUUID(),
    template: "sign-in-alert",
    kind: "security",
    recordTable: "audit_log",
    recordId: String(auditId),
    toAddress: null,
  });
  afterCommit(tx, MAIL_QUEUED);
}
