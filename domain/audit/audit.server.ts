/**
 * The audit log (docs/decisions/0011-audit-log.md): one row per sign-in, failure, create, update, delete,
 * status change, export, download or erasure. Write functions add their row with `recordAudit(tx, …)` inside
 * the transaction of the change; the table refuses updates and deletes by trigger.
 */
import { and, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import { containing } from "../console/list-search.server.ts";
import type { Db } from "../db/db.ts";
import { auditLog } from "../db/schema.ts";
import type { Actor } from "../staff/actor.ts";

/** A Drizzle transaction or the database itself. */
export type Tx = Pick<Db, "insert" | "select" | "update" | "delete" | "execute">;

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | null;
  changes?: Record<string, unknown>;
}

/**
 * Who the row names: a staff member, or a system actor such as the payment gateway (no account id, a name in
 * `email`), or null for the system unnamed.
 */
export type AuditActor = (Pick<Actor, "email" | "ipAddress"> & { id: string | null }) | null;

/** Adds the row; answers its id (a content revision keeps it, so the log's row leads to the revision). */
export async function recordAudit(tx: Tx, actor: AuditActor, entry: AuditEntry): Promise<number> {
  const [row] = await tx
    .insert(auditLog)
    .values({
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      ipAddress: actor?.ipAddress ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      changes: entry.changes ?? {},
    })
    .returning({ id: auditLog.id });
  return row!.id;
}

/** `{ field: [before, after] }` for each field whose value differs. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value !== undefined && before[key] !== value) changes[key] = [before[key] ?? null, value];
  }
  return changes;
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  entity?: string;
  /** Inclusive day, YYYY-MM-DD (India time). */
  from?: string;
  /** Inclusive day, YYYY-MM-DD (India time). */
  to?: string;
  page?: number;
}

export const AUDIT_PAGE_SIZE = 50;

export async function listAudit(db: Db, filter: AuditFilter) {
  const where: SQL[] = [];
  if (filter.actor) where.push(ilike(auditLog.actorEmail, containing(filter.actor)));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
  // Days are India's, as the screen shows its times: a day starts at 00:00 IST (18:30 UTC the day before).
  if (filter.from) where.push(gte(auditLog.at, new Date(`${filter.from}T00:00:00+05:30`)));
  if (filter.to)
    where.push(lt(auditLog.at, new Date(Date.parse(`${filter.to}T00:00:00+05:30`) + 86_400_000)));
  const page = Math.max(1, filter.page ?? 1);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return { rows: rows.slice(0, AUDIT_PAGE_SIZE), page, hasNext: rows.length > AUDIT_PAGE_SIZE };
}
