/**
 * Personal-data requests (docs/product/console.md#screens, Personal data; ADR 28): find everything held about an e-mail
 * address or a phone number, export it as one file, or erase it. Erasure deletes every row in one transaction
 * with its audit row; the resumes are removed through the storage interface after the commit (a file cannot
 * take part in the transaction: removing it first and then rolling back would lose a file whose row stays).
 * The audit row keeps the reason and how many records of each kind went, never who they were about.
 */
import { inArray } from "drizzle-orm";
import { recordAudit, type Tx } from "../audit/audit.server.ts";
import { deleteNotesAbout, historyEntries } from "../console/notes.server.ts";
import {
  APPLICANT_STAGE_LABELS,
  ENQUIRY_STATUS_LABELS,
  REGISTRATION_STATUS_LABELS,
} from "../console/workflow.ts";
import type { Db } from "../db/db.ts";
import {
  batchWaitlist,
  careerEnquiries,
  certificates,
  consents,
  contactMessages,
  jobApplications,
  outbox,
  paymentOrders,
  payments,
  registrations,
  serviceEnquiries,
} from "../db/schema.ts";
import { RuleError } from "../errors.ts";
import { releaseSeat } from "../programs/seats.server.ts";
import type { Actor } from "../staff/actor.ts";
import type { Storage } from "../storage.ts";
import { afterCommit, CONTENT_CHANGED } from "../write-effects.ts";
import { buildPersonalDataFile, type PersonalDataFile } from "./personal-data-file.ts";
import { findPersonalData, type PersonalData } from "./personal-data-find.server.ts";
import type { PersonQuery } from "./privacy.schema.ts";

export { findPersonalData, type PersonalData };

/** How many records of each kind: what the screen summarises and the audit row keeps. */
export function countRecords(found: PersonalData): Record<keyof PersonalData, number> {
  return Object.fromEntries(Object.entries(found).map(([kind, rows]) => [kind, rows.length])) as Record<
    keyof PersonalData,
    number
  >;
}

/**
 * The records found, by kind (`{ registrations: ["REG-…"], jobApplications: ["17"] }`, kinds with none left
 * out): what an audit row of a look-up or an export says was read. Ids only, never the person's details.
 */
export function recordIds(found: PersonalData): Record<string, string[]> {
  const ids: Record<string, string[]> = {};
  for (const [kind, rows] of Object.entries(found) as [
    keyof PersonalData,
    PersonalData[keyof PersonalData],
  ][]) {
    if (!rows.length) continue;
    ids[kind] = rows.map((row) =>
      "certificateId" in row ? row.certificateId : String((row as { id: string | number }).id),
    );
  }
  return ids;
}

/**
 * Everything held about the person, for the Personal data screen: the look-up is in the audit log with what
 * it found (counts and record ids), never with the e-mail or phone searched for.
 */
export async function lookUpPersonalData(db: Db, actor: Actor, query: PersonQuery): Promise<PersonalData> {
  const found = await findPersonalData(db, query);
  await recordAudit(db, actor, {
    action: "look-up",
    entity: "personal-data",
    changes: { records: countRecords(found), ids: recordIds(found) },
  });
  return found;
}

const total = (found: PersonalData) => Object.values(found).reduce((sum, rows) => sum + rows.length, 0);

/**
 * Everything held about the person as a file they can read (domain/privacy/personal-data-file.ts): a section
 * per kind of record, the notes and status history staff wrote about each, the resumes inside. The export is in
 * the audit log with counts and record ids only. The outbox keeps no copy of a message, so mail is listed as
 * what was sent when, not its text.
 */
export async function exportPersonalData(
  db: Db,
  storage: Storage,
  actor: Actor,
  query: PersonQuery,
  now: Date = new Date(),
): Promise<PersonalDataFile> {
  const found = await findPersonalData(db, query);
  const [resumes, enquiries, registrationNotes, applicationNotes] = await Promise.all([
    Promise.all(
      found.jobApplications.map(
        async (application) =>
          [
            application.id,
            {
              fileName: application.resumeOriginalName,
              mimeType: application.resumeMimeType,
              base64: await storage.readPrivate(application.resumePath).then(
                (bytes) => bytes.toString("base64"),
                () => null, // a file already gone: listed without content
              ),
            },
          ] as const,
      ),
    ),
    historyEntries(db, "enquiry", enquiryNoteIds(found), ENQUIRY_STATUS_LABELS),
    historyEntries(
      db,
      "registration",
      found.registrations.map((row) => row.id),
      REGISTRATION_STATUS_LABELS,
    ),
    historyEntries(
      db,
      "job-application",
      found.jobApplications.map((row) => String(row.id)),
      APPLICANT_STAGE_LABELS,
    ),
  ]);
  await recordAudit(db, actor, {
    action: "export",
    entity: "personal-data",
    changes: { records: countRecords(found), ids: recordIds(found) },
  });
  return buildPersonalDataFile({
    query,
    found,
    notes: { enquiries, registrations: registrationNotes, jobApplications: applicationNotes },
    resumes: new Map(resumes),
    now,
  });
}

