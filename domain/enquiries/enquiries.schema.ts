/**
 * Enquiry inputs shared by the API and the forms: the contact page's career and services forms, and the
 * name/email/message forms (chat details, sidebar and other enquiry forms). Unknown fields are stripped.
 */

import { FIELD_LIMITS, OPTIONS } from "../constants.ts";
import { MESSAGES } from "../messages.ts";
import { isMeaningfulText } from "../text.ts";
import { z } from "../zod.ts";
import { nationalPhoneNumber, PHONE_PATTERN } from "./phone.ts";

export { isValidPhone, phoneInputValue } from "./phone.ts";

/** A required, trimmed text field with the spec-style messages for missing, wrong-type and too-long input. */
export function requiredText(label: string, max: number) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? MESSAGES.fieldRequired(label) : MESSAGES.fieldNotText(label),
    })
    .trim()
    .min(1, MESSAGES.fieldRequired(label))
    .refine(isMeaningfulText, MESSAGES.fieldRequired(label))
    .max(max, MESSAGES.fieldTooLong(label, max));
}

export function emailField() {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? MESSAGES.fieldRequired("email") : MESSAGES.fieldNotText("email"),
    })
    .trim()
    .max(FIELD_LIMITS.email, MESSAGES.emailInvalid)
    .regex(z.regexes.email, MESSAGES.emailInvalid);
}

/** A 10-digit number, however it was written (`+91 98765 43210` is stored as `9876543210`). */
export function phoneField(message: string) {
  return z
    .string({ error: message })
    .transform(nationalPhoneNumber)
    .pipe(z.string().regex(PHONE_PATTERN, message));
}

function choice<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.enum(values, { error: MESSAGES.fieldChoose(label) });
}

export const careerEnquirySchema = z.object({
  name: requiredText("name", FIELD_LIMITS.name),
  college: requiredText("college or job title", FIELD_LIMITS.short),
  email: emailField(),
  phone: phoneField(MESSAGES.phoneCareer),
  location: requiredText("location", FIELD_LIMITS.short),
  training: choice(OPTIONS.careerTraining, "training"),
});
export type CareerEnquiry = z.output<typeof careerEnquirySchema>;

export const servicesEnquirySchema = z.object({
  name: requiredText("name", FIELD_LIMITS.name),
  organization: requiredText("organization", FIELD_LIMITS.short),
  email: emailField(),
  phone: phoneField(MESSAGES.phoneServices),
  location: requiredText("location", FIELD_LIMITS.short),
  service: choice(OPTIONS.service, "service"),
});
export type ServicesEnquiry = z.output<typeof servicesEnquirySchema>;

/** Chat details form (`POST /api/contact`) and enquiry forms (`POST /api/contact-queries`). */
export const contactMessageSchema = z.object({
  name: requiredText("name", FIELD_LIMITS.name),
  email: emailField(),
  message: requiredText("message", FIELD_LIMITS.message),
});
export type ContactMessage = z.output<typeof contactMessageSchema>;
