/**
 * Seats of batches (docs/decisions/0054-batches-with-seats.md): which batch a registration may take, the one
 * place a seat is counted (inside the registration's transaction, as a coupon use is: claimCouponUse in
 * coupons.server.ts) and the one place a seat is given back.
 */

import { and, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../audit/audit.server.ts";
import type { Db } from "../db/db.ts";
import { batches, batchWaitlist, registrations } from "../db/schema.ts";
import { RuleError } from "../errors.ts";
import { type Letter, queueLetters } from "../mail/outbox.server.ts";
import { PAYMENT_DEADLINE_HOURS } from "../payments/payment-deadline.ts";
import { readSetting, writeSetting } from "../settings/setting-rows.server.ts";
import type { Actor } from "../staff/actor.ts";
import { afterCommit, CONTENT_CHANGED } from "../write-effects.ts";
import { BATCH_MESSAGES, batchAvailability, batchSummary, SEAT_HOLD_HOURS_DEFAULT } from "./batch.schema.ts";
import type { ProgramKind } from "./coupon.schema.ts";

/** The India day now at the database's clock (India keeps one offset all year). */
export const indianToday: SQL<string> = sql<string>`((now() at time zone 'UTC') + interval '5 hours 30 minutes')::date`;
/** The same day as `YYYY-MM-DD` text (both drivers return text as it is). */
const indianTodayText: SQL<string> = sql<string>`(${indianToday})::text`;

const programColumn = { course: batches.courseId, internship: batches.internshipId } as const;

export function ofProgram(kind: ProgramKind, programId: number): SQL {
  return eq(programColumn[kind], programId);
}

/** Registrations in these states hold no seat (whatever batch they name). */
export const SEATLESS_STATUSES = ["cancelled", "refunded", "lapsed"] as const;

/** A registration that holds its batch's seat. */
export const holdsSeat: SQL = and(
  isNotNull(registrations.batchId),
  sql`${registrations.status} not in ('cancelled', 'refunded', 'lapsed')`,
) as SQL;

/** Taking registrations now: open, a seat left, and the last registration day not past (India time). */
const takingRegistrations: SQL = and(
  eq(batches.status, "open"),
  sql`${batches.seatsTaken} < ${batches.seats}`,
  sql`coalesce(${batches.registrationClosesOn}, ${batches.startsOn}) >= ${indianToday}`,
) as SQL;

/** Full, or open, and its last registration day not past: what the form offers (a full one shown, not choosable). */
export const upcomingBatch: SQL = and(
  inArray(batches.status, ["open", "full"]),
  sql`coalesce(${batches.registrationClosesOn}, ${batches.startsOn}) >= ${indianToday}`,
) as SQL;

const SEAT_HOLD_KEY = "seat-hold-hours";

/** How long an unpaid registration keeps its seat: the setting, or 48 hours while none is stored. */
export async function loadSeatHoldHours(db: Pick<Db, "select">): Promise<number> {
  const hours = ((await readSetting(db, SEAT_HOLD_KEY)) as { hours?: unknown } | undefined)?.hours;
  return typeof hours === "number" && Number.isInteger(hours) && hours >= 1 && hours <= 720
    ? hours
    : SEAT_HOLD_HOURS_DEFAULT;
}

export { SEAT_HOLD_KEY };

/**
 * How long a new registration keeps its seat unpaid: with online payment on, until the payment deadline (the
 * server confirms an online payment for that long); otherwise the setting.
 */
export async function seatHoldHoursFor(db: Pick<Db, "select">, onlinePayment: boolean): Promise<number> {
  return onlinePayment ? PAYMENT_DEADLINE_HOURS : loadSeatHoldHours(db);
}

/** Saves the seat hold (Settings, admin), audited in its transaction. */
export async function saveSeatHoldHours(db: Db, actor: Actor, hours: number): Promise<void> {
  if (!Number.isInteger(hours) || hours < 1 || hours > 720) throw new RangeError("seat hold out of range");
  await db.transaction(async (tx) => {
    const before = await loadSeatHoldHours(tx);
    await writeSetting(tx, actor, SEAT_HOLD_KEY, { hours }, { hours: [before, hours] });
  });
}

/**
 * The batch a registration for this program will take: the one chosen (refused when it is another program's,
 * closed, cancelled or full), or null for a program that has no batch taking registrations now. A program with
 * upcoming batches asks for one. Checked before the transaction so an obvious mismatch costs no lock; the claim
 * re-checks it all.
 */
export async function batchForRegistration(
  db: Db,
  kind: ProgramKind,
  programId: number,
  batchId: number | null,
  field = "batchId",
): Promise<number | null> {
  if (batchId === null) {
    const open = await db
      .select({ status: batches.status, seats: batches.seats, seatsTaken: batches.seatsTaken })
      .from(batches)
      .where(and(ofProgram(kind, programId), upcomingBatch));
    if (open.length === 0) return null;
    const anySeat = open.some((b) => b.status === "open" && b.seatsTaken < b.seats);
    throw new RuleError(anySeat ? BATCH_MESSAGES.choose : BATCH_MESSAGES.allFull, [field]);
  }
  const refusal = await refusalOf(db, kind, programId, batchId);
  if (refusal) throw new RuleError(refusal, [field]);
  return batchId;
}

/** Why a registration for this program cannot take this batch now, or null when it can. */
async function refusalOf(
  db: Pick<Db, "select">,
  kind: ProgramKind,
  programId: number,
  batchId: number,
): Promise<string | null> {
  const availability = await availabilityOf(db, kind, programId, batchId);
  if (availability === null) return BATCH_MESSAGES.otherProgram;
  return availability === "open" ? null : BATCH_MESSAGES[availability];
}

/** Whether this program's batch takes registrations now (`batchAvailability`), or null when it is not this program's. */
export async function availabilityOf(
  db: Pick<Db, "select">,
  kind: ProgramKind,
  programId: number,
  batchId: number,
): Promise<ReturnType<typeof batchAvailability> | null> {
  const [batch] = await db
    .select({
      status: batches.status,
      seats: batches.seats,
      seatsTaken: batches.seatsTaken,
      startsOn: batches.startsOn,
      registrationClosesOn: batches.registrationClosesOn,
      today: indianTodayText,
    })
    .from(batches)
    .where(and(eq(batches.id, batchId), ofProgram(kind, programId)))
    .limit(1);
  return batch ? batchAvailability(batch, batch.today) : null;
}

/** One more seat taken; the last one makes the batch full. */
const ONE_SEAT_MORE = {
  seatsTaken: sql`${batches.seatsTaken} + 1`,
  status: sql`case when ${batches.seatsTaken} + 1 >= ${batches.seats} then 'full' else ${batches.status} end`,
  // A seat is not an edit: the console's stale-save check compares the revision, and updatedAt stays.
  updatedAt: sql`${batches.updatedAt}`,
};

export interface ClaimedSeat {
  id: number;
  /** This claim took the last seat (the batch is full now). */
  filled: boolean;
  /** The batch in one line (`batchSummary`), as the proof panel and letters name it. */
  summary: string;
}

/**
 * Counts one seat inside the transaction that stores the registration (or moves a student). The conditional
 * UPDATE takes the batch's row lock and re-checks every rule on the row as it is then (PostgreSQL re-evaluates
 * the WHERE after waiting for a concurrent writer), so of many registrations racing for the last seats exactly
 * as many succeed as there were seats, on one instance or several. The last seat turns the batch `full`.
 * Throws the refusal that fits (the transaction rolls back, nothing is stored).
 */
export async function claimSeat(
  tx: Tx,
  kind: ProgramKind,
  programId: number,
  batchId: number,
  field = "batchId",
): Promise<ClaimedSeat> {
  const [claimed] = await tx
    .update(batches)
    .set(ONE_SEAT_MORE)
    .where(and(eq(batches.id, batchId), ofProgram(kind, programId), takingRegistrations))
    .returning({
      id: batches.id,
      seats: batches.seats,
      seatsTaken: batches.seatsTaken,
      startsOn: batches.startsOn,
      mode: batches.mode,
      days: batches.days,
      startTime: batches.startTime,
      endTime: batches.endTime,
    });
  if (claimed)
    return { id: claimed.id, filled: claimed.seatsTaken >= claimed.seats, summary: batchSummary(claimed) };
  // Refused: say why, from the row as it is now (a seat taken meanwhile: full).
  throw new RuleError((await refusalOf(tx, kind, programId, batchId)) ?? BATCH_MESSAGES.full, [field]);
}

/**
 * The seat a waiting-list offer already holds (counted when it was offered), named as claimSeat names it. The
 * batch must still be this program's; its status is not re-checked (a full batch is what the offer was for).
 */
export async function heldSeat(
  tx: Tx,
  kind: ProgramKind,
  programId: number,
  batchId: number,
): Promise<ClaimedSeat> {
  const [batch] = await tx
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), ofProgram(kind, programId)));
  if (!batch) throw new RuleError(BATCH_MESSAGES.otherProgram, ["batchId"]);
  return { id: batch.id, filled: false, summary: batchSummary(batch) };
}

