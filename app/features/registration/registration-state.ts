/**
 * Pure parts of the registration form: default values, the payload it sends and client-side validation
 * with the shared schema (the same rules and messages the API applies).
 */
import { REGISTRATION_FEE_RUPEES } from "../../../domain/constants";
import { HONEYPOT_FIELD } from "../../../domain/honeypot";
import { computeFees, paiseToRupees, rupeesToPaise } from "../../../domain/programs/pricing";
import type { ProgramOption } from "./registration-api";

export interface RegistrationValues {
  fullName: string;
  fathersName: string;
  nationality: string;
  gender: string;
  email: string;
  phone: string;
  address: string;
  workingStatus: string;
  collegeName: string;
  branch: string;
  /** The free-text branch, used when `branch` is 'Other'. */
  branchOther: string;
  year: string;
  collegeAddress: string;
  trainingType: string;
  specificTraining: string;
  agree: boolean;
}

export type FieldName = keyof RegistrationValues;

export const DEFAULT_VALUES: RegistrationValues = {
  fullName: "",
  fathersName: "",
  nationality: "Indian",
  gender: "",
  email: "",
  phone: "",
  address: "",
  workingStatus: "",
  collegeName: "",
  branch: "",
  branchOther: "",
  year: "",
  collegeAddress: "",
  trainingType: "",
  specificTraining: "",
  agree: false,
};

/** Fields in the order they appear, so the first invalid one can take focus. */
export const FIELD_ORDER: FieldName[] = [
  "fullName",
  "fathersName",
  "nationality",
  "gender",
  "email",
  "phone",
  "address",
  "workingStatus",
  "collegeName",
  "branch",
  "branchOther",
  "year",
  "collegeAddress",
  "trainingType",
  "specificTraining",
  "agree",
];

export interface AppliedCoupon {
  code: string;
  discountPercentage: number;
}

/** The fee summary: program price, discount (only with an applied coupon), registration fee, payable now. */
export function feesFor(option: ProgramOption | undefined, coupon: AppliedCoupon | null) {
  return computeFees({
    pricePaise: option ? rupeesToPaise(option.fees) : 0,
    discountPercentage: coupon?.discountPercentage ?? option?.discount_percentage ?? 0,
    couponApplied: Boolean(option && coupon),
  });
}

/** The JSON body of POST /api/registration (spec section 3); the server recomputes every amount. */
export function buildPayload(
  values: RegistrationValues,
  option: ProgramOption | undefined,
  coupon: AppliedCoupon | null,
  honeypot = "",
) {
  const fees = feesFor(option, coupon);
  const { branchOther, ...rest } = values;
  return {
    ...rest,
    branch: values.branch === "Other" ? branchOther.trim() : values.branch,
    duration: option?.duration ?? "",
    total_fees: paiseToRupees(fees.totalFeesPaise),
    discount_coupon: coupon?.code ?? "",
    discount_percentage: coupon ? coupon.discountPercentage : 0,
    registrationFees: REGISTRATION_FEE_RUPEES,
    [HONEYPOT_FIELD]: honeypot,
  };
}

export type FieldErrors = Partial<Record<FieldName, string>>;

/** Maps an issue path of the schema or the API to the form field that shows it. */
export function fieldForPath(path: string, values: RegistrationValues): FieldName | null {
  const key = path.split(".")[0];
  if (key === "branch") return values.branch === "Other" ? "branchOther" : "branch";
  return (FIELD_ORDER as string[]).includes(key) ? (key as FieldName) : null;
}

/**
 * Client-side check with the shared schema: one message per field, in form order. The schema (and zod)
 * load on the first submit, not with the page.
 */
export async function validate(values: RegistrationValues): Promise<FieldErrors> {
  const { registrationSchema } = await import("../../../domain/programs/registration.schema");
  const result = registrationSchema.safeParse(buildPayload(values, undefined, null));
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldForPath(issue.path.join("."), values);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function firstInvalid(errors: FieldErrors): FieldName | undefined {
  return FIELD_ORDER.find((field) => errors[field]);
}
