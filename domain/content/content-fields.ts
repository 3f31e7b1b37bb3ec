/**
 * zod building blocks of the console's content forms, shared by the browser (validation as you type) and the
 * server (the same schema parses the post). Every form carries the revision it was opened with; every text
 * field is a `plainText` (no control characters).
 */
import { parseListField } from "../programs/list-fields.ts";
import { plainText, z } from "../zod.ts";
import { SLUG_MAX, SLUG_PATTERN } from "./slug.ts";

export const requiredText = (label: string, max = 200) =>
  plainText({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `Use at most ${max} characters.`);

/** Optional text: an empty field is "" (what the tables store for "none"). */
export const optionalText = (max = 200) =>
  plainText()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .optional()
    .transform((value) => value ?? "");

/** Empty: made from the title when saved. */
export const slugField = plainText()
  .trim()
  .toLowerCase()
  .max(SLUG_MAX, `Use at most ${SLUG_MAX} characters.`)
  .regex(SLUG_PATTERN, "Use lower-case letters, digits and single dashes (for example python-basics).")
  .optional()
  .transform((value) => value ?? "");

export const choiceOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `Choose the ${label}.` });

/** A whole number within bounds; empty is `fallback`. */
export const wholeNumber = (label: string, min: number, max: number, fallback = 0) =>
  z
    .number({ error: `Enter the ${label} as a whole number.` })
    .int(`Enter the ${label} as a whole number.`)
    .min(min, `The ${label} is at least ${min}.`)
    .max(max, `The ${label} is at most ${max}.`)
    .optional()
    .transform((value) => value ?? fallback);

/** One row of an ordered list field: a title and an optional description. */
const LIST_ROWS = "Fill in the rows again: this list did not arrive as rows.";
export const listRowSchema = z.object(
  {
    title: requiredText("title of this row", 300),
    description: optionalText(4000),
  },
  { error: LIST_ROWS },
);
export type ListRowValue = z.infer<typeof listRowSchema>;

export const listField = (max = 50) =>
  z
    .array(listRowSchema, { error: LIST_ROWS })
    .max(max, `At most ${max} rows.`)
    .optional()
    .transform((rows) => rows ?? []);

/** What every content form posts besides its fields. */
const STALE_FORM = "This form is out of date. Reload the page and make your changes again.";
export const revisionField = z
  .number({ error: STALE_FORM })
  .int(STALE_FORM)
  .min(0, STALE_FORM)
  .max(2_147_483_647, STALE_FORM)
  .optional();

/** `{ title, description? }` items as stored: an empty description is left out (the public lists show none). */
export function rowsToItems(rows: readonly ListRowValue[]): { title: string; description?: string }[] {
  return rows.map(({ title, description }) => (description ? { title, description } : { title }));
}

/** A stored list field (any shape parseListField accepts) as the editor's rows. */
export function itemsToRows(value: unknown): ListRowValue[] {
  return parseListField(value).map((item) => ({ title: item.title, description: item.description ?? "" }));
}
