/**
 * Courses and internships as the console edits them: their content stores (list, create, update, publish,
 * remove; domain/content/content-store.server.ts) and the mapping between a table row and its form.
 */
import { eq } from "drizzle-orm";
import { itemsToRows, rowsToItems } from "../content/content-fields.ts";
import { type ContentStoreDef, contentStore, type RowValues } from "../content/content-store.server.ts";
import type { Db } from "../db/db.ts";
import { courses, internships } from "../db/schema.ts";
import { bestCouponDiscountPaise } from "./coupons.server.ts";
import { rupeesToPaise } from "./pricing.ts";
import type { CourseForm, InternshipForm } from "./program-content.ts";
import { type CourseDetail, type InternshipDetail, toProgramDetail } from "./programs.server.ts";

function programDef(
  table: typeof courses | typeof internships,
  entity: "course" | "internship",
  listFields: string[],
) {
  return {
    entity,
    table,
    columns: {
      id: table.id,
      revision: table.revision,
      updatedAt: table.updatedAt,
      title: table.title,
      category: table.category,
      status: table.isActive,
    },
    statusValues: { published: true, draft: false },
    search: [table.title, table.slug],
    sorts: {
      updated: { column: table.updatedAt, descending: true },
      title: { column: table.title },
      position: { column: table.sortOrder },
    },
    slug: { column: table.slug, field: "slug", redirectKind: entity },
    files: ["bannerImagePath", "brochurePath"],
    listFields: ["faqs", ...listFields],
  } satisfies ContentStoreDef;
}

export const courseStore = contentStore(
  programDef(courses, "course", ["keyFeatures", "courseModules", "loveItems"]),
);
export const internshipStore = contentStore(
  programDef(internships, "internship", ["internshipModules", "responsibilities", "perksAndBenefits"]),
);

function programToRow(values: CourseForm | InternshipForm): RowValues {
  return {
    title: values.title,
    slug: values.slug,
    category: values.category,
    description: values.description,
    duration: values.duration,
    skillLevel: values.skillLevel,
    language: values.language,
    feesPaise: rupeesToPaise(values.fees),
    sortOrder: values.sortOrder,
    faqs: rowsToItems(values.faqs),
  };
}

function programToForm(row: RowValues) {
  return {
    revision: row.revision as number,
    title: row.title as string,
    slug: (row.slug as string | null) ?? "",
    category: row.category as string,
    description: row.description as string,
    duration: row.duration as string,
    skillLevel: row.skillLevel as string,
    language: row.language as string,
    fees: Math.round((row.feesPaise as number) / 100),
    sortOrder: row.sortOrder as number,
    faqs: itemsToRows(row.faqs),
  };
}

export function courseToRow(values: CourseForm): RowValues {
  return {
    ...programToRow(values),
    rating: values.rating ?? null,
    reviewCount: values.reviewCount,
    keyFeatures: rowsToItems(values.keyFeatures),
    courseModules: rowsToItems(values.courseModules),
    loveItems: rowsToItems(values.loveItems),
  };
}

export function courseToForm(row: RowValues) {
  return {
    ...programToForm(row),
    rating: (row.rating as number | null) ?? undefined,
    reviewCount: row.reviewCount as number,
    keyFeatures: itemsToRows(row.keyFeatures),
    courseModules: itemsToRows(row.courseModules),
    loveItems: itemsToRows(row.loveItems),
  };
}

export function internshipToRow(values: InternshipForm): RowValues {
  return {
    ...programToRow(values),
    internshipModules: rowsToItems(values.internshipModules),
    responsibilities: rowsToItems(values.responsibilities),
    perksAndBenefits: rowsToItems(values.perksAndBenefits),
  };
}

export function internshipToForm(row: RowValues) {
  return {
    ...programToForm(row),
    internshipModules: itemsToRows(row.internshipModules),
    responsibilities: itemsToRows(row.responsibilities),
    perksAndBenefits: itemsToRows(row.perksAndBenefits),
  };
}

/** A course as its public page shows it, published or not: for the staff preview. */
export async function previewCourse(db: Db, id: number): Promise<CourseDetail | null> {
  const [found] = await db
    .select({ row: courses, couponDiscountPaise: bestCouponDiscountPaise("course") })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  if (!found) return null;
  const { row, couponDiscountPaise } = found;
  return {
    ...toProgramDetail(row, couponDiscountPaise),
    rating: row.rating,
    review_count: row.reviewCount,
    key_features: row.keyFeatures,
    course_modules: row.courseModules,
    love_items: row.loveItems,
  };
}

/** An internship as its public page shows it, published or not: for the staff preview. */
export async function previewInternship(db: Db, id: number): Promise<InternshipDetail | null> {
  const [found] = await db
    .select({ row: internships, couponDiscountPaise: bestCouponDiscountPaise("internship") })
    .from(internships)
    .where(eq(internships.id, id))
    .limit(1);
  if (!found) return null;
  const { row, couponDiscountPaise } = found;
  return {
    ...toProgramDetail(row, couponDiscountPaise),
    internship_modules: row.internshipModules,
    responsibilities: row.responsibilities,
    perks_and_benefits: row.perksAndBenefits,
  };
}
