/**
 * The enquiries inbox (docs/product/console.md#screens): every career, services, chat and contact-query enquiry read
 * through the `enquiry_inbox` view (ADR 0025), filtered, paged and exported; status, assignee, follow-up and
 * notes written to the enquiry's own table, each change with its audit row in the same transaction.
 */
import { and, count, desc, eq, inArray, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { changedFields, recordAudit } from "../audit/audit.server.ts";
import { consoleListPage } from "../console/list-page.server.ts";
import { personSearch } from "../console/list-search.server.ts";
import { addNote, listNotes, writeNote } from "../console/notes.server.ts";
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_STATUS_LABELS,
  type EnquiryKind,
  type EnquiryStatus,
  OPEN_ENQUIRY_STATUSES,
  todayIst,
  WORKFLOW_MESSAGES,
} from "../console/workflow.ts";
import type { Db } from "../db/db.ts";
import {
  careerEnquiries,
  contactMessages,
  enquiryInbox,
  registrations,
  serviceEnquiries,
  staffUsers,
} from "../db/schema.ts";
import { NotFoundError, RuleError } from "../errors.ts";
import { keysetPages } from "../exports/csv-writer.ts";
import type { Actor } from "../staff/actor.ts";
import { emailIdentity } from "./email-identity.ts";

export interface EnquiryRef {
  kind: EnquiryKind;
  id: number;
}
export const refText = (ref: EnquiryRef) => `${ref.kind}:${ref.id}`;

export interface InboxFilter {
  kind?: EnquiryKind;
  status?: EnquiryStatus;
  /** A staff id, or `none` for unassigned. */
  assignee?: string;
  /** Name, e-mail or phone (any part). */
  q?: string;
  overdue?: boolean;
}

function inboxWhere(filter: InboxFilter, today: string): SQL | undefined {
  const where: SQL[] = [];
  if (filter.kind) where.push(eq(enquiryInbox.kind, filter.kind));
  if (filter.status) where.push(eq(enquiryInbox.status, filter.status));
  if (filter.assignee === "none") where.push(isNull(enquiryInbox.assigneeId));
  else if (filter.assignee) where.push(eq(enquiryInbox.assigneeId, filter.assignee));
  if (filter.overdue) {
    where.push(lt(enquiryInbox.followUpOn, today), inArray(enquiryInbox.status, [...OPEN_ENQUIRY_STATUSES]));
  }
  const q = filter.q?.trim();
  if (q) where.push(personSearch(q, enquiryInbox));
  return where.length ? and(...where) : undefined;
}

const inboxColumns = {
  kind: enquiryInbox.kind,
  id: enquiryInbox.id,
  name: enquiryInbox.name,
  email: enquiryInbox.email,
  phone: enquiryInbox.phone,
  subject: enquiryInbox.subject,
  organisation: enquiryInbox.organisation,
  location: enquiryInbox.location,
  status: enquiryInbox.status,
  assigneeId: enquiryInbox.assigneeId,
  assigneeName: staffUsers.name,
  followUpOn: enquiryInbox.followUpOn,
  createdAt: enquiryInbox.createdAt,
};

const newestFirst = [desc(enquiryInbox.createdAt), desc(enquiryInbox.kind), desc(enquiryInbox.id)];

export async function listInbox(db: Db, filter: InboxFilter, page = 1, now = new Date()) {
  const today = todayIst(now);
  const where = inboxWhere(filter, today);
  const listed = await consoleListPage(
    db
      // A list row shows the start of a message: sorting 10,000 whole messages would be most of the work.
      .select({ ...inboxColumns, subject: sql<string>`left(${enquiryInbox.subject}, 160)` })
      .from(enquiryInbox)
      .leftJoin(staffUsers, eq(staffUsers.id, enquiryInbox.assigneeId))
      .where(where)
      .orderBy(...newestFirst),
    db.select({ n: count() }).from(enquiryInbox).where(where),
    page,
  );
  return { ...listed, rows: listed.rows.map((row) => ({ ...row, overdue: isOverdue(row, today) })) };
}

function isOverdue(row: { followUpOn: string | null; status: string }, today: string): boolean {
  return (
    row.followUpOn !== null &&
    row.followUpOn < today &&
    (OPEN_ENQUIRY_STATUSES as readonly string[]).includes(row.status)
  );
}

