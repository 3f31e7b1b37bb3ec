/**
 * Catalogue reads for courses and internships: full lists, header menus and detail pages.
 * Both tables share their catalogue columns, so one set of functions serves both kinds.
 */
import { and, asc, count, eq, isNotNull, ne, sql } from "drizzle-orm";
import { PAGE_SIZES } from "../constants.ts";
import type { Db } from "../db/db.ts";
import { courses, internships, type ListItem, slugRedirects } from "../db/schema.ts";
import { NotFoundError } from "../errors.ts";
import { MESSAGES } from "../messages.ts";
import type { PublicBatch } from "./batch.schema.ts";
import { upcomingBatchesByProgram } from "./batch-reads.server.ts";
import { bestCouponDiscountPaise } from "./coupons.server.ts";
import { type ProgramPrice, paiseToRupees, programPrice } from "./pricing.ts";
import { loadRegistrationFeePaise } from "./registration-fee.server.ts";

export type { ProgramKind } from "./coupon.schema.ts";

import { parsePage } from "../paging.ts";
import type { ProgramKind } from "./coupon.schema.ts";

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
  /** The fee, and the fee with the program's coupon when it has one (the code is never sent). */
  price: ProgramPrice;
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
      feesPaise: courses.feesPaise,
      couponDiscountPaise: bestCouponDiscountPaise("course"),
    })
    .from(courses)
    .where(eq(courses.isActive, true))
    .orderBy(asc(courses.sortOrder), asc(courses.id));
  return rows.map(({ feesPaise, couponDiscountPaise, ...row }) => ({
    ...row,
    provider: PROGRAM_PROVIDER,
    price: programPrice(feesPaise, couponDiscountPaise),
  }));
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
      feesPaise: internships.feesPaise,
      couponDiscountPaise: bestCouponDiscountPaise("internship"),
    })
    .from(internships)
    .where(eq(internships.isActive, true))
    .orderBy(asc(internships.sortOrder), asc(internships.id));
  return rows.map(({ feesPaise, couponDiscountPaise, ...row }) => ({
    ...row,
    provider: PROGRAM_PROVIDER,
    price: programPrice(feesPaise, couponDiscountPaise),
  }));
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

/** Catalogue fields shared by course and internship detail pages. */
interface ProgramDetailBase {
  id: number;
  slug: string;
  title: string;
  description: string;
  category: string;
  banner_image_path: string;
  brochure_path: string;
  duration: string;
  skill_level: string;
  language: string;
  faqs: ListItem[];
  provider: string;
  /** Program price in rupees. */
  fees: number;
  /** True when the program has a coupon; the code itself never leaves the server. */
  has_coupon: boolean;
  discount_percentage: number;
  /** The fee, and the fee with the program's coupon when it has one. */
  price: ProgramPrice;
}

export interface CourseDetail extends ProgramDetailBase {
  rating: number | null;
  review_count: number;
  key_features: ListItem[];
  course_modules: ListItem[];
  love_items: ListItem[];
}

export interface InternshipDetail extends ProgramDetailBase {
  internship_modules: ListItem[];
  responsibilities: ListItem[];
  perks_and_benefits: ListItem[];
}

/** Columns of both tables that make up `ProgramDetailBase`. */
function detailColumns(table: typeof courses | typeof internships) {
  return {
    id: table.id,
    slug: table.slug,
    title: table.title,
    description: table.description,
    category: table.category,
    banner_image_path: table.bannerImagePath,
    brochure_path: table.brochurePath,
    duration: table.duration,
    skill_level: table.skillLevel,
    language: table.language,
    faqs: table.faqs,
    feesPaise: table.feesPaise,
    couponDiscountPaise: bestCouponDiscountPaise(table === courses ? "course" : "internship"),
  };
}

/** The program's best usable coupon stands for "has a coupon" and its percentage (the codes stay here). */
function toDetail<
  R extends {
    slug: string | null;
    feesPaise: number;
    couponDiscountPaise: number | null;
  },
>(row: R) {
  const { feesPaise, couponDiscountPaise, ...rest } = row;
  const hasCoupon = couponDiscountPaise !== null;
  const price = programPrice(feesPaise, couponDiscountPaise);
  return {
    ...rest,
    slug: row.slug ?? "",
    provider: PROGRAM_PROVIDER,
    fees: paiseToRupees(feesPaise),
    has_coupon: hasCoupon,
    discount_percentage: price.coupon_percentage ?? 0,
    price,
  };
}

/**
 * The detail fields shared by both kinds from a whole table row (the console's preview of any row), with the
 * program's best usable coupon's discount in paise (`bestCouponDiscountPaise`, null without one).
 */
export function toProgramDetail(
  row: typeof courses.$inferSelect | typeof internships.$inferSelect,
  couponDiscountPaise: number | null,
) {
  return toDetail({
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    banner_image_path: row.bannerImagePath,
    brochure_path: row.brochurePath,
    duration: row.duration,
    skill_level: row.skillLevel,
    language: row.language,
    faqs: row.faqs,
    feesPaise: row.feesPaise,
    couponDiscountPaise,
  });
}

/** Course detail page and GET /api/created-courses-web/slug/{slug}. */
export async function getCourseBySlug(db: Db, slug: string): Promise<CourseDetail> {
  const [row] = await db
    .select({
      ...detailColumns(courses),
      rating: courses.rating,
      review_count: courses.reviewCount,
      key_features: courses.keyFeatures,
      course_modules: courses.courseModules,
      love_items: courses.loveItems,
    })
    .from(courses)
    .where(and(eq(courses.slug, slug), eq(courses.isActive, true)))
    .limit(1);
  if (!row) throw new NotFoundError(MESSAGES.courseNotFound);
  return toDetail(row);
}

