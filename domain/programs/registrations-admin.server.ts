/**
 * Registrations in the console (docs/product/console.md#screens): list, detail with the amounts the server computed,
 * and status changes along REGISTRATION_MOVES, each with a note in the history and an audit row (paid and refunded
 * only through money records: MONEY_REGISTRATION_STATUSES).
 */
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { recordAudit } from "../audit/audit.server.ts";
import { consoleListPage } from "../console/list-page.server.ts";
import { personSearch } from "../console/list-search.server.ts";
import { listNotes, writeNote } from "../console/notes.server.ts";
import {
  isMoneyRegistrationStatus,
  REGISTRATION_MOVES,
  REGISTRATION_STATUS_LABELS,
  type RegistrationStatus,
  WORKFLOW_MESSAGES,
} from "../console/workflow.ts";
import type { Db } from "../db/db.ts";
import { registrations } from "../db/schema.ts";
import { NotFoundError, RuleError } from "../errors.ts";
import { csvRupees, keysetPages } from "../exports/csv-writer.ts";
import type { Actor } from "../staff/actor.ts";
import { withBatch } from "./batch-reads.server.ts";
import { returnSeatOf, SEATLESS_STATUSES } from "./seats.server.ts";

export interface RegistrationFilter {
  status?: RegistrationStatus;
  /** Name, e-mail, phone or registration id. */
  q?: string;
}

function registrationWhere(filter: RegistrationFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(registrations.status, filter.status));
  const q = filter.q?.trim();
  if (q) {
    const { fullName: name, email, phone, id } = registrations;
    where.push(personSearch(q, { name, email, phone }, id));
  }
  return where.length ? and(...where) : undefined;
}

const listColumns = {
  id: registrations.id,
  fullName: registrations.fullName,
  email: registrations.email,
  phone: registrations.phone,
  trainingType: registrations.trainingType,
  specificTraining: registrations.specificTraining,
  totalFeesPaise: registrations.totalFeesPaise,
  payableNowPaise: registrations.payableNowPaise,
  status: registrations.status,
  createdAt: registrations.createdAt,
};

export async function listRegistrations(db: Db, filter: RegistrationFilter, page = 1) {
  const where = registrationWhere(filter);
  return consoleListPage(
    db
      .select(listColumns)
      .from(registrations)
      .where(where)
      .orderBy(desc(registrations.createdAt), desc(registrations.id)),
    db.select({ n: count() }).from(registrations).where(where),
    page,
  );
}

export async function getRegistrationRecord(db: Db, id: string) {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id)).limit(1);
  if (!row) throw new NotFoundError(WORKFLOW_MESSAGES.notFound);
  return row;
}

/**
 * The registration a file is made of for staff (its confirmation PDF), with its audit row written first: a
 * download of someone's details that is not recorded does not happen (ADR 11).
 */
export async function openRegistrationForDownload(db: Db, actor: Actor, id: string, file: string) {
  const row = await withBatch(db, await getRegistrationRecord(db, id));
  await recordAudit(db, actor, {
    action: "download",
    entity: "registration",
    entityId: id,
    changes: { file },
  });
  return row;
}

export async function getRegistrationDetail(db: Db, id: string) {
  const row = await getRegistrationRecord(db, id);
  const { downloadTokenHash: _secret, ...registration } = row;
  return { registration, history: await listNotes(db, "registration", id) };
}

export async function changeRegistrationStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: RegistrationStatus,
  note: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: registrations.status })
      .from(registrations)
      .where(eq(registrations.id, id))
      .for("update");
    if (!row) throw new NotFoundError(WORKFLOW_MESSAGES.notFound);
    const from = row.status as RegistrationStatus;
    if (from === status) throw new RuleError(WORKFLOW_MESSAGES.sameStatus, ["status"]);
    if (!REGISTRATION_MOVES[from]?.includes(status)) {
      throw new RuleError(
        WORKFLOW_MESSAGES.notAllowed(
          REGISTRATION_STATUS_LABELS[from] ?? from,
          REGISTRATION_STATUS_LABELS[status],
        ),
        ["status"],
      );
    }
    // Paid and refunded follow the money records (recordPayment, webhooks, the reconciler, refunds), never a note.
    if (isMoneyRegistrationStatus(status))
      throw new RuleError(
        status === "paid" ? WORKFLOW_MESSAGES.paidByPaymentOnly : WORKFLOW_MESSAGES.refundedByRefundOnly,
        ["status"],
      );
    // A cancelled or refunded registration gives its batch's seat back (before its status says it has none).
    if ((SEATLESS_STATUSES as readonly string[]).includes(status)) await returnSeatOf(tx, id);
    await tx.update(registrations).set({ status }).where(eq(registrations.id, id));
    await writeNote(tx, actor, "registration", id, note, { from, to: status });
    await recordAudit(tx, actor, {
      action: "status-change",
      entity: "registration",
      entityId: id,
      changes: { status: [from, status] },
    });
  });
}

/** The columns every export of registrations (this list's, a batch's roster) starts with: who registered, when. */
export const REGISTRANT_CSV_HEADER = [
  "Registration id",
  "Registered (India time)",
  "Name",
  "E-mail",
  "Phone",
];

/** A registration's cells under REGISTRANT_CSV_HEADER. */
export function registrantCsvCells(row: {
  id: string;
  createdAt: Date;
  fullName: string;
  email: string;
  phone: string;
}) {
  return [row.id, row.createdAt, row.fullName, row.email, row.phone];
}

export const REGISTRATION_CSV_HEADER = [
  ...REGISTRANT_CSV_HEADER,
  "Training type",
  "Program",
  "Total fees (₹)",
  "Payable now (₹)",
  "Status",
];

export function registrationExportPages(db: Db, filter: RegistrationFilter, size = 500) {
  const where = registrationWhere(filter);
  type Cursor = { at: string; id: string };
  return keysetPages(
    (after: Cursor | null, limit) =>
      db
        .select({ ...listColumns, at: sql<string>`${registrations.createdAt}::text` })
        .from(registrations)
        .where(
          and(
            where,
            after
              ? sql`(${registrations.createdAt}, ${registrations.id}) < (${after.at}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(desc(registrations.createdAt), desc(registrations.id))
        .limit(limit),
    (row) => ({ at: row.at, id: row.id }),
    size,
  );
}

export function registrationCsvCells(row: {
  id: string;
  createdAt: Date;
  fullName: string;
  email: string;
  phone: string;
  trainingType: string;
  specificTraining: string;
  totalFeesPaise: number;
  payableNowPaise: number;
  status: string;
}) {
  return [
    ...registrantCsvCells(row),
    row.trainingType,
    row.specificTraining,
    csvRupees(row.totalFeesPaise),
    csvRupees(row.payableNowPaise),
    REGISTRATION_STATUS_LABELS[row.status as RegistrationStatus] ?? row.status,
  ];
}
