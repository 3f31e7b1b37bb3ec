/**
 * What visitors see of a program's batches (docs/decisions/0054-batches-with-seats.md): the upcoming ones, open
 * or full, soonest first. `listUpcomingBatches` is a content read (cached per content version, which moves
 * when a batch is edited, fills up or opens again); `batchSeatsLeft` is read fresh for the seats endpoint the
 * page asks after it loads, so "N seats left" is right within seconds without the page cache moving on every
 * registration.
 */
import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { batchAnchor } from "../content/links.ts";
import type { Db } from "../db/db.ts";
import { batches, courses, internships } from "../db/schema.ts";
import { RuleError } from "../errors.ts";
import { formatDay } from "../format.ts";
import { SITEMAP_PREFIXES } from "../seo/sitemap.ts";
import { BATCH_MODE_LABELS, type BatchMode, batchSummary, type PublicBatch } from "./batch.schema.ts";

export type { PublicBatch };

import type { ProgramKind } from "./coupon.schema.ts";
import { programTitle } from "./program-title.server.ts";
import { ofProgram, upcomingBatch } from "./seats.server.ts";

const upcoming = (kind: ProgramKind, programId: number) => and(ofProgram(kind, programId), upcomingBatch);

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
    .where(and(sql`${column} is not null`, upcomingBatch))
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

// ---------------------------------------------------------------- an alert's link to a batch

const isUpcoming = sql<boolean>`(${upcomingBatch})`;

/** Batches with what an alert's link and form need of their programs, soonest first. */
function batchesWithPrograms(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: batches.id,
      startsOn: batches.startsOn,
      mode: batches.mode,
      status: batches.status,
      upcoming: isUpcoming,
      programTitle,
      courseSlug: courses.slug,
      courseActive: courses.isActive,
      internshipSlug: internships.slug,
      internshipActive: internships.isActive,
    })
    .from(batches)
    .leftJoin(courses, eq(courses.id, batches.courseId))
    .leftJoin(internships, eq(internships.id, batches.internshipId))
    .where(where)
    .orderBy(asc(batches.startsOn), asc(batches.id));
}

/**
 * Where alerts' links to batches (`batch:12`, domain/content/links.ts) lead, by batch id: the batch on its
 * program's page while it is upcoming (open or full), the program's page once it closed, started or was
 * cancelled, and the list of all programs when the program is hidden or the batch is gone.
 */
export async function batchLinkTargets(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const targets = new Map<number, string>(ids.map((id) => [id, "/learning-opportunities"]));
  if (ids.length === 0) return targets;
  for (const row of await batchesWithPrograms(db, inArray(batches.id, [...ids]))) {
    const page = row.courseSlug
      ? row.courseActive && `${SITEMAP_PREFIXES.course}${row.courseSlug}`
      : row.internshipActive && `${SITEMAP_PREFIXES.internship}${row.internshipSlug}`;
    if (page) targets.set(row.id, row.upcoming ? `${page}#${batchAnchor(row.id)}` : page);
  }
  return targets;
}

/** A batch an alert's form offers: its program and start in one line. */
export interface BatchChoice {
  value: string;
  label: string;
}

const choiceLabel = (row: {
  programTitle: string;
  startsOn: string;
  mode: BatchMode;
  upcoming: boolean;
  status: string;
}) =>
  `${row.programTitle}: starts ${formatDay(row.startsOn)}, ${BATCH_MODE_LABELS[row.mode]}${
    row.upcoming ? "" : ` (${row.status === "cancelled" ? "cancelled" : "no longer taking registrations"})`
  }`;

/**
 * The batches an alert may link to (upcoming ones, soonest first), and the one it links to now even when that
 * one has closed since, so the form shows what is stored rather than silently dropping it.
 */
export async function linkableBatchChoices(db: Db, currentId: number | null): Promise<BatchChoice[]> {
  const rows = await batchesWithPrograms(
    db,
    currentId === null ? upcomingBatch : or(upcomingBatch, eq(batches.id, currentId)),
  );
  return rows.map((row) => ({ value: String(row.id), label: choiceLabel(row) }));
}

/** Refuses an alert's link to a batch that does not exist or takes no registrations (RuleError on `linkBatch`). */
export async function assertLinkableBatch(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ upcoming: isUpcoming }).from(batches).where(eq(batches.id, id));
  if (!row) throw new RuleError(BATCH_LINK_MESSAGES.missing, ["linkBatch"]);
  if (!row.upcoming) throw new RuleError(BATCH_LINK_MESSAGES.closed, ["linkBatch"]);
}

export const BATCH_LINK_MESSAGES = {
  missing: "That batch no longer exists. Choose another, or a link.",
  closed:
    "That batch takes no registrations any more (closed, cancelled or started). Choose another, or a link.",
} as const;
