/**
 * What a message is about, read from its record when the message is rendered (the outbox keeps only the
 * record's table and id). A record that no longer exists (erased) has no message: the row is discarded.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../domain/db/db.ts";
import {
  careerEnquiries,
  certificates,
  contactMessages,
  jobApplications,
  registrations,
  serviceEnquiries,
} from "../../domain/db/schema.ts";
import { formatDay, formatRupees } from "../../domain/format.ts";
import type { RecordMailKind } from "../../domain/mail/kinds.ts";
import { withBatch } from "../../domain/programs/batch-reads.server.ts";
import { paiseToRupees } from "../../domain/programs/pricing.ts";
import type { RegistrationRecord } from "../../domain/programs/registration.server.ts";

export interface MailRecord {
  kind: RecordMailKind;
  /** The visitor's name, for the greeting. */
  name: string;
  email: string;
  /** What the submission is about: a training, a service, a job, or a general message. */
  topic: string;
  /** How staff find it: a registration id, or the kind and number. */
  reference: string;
  /** The record's own page in the staff console (the staff notification links to it). */
  consolePath: string;
  /** Everything the visitor sent, labelled, in the form's order (the staff notification lists it). */
  fields: [label: string, value: string][];
  /** Set for registrations: the confirmation PDF is made from it (with its batch in one line, if any). */
  registration?: RegistrationRecord & { batch?: string | null };
  /** Set for certificates: the certificate PDF is made from it. */
  certificate?: typeof certificates.$inferSelect;
}

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
const present = (fields: [string, string | null | undefined][]): [string, string][] =>
  fields.filter((field): field is [string, string] => Boolean(field[1]?.trim()));

async function first<T>(rows: Promise<T[]>): Promise<T | undefined> {
  return (await rows)[0];
}

/** A record's mail without its kind (the caller's): null when the record is gone or is not to be mailed. */
type RecordMail = Omit<MailRecord, "kind"> | null;

export async function loadMailRecord(
  db: Db,
  kind: RecordMailKind,
  recordTable: string,
  recordId: string,
): Promise<MailRecord | null> {
  const mail = await loadRecordMail(db, recordTable, recordId);
  return mail ? { kind, ...mail } : null;
}

function loadRecordMail(db: Db, recordTable: string, recordId: string): Promise<RecordMail> {
  const numericId = Number(recordId);
  switch (recordTable) {
    case "career_enquiries":
      return careerEnquiryMail(db, numericId);
    case "service_enquiries":
      return serviceEnquiryMail(db, numericId);
    case "contact_messages":
      return contactMessageMail(db, numericId);
    case "registrations":
      return registrationMail(db, recordId);
    case "job_applications":
      return jobApplicationMail(db, numericId);
    case "certificates":
      return certificateMail(db, recordId);
    default:
      throw new Error(`no mail for records of ${recordTable}`);
  }
}

async function careerEnquiryMail(db: Db, id: number): Promise<RecordMail> {
  const row = await first(db.select().from(careerEnquiries).where(eq(careerEnquiries.id, id)));
  if (!row) return null;
  return {
    name: row.name,
    email: row.email,
    topic: row.training,
    reference: `Training enquiry #${row.id}`,
    consolePath: `/admin/enquiries/career/${row.id}`,
    fields: present([
      ["Name", row.name],
      ["College or job title", row.college],
      ["E-mail", row.email],
      ["Phone", row.phone],
      ["Location", row.location],
      ["Training", row.training],
    ]),
  };
}

async function serviceEnquiryMail(db: Db, id: number): Promise<RecordMail> {
  const row = await first(db.select().from(serviceEnquiries).where(eq(serviceEnquiries.id, id)));
  if (!row) return null;
  return {
    name: row.name,
    email: row.email,
    topic: row.service,
    reference: `Services enquiry #${row.id}`,
    consolePath: `/admin/enquiries/services/${row.id}`,
    fields: present([
      ["Name", row.name],
      ["Organisation", row.organization],
      ["E-mail", row.email],
      ["Phone", row.phone],
      ["Location", row.location],
      ["Service", row.service],
    ]),
  };
}

async function contactMessageMail(db: Db, id: number): Promise<RecordMail> {
  const row = await first(db.select().from(contactMessages).where(eq(contactMessages.id, id)));
  if (!row) return null;
  return {
    name: row.name,
    email: row.email,
    topic: row.source === "chat" ? "your chat with us" : "your message",
    reference: `${row.source === "chat" ? "Chat" : "Contact"} message #${row.id}`,
    // The inbox names a contact message's kind by its source (chat or enquiry).
    consolePath: `/admin/enquiries/${row.source}/${row.id}`,
    fields: present([
      ["Name", row.name],
      ["E-mail", row.email],
      ["Message", row.message],
    ]),
  };
}

async function registrationMail(db: Db, id: string): Promise<RecordMail> {
  const found = await first(db.select().from(registrations).where(eq(registrations.id, id)));
  const row = found ? await withBatch(db, found) : undefined;
  if (!row) return null;
  return {
    name: row.fullName,
    email: row.email,
    topic: row.specificTraining,
    reference: row.id,
    consolePath: `/admin/registrations/${encodeURIComponent(row.id)}`,
    registration: row,
    fields: present([
      ["Registration id", row.id],
      ["Program", `${row.specificTraining} (${row.trainingType})`],
      ["Duration", row.duration],
      ["Batch", row.batch ?? ""],
      ["Name", row.fullName],
      ["E-mail", row.email],
      ["Phone", row.phone],
      ["College", row.collegeName],
      ["Branch and year", `${row.branch}, ${row.year}`],
      ["Working status", row.workingStatus],
      ["Program fee", rupees(row.programPricePaise)],
      ["Discount", row.discountPaise ? rupees(row.discountPaise) : ""],
      ["Total fees", rupees(row.totalFeesPaise)],
      ["Payable now", rupees(row.payableNowPaise)],
    ]),
  };
}

async function jobApplicationMail(db: Db, id: number): Promise<RecordMail> {
  const row = await first(db.select().from(jobApplications).where(eq(jobApplications.id, id)));
  if (!row) return null;
  const job = row.title ? `${row.title}${row.company ? ` at ${row.company}` : ""}` : "a role with us";
  return {
    name: row.fullName,
    email: row.email,
    topic: job,
    reference: `Job application #${row.id}`,
    consolePath: `/admin/applicants/${row.id}`,
    // The resume itself is never attached: staff open it in the console.
    fields: present([
      ["Job", row.title ? job : "General application"],
      ["Name", row.fullName],
      ["E-mail", row.email],
      ["Phone", row.phone],
      ["Qualification", row.qualificationOther || row.qualification],
      ["Skills", row.skills],
      ["Experience", row.experience],
      ["Resume", `${row.resumeOriginalName} (in the console)`],
    ]),
  };
}

async function certificateMail(db: Db, id: string): Promise<RecordMail> {
  const row = await first(db.select().from(certificates).where(eq(certificates.certificateId, id)));
  // A certificate revoked (or erased) before its mail went out is not mailed.
  if (row?.status !== "valid" || !row.email) return null;
  return {
    name: row.fullName,
    email: row.email,
    topic: row.specificTraining,
    reference: row.certificateId,
    consolePath: `/admin/certificates/${encodeURIComponent(row.certificateId)}`,
    certificate: row,
    fields: present([
      ["Certificate ID", row.certificateId],
      ["Program", `${row.specificTraining} (${row.trainingType})`],
      ["Duration", row.duration],
      ["Completion date", formatDay(row.completionDate)],
    ]),
  };
}
