/**
 * Autosaved drafts of content forms (README "Staff console", Autosave): an open form posts what it holds every
 * 20 seconds and when its tab is hidden; the draft is the staff member's own (one per person, record and kind),
 * kept until they save the form or discard it, and never read by a public page. Restoring one fills the form
 * with it at the revision it was opened with, so a save after another person's is still refused.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { contentDrafts } from "../db/schema.ts";

export interface Draft {
  baseRevision: number;
  fields: [string, string][];
  savedAt: Date;
}

const draftWhere = (staffId: string, entity: string, entityId: number) =>
  and(
    eq(contentDrafts.staffId, staffId),
    eq(contentDrafts.entity, entity),
    eq(contentDrafts.entityId, entityId),
  );

/** Keeps what the form holds now (`entityId` 0: a new record's form), replacing the person's earlier draft. */
export async function saveDraft(
  db: Db,
  staffId: string,
  input: { entity: string; entityId: number; baseRevision: number; fields: [string, string][] },
): Promise<Date> {
  const savedAt = new Date();
  const values = { ...input, staffId, savedAt };
  await db
    .insert(contentDrafts)
    .values(values)
    .onConflictDoUpdate({
      target: [contentDrafts.entity, contentDrafts.entityId, contentDrafts.staffId],
      set: { baseRevision: input.baseRevision, fields: input.fields, savedAt },
    });
  return savedAt;
}

export async function getDraft(
  db: Db,
  staffId: string,
  entity: string,
  entityId: number,
): Promise<Draft | null> {
  const [row] = await db
    .select({
      baseRevision: contentDrafts.baseRevision,
      fields: contentDrafts.fields,
      savedAt: contentDrafts.savedAt,
    })
    .from(contentDrafts)
    .where(draftWhere(staffId, entity, entityId))
    .limit(1);
  return row ?? null;
}

/** Forgets the person's draft (after a save of the form, or when they discard it). */
export async function discardDraft(db: Db, staffId: string, entity: string, entityId: number): Promise<void> {
  await db.delete(contentDrafts).where(draftWhere(staffId, entity, entityId));
}
