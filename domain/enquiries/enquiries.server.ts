/**
 * Stores enquiries. Repeats of career/services enquiries are refused by the database's unique indexes
 * (same e-mail, any case, or same phone, for the same training/service): the insert itself is the check, so
 * two simultaneous repeats cannot both be stored.
 */
import type { Db } from "../db/db.ts";
import { careerEnquiries, contactMessages, serviceEnquiries } from "../db/schema.ts";
import { DuplicateError } from "../errors.ts";
import { MESSAGES } from "../messages.ts";
import type { CareerEnquiry, ContactMessage, ServicesEnquiry } from "./enquiries.schema.ts";

const UNIQUE_VIOLATION = "23505";

/**
 * True when a database error (or one it wraps: Drizzle puts the driver's error in `cause`) is a unique
 * violation. PostgreSQL (pg) and PGlite both report SQLSTATE 23505 in `code`.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

async function insertOnce(insert: () => Promise<unknown>): Promise<void> {
  try {
    await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateError(MESSAGES.duplicateApi);
    throw error;
  }
}

export function createCareerEnquiry(db: Db, input: CareerEnquiry): Promise<void> {
  return insertOnce(() => db.insert(careerEnquiries).values(input));
}

export function createServicesEnquiry(db: Db, input: ServicesEnquiry): Promise<void> {
  return insertOnce(() => db.insert(serviceEnquiries).values(input));
}

export async function createContactMessage(
  db: Db,
  source: "chat" | "enquiry",
  input: ContactMessage,
): Promise<void> {
  await db.insert(contactMessages).values({ source, ...input });
}
