/**
 * Pure parts of the registration form: its default values, the order of its fields, the fees it shows (the
 * server recomputes every amount) and where the action's issues go.
 */
import { computeFees, rupeesToPaise } from "../../../domain/programs/pricing";
import type { ProgramOption } from "./program-option";

/** The form's fields as it posts them (registrationFormSchema), as text. */
export const DEFAULT_VALUES = {
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
  /** The free-text branch, used when `branch` is 'Other'. */
  branchOther: "",
  year: "",
  collegeAddress: "",
  trainingType: "",
  specificTraining: "",
  /** The chosen batch's id, for a program with batches (batch-field.tsx). */
  batchId: "",
  discount_coupon: "",
  studentStateCode: "",
  sponsorGstin: "",
  sponsorCompany: "",
};

export type FieldName = keyof typeof DEFAULT_VALUES | "agree";

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
  "studentStateCode",
  "sponsorGstin",
  "sponsorCompany",
  "trainingType",
  "specificTraining",
  "batchId",
  "discount_coupon",
  "agree",
];

export interface AppliedCoupon {
  code: string;
  discountPercentage: number;
  /** A flat coupon's amount in paise, as the server's check answered it; null or absent for a percentage. */
  flatPaise?: number | null;
}

/** The fee summary: program price, discount (only with an applied coupon), registration fee, payable now. */
export function feesFor(option: ProgramOption | undefined, coupon: AppliedCoupon | null) {
  return computeFees({
    pricePaise: option ? rupeesToPaise(option.fees) : 0,
    discountPercentage: coupon?.discountPercentage ?? option?.discount_percentage ?? 0,
    couponApplied: Boolean(option && coupon),
    discountFlatPaise: coupon?.flatPaise,
    // The server's current fee (the setting); the registration stores its own, computed there.
    registrationFeePaise:
      option?.registration_fee !== undefined ? rupeesToPaise(option.registration_fee) : undefined,
  });
}

/** The form field that shows an issue of the API (whose body has one `branch`). */
export function fieldForPath(path: string, branch: unknown): FieldName | null {
  const key = path.split(".")[0];
  if (key === "branch") return branch === "Other" ? "branchOther" : "branch";
  return (FIELD_ORDER as string[]).includes(key ?? "") ? (key as FieldName) : null;
}

/** Field errors keyed by the form's field names, from the API's (or `register`'s) issues. */
export function fieldErrorsOf(issues: { path: string; message: string }[], branch: unknown) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = fieldForPath(issue.path, branch);
    if (field && !errors[field]) errors[field] = [issue.message];
  }
  return errors;
}

export function firstInvalid(errors: Record<string, unknown> | null | undefined): FieldName | undefined {
  return FIELD_ORDER.find((field) => {
    const messages = errors?.[field];
    return Array.isArray(messages) ? messages.length > 0 : Boolean(messages);
  });
}

/** The confirmation PDF's file name, as the download and the panel's link give it. */
export function confirmationFileName(registrationId: string): string {
  return `Registration-Confirmation-${registrationId}.pdf`;
}