/**
 * Gives one seat of `batchId` back (a registration lapsed, was cancelled or refunded, or moved away). A batch
 * that was full because its seats were taken opens again. Returns whether a seat was freed in a batch still
 * taking registrations and not handed to its waiting list (offerFreedSeats).
 */
export async function releaseSeat(tx: Tx, batchId: number): Promise<boolean> {
  const [row] = await tx
    .update(batches)
    .set({
      seatsTaken: sql`greatest(${batches.seatsTaken} - 1, 0)`,
      status: sql`case when ${batches.status} = 'full' then 'open' else ${batches.status} end`,
      updatedAt: sql`${batches.updatedAt}`,
    })
    .where(eq(batches.id, batchId))
    .returning({ status: batches.status });
  // The seat goes to the first waiting person, if any, before anyone else can take it.
  const offered = await offerFreedSeats(tx, batchId);
  return row?.status === "open" && offered === 0;
}

/** How long a waiting-list offer holds its seat. */
export const WAITLIST_OFFER_HOURS = 24;

/**
 * Hands the batch's free seats to its waiting list, in the transaction that freed them (a seat given back, a
 * lapsed offer, seats raised): each first waiting person in turn gets one seat claimed for them by the same
 * conditional UPDATE a registration uses (so the seat is counted, and nobody else can take it, while the offer
 * runs), is marked `offered` until 24 hours from now, and is sent the `waitlist-offer` letter (its link's token
 * is derived when the letter is composed; only its hash is kept: domain/programs/waitlist.server.ts). Stops
 * when no seat is left, nobody waits, or the batch is not taking registrations. Returns how many were offered.
 */
