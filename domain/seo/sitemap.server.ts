/** What sitemap.xml lists: the public pages and every page with a slug, with the time it last changed. */
import { desc, eq, max } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { blogPosts, courses, heroSections, internships, jobs } from "../db/schema.ts";
import { latest, SITEMAP_PREFIXES, SITEMAP_STATIC_PATHS, type SitemapEntry } from "./sitemap.ts";

interface SlugRow {
  slug: string | null;
  updatedAt: Date;
}

const slugPages = (prefix: string, rows: SlugRow[]): SitemapEntry[] =>
  rows
    .filter((row): row is { slug: string; updatedAt: Date } => Boolean(row.slug?.trim()))
    .map((row) => ({ path: `${prefix}${encodeURIComponent(row.slug)}`, lastmod: row.updatedAt }));

/**
 * Every public page: the fixed pages (a list page dated by its newest item, the home page by the newest
 * of all), active courses and internships that have a slug, published posts and active hero articles.
 */
export async function listSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  // Every active program is listed (dating its list page); only those with a slug have a page of their own.
  const programRows = (table: typeof courses | typeof internships) =>
    db
      .select({ slug: table.slug, updatedAt: table.updatedAt })
      .from(table)
      .where(eq(table.isActive, true))
      .orderBy(table.sortOrder, table.id);
  const [courseRows, internshipRows, postRows, heroRows, [jobRow]] = await Promise.all([
    programRows(courses),
    programRows(internships),
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(eq(blogPosts.isPublished, true))
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id)),
    db
      .select({ slug: heroSections.slug, updatedAt: heroSections.updatedAt })
      .from(heroSections)
      .where(eq(heroSections.isActive, true))
      .orderBy(heroSections.sortOrder, heroSections.id),
    db
      .select({ updatedAt: max(jobs.updatedAt) })
      .from(jobs)
      .where(eq(jobs.status, "open")),
  ]);

  const newest = (rows: SlugRow[]) => latest(rows.map((row) => row.updatedAt));
  const listDates: Partial<Record<(typeof SITEMAP_STATIC_PATHS)[number], Date | null>> = {
    "/blog": newest(postRows),
    "/learning-opportunities": newest(courseRows),
    "/career-opportunities": newest(internshipRows),
    "/open-positions": jobRow?.updatedAt ? new Date(jobRow.updatedAt) : null,
  };
  listDates["/"] = latest([
    listDates["/blog"],
    listDates["/learning-opportunities"],
    listDates["/career-opportunities"],
    newest(heroRows),
  ]);

  return [
    ...SITEMAP_STATIC_PATHS.map((path) => ({ path, lastmod: listDates[path] ?? null })),
    ...slugPages(SITEMAP_PREFIXES.course, courseRows),
    ...slugPages(SITEMAP_PREFIXES.internship, internshipRows),
    ...slugPages(SITEMAP_PREFIXES.post, postRows),
    ...slugPages(SITEMAP_PREFIXES.hero, heroRows),
  ];
}
