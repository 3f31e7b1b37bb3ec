/**
 * Where a renamed blog post or hero article lives now: its current slug when `oldSlug` is one of its earlier
 * addresses (kept by the content kit in `slug_redirects`) and it is published, else null. The public routes
 * answer a permanent redirect with it.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { blogPosts, heroSections, slugRedirects } from "../db/schema.ts";

export type ArticleKind = "blog" | "hero";

export async function findMovedArticle(db: Db, kind: ArticleKind, oldSlug: string): Promise<string | null> {
  const table = kind === "blog" ? blogPosts : heroSections;
  const shown = kind === "blog" ? eq(blogPosts.isPublished, true) : eq(heroSections.isActive, true);
  const [row] = await db
    .select({ slug: table.slug })
    .from(slugRedirects)
    .innerJoin(table, eq(table.id, slugRedirects.recordId))
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, oldSlug), shown))
    .limit(1);
  return row?.slug ?? null;
}
