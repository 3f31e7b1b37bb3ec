/**
 * Batches in the console (docs/decisions/0054-batches-with-seats.md): a program's batches and their form
 * (editors and admins; audited; the content version moves), the office's roster with its CSV, moving a student
 * to another batch, cancelling a batch, and the dashboard's batches starting soon. Seats are counted only in
 * seats.server.ts.
 */
import { and, asc, eq, gte, inArray, isNotNull, lte, ne, type SQL, sql } from "drizzle-orm";
import { changedFields, recordAudit } from "../audit/audit.server.ts";
import type { Db } from "../db/db.ts";
import { batches, batchWaitlist, courses, internships, registrations } from "../db/schema.ts";
import { NotFoundError, RuleError } from "../errors.ts";
import { csvRupees, keysetPages } from "../exports/csv-writer.ts";
import { queueRegistrationLetters } from "../mail/outbox.server.ts";
import type { Actor } from "../staff/actor.ts";
import { afterCommit, CONTENT_CHANGED } from "../write-effects.ts";
import {
  BATCH_MESSAGES,
  BATCH_MODE_LABELS,
  BATCH_STATUS_LABELS,
  BATCHES_SOON_DAYS,
  type BatchInput,
  type BatchMode,
  type BatchStatus,
  batchSummary,
} from "./batch.schema.ts";
import type { ProgramKind } from "./coupon.schema.ts";
import { programTitle } from "./program-title.server.ts";
import { REGISTRANT_CSV_HEADER, registrantCsvCells } from "./registrations-admin.server.ts";
import {
  claimSeat,
  holdsSeat,
  indianToday,
  offerFreedSeats,
  ofProgram,
  releaseSeat,
} from "./seats.server.ts";

export type BatchRow = typeof batches.$inferSelect;

/** The program a batch belongs to. */
export function programOfBatch(batch: Pick<BatchRow, "courseId" | "internshipId">): {
  kind: ProgramKind;
  id: number;
} {
  return batch.courseId !== null
    ? { kind: "course", id: batch.courseId }
    : { kind: "internship", id: batch.internshipId! };
}

/** A program's batches, soonest first (cancelled ones too: the office still needs them). */
export async function listProgramBatches(db: Db, kind: ProgramKind, programId: number): Promise<BatchRow[]> {
  return db
    .select()
    .from(batches)
    .where(ofProgram(kind, programId))
    .orderBy(asc(batches.startsOn), asc(batches.id));
}

/** One batch with its program's title and kind. */
export async function getBatch(db: Db, id: number) {
  const [row] = await db
    .select({ batch: batches, programTitle })
    .from(batches)
    .leftJoin(courses, eq(courses.id, batches.courseId))
    .leftJoin(internships, eq(internships.id, batches.internshipId))
    .where(eq(batches.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(BATCH_MESSAGES.notFound);
  return { ...row, program: programOfBatch(row.batch) };
}

/** The batch form's values of a stored batch. */
export function batchFormValues(batch: BatchRow) {
  return {
    startsOn: batch.startsOn,
    endsOn: batch.endsOn ?? "",
    duration: batch.duration,
    mode: batch.mode,
    days: batch.days,
    startTime: batch.startTime,
    endTime: batch.endTime,
    seats: String(batch.seats),
    registrationClosesOn: batch.registrationClosesOn ?? "",
    status: batch.status === "cancelled" ? "closed" : batch.status,
  };
}

function columnsOf(input: BatchInput) {
  return {
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    duration: input.duration,
    mode: input.mode,
    days: input.days,
    startTime: input.startTime,
    endTime: input.endTime,
    seats: input.seats,
    registrationClosesOn: input.registrationClosesOn,
    status: input.status,
  };
}

async function assertProgramExists(tx: Db, kind: ProgramKind, programId: number) {
  const table = kind === "course" ? courses : internships;
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, programId)).limit(1);
  if (!row) throw new NotFoundError("This program does not exist any more.");
}

