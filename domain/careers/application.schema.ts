/**
 * The job application's text fields (docs/product/forms.md), shared by the API and the form. The resume file
 * is checked separately (resume-type.ts). Empty values count as absent; unknown fields are stripped.
 */

import { EXPERIENCED, FIELD_LIMITS, OPTIONS } from "../constants.ts";
import { emailField, phoneField, requiredText } from "../enquiries/enquiries.schema.ts";
import { MESSAGES } from "../messages.ts";
import { z } from "../zod.ts";

/** `""` and whitespace-only strings become `undefined`, so an empty optional field is simply absent. */
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const absentable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const optionalText = (label: string, max: number) => optional(requiredText(label, max));
const choice = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: MESSAGES.fieldChoose(label) });

const EXPERIENCE_VALUES = OPTIONS.jobExperience.map((option) => option.value) as [
  (typeof OPTIONS.jobExperience)[number]["value"],
  ...(typeof OPTIONS.jobExperience)[number]["value"][],
];

/** The submitted value of the 'Yes' experience choice: it makes the working status required. */
export { EXPERIENCED };

export const jobApplicationSchema = z
  .object({
    fullName: absentable(requiredText("full name", FIELD_LIMITS.name)),
    email: absentable(emailField()),
    phone: absentable(phoneField(MESSAGES.applicationPhoneInvalid)),
    altPhone: optional(phoneField(MESSAGES.applicationAltPhoneInvalid)),
    address: optionalText("address", FIELD_LIMITS.address),
    permanentAddress: optionalText("permanent address", FIELD_LIMITS.address),
    qualification: absentable(choice(OPTIONS.jobQualification, "qualification")),
    qualificationOther: optionalText("qualification", FIELD_LIMITS.short),
    skills: absentable(requiredText("skills", FIELD_LIMITS.skills)),
    experience: absentable(choice(EXPERIENCE_VALUES, "experience")),
    status: optional(choice(OPTIONS.jobWorkingStatus, "current working status")),
    mode: optionalText("preferred mode", FIELD_LIMITS.short),
    hasNoticePeriod: optional(choice(OPTIONS.noticePeriod, "notice period")),
    noticePeriod: optional(
      z
        .string({ error: MESSAGES.applicationNoticeDaysInvalid })
        .trim()
        .regex(/^\d{1,3}$/, MESSAGES.applicationNoticeDaysInvalid),
    ),
    jobId: optional(
      z
        .string({ error: MESSAGES.applicationJobIdInvalid })
        .trim()
        .regex(/^[1-9]\d{0,8}$/, MESSAGES.applicationJobIdInvalid)
        .transform(Number),
    ),
    // No title or company: the server takes them from the job (jobs.server.ts), never from the client.
  })
  .superRefine((value, ctx) => {
    if (value.qualification === "Other" && !value.qualificationOther)
      ctx.addIssue({
        code: "custom",
        path: ["qualificationOther"],
        message: MESSAGES.applicationQualificationOther,
      });
    if (value.experience === EXPERIENCED && !value.status)
      ctx.addIssue({ code: "custom", path: ["status"], message: MESSAGES.applicationStatusRequired });
  })
  // Answers to questions that were not asked (hidden fields) are dropped.
  .transform((value) => ({
    ...value,
    qualificationOther: value.qualification === "Other" ? value.qualificationOther : undefined,
    status: value.experience === EXPERIENCED ? value.status : undefined,
    noticePeriod: value.hasNoticePeriod === "Yes" ? value.noticePeriod : undefined,
  }));

export type JobApplicationInput = z.input<typeof jobApplicationSchema>;
export type JobApplication = z.output<typeof jobApplicationSchema>;
