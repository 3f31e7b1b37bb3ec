/**
 * Finds everything held about an e-mail address or a phone number (personal-data.server.ts), apart from what is
 * done with it so that the export's file builder (personal-data-file.ts) can name its type without a cycle.
 */
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../audit/audit.server.ts";
import {
  batchWaitlist,
  careerEnquiries,
  certificates,
  consents,
  contactMessages,
  jobApplications,
  outbox,
  registrations,
  serviceEnquiries,
} from "../db/schema.ts";
import { emailIdentity } from "../enquiries/email-identity.ts";
import type { PersonQuery } from "./privacy.schema.ts";

const lower = (column: SQL | Parameters<typeof sql>[1]) => sql`lower(${column})`;

/** Rows of `table` whose e-mail or phone columns match the query. */
function matches(
  query: PersonQuery,
  emailColumns: Parameters<typeof eq>[0][],
  phoneColumns: Parameters<typeof eq>[0][],
  extra: (SQL | undefined)[] = [],
): SQL {
  const conditions: (SQL | undefined)[] = [...extra];
  if (query.email) for (const column of emailColumns) conditions.push(eq(lower(column), query.email));
  if (query.phone) for (const column of phoneColumns) conditions.push(eq(column, query.phone));
  return or(...conditions) ?? sql`false`;
}

/** Everything held about the person, as stored (rows of each table). */
export async function findPersonalData(db: Tx, query: PersonQuery) {
  const found = await findRecords(db, query);
  // Consents and mail also belong to the person through the records found above.
  const records: [string, string[]][] = [
    ["career_enquiries", found.careerEnquiries.map((r) => String(r.id))],
    ["service_enquiries", found.serviceEnquiries.map((r) => String(r.id))],
    ["contact_messages", found.contactMessages.map((r) => String(r.id))],
    ["registrations", found.registrations.map((r) => r.id)],
    ["job_applications", found.jobApplications.map((r) => String(r.id))],
    ["certificates", found.certificates.map((r) => r.certificateId)],
    ["batch_waitlist", found.waitlist.map((r) => String(r.id))],
  ];
  const ofRecords = (table: typeof consents | typeof outbox) =>
    records
      .filter(([, ids]) => ids.length)
      .map(([name, ids]) => and(eq(table.recordTable, name), inArray(table.recordId, ids)));
  const [consentRows, mail] = await Promise.all([
    db
      .select()
      .from(consents)
      .where(matches(query, [consents.email], [consents.phone], ofRecords(consents))),
    db
      .select()
      .from(outbox)
      .where(matches(query, [outbox.toAddress], [], ofRecords(outbox))),
  ]);
  return { ...found, consents: consentRows, mail };
}

/** The person's own records: enquiries, messages, registrations, applications, certificates, waitlist places. */
async function findRecords(db: Tx, query: PersonQuery) {
  const key = query.email ? emailIdentity(query.email) : "";
  // Tables that keep the address's identity (emailIdentity: Gmail's dots and +tags ignored) match on it too.
  const sameKey = (column: Parameters<typeof eq>[0]) => [key ? eq(column, key) : undefined];
  const [career, services, messages, regs, applications, certs, waiting] = await Promise.all([
    db
      .select()
      .from(careerEnquiries)
      .where(
        matches(query, [careerEnquiries.email], [careerEnquiries.phone], sameKey(careerEnquiries.emailKey)),
      ),
    db
      .select()
      .from(serviceEnquiries)
      .where(
        matches(
          query,
          [serviceEnquiries.email],
          [serviceEnquiries.phone],
          sameKey(serviceEnquiries.emailKey),
        ),
      ),
    db
      .select()
      .from(contactMessages)
      .where(matches(query, [contactMessages.email], [])),
    db
      .select()
      .from(registrations)
      .where(matches(query, [registrations.email], [registrations.phone])),
    db
      .select()
      .from(jobApplications)
      .where(matches(query, [jobApplications.email], [jobApplications.phone, jobApplications.altPhone])),
    db
      .select()
      .from(certificates)
      .where(matches(query, [certificates.email], [])),
    db
      .select()
      .from(batchWaitlist)
      .where(matches(query, [batchWaitlist.email], [batchWaitlist.phone], sameKey(batchWaitlist.emailKey))),
  ]);
  return {
    careerEnquiries: career,
    serviceEnquiries: services,
    contactMessages: messages,
    registrations: regs,
    jobApplications: applications,
    certificates: certs,
    waitlist: waiting,
  };
}
export type PersonalData = Awaited<ReturnType<typeof findPersonalData>>;
