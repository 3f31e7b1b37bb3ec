/**
 * Scheduled publishing (docs/decisions/0056-scheduled-publishing.md): a content record may have a moment to be
 * published and one to be unpublished (`content_schedules`), set on its form in India time. `runDueSchedules`
 * (the schedule job, every 30 seconds in every app process) claims the due rows with `FOR UPDATE SKIP LOCKED`,
 * so of several instances each row is done by exactly one, publishes or unpublishes through the kind's store
 * (audit row, content version) and clears the moment it did, all in one transaction.
 */
import { and, eq, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import { recordAudit } from "../audit/audit.server.ts";
import type { Db } from "../db/db.ts";
import { contentSchedules } from "../db/schema.ts";
import { RuleError } from "../errors.ts";
import type { Actor } from "../staff/actor.ts";
import type { ContentStore } from "./content-store.server.ts";

export interface Schedule {
  publishAt: Date | null;
  unpublishAt: Date | null;
}

const recordWhere = (entity: string, entityId: number) =>
  and(eq(contentSchedules.entity, entity), eq(contentSchedules.entityId, entityId));

export async function getSchedule(db: Db, entity: string, entityId: number): Promise<Schedule> {
  const [row] = await db
    .select({ publishAt: contentSchedules.publishAt, unpublishAt: contentSchedules.unpublishAt })
    .from(contentSchedules)
    .where(recordWhere(entity, entityId))
    .limit(1);
  return row ?? { publishAt: null, unpublishAt: null };
}

/** The schedules of some records of one kind (a page of its list), by id. */
export async function schedulesOf(db: Db, entity: string, ids: number[]): Promise<Map<number, Schedule>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(contentSchedules)
    .where(and(eq(contentSchedules.entity, entity), inArray(contentSchedules.entityId, ids)));
  return new Map(
    rows.map((row) => [row.entityId, { publishAt: row.publishAt, unpublishAt: row.unpublishAt }]),
  );
}

/**
 * Sets (or, with both moments null, clears) when the record is published and unpublished. Each moment must be
 * in the future and the unpublishing after the publishing. Audited; refused with a RuleError naming the field.
 */
export async function setSchedule(
  db: Db,
  actor: Actor,
  input: { store: ContentStore; entityId: number; publishAt: Date | null; unpublishAt: Date | null },
  now = new Date(),
): Promise<void> {
  const { store, entityId, publishAt, unpublishAt } = input;
  const entity = store.def.entity;
  if (publishAt && publishAt <= now)
    throw new RuleError("Choose a moment to publish that is still to come.", ["publishAt"]);
  if (unpublishAt && unpublishAt <= now)
    throw new RuleError("Choose a moment to unpublish that is still to come.", ["unpublishAt"]);
  if (publishAt && unpublishAt && unpublishAt <= publishAt)
    throw new RuleError("Unpublish after the moment it is published.", ["unpublishAt"]);
  await store.get(db, entityId); // NotFoundError when the record is gone
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(contentSchedules)
      .where(recordWhere(entity, entityId))
      .for("update")
      .limit(1);
    const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
    const changes: Record<string, [unknown, unknown]> = {};
    if (iso(before?.publishAt) !== iso(publishAt))
      changes.publishAt = [iso(before?.publishAt), iso(publishAt)];
    if (iso(before?.unpublishAt) !== iso(unpublishAt))
      changes.unpublishAt = [iso(before?.unpublishAt), iso(unpublishAt)];
    if (Object.keys(changes).length === 0) return;
    if (!publishAt && !unpublishAt) await tx.delete(contentSchedules).where(recordWhere(entity, entityId));
    else
      await tx
        .insert(contentSchedules)
        .values({ entity, entityId, publishAt, unpublishAt, setById: actor.id, setByName: actor.name })
        .onConflictDoUpdate({
          target: [contentSchedules.entity, contentSchedules.entityId],
          set: { publishAt, unpublishAt, setById: actor.id, setByName: actor.name },
        });
    await recordAudit(tx, actor, { action: "schedule", entity, entityId: String(entityId), changes });
  });
}

export interface ScheduleRound {
  published: number;
  unpublished: number;
  /** Records a due moment could not publish (a course without a slug): the moment is cleared and audited. */
  refused: number;
}

/** How many due rows one round claims at most (the next round takes the rest). */
const ROUND_LIMIT = 100;

/**
 * Publishes and unpublishes what is due at `now`, each record once however many processes run this at the same
 * moment. A moment whose record no longer exists, or whose kind is unknown, is dropped.
 */
export async function runDueSchedules(
  db: Db,
  stores: ReadonlyMap<string, ContentStore>,
  now = new Date(),
): Promise<ScheduleRound> {
  const round: ScheduleRound = { published: 0, unpublished: 0, refused: 0 };
  await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(contentSchedules)
      .where(
        or(
          and(isNotNull(contentSchedules.publishAt), lte(contentSchedules.publishAt, now)),
          and(isNotNull(contentSchedules.unpublishAt), lte(contentSchedules.unpublishAt, now)),
        ),
      )
      .orderBy(sql`least(${contentSchedules.publishAt}, ${contentSchedules.unpublishAt})`)
      .limit(ROUND_LIMIT)
      .for("update", { skipLocked: true });
    for (const row of due) {
      const store = stores.get(row.entity);
      const actor = { id: row.setById, email: row.setByName ?? "Schedule" };
      const publishDue = !!row.publishAt && row.publishAt <= now;
      const unpublishDue = !!row.unpublishAt && row.unpublishAt <= now;
      if (store) {
        const steps: [Date, "published" | "draft"][] = [];
        if (publishDue) steps.push([row.publishAt!, "published"]);
        if (unpublishDue) steps.push([row.unpublishAt!, "draft"]);
        for (const [at, state] of steps) {
          try {
            // Its own savepoint: a refused step rolls back alone, and the moment is still cleared below.
            const changed = await store.setPublished(tx as unknown as Db, actor, {
              ids: [row.entityId],
              state,
              detail: { scheduledFor: at.toISOString() },
            });
            if (state === "published") round.published += changed;
            else round.unpublished += changed;
          } catch (error) {
            if (!(error instanceof RuleError)) throw error;
            round.refused++;
            await recordAudit(tx, actor, {
              action: "schedule-refused",
              entity: row.entity,
              entityId: String(row.entityId),
              changes: { scheduledFor: at.toISOString(), reason: error.message },
            });
          }
        }
      }
      const publishAt = publishDue ? null : row.publishAt;
      const unpublishAt = unpublishDue ? null : row.unpublishAt;
      const where = recordWhere(row.entity, row.entityId);
      if (!publishAt && !unpublishAt) await tx.delete(contentSchedules).where(where);
      else await tx.update(contentSchedules).set({ publishAt, unpublishAt }).where(where);
    }
  });
  return round;
}
