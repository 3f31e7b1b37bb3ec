/**
 * Catalogue reads for courses and internships: full lists, header menus and detail pages.
 * Both tables share their catalogue columns, so one set of functions serves both kinds.
 */
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { courses, internships, type ListItem } from "../../server/db/schema.ts";

export type ProgramKind = "course" | "internship";
const tables = { course: courses, internship: internships } as const;

export interface CourseSummary {
  id: number;
  slug: string | null;
  title: string;
  description: string;
  category: string;
  rating: number | null;
  review_count: number;
  banner_image_path: string;
  duration: string;
  skill_level: string;
  provider: string;
}

export type InternshipSummary = Omit<CourseSummary, "rating" | "review_count">;

/** The company that runs every program; shown as the provider on cards. */
export const PROGRAM_PROVIDER = "Nexora Technologies";

/** All active courses in display order (GET /api/getcourses). Filtering and paging happen in the browser. */
export async function listCourses(db: Db): Promise<CourseSummary[]> {
  const rows = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      description: courses.description,
      category: courses.category,
      rating: courses.rating,
      review_count: courses.reviewCount,
      banner_image_path: courses.bannerImagePath,
      duration: courses.duration,
      skill_level: courses.skillLevel,
    })
    .from(courses)
    .where(eq(courses.isActive, true))
    .orderBy(asc(courses.sortOrder), asc(courses.id));
  return rows.map((row) => ({ ...row, provider: PROGRAM_PROVIDER }));
}

/** All active internships in display order (GET /api/getinternships). */
export async function listInternships(db: Db): Promise<InternshipSummary[]> {
  const rows = await db
    .select({
      id: internships.id,
      slug: internships.slug,
      title: internships.title,
      description: internships.description,
      category: internships.category,
      banner_image_path: internships.bannerImagePath,
      duration: internships.duration,
      skill_level: internships.skillLevel,
    })
    .from(internships)
    .where(eq(internships.isActive, true))
    .orderBy(asc(internships.sortOrder), asc(internships.id));
  return rows.map((row) => ({ ...row, provider: PROGRAM_PROVIDER }));
}

export interface HeaderItem {
  title: string;
  slug: string;
}

/** Menu links (GET /api/headercourses, /api/headerinternships): items without a slug are dropped. */
export function listHeaderItems(db: Db, kind: ProgramKind): Promise<HeaderItem[]> {
  const table = tables[kind];
  return db
    .select({ title: table.title, slug: table.slug })
    .from(table)
    .where(and(eq(table.isActive, true), isNotNull(table.slug)))
    .orderBy(asc(table.sortOrder), asc(table.id)) as Promise<HeaderItem[]>;
}

export type { ListItem };
