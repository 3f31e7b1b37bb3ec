/**
 * Stores enquiries, each with the consent its form carried, in one transaction. Repeats of career/services
 * enquiries are refused by the database's unique indexes (same person by e-mail, domain/enquiries/
 * email-identity.ts, or same phone, for the same training/service): the insert itself is the check, so two
 * simultaneous repeats cannot both be stored.
 */

import { isUniqueViolation } from "../db/database-errors.ts";
import type { Db } from "../db/db.ts";
import { careerEnquiries, contactMessages, serviceEnquiries } from "../db/schema.ts";
import { DuplicateError } from "../errors.ts";
import { MESSAGES } from "../messages.ts";
import { recordSubmission } from "../submissions.server.ts";
import { emailIdentity } from "./email-identity.ts";
import type { CareerEnquiry, ContactMessage, ServicesEnquiry } from "./enquiries.schema.ts";

async function refusingRepeats(store: () => Promise<unknown>): Promise<void> {
  try {
    await store();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateError(MESSAGES.duplicateApi);
    throw error;
  }
}

export function createCareerEnquiry(db: Db, input: CareerEnquiry): Promise<void> {
  return refusingRepeats(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(careerEnquiries)
        .values({ ...input, emailKey: emailIdentity(input.email) })
        .returning({ id: careerEnquiries.id });
      await recordSubmission(tx, {
        form: "career",
        ...input,
        recordTable: "career_enquiries",
        recordId: row!.id,
      });
    }),
  );
}

export function createServicesEnquiry(db: Db, input: ServicesEnquiry): Promise<void> {
  return refusingRepeats(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(serviceEnquiries)
        .values({ ...input, emailKey: emailIdentity(input.email) })
        .returning({ id: serviceEnquiries.id });
      await recordSubmission(tx, {
        form: "services",
        ...input,
        recordTable: "service_enquiries",
        recordId: row!.id,
      });
    }),
  );
}

export async function createContactMessage(
  db: Db,
  source: "chat" | "enquiry",
  input: ContactMessage,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ source, ...input, emailKey: emailIdentity(input.email) })
      .returning({ id: contactMessages.id });
    await recordSubmission(tx, {
      form: source,
      email: input.email,
      recordTable: "contact_messages",
      recordId: row!.id,
    });
  });
}
