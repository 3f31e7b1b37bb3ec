/**
 * The console's forms for the home page's smaller content: student and client testimonials, hiring-company
 * logos and alerts (the `mid` popup and `bottom` banner, each with an optional active window in India's time).
 */
import { ALERT_CATEGORIES } from "../constants.ts";
import { plainText, z } from "../zod.ts";
import { choiceOf, requiredText, revisionField, wholeNumber } from "./content-fields.ts";
import { isAlertLink, LINK_MESSAGES } from "./links.ts";

export const TESTIMONIAL_KINDS = ["student", "client"] as const;
export const TESTIMONIAL_KIND_LABELS = { student: "Student", client: "Client" } as const;

export const testimonialFormSchema = z.object({
  revision: revisionField,
  kind: choiceOf(TESTIMONIAL_KINDS, "kind of testimonial"),
  name: requiredText("name of the person", 100),
  title: requiredText("title (their course, role or company)", 150),
  feedback: requiredText("testimonial", 1500),
  sortOrder: wholeNumber("position", 0, 100_000),
});
export type TestimonialForm = z.infer<typeof testimonialFormSchema>;

export const logoFormSchema = z.object({
  revision: revisionField,
  title: requiredText("company name", 150),
  sortOrder: wholeNumber("position", 0, 100_000),
});
export type LogoForm = z.infer<typeof logoFormSchema>;

export const ALERT_CATEGORY_LABELS = { mid: "Popup (mid)", bottom: "Bottom banner" } as const;

/** `2026-11-24T14:05` as typed in a datetime-local field, read as India's time. */
const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const optionalMoment = (label: string) =>
  plainText()
    .trim()
    .regex(LOCAL_MINUTE, `Enter the ${label} as a date and time.`)
    .optional()
    .transform((value) => value || "");

/** A link on the alert: a site path (`/courses`) or a full https address (links.ts); empty for none. */
const alertLink = plainText()
  .trim()
  .max(500, "Use at most 500 characters.")
  .refine((value) => value === "" || isAlertLink(value), { message: LINK_MESSAGES.alert })
  .optional()
  .transform((value) => value ?? "");

export const ALERT_LINK_OR_BATCH = "Choose a link or a batch, not both.";

export const alertFormSchema = z
  .object({
    revision: revisionField,
    category: choiceOf(ALERT_CATEGORIES, "placement"),
    title: requiredText("title", 200),
    button1Link: alertLink,
    /** Or a batch (its id): the button leads to the batch on its program's page (links.ts, `batchLink`). */
    linkBatch: plainText()
      .trim()
      .regex(/^(|[1-9]\d{0,9})$/, "Choose a batch from the list.")
      .optional()
      .transform((value) => (value ? Number(value) : null)),
    startsAt: optionalMoment("start"),
    endsAt: optionalMoment("end"),
    sortOrder: wholeNumber("position", 0, 100_000),
  })
  .refine((alert) => !alert.startsAt || !alert.endsAt || alert.startsAt < alert.endsAt, {
    message: "The end comes after the start.",
    path: ["endsAt"],
  })
  .refine((alert) => !(alert.button1Link && alert.linkBatch), {
    message: ALERT_LINK_OR_BATCH,
    path: ["linkBatch"],
  });
export type AlertForm = z.infer<typeof alertFormSchema>;

const IST_OFFSET_MS = 330 * 60_000;

/** `2026-11-24T14:05` (India's time) -> the instant; "" -> null. */
export function fromIndiaLocal(value: string): Date | null {
  if (!value) return null;
  return new Date(Date.parse(`${value}:00Z`) - IST_OFFSET_MS);
}

/** The instant as a datetime-local value in India's time; null -> "". */
export function toIndiaLocal(value: Date | string | null): string {
  if (!value) return "";
  return new Date(new Date(value).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}
