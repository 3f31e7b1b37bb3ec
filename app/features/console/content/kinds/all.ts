/**
 * Every content kind's list and form, browser side, by the segment of its console address (`courses` of
 * `/admin/content/courses`): the routes all kinds share (app/routes/admin/content/list.tsx, edit.tsx) render
 * the kind their `:kind` names. The server side of each kind is in all.server.ts.
 */
import type { ReactNode } from "react";
import { jobFormSchema } from "../../../../../domain/careers/job-content";
import { blogFormSchema, heroFormSchema } from "../../../../../domain/content/article-content";
import {
  alertFormSchema,
  logoFormSchema,
  testimonialFormSchema,
} from "../../../../../domain/content/site-content";
import { courseFormSchema, internshipFormSchema } from "../../../../../domain/programs/program-content";
import type { AnyObjectSchema, FormParts } from "../content-edit";
import { type ContentKindView, kindSegment } from "../content-kit";
import { BlogFields, HeroFields } from "./article-fields";
import { blogView, heroView } from "./articles";
import { JobFields } from "./job-fields";
import { jobView } from "./jobs";
import { CourseFields, InternshipFields } from "./program-fields";
import { courseView, internshipView } from "./programs";
import { alertView, logoView, testimonialView } from "./site";
import { AlertFields, LogoFields, TestimonialFields } from "./site-fields";

export interface ContentKindForm<Schema extends AnyObjectSchema = AnyObjectSchema> {
  view: ContentKindView;
  schema: Schema;
  /** The kind's own fields inside the shared form. */
  Fields: (parts: FormParts<Schema>) => ReactNode;
  /** True when the form has file fields (posted as multipart). */
  uploads?: boolean;
}

/** Ties a kind's fields to its schema's type; the registry below holds them side by side. */
const kindForm = <Schema extends AnyObjectSchema>(form: ContentKindForm<Schema>) =>
  form as unknown as ContentKindForm;

const FORMS = [
  kindForm({ view: courseView, schema: courseFormSchema, Fields: CourseFields, uploads: true }),
  kindForm({ view: internshipView, schema: internshipFormSchema, Fields: InternshipFields, uploads: true }),
  kindForm({ view: blogView, schema: blogFormSchema, Fields: BlogFields, uploads: true }),
  kindForm({ view: heroView, schema: heroFormSchema, Fields: HeroFields, uploads: true }),
  kindForm({ view: jobView, schema: jobFormSchema, Fields: JobFields }),
  kindForm({ view: testimonialView, schema: testimonialFormSchema, Fields: TestimonialFields }),
  kindForm({ view: logoView, schema: logoFormSchema, Fields: LogoFields, uploads: true }),
  kindForm({ view: alertView, schema: alertFormSchema, Fields: AlertFields, uploads: true }),
];

const BY_SEGMENT = new Map(FORMS.map((form) => [kindSegment(form.view), form]));

/** The kind a shared route's `:kind` names, or undefined (its loader then answered 404). */
export const contentFormAt = (segment: string | undefined) => (segment ? BY_SEGMENT.get(segment) : undefined);

/** A record's heading words in the page title: `Course: Python basics`, `New course`. */
export function contentEditTitle(
  view: ContentKindView,
  values: Record<string, unknown> | undefined,
  id: unknown,
) {
  const one = view.label.one;
  if (!id || !values) return `New ${one}`;
  return `${one[0]!.toUpperCase()}${one.slice(1)}: ${String(values[view.titleField ?? "title"])}`;
}
