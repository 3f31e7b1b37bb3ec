/**
 * How to pay without the online gateway: the bank account and UPI id staff enter in the console's settings
 * (settings key `bank-details`). The proof panel, the acknowledgement letter, the confirmation PDF and the pay
 * page print them when online payment is off (or as a second way to pay); staff then record what arrives.
 * Empty by default: a site that has not entered them says to ask the office instead of printing a wrong account.
 */
import { plainText, z } from "../zod.ts";

export const BANK_DETAILS_KEY = "bank-details";

const optionalText = (max: number, message: string) =>
  plainText()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value ?? "");

/** Indian Financial System Code: four letters (the bank), a zero, six letters or digits (the branch). */
export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI virtual payment address: handle@provider. */
export const UPI_ID = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,64}$/;

export const bankDetailsSchema = z
  .object({
    accountName: optionalText(120, "Use at most 120 characters."),
    accountNumber: optionalText(20, "An account number has at most 20 digits.").refine(
      (value) => value === "" || /^\d{9,18}$/.test(value),
      "An account number is 9 to 18 digits.",
    ),
    ifsc: optionalText(11, "An IFSC has 11 characters, such as HDFC0001234.")
      .transform((value) => value.toUpperCase())
      .refine((value) => value === "" || IFSC.test(value), "An IFSC has 11 characters, such as HDFC0001234."),
    bankName: optionalText(120, "Use at most 120 characters."),
    upiId: optionalText(120, "Use at most 120 characters.").refine(
      (value) => value === "" || UPI_ID.test(value),
      "A UPI id looks like nexora@okhdfc.",
    ),
  })
  .refine((value) => !(value.accountNumber && (!value.accountName || !value.ifsc)), {
    message: "With an account number, enter the account name and the IFSC too.",
    path: ["accountNumber"],
  });

export type BankDetails = z.infer<typeof bankDetailsSchema>;

export const DEFAULT_BANK_DETAILS: BankDetails = {
  accountName: "",
  accountNumber: "",
  ifsc: "",
  bankName: "",
  upiId: "",
};

/** Whether anything a visitor could pay to has been entered. */
export function hasBankDetails(details: BankDetails): boolean {
  return Boolean(details.accountNumber || details.upiId);
}
