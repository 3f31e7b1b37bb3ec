/**
 * What staff type to issue a certificate (by hand, from a registration, or one CSV row) and to revoke one. The
 * console's forms and the server parse these same schemas (form kit, ADR 13); the CSV import checks every row
 * with `certificateSchema` too, so a row is refused for the same reasons as the form.
 */

import { DAY_PATTERN, isCalendarDay } from "../calendar-day.ts";
import { OPTIONS } from "../constants.ts";
import { emptyOrEmail } from "../privacy/privacy.schema.ts";
import { plainText, z } from "../zod.ts";

const text = (message: string, max: number) =>
  plainText({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters.`);
const optionalText = (max: number) =>
  plainText()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .optional()
    .transform((value) => value ?? "");

/** A real calendar day, not after today (a certificate is issued for training that has ended). */
export const completionDateSchema = plainText({ error: "Enter the completion date." })
  .trim()
  .regex(DAY_PATTERN, "Enter the completion date as YYYY-MM-DD.")
  .refine(isCalendarDay, "Enter a real date.")
  .refine(
    (value) => value <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    "The completion date cannot be in the future.",
  );

export const certificateSchema = z.object({
  fullName: text("Enter the holder's full name.", 120),
  email: plainText()
    .trim()
    .max(254, "Use at most 254 characters.")
    .optional()
    .transform((value) => value?.toLowerCase() ?? "")
    .refine(emptyOrEmail, "Enter a valid e-mail address, or leave it empty."),
  trainingType: z.enum(OPTIONS.trainingType, { error: "Choose Courses or Internship." }),
  specificTraining: text("Enter the program.", 200),
  duration: optionalText(60),
  gender: z
    .union([z.literal(""), z.enum(OPTIONS.gender)], {
      error: "Choose Male, Female or Other, or leave it empty.",
    })
    .optional()
    .transform((value) => value ?? ""),
  completionDate: completionDateSchema,
  registrationId: optionalText(64),
});
export type CertificateInput = z.output<typeof certificateSchema>;

/** The revoke form: the certificate is the page's (its address), only the reason is typed. */
export const revokeSchema = z.object({
  reason: text("Say why the certificate is revoked.", 500),
});

/** The CSV import's columns, in the order of the template offered for download. */
export const IMPORT_COLUMNS = [
  "full_name",
  "email",
  "training_type",
  "specific_training",
  "duration",
  "gender",
  "completion_date",
  "registration_id",
] as const;

/** CSV column -> form field. */
export const IMPORT_FIELD_OF: Record<(typeof IMPORT_COLUMNS)[number], keyof CertificateInput> = {
  full_name: "fullName",
  email: "email",
  training_type: "trainingType",
  specific_training: "specificTraining",
  duration: "duration",
  gender: "gender",
  completion_date: "completionDate",
  registration_id: "registrationId",
};

/** At most this many rows per import file (a class or two; bigger lists go in several files). */
export const IMPORT_MAX_ROWS = 2_000;
/** And at most this many bytes. */
export const IMPORT_MAX_BYTES = 1_000_000;

export const CERTIFICATE_PAGE_SIZE = 50;