/** How the leads screens key the notes about enquiries (domain/enquiries/inbox.server.ts): `<kind>:<id>`. */
function enquiryNoteIds(found: PersonalData): string[] {
  return [
    ...found.careerEnquiries.map((row) => `career:${row.id}`),
    ...found.serviceEnquiries.map((row) => `services:${row.id}`),
    ...found.contactMessages.map((row) => `${row.source}:${row.id}`),
  ];
}

/**
 * Erases everything held about the person: rows in one transaction with the audit row (the reason and the
 * counts, nothing that names the person), then the resume files. Returns the counts and any file the
 * storage failed to remove.
 */
export async function erasePersonalData(
  db: Db,
  storage: Storage,
  actor: Actor,
  query: PersonQuery,
  reason: string,
): Promise<{ counts: Record<keyof PersonalData, number>; filesLeft: string[] }> {
  const { counts, files } = await db.transaction(async (tx) => {
    const found = await findPersonalData(tx, query);
    if (!total(found)) throw new RuleError("Nothing is held about this person.");
    await refuseWhenMoneyWasReceived(tx, found);
    await deleteFound(tx, found);
    const counts = countRecords(found);
    await recordAudit(tx, actor, {
      action: "erase",
      entity: "personal-data",
      changes: { reason, records: counts },
    });
    return { counts, files: found.jobApplications.map((row) => row.resumePath) };
  });
  return { counts, filesLeft: await removeFiles(storage, files) };
}

/**
 * Money received for a registration makes it, its payments and refunds and their vouchers accounting records
 * that the company must keep: such a person's data is not erased here (nothing is), and the screen says why.
 */
async function refuseWhenMoneyWasReceived(tx: Tx, found: PersonalData): Promise<void> {
  const ids = found.registrations.map((row) => row.id);
  if (!ids.length) return;
  const rows = await tx
    .select({ registrationId: payments.registrationId })
    .from(payments)
    .where(inArray(payments.registrationId, ids));
  const paid = [...new Set(rows.map((row: { registrationId: string }) => row.registrationId))];
  if (paid.length)
    throw new RuleError(
      `Nothing was erased: money was received for ${paid.join(", ")}, and its receipts are accounting records the company must keep.`,
    );
}

/** Deletes the rows found (mail and consents first: they only point at the records). */
export async function deleteFound(tx: Tx, found: PersonalData): Promise<void> {
  const numeric = async (
    table:
      | typeof outbox
      | typeof consents
      | typeof careerEnquiries
      | typeof serviceEnquiries
      | typeof contactMessages
      | typeof jobApplications
      | typeof certificates
      | typeof batchWaitlist,
    rows: { id: number }[],
  ) => {
    if (rows.length)
      await tx.delete(table).where(
        inArray(
          table.id,
          rows.map((row) => row.id),
        ),
      );
  };
  // Notes and status history about these records (registrations and applications by their id).
  await deleteNotesAbout(tx, "enquiry", enquiryNoteIds(found));
  await deleteNotesAbout(
    tx,
    "registration",
    found.registrations.map((row) => row.id),
  );
  await deleteNotesAbout(
    tx,
    "job-application",
    found.jobApplications.map((row) => String(row.id)),
  );
  await numeric(outbox, found.mail);
  await numeric(consents, found.consents);
  await numeric(careerEnquiries, found.careerEnquiries);
  await numeric(serviceEnquiries, found.serviceEnquiries);
  await numeric(contactMessages, found.contactMessages);
  await numeric(jobApplications, found.jobApplications);
  await numeric(certificates, found.certificates);
  await numeric(batchWaitlist, found.waitlist);
  // An offer held a seat for its person: the seat goes back (to the next person waiting, or the batch).
  for (const row of found.waitlist) if (row.status === "offered") await releaseSeat(tx, row.batchId);
  if (found.waitlist.some((row) => row.status === "offered")) afterCommit(tx, CONTENT_CHANGED);
  // A gateway order no payment came for (a Checkout opened and left) goes with its registration.
  if (found.registrations.length)
    await tx.delete(paymentOrders).where(
      inArray(
        paymentOrders.registrationId,
        found.registrations.map((row) => row.id),
      ),
    );
  if (found.registrations.length)
    await tx.delete(registrations).where(
      inArray(
        registrations.id,
        found.registrations.map((row) => row.id),
      ),
    );
}

/**
 * Removes stored files after the rows that named them are gone (a file already missing is fine). Returns the
 * stored paths that could not be removed (the storage failed), for the caller to log: random names, no one's data.
 */
export async function removeFiles(storage: Storage, paths: string[]): Promise<string[]> {
  const results = await Promise.allSettled(paths.map((path) => storage.removePrivate(path)));
  return paths.filter((_, i) => results[i]!.status === "rejected");
}
