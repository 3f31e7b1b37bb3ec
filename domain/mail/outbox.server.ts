/**
 * Queues mail in the transaction that stores what causes it (staff console spec §4): the row names its
 * template and record, and the worker (server/mail/worker.ts) renders and sends it after the commit. A
 * submission that rolls back therefore sends nothing, and one that commits cannot lose its mail.
 */
import { randomUUID } from "node:crypto";
import type { ConsentForm } from "../consent.ts";
import type { Db } from "../db/db.ts";
import { outbox } from "../db/schema.ts";

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
}

/** The certificate's message to its holder (with the certificate PDF, rendered when it is sent). */
export async function queueCertificateMail(
  tx: Pick<Db, "insert">,
  certificate: { email: string; certificateId: string },
): Promise<void> {
  await tx.insert(outbox).values({
    messageKey: randomUUID(),
    template: "certificate",
    kind: "certificate",
    recordTable: "certificates",
    recordId: certificate.certificateId,
    toAddress: certificate.email,
  });
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
}
