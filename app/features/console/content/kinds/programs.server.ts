/** Courses and internships for the content kit: their stores, schemas and row <-> form mapping. */

import type { RowValues } from "../../../../../domain/content/content-store.server";
import {
  courseFormSchema,
  internshipFormSchema,
  PROGRAM_CATEGORIES,
} from "../../../../../domain/programs/program-content";
import {
  courseStore,
  courseToForm,
  courseToRow,
  internshipStore,
  internshipToForm,
  internshipToRow,
} from "../../../../../domain/programs/program-content.server";
import { programSeoDefaults } from "../../../programs/detail-meta";
import type { ContentKindServer, UploadDef } from "../content-kit.server";
import { courseView, internshipView } from "./programs";

const programUploads = (folder: string): UploadDef[] => [
  { field: "bannerImage", column: "bannerImagePath", type: "image", folder },
  { field: "brochure", column: "brochurePath", type: "pdf" },
];

/** A program's page and its default search words, from its stored row. */
const programPage = (kind: "course" | "internship") => (row: RowValues) =>
  programSeoDefaults(kind, {
    slug: String(row.slug ?? ""),
    title: String(row.title ?? ""),
    category: String(row.category ?? ""),
    description: String(row.description ?? ""),
    banner_image_path: String(row.bannerImagePath ?? ""),
  });

const blankProgram = {
  revision: 0,
  title: "",
  slug: "",
  category: PROGRAM_CATEGORIES[0],
  description: "",
  duration: "",
  skillLevel: "",
  language: "English",
  fees: 0,
  sortOrder: 0,
  faqs: [],
};

export const courseKind: ContentKindServer<typeof courseFormSchema> = {
  view: courseView,
  store: courseStore,
  schema: courseFormSchema,
  right: "content",
  toRow: courseToRow,
  toForm: courseToForm,
  blank: { ...blankProgram, reviewCount: 0, keyFeatures: [], courseModules: [], loveItems: [] },
  uploads: programUploads("courses"),
  page: programPage("course"),
  batches: "course",
};

export const internshipKind: ContentKindServer<typeof internshipFormSchema> = {
  view: internshipView,
  store: internshipStore,
  schema: internshipFormSchema,
  right: "content",
  toRow: internshipToRow,
  toForm: internshipToForm,
  blank: { ...blankProgram, internshipModules: [], responsibilities: [], perksAndBenefits: [] },
  uploads: programUploads("internships"),
  page: programPage("internship"),
  batches: "internship",
};
