/**
 * The registration form's input (docs/product/forms.md), shared by POST /api/registration and the form.
 * Money fields the client may send (duration, total_fees, discount_percentage, registrationFees,
 * final_price) are accepted and ignored: the server recomputes every amount (docs/product/constants.md#fees).
 * Unknown fields are stripped.
 */

import { OPTIONS, PHONE_LENGTH } from "../constants.ts";
import { phoneField } from "../enquiries/enquiries.schema.ts";
import { MESSAGES } from "../messages.ts";
import { GST_STATES, OUTSIDE_INDIA_CODE } from "../payments/gst-states.ts";
import { GSTIN_MESSAGES, gstinProblem, normaliseGstin } from "../payments/gstin.ts";
import { isMeaningfulText } from "../text.ts";
import { z } from "../zod.ts";

export const REGISTRATION_LIMITS = {
  name: 100,
  email: 254,
  address: 500,
  collegeName: 200,
  branch: 100,
  specificTraining: 200,
  coupon: 50,
  sponsorCompany: 200,
} as const;

export const REGISTRATION_ERRORS = {
  fullName: "Please enter your full name.",
  fathersName: "Please enter your father's name.",
  nationality: "Please select your nationality.",
  gender: "Please select your gender.",
  email: "Please enter a valid email address.",
  phone: `Phone number must be exactly ${PHONE_LENGTH} digits.`,
  workingStatus: "Please select your working status.",
  branch: "Please select or enter your branch.",
  year: "Please select your year of study.",
  trainingType: "Please select a training type.",
  specificTraining: "Please select a program.",
  batchId: "Please choose a batch from the list.",
  agree: "Please accept the declaration to continue.",
  studentStateCode: "Please choose your state from the list.",
  sponsorCompany: "Please enter the sponsoring company's name for its GSTIN.",
  form: "Please fill in the registration form.",
  text: "Please enter text here.",
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
} as const;

const E = REGISTRATION_ERRORS;
const L = REGISTRATION_LIMITS;

/** A required, trimmed string with a length limit. */
const requiredText = (message: string, label: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .refine(isMeaningfulText, { error: message })
    .max(max, { error: E.tooLong(label, max) });

/** An optional, trimmed string; missing, null and blank all become "". */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: E.text })
    .trim()
    .max(max, { error: E.tooLong(label, max) })
    .nullish()
    .transform((value) => value ?? "");

/** One of a fixed option list. */
const choice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });

/** The student's state for GST (a state's code, or 96 for outside India); missing or blank: not given. */
const STATE_CODES = [OUTSIDE_INDIA_CODE, ...GST_STATES.map((state) => state.code)] as [string, ...string[]];
const stateCode = z
  .union([z.literal(""), z.enum(STATE_CODES, { error: E.studentStateCode })], { error: E.studentStateCode })
  .nullish()
  .transform((value) => value || null);

/** A sponsor's GSTIN (gstin.ts: format, state and check character); missing or blank: none. */
const sponsorGstin = z
  .string({ error: GSTIN_MESSAGES.format })
  .max(20, { error: GSTIN_MESSAGES.format })
  .nullish()
  .transform((value) => normaliseGstin(value ?? "") || null)
  .superRefine((value, context) => {
    const problem = value ? gstinProblem(value) : null;
    if (problem) context.addIssue({ code: "custom", message: GSTIN_MESSAGES[problem] });
  });

/**
 * The chosen batch's id (a number, or its digits as the form sends them); missing or blank: none. Whether the
 * program needs one and whether this one may be taken is the server's rule (domain/programs/seats.server.ts).
 */
const batchId = z
  .union([z.string({ error: E.batchId }), z.number({ error: E.batchId })], { error: E.batchId })
  .nullish()
  .transform((value) => (value === null || value === undefined ? "" : String(value).trim()))
  .refine((value) => value === "" || /^[1-9]\d{0,8}$/.test(value), { error: E.batchId })
  .transform((value) => (value === "" ? null : Number(value)));

/** Sent by the form for display only; never trusted. */
const ignored = z.unknown().optional();

