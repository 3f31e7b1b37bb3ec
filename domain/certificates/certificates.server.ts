/** Certificate verification (GET /api/verify/{certificateId} and the verify page). */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { certificates } from "../db/schema.ts";
import { NotFoundError } from "../errors.ts";
import { MESSAGES } from "../messages.ts";

export interface CertificateRecord {
  registration_id: string;
  full_name: string;
  specific_training: string;
  training_type: string;
  gender: string;
  duration: string;
  /** `YYYY-MM-DD`; pages show it as dd/mm/yyyy. */
  completion_date: string;
  certificate_id: string;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;

/** Longest id anyone could mean; longer input is not looked up. */
export const CERTIFICATE_ID_MAX_LENGTH = 64;

/** The certificate with this id (trimmed, case-insensitive), or NotFoundError('Certificate not found.'). */
export async function findCertificate(db: Db, certificateId: string): Promise<CertificateRecord> {
  const id = certificateId.trim();
  // No id holds control characters (and NUL cannot even be sent to PostgreSQL): not found, not a failure.
  if (!id || id.length > CERTIFICATE_ID_MAX_LENGTH || CONTROL_CHARACTER.test(id))
    throw new NotFoundError(MESSAGES.certificateIdNotFoundApi);
  const [row] = await db
    .select({
      registration_id: certificates.registrationId,
      full_name: certificates.fullName,
      specific_training: certificates.specificTraining,
      training_type: certificates.trainingType,
      gender: certificates.gender,
      duration: certificates.duration,
      completion_date: certificates.completionDate,
      certificate_id: certificates.certificateId,
    })
    .from(certificates)
    .where(eq(sql`lower(${certificates.certificateId})`, id.toLowerCase()))
    .limit(1);
  if (!row) throw new NotFoundError(MESSAGES.certificateIdNotFoundApi);
  return row;
}
