/**
 * The console's course and internship forms: every field the public list and detail pages show, the list
 * fields as ordered rows, the fee in rupees (stored in paise). Categories are the spec's list chips.
 */
import { LIST_CATEGORIES } from "../constants.ts";
import {
  choiceOf,
  listField,
  optionalText,
  requiredText,
  revisionField,
  slugField,
  wholeNumber,
} from "../content/content-fields.ts";
import { z } from "../zod.ts";

export const PROGRAM_CATEGORIES = LIST_CATEGORIES.filter((category) => category !== "All") as [
  Exclude<(typeof LIST_CATEGORIES)[number], "All">,
  ...Exclude<(typeof LIST_CATEGORIES)[number], "All">[],
];

const programFields = {
  revision: revisionField,
  title: requiredText("title", 200),
  slug: slugField,
  category: choiceOf(PROGRAM_CATEGORIES, "category"),
  description: optionalText(2000),
  duration: optionalText(60),
  skillLevel: optionalText(60),
  language: optionalText(60),
  /** Rupees, whole. */
  fees: wholeNumber("fee", 0, 10_000_000),
  sortOrder: wholeNumber("position", 0, 100_000),
  faqs: listField(),
};

export const courseFormSchema = z.object({
  ...programFields,
  rating: z
    .number({ error: "Enter the rating as a number from 0 to 5." })
    .min(0, "The rating is at least 0.")
    .max(5, "The rating is at most 5.")
    .optional(),
  reviewCount: wholeNumber("number of reviews", 0, 10_000_000),
  keyFeatures: listField(),
  courseModules: listField(),
  loveItems: listField(),
});
export type CourseForm = z.infer<typeof courseFormSchema>;

export const internshipFormSchema = z.object({
  ...programFields,
  internshipModules: listField(),
  responsibilities: listField(),
  perksAndBenefits: listField(),
});
export type InternshipForm = z.infer<typeof internshipFormSchema>;
