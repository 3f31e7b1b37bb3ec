/** Dates the structured data of a page needs that the page's own data does not carry. */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { blogPosts, heroSections, jobs } from "../db/schema.ts";

/** When a published post or an active hero article last changed (ISO), for dateModified; null when unknown. */
export async function contentModifiedAt(db: Db, kind: "post" | "hero", slug: string): Promise<string | null> {
  const rows =
    kind === "post"
      ? await db
          .select({ updatedAt: blogPosts.updatedAt })
          .from(blogPosts)
          .where(and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)))
          .limit(1)
      : await db
          .select({ updatedAt: heroSections.updatedAt })
          .from(heroSections)
          .where(and(eq(heroSections.slug, slug), eq(heroSections.isActive, true)))
          .limit(1);
  return rows[0] ? new Date(rows[0].updatedAt).toISOString() : null;
}

/** When each open job was published (id -> ISO timestamp), for JobPosting's datePosted. */
export async function listOpenJobPostedDates(db: Db): Promise<Record<number, string>> {
  const rows = await db
    .select({ id: jobs.id, createdAt: jobs.createdAt })
    .from(jobs)
    .where(eq(jobs.status, "open"));
  return Object.fromEntries(rows.map((row) => [row.id, new Date(row.createdAt).toISOString()]));
}
