/**
 * Once per site: removes the image variants of variants (`b-400w-600w.webp`) that the media route wrote on
 * visitors' requests before it learned that only stored originals have variants. Works through the storage
 * interface, so the folder and the S3 bucket alike. Done once: a `settings` row marks it, and the run is in
 * the audit log (by the system, with the number of files). Two instances starting together may both look;
 * removing a file twice is harmless, and only the one that marks it done writes the audit row.
 */
import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/audit.server.ts";
import type { Db } from "../db/db.ts";
import { settings } from "../db/schema.ts";
import { strayImageVariants } from "../media.ts";
import type { Storage } from "../storage.ts";

export const STRAY_VARIANTS_DONE_KEY = "maintenance.stray-image-variants";

/** The number of files removed, or null when an earlier start has done it. */
export async function removeStrayVariantsOnce(db: Db, storage: Storage): Promise<number | null> {
  const [done] = await db
    .select({ key: settings.key })
    .from(settings)
    .where(eq(settings.key, STRAY_VARIANTS_DONE_KEY));
  if (done) return null;
  const stored: string[] = [];
  for await (const storedPath of storage.listPublic("uploads/")) stored.push(storedPath);
  const strays = strayImageVariants(stored);
  for (const storedPath of strays) await storage.removePublic(storedPath);
  await db.transaction(async (tx) => {
    const marked = await tx
      .insert(settings)
      .values({ key: STRAY_VARIANTS_DONE_KEY, value: { removed: strays.length } })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (marked.length)
      await recordAudit(tx, null, {
        action: "remove-stray-variants",
        entity: "media",
        changes: { removed: strays.length },
      });
  });
  return strays.length;
}
