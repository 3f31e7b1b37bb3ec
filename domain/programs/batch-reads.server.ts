/**
 * What visitors see of a program's batches (docs/decisions/0054-batches-with-seats.md): the upcoming ones, open
 * or full, soonest first. `listUpcomingBatches` is a content read (cached per content version, which moves
 * when a batch is edited, fills up or opens again); `batchSeatsLeft` is read fresh for the seats endpoint the
 * page asks after it loads, so "N seats left" is right within seconds without the page cache moving on every
 * registration.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { batches } from "../db/schema.ts";
import { batchSummary, type PublicBatch } from "./batch.schema.ts";

export type { PublicBatch };

import type { ProgramKind } from "./coupon.schema.ts";
import { indianToday, ofProgram } from "./seats.server.ts";

const upcoming = (kind: ProgramKind, programId: number) =>
  and(
    ofProgram(kind, programId),
    inArray(batches.status, ["open", "full"]),
    sql`coalesce(${batches.registrationClosesOn}, ${batches.startsOn}) >= ${indianToday}`,
  );

const availability = sql<
  "open" | "full"
>`case when ${batches.status} = 'open' and ${batches.seatsTaken} < ${batches.seats} then 'open' else 'full' end`;
const seatsLeft = sql<number>`greatest(${batches.seats} - ${batches.seatsTaken}, 0)::integer`;

/** The columns of a `PublicBatch`. */
const publicColumns = {
  id: batches.id,
  startsOn: batches.startsOn,
  endsOn: batches.endsOn,
  duration: batches.duration,
  mode: batches.mode,
  days: batches.days,
  startTime: batches.startTime,
  endTime: batches.endTime,
  seatsLeft,
  availability,
};

export async function listUpcomingBatches(
  db: Db,
  kind: ProgramKind,
  programId: number,
): Promise<PublicBatch[]> {
  return db
    .select(publicColumns)
    .from(batches)
    .where(upcoming(kind, programId))
    .orderBy(asc(batches.startsOn), asc(batches.id));
}

/** The upcoming batches of every program of a kind, by program id (the registration form's options). */
export async function upcomingBatchesByProgram(
  db: Db,
  kind: ProgramKind,
): Promise<Map<number, PublicBatch[]>> {
  const column = kind === "course" ? batches.courseId : batches.internshipId;
  const rows = await db
    .select({
      programId: column,
      ...publicColumns,
    })
    .from(batches)
    .where(
      and(
        sql`${column} is not null`,
        inArray(batches.status, ["open", "full"]),
        sql`coalesce(${batches.registrationClosesOn}, ${batches.startsOn}) >= ${indianToday}`,
      ),
    )
    .orderBy(asc(batches.startsOn), asc(batches.id));
  const byProgram = new Map<number, PublicBatch[]>();
  for (const { programId, ...batch } of rows) {
    const list = byProgram.get(programId!) ?? [];
    list.push(batch);
    byProgram.set(programId!, list);
  }
  return byProgram;
}

/** Seats left now of each upcoming batch, by id. */
export async function batchSeatsLeft(
  db: Db,
  kind: ProgramKind,
  programId: number,
): Promise<Record<string, { seatsLeft: number; availability: "open" | "full" }>> {
  const rows = await db
    .select({ id: batches.id, seatsLeft, availability })
    .from(batches)
    .where(upcoming(kind, programId));
  return Object.fromEntries(
    rows.map((r) => [String(r.id), { seatsLeft: r.seatsLeft, availability: r.availability }]),
  );
}

/** A registration with its batch in one line (`batchSummary`; null without one): what its PDF and letter print. */
export async function withBatch<R extends { batchId: number | null }>(
  db: Pick<Db, "select">,
  registration: R,
): Promise<R & { batch: string | null }> {
  if (registration.batchId === null) return { ...registration, batch: null };
  const [row] = await db
    .select({
      startsOn: batches.startsOn,
      mode: batches.mode,
      days: batches.days,
      startTime: batches.startTime,
      endTime: batches.endTime,
    })
    .from(batches)
    .where(eq(batches.id, registration.batchId));
  return { ...registration, batch: row ? batchSummary(row) : null };
}
