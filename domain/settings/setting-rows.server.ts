/**
 * One setting of the `settings` table (a JSON value under its key): read as stored, and saved with its audit
 * row in the caller's transaction. What a value means, its defaults and its checks are its own module's.
 */
import { eq } from "drizzle-orm";
import { recordAudit, type Tx } from "../audit/audit.server.ts";
import type { Db } from "../db/db.ts";
import { settings } from "../db/schema.ts";
import type { Actor } from "../staff/actor.ts";

/** The value stored under `key`, as stored; undefined while none is. */
export async function readSetting(db: Pick<Db, "select">, key: string): Promise<unknown> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value;
}

/** Stores `value` under `key` (over what was there) and audits the save with `changes` (`{ field: [before, after] }`). */
export async function writeSetting(
  tx: Tx,
  actor: Actor,
  key: string,
  value: unknown,
  changes: Record<string, unknown>,
): Promise<void> {
  await tx
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  await recordAudit(tx, actor, { action: "update", entity: "settings", entityId: key, changes });
}
