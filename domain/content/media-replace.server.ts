/**
 * "Replace everywhere" of the media library (docs/decisions/0058-media-library.md): every record that uses one
 * library image uses another instead, in one transaction, each through its kind's own store (a save: a new
 * revision, its audit row, the content version moved) or, for a share image, the page's search fields; plus
 * one audit row for the library image. The replaced image stays in the library, unused, until deleted there.
 */
import { recordAudit } from "../audit/audit.server.ts";
import type { Db } from "../db/db.ts";
import { RuleError } from "../errors.ts";
import { normaliseStoredPath } from "../media.ts";
import type { Actor } from "../staff/actor.ts";
import { getPageSeo, setPageSeo } from "./content-seo.server.ts";
import { CONTENT_STORES } from "./content-stores.server.ts";
import { chosenLibraryImage, itemById, mediaUses } from "./media-library.server.ts";
import { MEDIA_LIBRARY_TEXT, type MediaUse } from "./media-library.ts";

/** The article's HTML and editor document with every `src` of `from` pointing at `to` instead. */
function replacedInText(row: Record<string, unknown>, from: string, to: string) {
  const swap = (text: string) => text.split(`"/api/${from}"`).join(`"/api/${to}"`);
  const values: Record<string, unknown> = { content: swap(String(row.content ?? "")) };
  if (row.contentDoc) values.contentDoc = JSON.parse(swap(JSON.stringify(row.contentDoc)));
  return values;
}

/** Moves every use of library image `id` to the library image at `withPath`; answers how many records changed. */
export async function replaceMediaEverywhere(
  db: Db,
  actor: Actor,
  input: { id: number; withPath: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const from = await itemById(txDb, input.id);
    const toPath = await chosenLibraryImage(txDb, input.withPath, "withPath");
    if (toPath === from.path) throw new RuleError(MEDIA_LIBRARY_TEXT.replaceSame, ["withPath"]);
    const to = { path: toPath };
    const uses = (await mediaUses(txDb)).get(from.path) ?? [];
    if (uses.length === 0) throw new RuleError(MEDIA_LIBRARY_TEXT.replaceUnused);
    const records = new Map<string, MediaUse[]>();
    for (const use of uses) {
      const key = `${use.entity}:${use.entityId}:${use.column === "imagePath" ? "seo" : "row"}`;
      records.set(key, [...(records.get(key) ?? []), use]);
    }
    for (const [key, recordUses] of records) {
      const { entity, entityId } = recordUses[0];
      const store = CONTENT_STORES.get(entity);
      if (!store) throw new Error(`No content store for ${entity}.`);
      if (key.endsWith(":seo")) {
        const seo = await getPageSeo(txDb, entity, entityId);
        await setPageSeo(txDb, actor, { store, entityId, ...seo, imagePath: to.path });
        continue;
      }
      const { row } = await store.get(txDb, entityId);
      let values: Record<string, unknown> = { ...row };
      for (const use of recordUses) {
        if (use.column === "content") values = { ...values, ...replacedInText(row, from.path, to.path) };
        else if (normaliseStoredPath(String(row[use.column] ?? "")) === from.path)
          values[use.column] = to.path;
      }
      // No storage: the replaced image is not removed (it stays in the library until deleted there).
      await store.update(txDb, actor, { id: entityId, revision: Number(row.revision), values });
    }
    await recordAudit(tx, actor, {
      action: "replace",
      entity: "media",
      entityId: String(from.id),
      changes: { path: [from.path, to.path], records: records.size },
    });
    return records.size;
  });
}
