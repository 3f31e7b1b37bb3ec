/**
 * What the Personal data screen and the retention settings take (shared by the console's forms and the
 * server, like every schema of the form kit).
 */
import { nationalPhoneNumber } from "../enquiries/phone.ts";
import { plainText, z } from "../zod.ts";

// Refinements, not `z.literal("")` unions: the form kit reads an empty field as undefined, so a literal ""
// after a transform would refuse an empty optional field in the browser.
const EMAIL = z.email();
export const emptyOrEmail = (value: string) => value === "" || EMAIL.safeParse(value).success;

export const personQuerySchema = z
  .object({
    email: plainText({ error: "Enter a valid e-mail address." })
      .trim()
      .max(254, "Enter a valid e-mail address.")
      .optional()
      .transform((value) => value?.toLowerCase() ?? "")
      .refine(emptyOrEmail, "Enter a valid e-mail address."),
    phone: plainText({ error: "Enter a phone number of digits." })
      .trim()
      .max(20, "Enter a phone number of at most 15 digits.")
      .optional()
      .transform((value) => (value ? nationalPhoneNumber(value) : ""))
      .refine((value) => value === "" || /^\d{6,15}$/.test(value), "Enter a phone number of digits."),
  })
  .refine((query) => query.email || query.phone, {
    message: "Enter an e-mail address, a phone number, or both.",
    path: ["email"],
  });
export type PersonQuery = z.output<typeof personQuerySchema>;

export const eraseSchema = z.object({
  reason: plainText({ error: "Say why the data is erased." })
    .trim()
    .min(3, "Say why the data is erased.")
    .max(300, "Use at most 300 characters."),
  confirm: z.literal("erase", { error: "Type erase to confirm." }),
});

const months = z
  .union(
    [
      z.literal(""),
      z.coerce
        .number({ error: "Enter the months as a whole number, or leave it empty." })
        .int("Whole months only.")
        .min(1, "At least 1 month.")
        .max(240, "At most 240 months."),
    ],
    { error: "Enter the months as a whole number, or leave it empty." },
  )
  .optional()
  .transform((value) => (value === "" || value === undefined ? null : value));

/** Months to keep each kind; null keeps it until erased by hand. */
export const retentionSchema = z.object({ enquiriesMonths: months, applicationsMonths: months });
export type Retention = z.output<typeof retentionSchema>;
export const DEFAULT_RETENTION: Retention = { enquiriesMonths: null, applicationsMonths: null };
