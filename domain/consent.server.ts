/** Records the consent a public form carried, inside the transaction that stores the form's record. */
import { CONSENT_NOTICE_VERSION, type ConsentForm } from "./consent.ts";
import type { Db } from "./db/db.ts";
import { consents } from "./db/schema.ts";

export interface GivenConsent {
  form: ConsentForm;
  email: string;
  phone?: string | null;
  recordTable: string;
  recordId: string | number;
}

export async function recordConsent(tx: Db, consent: GivenConsent): Promise<void> {
  await tx.insert(consents).values({
    form: consent.form,
    noticeVersion: CONSENT_NOTICE_VERSION,
    email: consent.email,
    phone: consent.phone ?? null,
    recordTable: consent.recordTable,
    recordId: String(consent.recordId),
  });
}