export async function offerFreedSeats(tx: Tx, batchId: number): Promise<number> {
  const offers: Letter[] = [];
  for (;;) {
    const [next] = await tx
      .select({ id: batchWaitlist.id, email: batchWaitlist.email })
      .from(batchWaitlist)
      .where(and(eq(batchWaitlist.batchId, batchId), eq(batchWaitlist.status, "waiting")))
      .orderBy(batchWaitlist.id)
      .limit(1)
      .for("update");
    if (!next) break;
    const [seat] = await tx
      .update(batches)
      .set(ONE_SEAT_MORE)
      .where(and(eq(batches.id, batchId), takingRegistrations))
      .returning({ id: batches.id });
    if (!seat) break;
    await tx
      .update(batchWaitlist)
      .set({
        status: "offered",
        offerTokenHash: null,
        offerExpiresAt: sql`now() + make_interval(hours => ${WAITLIST_OFFER_HOURS})`,
        updatedAt: sql`now()`,
      })
      .where(eq(batchWaitlist.id, next.id));
    offers.push({
      template: "waitlist-offer",
      kind: "waitlist",
      recordTable: "batch_waitlist",
      recordId: next.id,
      toAddress: next.email,
    });
  }
  await queueLetters(tx, offers);
  // The batch's public card shows fewer free seats.
  if (offers.length) afterCommit(tx, CONTENT_CHANGED);
  return offers.length;
}

/**
 * The registration `registrationId` stops holding its seat (it is being cancelled, refunded, lapsed): its batch
 * gets the seat back, in the caller's transaction. A registration without a batch, or whose seat was already
 * given back, changes nothing. Returns the batch freed, if any.
 */
export async function returnSeatOf(tx: Tx, registrationId: string): Promise<number | null> {
  const [row] = await tx
    .select({ batchId: registrations.batchId, status: registrations.status })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  if (!row?.batchId || (SEATLESS_STATUSES as readonly string[]).includes(row.status)) return null;
  await tx.update(registrations).set({ seatHeldUntil: null }).where(eq(registrations.id, registrationId));
  await releaseSeat(tx, row.batchId);
  // Seats left are shown on the program's pages.
  afterCommit(tx, CONTENT_CHANGED);
  return row.batchId;
}
