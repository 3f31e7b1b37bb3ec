/**
 * Pages' search and share fields (`content_seo`, migration 0015): a title and description for search results
 * and a social image for share cards, per content record with a public page. Empty means "the content's own",
 * so a record without a row reads exactly as before.
 */
import { and, eq } from "drizzle-orm";
import { recordAudit } from "../audit/audit.server.ts";
import type { Db } from "../db/db.ts";
import { contentSeo, heroSections } from "../db/schema.ts";
import { RuleError } from "../errors.ts";
import { NO_PAGE_SEO, type PageSeo, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "../seo/page-seo.ts";
import type { Actor } from "../staff/actor.ts";
import { hasControlCharacters } from "../text.ts";
import { afterCommit, CONTENT_CHANGED } from "../write-effects.ts";
import type { ContentStore } from "./content-store.server.ts";

const recordWhere = (entity: string, entityId: number) =>
  and(eq(contentSeo.entity, entity), eq(contentSeo.entityId, entityId));

/** The record's search and share fields (all empty when none were set). */
export async function getPageSeo(db: Db, entity: string, entityId: number): Promise<PageSeo> {
  const [row] = await db
    .select({ title: contentSeo.title, description: contentSeo.description, imagePath: contentSeo.imagePath })
    .from(contentSeo)
    .where(recordWhere(entity, entityId))
    .limit(1);
  return row ?? NO_PAGE_SEO;
}

/**
 * A hero article's fields by its slug: its page reads the article as the public API answers it, which carries
 * no record id.
 */
export async function getHeroPageSeo(db: Db, slug: string): Promise<PageSeo> {
  const [row] = await db
    .select({ title: contentSeo.title, description: contentSeo.description, imagePath: contentSeo.imagePath })
    .from(heroSections)
    .innerJoin(
      contentSeo,
      and(eq(contentSeo.entity, "hero-article"), eq(contentSeo.entityId, heroSections.id)),
    )
    .where(eq(heroSections.slug, slug))
    .limit(1);
  return row ?? NO_PAGE_SEO;
}

/**
 * Stores the fields (`imagePath` undefined: keep the current image; "" removes it). Audited; the page shows
 * them from the next render. Answers the image path the save replaced, for the caller to remove from storage.
 */
export async function setPageSeo(
  db: Db,
  actor: Actor,
  input: { store: ContentStore; entityId: number; title: string; description: string; imagePath?: string },
): Promise<{ replacedImage: string | null }> {
  const entity = input.store.def.entity;
  const title = input.title.trim();
  const description = input.description.replace(/\s+/g, " ").trim();
  if (title.length > SEO_TITLE_MAX || hasControlCharacters(title))
    throw new RuleError(`Keep the search title to ${SEO_TITLE_MAX} characters of plain text.`, ["seoTitle"]);
  if (description.length > SEO_DESCRIPTION_MAX || hasControlCharacters(description))
    throw new RuleError(`Keep the description to ${SEO_DESCRIPTION_MAX} characters of plain text.`, [
      "seoDescription",
    ]);
  await input.store.get(db, input.entityId); // NotFoundError when the record is gone
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(contentSeo)
      .where(recordWhere(entity, input.entityId))
      .for("update");
    const old = before ?? { ...NO_PAGE_SEO };
    const next = { title, description, imagePath: input.imagePath ?? old.imagePath };
    const changes: Record<string, [unknown, unknown]> = {};
    if (old.title !== next.title) changes.seoTitle = [old.title || null, next.title || null];
    if (old.description !== next.description)
      changes.seoDescription = [old.description || null, next.description || null];
    if (old.imagePath !== next.imagePath)
      changes.socialImage = [old.imagePath || null, next.imagePath || null];
    if (Object.keys(changes).length === 0) return { replacedImage: null };
    if (!next.title && !next.description && !next.imagePath)
      await tx.delete(contentSeo).where(recordWhere(entity, input.entityId));
    else
      await tx
        .insert(contentSeo)
        .values({ entity, entityId: input.entityId, ...next })
        .onConflictDoUpdate({ target: [contentSeo.entity, contentSeo.entityId], set: next });
    afterCommit(tx, CONTENT_CHANGED);
    await recordAudit(tx, actor, { action: "update", entity, entityId: String(input.entityId), changes });
    return { replacedImage: old.imagePath && old.imagePath !== next.imagePath ? old.imagePath : null };
  });
}