const registrationFields = z.object(
  {
    fullName: requiredText(E.fullName, "Full name", L.name),
    fathersName: requiredText(E.fathersName, "Father's name", L.name),
    nationality: z
      .union([z.literal(""), choice(OPTIONS.nationality, E.nationality)], { error: E.nationality })
      .nullish()
      .transform((value): (typeof OPTIONS.nationality)[number] => value || "Indian"),
    gender: choice(OPTIONS.gender, E.gender),
    email: z
      .string({ error: E.email })
      .trim()
      .max(L.email, { error: E.tooLong("Email", L.email) })
      .pipe(z.email({ error: E.email })),
    phone: phoneField(E.phone),
    address: optionalText("Address", L.address),
    workingStatus: choice(OPTIONS.registrationWorkingStatus, E.workingStatus),
    collegeName: optionalText("College name", L.collegeName),
    /** One of OPTIONS.branch, or the free text typed after choosing 'Other'. */
    branch: requiredText(E.branch, "Branch", L.branch),
    year: choice(OPTIONS.yearOfStudy, E.year),
    collegeAddress: optionalText("College address", L.address),
    trainingType: choice(OPTIONS.trainingType, E.trainingType),
    specificTraining: requiredText(E.specificTraining, "Program", L.specificTraining),
    batchId,
    /** A waiting-list link's `offer` (`{id}.{token}`): the seat held for its person; checked by the server. */
    offer: z
      .string()
      .max(200)
      .nullish()
      .transform((value) => value?.trim() ?? ""),
    discount_coupon: optionalText("Coupon code", L.coupon),
    agree: z.boolean({ error: E.agree }).refine((value) => value, { error: E.agree }),
    /** For the receipt (optional): the student's state, and a sponsoring company's GSTIN and name. */
    studentStateCode: stateCode,
    sponsorGstin,
    sponsorCompany: optionalText("Company", L.sponsorCompany).transform((value) => value || null),
    duration: ignored,
    total_fees: ignored,
    discount_percentage: ignored,
    registrationFees: ignored,
    final_price: ignored,
  },
  { error: E.form },
);

/** A sponsor's GSTIN goes on the receipt with the sponsor's name: one without the other is half a recipient. */
const sponsorNamed = (value: { sponsorGstin: string | null; sponsorCompany: string | null }) =>
  !value.sponsorGstin || Boolean(value.sponsorCompany);
const sponsorNamedIssue = {
  path: ["sponsorCompany"],
  error: E.sponsorCompany,
  when: ({ value }: { value: unknown }) =>
    Boolean((value as { sponsorGstin?: unknown } | undefined)?.sponsorGstin),
};

export const registrationSchema = registrationFields.refine(sponsorNamed, sponsorNamedIssue);

/** What the form sends. */
export type RegistrationInput = z.input<typeof registrationSchema>;
/** What the server works with after parsing (trimmed, defaults applied). */
export type RegistrationData = z.output<typeof registrationSchema>;

/** POST /api/check-coupon: the form asks the server because coupon codes are secret. */
export const checkCouponSchema = z.object(
  {
    trainingType: choice(OPTIONS.trainingType, E.trainingType),
    specificTraining: requiredText(E.specificTraining, "Program", L.specificTraining),
    coupon: z
      .string({ error: MESSAGES.couponEmpty })
      .trim()
      .min(1, { error: MESSAGES.couponEmpty })
      .max(L.coupon, { error: MESSAGES.couponInvalid }),
  },
  { error: MESSAGES.couponEmpty },
);

export type CheckCouponInput = z.input<typeof checkCouponSchema>;

/**
 * The registration form as the page posts it: the API's fields without the amounts (the server computes
 * them), the chosen branch and, for 'Other', the typed one (`registrationBodyOf` in registration-body.ts
 * makes the API's body of it). The form validates with it in the browser and the page's action parses
 * with it; both then call the same `register` as the API.
 */
export const registrationFormSchema = registrationFields
  .omit({
    duration: true,
    total_fees: true,
    discount_percentage: true,
    registrationFees: true,
    final_price: true,
  })
  .extend({ branchOther: optionalText("Branch", L.branch) })
  .refine((form) => form.branch !== "Other" || isMeaningfulText(form.branchOther), {
    path: ["branchOther"],
    error: E.branch,
    // Checked even while other fields are wrong, so every problem shows at once.
    when: ({ value }) => (value as { branch?: unknown } | undefined)?.branch === "Other",
  })
  .refine(sponsorNamed, sponsorNamedIssue);
