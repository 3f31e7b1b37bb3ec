/**
 * The console's job form: every field the job list and the application header show, responsibilities and
 * perks as ordered rows; open or closed is the publish state (open jobs are listed and take applications).
 */

import { DAY_PATTERN, isCalendarDay } from "../calendar-day.ts";
import { LIST_CATEGORIES } from "../constants.ts";
import { choiceOf, listField, optionalText, requiredText, revisionField } from "../content/content-fields.ts";
import { plainText, z } from "../zod.ts";

export const JOB_CATEGORIES = [
  ...LIST_CATEGORIES.filter((category) => category !== "All" && category !== "Other"),
  "Marketing",
  "Careers",
  "Other",
] as const;
export const JOB_MODES = ["Onsite", "Hybrid", "WFH"] as const;
export const JOB_TYPES = ["Full Time", "Part Time", "Internship", "Contract"] as const;

const optionalDay = (label: string) =>
  plainText()
    .trim()
    .regex(DAY_PATTERN, `Enter the ${label} as a date.`)
    .refine(isCalendarDay, `Enter the ${label} as a real date.`)
    .optional()
    .transform((value) => value || null);

export const jobFormSchema = z.object({
  revision: revisionField,
  title: requiredText("job title", 150),
  company: requiredText("company", 150),
  category: choiceOf(JOB_CATEGORIES as unknown as [string, ...string[]], "category"),
  mode: choiceOf(JOB_MODES, "mode"),
  hours: plainText({ error: "Enter the hours per week." })
    .trim()
    .regex(/^\d{1,2}(\.\d)?$/, "Enter the hours per week as a number, for example 40."),
  jobType: choiceOf(JOB_TYPES, "job type"),
  education: optionalText(150),
  hiringSteps: optionalText(500),
  startDate: optionalDay("start date"),
  deadline: optionalDay("deadline"),
  description: optionalText(5000),
  responsibilities: listField(),
  perks: listField(),
});
export type JobForm = z.infer<typeof jobFormSchema>;
