/**
 * Content revisions (docs/decisions/0055-content-revisions.md): every create and save of the content store
 * (content-store.server.ts) keeps the record's content as stored, who saved it and what changed, in
 * `content_revisions`, in the save's own transaction. Rows are never changed; a restore is a new save. A record
 * keeps every revision unless a limit (`content_revision_limits`) says how many of the newest to keep.
 */
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { recordAudit, type Tx } from "../audit/audit.server.ts";
import type { Db } from "../db/db.ts";
import { contentRevisionLimits, contentRevisions } from "../db/schema.ts";
import { NotFoundError, RuleError } from "../errors.ts";
import type { Actor } from "../staff/actor.ts";

/** The largest count a record may be limited to keep (a larger wish is "keep every revision"). */
export const MAX_KEPT_REVISIONS = 10_000;

/** The action of a record's first revision made from its state before revisions were kept (never an audit row's). */
export const BASELINE = "baseline";

export interface RevisionEntry {
  entity: string;
  entityId: number;
  revision: number;
  /** `baseline`: the record as it was before its first kept save (records older than revisions). */
  action: "create" | "update" | "publish" | "unpublish" | "restore" | typeof BASELINE;
  actor: Pick<Actor, "id" | "name" | "email"> | null;
  fields: Record<string, unknown>;
  changed: string[];
  restoredFrom?: number;
  auditId: number | null;
  /** When the state was stored, if not now (a baseline: the record's last change). */
  at?: Date;
}

/** Stores one revision, then drops the oldest beyond the record's limit, if it has one. */
export async function recordRevision(tx: Tx, entry: RevisionEntry): Promise<void> {
  await tx.insert(contentRevisions).values({
    entity: entry.entity,
    entityId: entry.entityId,
    revision: entry.revision,
    action: entry.action,
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor ? entry.actor.name || entry.actor.email : null,
    // Through JSON: dates as ISO text, as the revision screen and a restore read them.
    fields: JSON.parse(JSON.stringify(entry.fields)) as Record<string, unknown>,
    changed: entry.changed,
    restoredFrom: entry.restoredFrom ?? null,
    auditId: entry.auditId,
    ...(entry.at ? { at: entry.at } : {}),
  });
  const [limit] = await tx
    .select({ keep: contentRevisionLimits.keep })
    .from(contentRevisionLimits)
    .where(recordLimit(entry.entity, entry.entityId))
    .limit(1);
  if (limit) await prune(tx, entry.entity, entry.entityId, entry.revision - limit.keep);
}

/** True when the record has no revision kept (made before revisions were, or never saved since). */
export async function hasNoRevisions(tx: Tx, entity: string, entityId: number): Promise<boolean> {
  const [one] = await tx
    .select({ id: contentRevisions.id })
    .from(contentRevisions)
    .where(recordRevisions(entity, entityId))
    .limit(1);
  return !one;
}

const recordRevisions = (entity: string, entityId: number) =>
  and(eq(contentRevisions.entity, entity), eq(contentRevisions.entityId, entityId));
const recordLimit = (entity: string, entityId: number) =>
  and(eq(contentRevisionLimits.entity, entity), eq(contentRevisionLimits.entityId, entityId));

/** Removes the revisions numbered `upTo` and below (revision numbers only grow, so these are the oldest). */
async function prune(tx: Tx, entity: string, entityId: number, upTo: number) {
  if (upTo < 1) return;
  await tx
    .delete(contentRevisions)
    .where(and(recordRevisions(entity, entityId), lte(contentRevisions.revision, upTo)));
}

export interface RevisionSummary {
  revision: number;
  action: string;
  at: Date;
  actorName: string | null;
  changed: string[];
  restoredFrom: number | null;
}

/** A record's revisions, newest first, without their contents (the list of a record saved 500 times is small). */
export async function listRevisions(db: Db | Tx, entity: string, entityId: number) {
  const [rows, [limit]] = await Promise.all([
    db
      .select({
        revision: contentRevisions.revision,
        action: contentRevisions.action,
        at: contentRevisions.at,
        actorName: contentRevisions.actorName,
        changed: contentRevisions.changed,
        restoredFrom: contentRevisions.restoredFrom,
      })
      .from(contentRevisions)
      .where(recordRevisions(entity, entityId))
      .orderBy(desc(contentRevisions.revision)),
    db
      .select({ keep: contentRevisionLimits.keep })
      .from(contentRevisionLimits)
      .where(recordLimit(entity, entityId))
      .limit(1),
  ]);
  return { revisions: rows as RevisionSummary[], keep: limit?.keep ?? null };
}

/** One revision with its contents, and the one before it that is still kept (null for the first). */
export async function getRevision(db: Db | Tx, entity: string, entityId: number, revision: number) {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(recordRevisions(entity, entityId), eq(contentRevisions.revision, revision)))
    .limit(1);
  if (!row) throw new NotFoundError("This revision is not kept.");
  const [previous] = await db
    .select()
    .from(contentRevisions)
    .where(and(recordRevisions(entity, entityId), sql`${contentRevisions.revision} < ${revision}`))
    .orderBy(desc(contentRevisions.revision))
    .limit(1);
  return { revision: row, previous: previous ?? null };
}

/** Which revision each audit row made, for the audit log's links (`auditId -> revision`). */
export async function revisionsOfAuditRows(db: Db, auditIds: number[]): Promise<Map<number, number>> {
  if (auditIds.length === 0) return new Map();
  const rows = await db
    .select({ auditId: contentRevisions.auditId, revision: contentRevisions.revision })
    .from(contentRevisions)
    .where(inArray(contentRevisions.auditId, auditIds))
    .orderBy(asc(contentRevisions.id));
  return new Map(rows.map((row) => [row.auditId!, row.revision]));
}

/**
 * Keeps the record's newest `keep` revisions (dropping older ones now and after each save), or every one
 * (`keep` null). Audited.
 */
export async function setRevisionLimit(
  db: Db,
  actor: Actor,
  input: { entity: string; entityId: number; keep: number | null },
): Promise<void> {
  const { entity, entityId, keep } = input;
  if (keep !== null && (!Number.isSafeInteger(keep) || keep < 1 || keep > MAX_KEPT_REVISIONS))
    throw new RuleError(
      `Enter a whole number of revisions from 1 to ${MAX_KEPT_REVISIONS.toLocaleString("en-IN")}.`,
      ["keep"],
    );
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ keep: contentRevisionLimits.keep })
      .from(contentRevisionLimits)
      .where(recordLimit(entity, entityId))
      .limit(1);
    if ((before?.keep ?? null) === keep) return;
    if (keep === null) await tx.delete(contentRevisionLimits).where(recordLimit(entity, entityId));
    else {
      await tx
        .insert(contentRevisionLimits)
        .values({ entity, entityId, keep })
        .onConflictDoUpdate({
          target: [contentRevisionLimits.entity, contentRevisionLimits.entityId],
          set: { keep },
        });
      const [newest] = await tx
        .select({ revision: contentRevisions.revision })
        .from(contentRevisions)
        .where(recordRevisions(entity, entityId))
        .orderBy(desc(contentRevisions.revision))
        .limit(1);
      if (newest) await prune(tx, entity, entityId, newest.revision - keep);
    }
    await recordAudit(tx, actor, {
      action: "revisions-kept",
      entity,
      entityId: String(entityId),
      changes: { keptRevisions: [before?.keep ?? "all", keep ?? "all"] },
    });
  });
}
