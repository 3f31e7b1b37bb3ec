/**
 * What every stored public submission adds inside its own transaction: the consent its form carried
 * (domain/consent.server.ts) and its mail (domain/mail/outbox.server.ts). One call, so no write path can
 * store a submission and forget either.
 */
import { type GivenConsent, recordConsent } from "./consent.server.ts";
import type { Db } from "./db/db.ts";
import { queueSubmissionMail } from "./mail/outbox.server.ts";

export async function recordSubmission(tx: Db, submission: GivenConsent): Promise<void> {
  await recordConsent(tx, submission);
  await queueSubmissionMail(tx, submission);
}
