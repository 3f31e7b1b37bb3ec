/**
 * Staff notes and status history of enquiries, registrations and job applications (table `staff_notes`):
 * written in the transaction of the change they describe, shown newest first beside the record.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { recordAudit, type Tx } from "../audit/audit.server.ts";
import type { Db } from "../db/db.ts";
import { staffNotes } from "../db/schema.ts";
import { formatDayTime } from "../format.ts";
import type { Actor } from "../staff/actor.ts";

export type NoteEntity = "enquiry" | "registration" | "job-application";

export interface NoteView {
  id: number;
  authorName: string;
  body: string;
  fromStatus: string | null;
  toStatus: string | null;
  createdAt: string;
}

export async function writeNote(
  tx: Tx,
  actor: Actor,
  entity: NoteEntity,
  entityId: string,
  body: string,
  status?: { from: string; to: string },
): Promise<void> {
  await tx.insert(staffNotes).values({
    entity,
    entityId,
    authorId: actor.id,
    authorName: actor.name || actor.email,
    body,
    fromStatus: status?.from ?? null,
    toStatus: status?.to ?? null,
  });
}

/** A note on its own (no status change), with its audit row. */
export async function addNote(
  tx: Tx,
  actor: Actor,
  entity: NoteEntity,
  entityId: string,
  body: string,
): Promise<void> {
  await writeNote(tx, actor, entity, entityId, body);
  // The audit row says a note was written, not what it says (notes may carry personal details).
  await recordAudit(tx, actor, { action: "note", entity, entityId, changes: { note: "added" } });
}

export async function listNotes(db: Db, entity: NoteEntity, entityId: string): Promise<NoteView[]> {
  const rows = await db
    .select()
    .from(staffNotes)
    .where(and(eq(staffNotes.entity, entity), eq(staffNotes.entityId, entityId)))
    .orderBy(desc(staffNotes.id));
  return rows.map((row) => ({
    id: row.id,
    authorName: row.authorName,
    body: row.body,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Removes the notes and status history about erased records (they may quote the person). */
export async function deleteNotesAbout(tx: Tx, entity: NoteEntity, entityIds: string[]): Promise<void> {
  if (entityIds.length)
    await tx
      .delete(staffNotes)
      .where(and(eq(staffNotes.entity, entity), inArray(staffNotes.entityId, entityIds)));
}

/** One record's status history and notes, oldest first, each entry as one line of text. */
export interface HistoryEntries {
  history: string[];
  notes: string[];
}

/**
 * The status history and the notes of many records at once, oldest first, each entry as one text:
 * `28 Nov 2026, 07:57 · Chitra Counsellor · New → Contacted · called her`.
 */
export async function historyEntries(
  db: Db,
  entity: NoteEntity,
  entityIds: readonly string[],
  statusLabels: Readonly<Record<string, string>>,
): Promise<Map<string, HistoryEntries>> {
  const texts = new Map<string, HistoryEntries>();
  if (entityIds.length === 0) return texts;
  const rows = await db
    .select()
    .from(staffNotes)
    .where(and(eq(staffNotes.entity, entity), inArray(staffNotes.entityId, [...entityIds])))
    .orderBy(asc(staffNotes.id));
  const label = (status: string | null) => (status ? (statusLabels[status] ?? status) : "—");
  for (const row of rows) {
    const entry = texts.get(row.entityId) ?? { history: [], notes: [] };
    texts.set(row.entityId, entry);
    const when = `${formatDayTime(row.createdAt)} · ${row.authorName}`;
    if (row.toStatus !== null)
      entry.history.push(
        [when, `${label(row.fromStatus)} → ${label(row.toStatus)}`, row.body].filter(Boolean).join(" · "),
      );
    else entry.notes.push(`${when} · ${row.body}`);
  }
  return texts;
}

/** The same for one page of a CSV export: each record's history and notes as one cell each, a line per entry. */
export async function historyTexts(
  db: Db,
  entity: NoteEntity,
  entityIds: readonly string[],
  statusLabels: Readonly<Record<string, string>>,
): Promise<Map<string, { history: string; notes: string }>> {
  const entries = await historyEntries(db, entity, entityIds, statusLabels);
  return new Map(
    [...entries].map(([id, entry]) => [
      id,
      { history: entry.history.join("\n"), notes: entry.notes.join("\n") },
    ]),
  );
}