/** A new batch of a program; its seats start empty. */
export async function createBatch(
  db: Db,
  actor: Actor,
  kind: ProgramKind,
  programId: number,
  input: BatchInput,
): Promise<number> {
  const columns = columnsOf(input);
  return db.transaction(async (tx) => {
    await assertProgramExists(tx, kind, programId);
    const [row] = await tx
      .insert(batches)
      .values({ ...columns, [kind === "course" ? "courseId" : "internshipId"]: programId })
      .returning({ id: batches.id });
    await recordAudit(tx, actor, {
      action: "create",
      entity: "batch",
      entityId: String(row!.id),
      changes: changedFields({}, { program: `${kind}:${programId}`, ...columns }),
    });
    afterCommit(tx, CONTENT_CHANGED);
    return row!.id;
  });
}

/**
 * Saves a batch. The row is locked first, so a registration counting a seat waits and `seatsTaken` is the
 * final word: seats below the students already in it are refused, as is a save from a form opened on an older
 * revision, and any change to a cancelled batch. Marking it `full` by hand is allowed; `open` with no seat left
 * stays full.
 */
export async function updateBatch(
  db: Db,
  actor: Actor,
  id: number,
  revision: number,
  input: BatchInput,
): Promise<void> {
  const columns = columnsOf(input);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(batches).where(eq(batches.id, id)).for("update");
    if (!before) throw new NotFoundError(BATCH_MESSAGES.notFound);
    if (before.status === "cancelled") throw new RuleError(BATCH_MESSAGES.cancelled);
    if (before.revision !== revision) throw new RuleError(BATCH_MESSAGES.stale);
    if (columns.seats < before.seatsTaken)
      throw new RuleError(BATCH_MESSAGES.seatsBelowTaken(before.seatsTaken), ["seats"]);
    const status: BatchStatus =
      columns.status === "open" && before.seatsTaken >= columns.seats ? "full" : columns.status;
    const after = { ...columns, status };
    await tx
      .update(batches)
      .set({ ...after, revision: sql`${batches.revision} + 1` })
      .where(eq(batches.id, id));
    await recordAudit(tx, actor, {
      action: "update",
      entity: "batch",
      entityId: String(id),
      changes: changedFields(before as unknown as Record<string, unknown>, after),
    });
    // Seats raised (or the batch reopened): its waiting list is offered them first.
    await offerFreedSeats(tx, id);
    afterCommit(tx, CONTENT_CHANGED);
  });
}

/* ------------------------------------------------------------------ the office */

const rosterColumns = {
  id: registrations.id,
  fullName: registrations.fullName,
  email: registrations.email,
  phone: registrations.phone,
  status: registrations.status,
  payableNowPaise: registrations.payableNowPaise,
  totalFeesPaise: registrations.totalFeesPaise,
  seatHeldUntil: registrations.seatHeldUntil,
  paidAfterLapse: registrations.paidAfterLapse,
  createdAt: registrations.createdAt,
  /**
   * Captured payments so far, in paise. Spelled out: in a single-table select Drizzle drops table names, which
   * would compare the payments' own columns (as in coupons.server.ts).
   */
  paidPaise: sql<number>`(select coalesce(sum("payments"."amount_paise"), 0)::integer from "payments" where "payments"."registration_id" = "registrations"."id" and "payments"."state" = 'captured')`,
};

export type RosterRow = {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  status: string;
  payableNowPaise: number;
  totalFeesPaise: number;
  seatHeldUntil: Date | null;
  paidAfterLapse: boolean;
  createdAt: Date;
  paidPaise: number;
};

/** Everyone who registered for the batch (seat holders and those who gave their seat back), in order. */
export async function batchRoster(db: Db, batchId: number): Promise<RosterRow[]> {
  return db
    .select(rosterColumns)
    .from(registrations)
    .where(eq(registrations.batchId, batchId))
    .orderBy(asc(registrations.createdAt), asc(registrations.id));
}

