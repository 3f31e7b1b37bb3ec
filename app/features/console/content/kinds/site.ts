/** How the console shows testimonials, hiring-company logos and alerts. */

import { ALERT_CATEGORIES } from "../../../../../domain/constants";
import {
  ALERT_CATEGORY_LABELS,
  TESTIMONIAL_KIND_LABELS,
  TESTIMONIAL_KINDS,
} from "../../../../../domain/content/site-content";
import type { ContentKindView } from "../content-kit";

const STATES = { published: "Published", draft: "Draft" } as const;
const SORTS = [
  { value: "position", label: "Position on the site" },
  { value: "updated", label: "Last saved first" },
  { value: "title", label: "Name A–Z" },
] as const;

export const testimonialView: ContentKindView = {
  path: "/admin/content/testimonials",
  searchHint: "Name, title or text",
  label: { one: "testimonial", many: "Testimonials" },
  titleField: "name",
  categories: TESTIMONIAL_KINDS,
  categoryLabels: TESTIMONIAL_KIND_LABELS,
  states: STATES,
  sorts: SORTS,
};

export const logoView: ContentKindView = {
  path: "/admin/content/logos",
  searchHint: "Company name",
  label: { one: "logo", many: "Hiring-company logos" },
  categories: [],
  states: STATES,
  sorts: SORTS,
};

export const alertView: ContentKindView = {
  path: "/admin/content/alerts",
  searchHint: "Title",
  label: { one: "alert", many: "Alerts" },
  categories: ALERT_CATEGORIES,
  categoryLabels: ALERT_CATEGORY_LABELS,
  states: STATES,
  sorts: SORTS,
};
