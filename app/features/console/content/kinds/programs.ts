/** How the console shows courses and internships (browser-safe: labels, categories, orders, preview). */
import { PROGRAM_CATEGORIES } from "../../../../../domain/programs/program-content";
import type { ContentKindView } from "../content-kit";

const PROGRAM_SORTS = [
  { value: "updated", label: "Last saved first" },
  { value: "title", label: "Title A–Z" },
  { value: "position", label: "Position on the site" },
] as const;
const STATES = { published: "Published", draft: "Draft" } as const;

export const courseView: ContentKindView = {
  path: "/admin/content/courses",
  searchHint: "Title or address",
  label: { one: "course", many: "Courses" },
  categories: PROGRAM_CATEGORIES,
  states: STATES,
  sorts: PROGRAM_SORTS,
  previewPath: (id) => `/admin/preview/course/${id}`,
};

export const internshipView: ContentKindView = {
  path: "/admin/content/internships",
  searchHint: "Title or address",
  label: { one: "internship", many: "Internships" },
  categories: PROGRAM_CATEGORIES,
  states: STATES,
  sorts: PROGRAM_SORTS,
  previewPath: (id) => `/admin/preview/internship/${id}`,
};