export const ROSTER_CSV_HEADER = [
  ...REGISTRANT_CSV_HEADER,
  "Status",
  "Paid (₹)",
  "Payable now (₹)",
  "Seat held until (India time)",
  "Batch",
];

export function rosterExportPages(db: Db, batchId: number, size = 500) {
  type Cursor = { at: string; id: string };
  return keysetPages(
    (after: Cursor | null, limit) =>
      db
        .select({
          ...rosterColumns,
          at: sql<string>`${registrations.createdAt}::text`,
          batchStartsOn: batches.startsOn,
          batchMode: batches.mode,
        })
        .from(registrations)
        .innerJoin(batches, eq(batches.id, registrations.batchId))
        .where(
          and(
            eq(registrations.batchId, batchId),
            after
              ? sql`(${registrations.createdAt}, ${registrations.id}) > (${after.at}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(registrations.createdAt), asc(registrations.id))
        .limit(limit),
    (row) => ({ at: row.at, id: row.id }),
    size,
  );
}

export function rosterCsvCells(
  row: RosterRow & { batchStartsOn: string; batchMode: BatchMode },
  statusLabels: Readonly<Record<string, string>>,
) {
  return [
    ...registrantCsvCells(row),
    statusLabels[row.status] ?? row.status,
    csvRupees(row.paidPaise),
    csvRupees(row.payableNowPaise),
    row.seatHeldUntil,
    `${row.batchStartsOn} ${BATCH_MODE_LABELS[row.batchMode]}`,
  ];
}

/** A batch as one line (`batchSummary`), with its day as the console's lists write it first. */
export function batchLabel(batch: Pick<BatchRow, "startsOn" | "mode" | "days" | "startTime" | "endTime">) {
  return `${batch.startsOn}: ${batchSummary(batch)}`;
}

/**
 * Moves a student's seat to another batch of the same program: the new batch's seat is claimed by the same
 * conditional UPDATE registrations use (so a full, closed or cancelled batch refuses), the old one given back,
 * both in one transaction with the audit row. The seat hold carries over.
 */
export async function moveToBatch(db: Db, actor: Actor, registrationId: string, toBatchId: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ batchId: registrations.batchId, status: registrations.status })
      .from(registrations)
      .where(eq(registrations.id, registrationId))
      .for("update");
    if (!row) throw new NotFoundError("This registration does not exist any more.");
    if (!row.batchId || ["cancelled", "refunded", "lapsed"].includes(row.status))
      throw new RuleError(BATCH_MESSAGES.moveNoSeat, ["toBatchId"]);
    if (row.batchId === toBatchId) throw new RuleError(BATCH_MESSAGES.moveSame, ["toBatchId"]);
    const [from] = await tx.select().from(batches).where(eq(batches.id, row.batchId));
    const program = programOfBatch(from!);
    const [target] = await tx.select().from(batches).where(eq(batches.id, toBatchId));
    if (!target || programOfBatch(target).kind !== program.kind || programOfBatch(target).id !== program.id)
      throw new RuleError(BATCH_MESSAGES.moveOtherProgram, ["toBatchId"]);
    try {
      await claimSeat(tx, program.kind, program.id, toBatchId, "toBatchId");
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      throw new RuleError(
        error.message === BATCH_MESSAGES.full
          ? BATCH_MESSAGES.moveTargetFull
          : BATCH_MESSAGES.moveTargetClosed,
        ["toBatchId"],
      );
    }
    await releaseSeat(tx, row.batchId);
    await tx.update(registrations).set({ batchId: toBatchId }).where(eq(registrations.id, registrationId));
    await recordAudit(tx, actor, {
      action: "batch-move",
      entity: "registration",
      entityId: registrationId,
      changes: { batch: [batchLabel(from!), batchLabel(target)], batchId: [row.batchId, toBatchId] },
    });
    afterCommit(tx, CONTENT_CHANGED);
  });
}

export interface CancelledBatch {
  /** Everyone mailed (the registrations that held a seat). */
  mailed: number;
  /** What was paid for the batch's seats: staff refund these from each registration's page. */
  refunds: { registrationId: string; fullName: string; paidPaise: number }[];
}

/**
 * Cancels a batch: no more registrations, every registration holding a seat is mailed (the `batch-cancelled`
 * letter) and keeps its registration so staff can move or refund it; the seats and the payments to refund are
 * listed in the answer. Audited with the counts.
 */
export async function cancelBatch(db: Db, actor: Actor, id: number): Promise<CancelledBatch> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(batches).where(eq(batches.id, id)).for("update");
    if (!before) throw new NotFoundError(BATCH_MESSAGES.notFound);
    if (before.status === "cancelled") throw new RuleError(BATCH_MESSAGES.alreadyCancelled);
    await tx
      .update(batches)
      .set({ status: "cancelled", revision: sql`${batches.revision} + 1` })
      .where(eq(batches.id, id));
    const holders = await tx
      .select({ ...rosterColumns })
      .from(registrations)
      .where(and(eq(registrations.batchId, id), holdsSeat));
    await queueRegistrationLetters(tx, "batch-cancelled", holders);
    const refunds = holders
      .filter((h) => h.paidPaise > 0)
      .map((h) => ({ registrationId: h.id, fullName: h.fullName, paidPaise: h.paidPaise }));
    await recordAudit(tx, actor, {
      action: "cancel",
      entity: "batch",
      entityId: String(id),
      changes: {
        status: [before.status, "cancelled"],
        studentsMailed: holders.length,
        paidToRefund: refunds.length,
      },
    });
    // Nobody waits for a batch that will not run; a seat held by an offer goes with the batch.
    await tx
      .update(batchWaitlist)
      .set({ status: "cancelled", offerTokenHash: null, updatedAt: sql`now()` })
      .where(and(eq(batchWaitlist.batchId, id), inArray(batchWaitlist.status, ["waiting", "offered"])));
    afterCommit(tx, CONTENT_CHANGED);
    return { mailed: holders.length, refunds };
  });
}

/** Other batches of the same program a student may be moved to (not cancelled, not over). */
export async function moveTargets(db: Db, batch: BatchRow) {
  const program = programOfBatch(batch);
  return db
    .select()
    .from(batches)
    .where(
      and(
        ofProgram(program.kind, program.id),
        ne(batches.id, batch.id),
        inArray(batches.status, ["open", "full", "closed"]),
        gte(batches.startsOn, sql`${indianToday} - 60`),
      ),
    )
    .orderBy(asc(batches.startsOn), asc(batches.id));
}

/** The dashboard's list: batches starting within 14 days (India time), soonest first, with seats left. */
export async function batchesStartingSoon(db: Db) {
  const rows = await db
    .select({
      id: batches.id,
      startsOn: batches.startsOn,
      mode: batches.mode,
      status: batches.status,
      seats: batches.seats,
      seatsTaken: batches.seatsTaken,
      programTitle,
    })
    .from(batches)
    .leftJoin(courses, eq(courses.id, batches.courseId))
    .leftJoin(internships, eq(internships.id, batches.internshipId))
    .where(
      and(
        ne(batches.status, "cancelled"),
        gte(batches.startsOn, indianToday),
        lte(batches.startsOn, sql`${indianToday} + ${sql.raw(String(BATCHES_SOON_DAYS))}`),
      ) as SQL,
    )
    .orderBy(asc(batches.startsOn), asc(batches.id));
  return rows.map((row) => ({
    ...row,
    seatsLeft: row.seats - row.seatsTaken,
    modeLabel: BATCH_MODE_LABELS[row.mode],
    statusLabel: BATCH_STATUS_LABELS[row.status],
  }));
}

/** Registrations of a batch that hold a seat (for the roster's count). */
export async function seatHolders(db: Db, batchId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(registrations)
    .where(and(eq(registrations.batchId, batchId), holdsSeat, isNotNull(registrations.batchId)));
  return row?.n ?? 0;
}