/** Internship detail page and GET /api/created-internships-web/slug/{slug}. */
export async function getInternshipBySlug(db: Db, slug: string): Promise<InternshipDetail> {
  const [row] = await db
    .select({
      ...detailColumns(internships),
      internship_modules: internships.internshipModules,
      responsibilities: internships.responsibilities,
      perks_and_benefits: internships.perksAndBenefits,
    })
    .from(internships)
    .where(and(eq(internships.slug, slug), eq(internships.isActive, true)))
    .limit(1);
  if (!row) throw new NotFoundError(MESSAGES.internshipNotFound);
  return toDetail(row);
}

/**
 * The current slug of the published program an old slug of `kind` led to (its slug changed since), or null:
 * the detail route answers a permanent redirect there.
 */
export async function findMovedProgram(db: Db, kind: ProgramKind, oldSlug: string): Promise<string | null> {
  const table = tables[kind];
  const [row] = await db
    .select({ slug: table.slug })
    .from(slugRedirects)
    .innerJoin(table, eq(table.id, slugRedirects.recordId))
    .where(
      and(
        eq(slugRedirects.kind, kind),
        eq(slugRedirects.oldSlug, oldSlug),
        eq(table.isActive, true),
        isNotNull(table.slug),
      ),
    )
    .limit(1);
  return row?.slug ?? null;
}

export interface RelatedItem {
  id: number;
  slug: string;
  title: string;
  banner_image_path: string;
  duration: string;
  skill_level: string;
}

/**
 * Other active programs of the same category (case-insensitive), with a slug, `PAGE_SIZES.relatedPrograms`
 * per page. Page starts at 1; an invalid page counts as 1, a page past the end is empty.
 */
export async function listRelatedPrograms(
  db: Db,
  kind: ProgramKind,
  category: string,
  excludeSlug: string,
  page: number,
): Promise<{ items: RelatedItem[]; totalPages: number }> {
  const table = tables[kind];
  const pageSize = PAGE_SIZES.relatedPrograms;
  const where = and(
    eq(table.isActive, true),
    isNotNull(table.slug),
    ne(table.slug, excludeSlug),
    eq(sql`lower(${table.category})`, category.trim().toLowerCase()),
  );
  const [{ total }] = await db.select({ total: count() }).from(table).where(where);
  const totalPages = Math.ceil(total / pageSize);
  const current = parsePage(page);
  if (current > totalPages) return { items: [], totalPages };
  const items = await db
    .select({
      id: table.id,
      slug: table.slug,
      title: table.title,
      banner_image_path: table.bannerImagePath,
      duration: table.duration,
      skill_level: table.skillLevel,
    })
    .from(table)
    .where(where)
    .orderBy(asc(table.sortOrder), asc(table.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { items: items as RelatedItem[], totalPages };
}

export interface ProgramOption {
  title: string;
  /** Program price in rupees. */
  fees: number;
  duration: string;
  /** True when the program has a coupon; the code is checked by POST /api/check-coupon. */
  discount_coupon: boolean;
  discount_percentage: number;
  /** The registration fee in rupees now (the setting), paid with the program fee at registration. */
  registration_fee: number;
  /** Upcoming batches, soonest first; empty for a program without batches (docs/decisions/0054-batches-with-seats.md). */
  batches: PublicBatch[];
}

/** Registration form options (GET /api/get-course-titles, /api/get-internship-titles): every active program. */
export async function listProgramOptions(db: Db, kind: ProgramKind): Promise<ProgramOption[]> {
  const table = tables[kind];
  const registrationFee = paiseToRupees(await loadRegistrationFeePaise(db));
  const batchesOf = await upcomingBatchesByProgram(db, kind);
  const rows = await db
    .select({
      id: table.id,
      title: table.title,
      feesPaise: table.feesPaise,
      duration: table.duration,
      couponDiscountPaise: bestCouponDiscountPaise(kind),
    })
    .from(table)
    .where(eq(table.isActive, true))
    .orderBy(asc(table.sortOrder), asc(table.id));
  return rows.map(({ feesPaise, couponDiscountPaise, ...row }) => ({
    title: row.title,
    fees: paiseToRupees(feesPaise),
    duration: row.duration,
    discount_coupon: couponDiscountPaise !== null,
    discount_percentage: programPrice(feesPaise, couponDiscountPaise).coupon_percentage ?? 0,
    registration_fee: registrationFee,
    batches: batchesOf.get(row.id) ?? [],
  }));
}

/** The priced program a registration or coupon check names (its coupons: coupons.server.ts). */
export interface PricedProgram {
  kind: ProgramKind;
  id: number;
  title: string;
  duration: string;
  pricePaise: number;
}

/** The active program with exactly this title, or null. */
export async function findPricedProgram(
  db: Db,
  kind: ProgramKind,
  title: string,
): Promise<PricedProgram | null> {
  const table = tables[kind];
  const [row] = await db
    .select({
      id: table.id,
      title: table.title,
      duration: table.duration,
      pricePaise: table.feesPaise,
    })
    .from(table)
    .where(and(eq(table.title, title), eq(table.isActive, true)))
    .orderBy(asc(table.id))
    .limit(1);
  return row ? { kind, ...row } : null;
}

export type { ListItem };