export const INBOX_CSV_HEADER = [
  "Kind",
  "Id",
  "Received (India time)",
  "Name",
  "E-mail",
  "Phone",
  "Training, service or message",
  "College or organisation",
  "Location",
  "Status",
  "Assignee",
  "Follow up on",
];

/** The filtered inbox, newest first, a page at a time by keyset (constant memory, stable under inserts). */
export function inboxExportPages(db: Db, filter: InboxFilter, now = new Date(), size = 500) {
  const where = inboxWhere(filter, todayIst(now));
  type Cursor = { at: string; kind: string; id: number };
  return keysetPages(
    (after: Cursor | null, limit) =>
      db
        .select({ ...inboxColumns, at: sql<string>`${enquiryInbox.createdAt}::text` })
        .from(enquiryInbox)
        .leftJoin(staffUsers, eq(staffUsers.id, enquiryInbox.assigneeId))
        .where(
          and(
            where,
            after
              ? sql`(${enquiryInbox.createdAt}, ${enquiryInbox.kind}, ${enquiryInbox.id}) < (${after.at}::timestamptz, ${after.kind}, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(...newestFirst)
        .limit(limit),
    (row) => ({ at: row.at, kind: row.kind, id: row.id }),
    size,
  );
}

export function inboxCsvCells(row: {
  kind: string;
  id: number;
  createdAt: Date;
  name: string;
  email: string;
  phone: string;
  subject: string;
  organisation: string;
  location: string;
  status: string;
  assigneeName: string | null;
  followUpOn: string | null;
}) {
  return [
    ENQUIRY_KIND_LABELS[row.kind as EnquiryKind] ?? row.kind,
    row.id,
    row.createdAt,
    row.name,
    row.email,
    row.phone,
    row.subject,
    row.organisation,
    row.location,
    ENQUIRY_STATUS_LABELS[row.status as EnquiryStatus] ?? row.status,
    row.assigneeName ?? "",
    row.followUpOn ?? "",
  ];
}

/** One enquiry with its notes and everything else from the same person (same e-mail identity or phone). */
export async function getEnquiry(db: Db, ref: EnquiryRef, now = new Date()) {
  const [row] = await db
    .select(inboxColumns)
    .from(enquiryInbox)
    .leftJoin(staffUsers, eq(staffUsers.id, enquiryInbox.assigneeId))
    .where(and(eq(enquiryInbox.kind, ref.kind), eq(enquiryInbox.id, ref.id)))
    .limit(1);
  if (!row) throw new NotFoundError(WORKFLOW_MESSAGES.notFound);
  const key = emailIdentity(row.email);
  const samePerson = or(
    eq(enquiryInbox.emailKey, key),
    row.phone ? eq(enquiryInbox.phone, row.phone) : undefined,
  );
  const [others, theirRegistrations, notes] = await Promise.all([
    db
      .select({
        kind: enquiryInbox.kind,
        id: enquiryInbox.id,
        subject: enquiryInbox.subject,
        status: enquiryInbox.status,
        createdAt: enquiryInbox.createdAt,
      })
      .from(enquiryInbox)
      .where(and(samePerson, or(ne(enquiryInbox.kind, ref.kind), ne(enquiryInbox.id, ref.id))))
      .orderBy(...newestFirst)
      .limit(50),
    db
      .select({
        id: registrations.id,
        specificTraining: registrations.specificTraining,
        status: registrations.status,
        createdAt: registrations.createdAt,
      })
      .from(registrations)
      .where(
        or(
          eq(sql`lower(${registrations.email})`, row.email.trim().toLowerCase()),
          row.phone ? eq(registrations.phone, row.phone) : undefined,
        ),
      )
      .orderBy(desc(registrations.createdAt))
      .limit(20),
    listNotes(db, "enquiry", refText(ref)),
  ]);
  return {
    enquiry: { ...row, overdue: isOverdue(row, todayIst(now)) },
    others,
    registrations: theirRegistrations,
    notes,
  };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Work = { status?: string; assigneeId?: string | null; followUpOn?: string | null };

/** Reads (for update) and writes the workflow columns of one enquiry in its own table. */
async function currentWork(tx: Tx, ref: EnquiryRef): Promise<Required<Work> | null> {
  const columns = (t: typeof careerEnquiries | typeof serviceEnquiries | typeof contactMessages) => ({
    status: t.status,
    assigneeId: t.assigneeId,
    followUpOn: t.followUpOn,
  });
  const rows =
    ref.kind === "career"
      ? await tx
          .select(columns(careerEnquiries))
          .from(careerEnquiries)
          .where(eq(careerEnquiries.id, ref.id))
          .for("update")
      : ref.kind === "services"
        ? await tx
            .select(columns(serviceEnquiries))
            .from(serviceEnquiries)
            .where(eq(serviceEnquiries.id, ref.id))
            .for("update")
        : await tx
            .select(columns(contactMessages))
            .from(contactMessages)
            .where(and(eq(contactMessages.id, ref.id), eq(contactMessages.source, ref.kind)))
            .for("update");
  return rows[0] ?? null;
}

async function writeWork(tx: Tx, ref: EnquiryRef, values: Work): Promise<void> {
  if (ref.kind === "career")
    await tx.update(careerEnquiries).set(values).where(eq(careerEnquiries.id, ref.id));
  else if (ref.kind === "services")
    await tx.update(serviceEnquiries).set(values).where(eq(serviceEnquiries.id, ref.id));
  else await tx.update(contactMessages).set(values).where(eq(contactMessages.id, ref.id));
}

/**
 * Moves enquiries to a status (one, or many at once from the list), each with an entry in its history (with
 * the note, if any) and its own audit row. Enquiries already in that status are left as they are; any status
 * may follow any other, so a mistake (or spam marked by error) can be undone.
 */
export async function changeEnquiryStatus(
  db: Db,
  actor: Actor,
  refs: EnquiryRef[],
  status: EnquiryStatus,
  note = "",
): Promise<number> {
  return db.transaction(async (tx) => {
    let changed = 0;
    for (const ref of refs) {
      const before = await currentWork(tx, ref);
      if (!before) throw new NotFoundError(WORKFLOW_MESSAGES.notFound);
      if (before.status === status) continue;
      await writeWork(tx, ref, { status });
      await writeNote(tx, actor, "enquiry", refText(ref), note, { from: before.status, to: status });
      await recordAudit(tx, actor, {
        action: "status-change",
        entity: "enquiry",
        entityId: refText(ref),
        changes: { status: [before.status, status], ...(refs.length > 1 ? { bulk: refs.length } : {}) },
      });
      changed++;
    }
    return changed;
  });
}

/** Assignee (a colleague who works enquiries, or nobody) and follow-up date (or none). */
export async function updateEnquiryDetails(
  db: Db,
  actor: Actor,
  ref: EnquiryRef,
  input: { assigneeId: string | null; followUpOn: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await currentWork(tx, ref);
    if (!before) throw new NotFoundError(WORKFLOW_MESSAGES.notFound);
    if (input.assigneeId) {
      const [assignee] = await tx
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(
          and(
            eq(staffUsers.id, input.assigneeId),
            eq(staffUsers.banned, false),
            inArray(staffUsers.role, ["admin", "counsellor"]),
          ),
        );
      if (!assignee) throw new RuleError(WORKFLOW_MESSAGES.assignee, ["assigneeId"]);
    }
    const changes = changedFields(before, input);
    if (Object.keys(changes).length === 0) return;
    await writeWork(tx, ref, input);
    await recordAudit(tx, actor, { action: "update", entity: "enquiry", entityId: refText(ref), changes });
  });
}

export async function addEnquiryNote(db: Db, actor: Actor, ref: EnquiryRef, body: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await currentWork(tx, ref))) throw new NotFoundError(WORKFLOW_MESSAGES.notFound);
    await addNote(tx, actor, "enquiry", refText(ref), body);
  });
}

/** Colleagues an enquiry can be assigned to: active admins and counsellors. */
export function listAssignees(db: Db) {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .where(and(eq(staffUsers.banned, false), inArray(staffUsers.role, ["admin", "counsellor"])))
    .orderBy(staffUsers.name);
}

/** Open enquiries whose follow-up day has passed, most overdue first (for the dashboard). */
export function overdueFollowUps(db: Db, now = new Date(), limit = 10) {
  return db
    .select({
      kind: enquiryInbox.kind,
      id: enquiryInbox.id,
      name: enquiryInbox.name,
      followUpOn: enquiryInbox.followUpOn,
    })
    .from(enquiryInbox)
    .where(inboxWhere({ overdue: true }, todayIst(now)))
    .orderBy(enquiryInbox.followUpOn, enquiryInbox.createdAt)
    .limit(limit);
}
