/**
 * The registration fee as a setting (settings key `registration-fee`; docs/product/constants.md): an admin sets
 * it on the Settings screen, a new registration stores the fee of the moment it is made (and keeps it: its
 * letters, PDF, pay page and payments read the stored amount), and the registration form shows the current
 * one. Until it is set the fee is REGISTRATION_FEE_RUPEES.
 */
import { REGISTRATION_FEE_MAX_RUPEES } from "../constants.ts";
import { formatRupees } from "../format.ts";
import { plainText, z } from "../zod.ts";

export const REGISTRATION_FEE_KEY = "registration-fee";

export const REGISTRATION_FEE_TEXT = {
  heading: "Registration fee",
  intro:
    "Paid with the program fee at registration. A new registration stores the fee of the moment it is made; registrations already made keep theirs.",
  label: "Registration fee (₹)",
  hint: `0 for none; at most ${formatRupees(REGISTRATION_FEE_MAX_RUPEES, 0)}.`,
  save: "Save registration fee",
  saved: "Registration fee saved.",
  invalid: `Enter the fee in rupees, from 0 to ${REGISTRATION_FEE_MAX_RUPEES} (at most 2 decimals).`,
} as const;

/** What the form sends (rupees as typed) and what is stored (paise). */
export const registrationFeeSchema = z.object({
  feeRupees: plainText({ error: REGISTRATION_FEE_TEXT.invalid })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, { error: REGISTRATION_FEE_TEXT.invalid })
    .transform((rupees) => Math.round(Number(rupees) * 100))
    .refine((paise) => paise <= REGISTRATION_FEE_MAX_RUPEES * 100, { error: REGISTRATION_FEE_TEXT.invalid }),
});
