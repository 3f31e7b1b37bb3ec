/**
 * Every console form's error is a sentence a person wrote (issue 30): each console schema is fed missing,
 * mistyped, empty, huge and malformed values for every field it has, and no message may be one of zod's
 * defaults ("Invalid input: expected string, received undefined", "Too small: …", "Invalid option: …").
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { jobFormSchema } from "../careers/job-content.ts";
import { certificateSchema, revokeSchema } from "../certificates/certificate.schema.ts";
import { blogFormSchema, heroFormSchema } from "../content/article-content.ts";
import { listRowSchema } from "../content/content-fields.ts";
import { alertFormSchema, logoFormSchema } from "../content/site-content.ts";
import { bankDetailsSchema } from "../payments/bank-details.ts";
import { recordPaymentSchema, refundRetrySchema, refundSchema } from "../payments/payment-forms.ts";
import { receiptSettingsFormSchema } from "../payments/receipt-settings.ts";
import { eraseSchema, personQuerySchema, retentionSchema } from "../privacy/privacy.schema.ts";
import { couponSchema } from "../programs/coupon.schema.ts";
import { courseFormSchema, internshipFormSchema } from "../programs/program-content.ts";
import { companySchema, notifySchema } from "../settings/settings.schema.ts";
import { passwordSchema } from "../staff/password-rules.ts";
import {
  backupCodeSchema,
  inviteSchema,
  newPasswordSchema,
  passwordAgainSchema,
  roleChangeSchema,
  setupSchema,
  signInSchema,
  totpCodeSchema,
} from "../staff/staff.schema.ts";
import { z } from "../zod.ts";
import {
  applicantStageSchema,
  bulkStatusSchema,
  enquiryDetailsSchema,
  enquiryStatusSchema,
  noteSchema,
  registrationStatusSchema,
} from "./workflow.ts";

const CONSOLE_SCHEMAS: Record<string, z.ZodType> = {
  certificateSchema,
  revokeSchema,
  jobFormSchema,
  blogFormSchema,
  heroFormSchema,
  listRowSchema,
  alertFormSchema,
  logoFormSchema,
  personQuerySchema,
  eraseSchema,
  retentionSchema,
  couponSchema,
  courseFormSchema,
  internshipFormSchema,
  companySchema,
  notifySchema,
  receiptSettingsFormSchema,
  bankDetailsSchema,
  recordPaymentSchema,
  refundSchema,
  refundRetrySchema,
  backupCodeSchema,
  inviteSchema,
  newPasswordSchema,
  passwordAgainSchema,
  roleChangeSchema,
  setupSchema,
  signInSchema,
  totpCodeSchema,
  applicantStageSchema,
  bulkStatusSchema,
  enquiryDetailsSchema,
  enquiryStatusSchema,
  noteSchema,
  registrationStatusSchema,
  // A field of the set-password and account forms.
  passwordSchema: z.object({ password: passwordSchema }),
};

/** zod 4's English defaults, and the shapes of its generated texts. */
const ZOD_DEFAULT =
  /^(Invalid input|Invalid option|Invalid string|Invalid (email|URL|date|number|element|key)|Too (small|big)|Unrecognized key|Required$)|expected .+, received /i;

/**
 * What a browser can post into any field (a form posts only text): nothing, empty, blank, too much, a negative,
 * a fraction, an impossible day, nonsense. Each is parsed as the console's actions parse a post (Conform's
 * parseWithZod, which reads numbers and booleans from their text), so the messages are the ones staff see.
 */
const POSTED: (string | null)[] = [
  null,
  "",
  " ",
  "x".repeat(20_000),
  "abc",
  "-5",
  "1.5",
  "99999999999",
  "2026-02-30",
  "no-email",
  "javascript:alert(1)",
  "Ünïcode ✓",
];

/** The field names a schema declares or reports for an empty post. */
function fieldsOf(schema: z.ZodType): string[] {
  const names = new Set<string>();
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (shape) for (const key of Object.keys(shape)) names.add(key);
  const result = schema.safeParse({});
  if (!result.success)
    for (const issue of result.error.issues) if (issue.path[0]) names.add(String(issue.path[0]));
  return [...names];
}

function post(fields: Record<string, string | null>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.append(name, value);
  return form;
}

function messagesFor(schema: z.ZodType): string[] {
  const messages = new Set<string>();
  const collect = (fields: Record<string, string | null>) => {
    const submission = parseWithZod(post(fields), { schema });
    if (submission.status === "error")
      for (const list of Object.values(submission.error ?? {}))
        for (const message of list ?? []) messages.add(message);
  };
  const fields = fieldsOf(schema);
  for (const value of POSTED) {
    collect(Object.fromEntries(fields.map((field) => [field, value])));
    // One field at a time too, so checks that run after the others pass are reached.
    for (const field of fields) collect({ [field]: value });
  }
  return [...messages];
}

describe("console field errors are sentences a person wrote", () => {
  for (const [name, schema] of Object.entries(CONSOLE_SCHEMAS))
    it(name, () => {
      const defaults = messagesFor(schema).filter((message) => ZOD_DEFAULT.test(message));
      expect(defaults).toEqual([]);
    });
});

it("a status change posted without its note asks for the note in words", () => {
  const submission = parseWithZod(post({ status: "paid" }), { schema: registrationStatusSchema });
  expect(submission.status).toBe("error");
  expect(submission.status === "error" && submission.error?.note).toEqual(["Write a note."]);
});
